import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './harness.ts';

/**
 * `/rest/v1` under requests shaped to make the server work for nothing: writes it refuses anyway,
 * sent with bodies of megabytes, and filters or bodies nested or repeated until Postgres's regex
 * engine or the server's own stack gives way. Each used to be read whole, or to answer 500 with a
 * stack trace in the log.
 */

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.stop();
});

const BODY_BYTES = 9_400_000;
const FIRST_CHUNK_BYTES = 64 * 1024;

interface EarlyAnswer {
  status: number;
  connection: string | undefined;
  body: Record<string, unknown>;
  /** Bytes of the body sent when the answer came. */
  sent: number;
  /** The server closed the connection by itself. */
  closedByServer: boolean;
}

/**
 * A 9.4 MB anonymous product insert of which only the headers and a first chunk are sent: the
 * answer has to come while the rest of the body was never written.
 */
function hugeAnonymousInsert(): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/rest/v1/products', shop.url);
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        apikey: shop.anonKey,
        'content-type': 'application/json',
        'content-length': String(BODY_BYTES),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within 20 s while ${String(BODY_BYTES - FIRST_CHUNK_BYTES)} bytes were unsent`));
    }, 20_000);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      clearTimeout(timer);
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        // The request's own body is unfinished, so only the server can close the socket now.
        const socket = request.socket;
        const answer = (closedByServer: boolean) =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: JSON.parse(text) as Record<string, unknown>,
            sent: FIRST_CHUNK_BYTES,
            closedByServer,
          });
        if (!socket || socket.destroyed || socket.readableEnded) {
          answer(true);
          return;
        }
        const waiting = setTimeout(() => {
          request.destroy();
          answer(false);
        }, 10_000);
        socket.once('close', () => {
          clearTimeout(waiting);
          answer(true);
        });
        socket.once('end', () => {
          clearTimeout(waiting);
          request.destroy();
          answer(true);
        });
      });
    });
    request.write(Buffer.alloc(FIRST_CHUNK_BYTES, '['));
  });
}

describe('bodies before permission', () => {
  it('answers 401 to four 9.4 MB anonymous inserts before their bodies are sent, and reads meanwhile', async () => {
    const inserts = Array.from({ length: 4 }, () => hugeAnonymousInsert());
    const read = await fetch(`${shop.url}/rest/v1/products?select=id,name&limit=5`, {
      headers: { apikey: shop.anonKey },
    });
    expect(read.status).toBe(200);
    expect(Array.isArray(await read.json())).toBe(true);

    const answers = await Promise.all(inserts);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: '42501',
        message: 'permission denied for table products',
        details: null,
        hint: null,
      });
      expect(answer.connection).toBe('close');
      expect(answer.closedByServer).toBe(true);
      expect(answer.sent).toBeLessThan(BODY_BYTES / 100);
    }
    const after = await fetch(`${shop.url}/rest/v1/products?select=id&limit=1`, { headers: { apikey: shop.anonKey } });
    expect(after.status).toBe(200);
  });
});

/** Shapes that used to answer 500: a pattern PGlite's regex engine chokes on, deep `or` trees, deep JSON. */
function hostileRequests(): { method: string; path: string; key: 'anon' | 'service'; body?: string }[] {
  const deepOr = (depth: number) => `${'or('.repeat(depth)}name.eq.a${')'.repeat(depth)}`;
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const requests: { method: string; path: string; key: 'anon' | 'service'; body?: string }[] = [];
  for (let i = 0; i < 30; i++) {
    requests.push({ method: 'GET', path: '/rest/v1/products?name=match.(.{1,255}){1,255}', key: 'anon' });
  }
  for (const pattern of ['(.*)(.*)(.*)\\3\\2\\1k', '(a+)+$', '(?=.*a)(?=.*b)', '.{0,100}.{0,100}', 'x'.repeat(300)]) {
    requests.push({ method: 'GET', path: `/rest/v1/products?name=imatch.${encodeURIComponent(pattern)}`, key: 'anon' });
  }
  for (const depth of [50, 1000, 3000]) {
    requests.push({ method: 'GET', path: `/rest/v1/products?or=(${deepOr(depth)})`, key: 'anon' });
    requests.push({ method: 'GET', path: `/rest/v1/products?not.and=(${deepOr(depth)})`, key: 'anon' });
  }
  for (const depth of [100, 5_000, 100_000]) {
    requests.push({
      method: 'POST',
      path: '/rest/v1/products',
      key: 'service',
      body: `{"images":${deepArray(depth)}}`,
    });
    // An anonymous call's body is bounded at 16 KB: the deepest one is sent with the service key.
    const key = depth > 5_000 ? 'service' : 'anon';
    requests.push({ method: 'POST', path: '/rest/v1/rpc/is_owner', key, body: `{"x":${deepArray(depth)}}` });
  }
  return requests;
}

describe('requests shaped to break the server', () => {
  it('answer 400 with JSON, never 5xx, and leave at most one line in the log', async () => {
    const logBefore = shop.output().split('\n').length;
    const failures: string[] = [];
    for (const { method, path, key, body } of hostileRequests()) {
      const apiKey = key === 'anon' ? shop.anonKey : shop.serviceKey;
      const response = await fetch(`${shop.url}${path}`, {
        method,
        headers: { apikey: apiKey, authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Reported below.
      }
      const code = (json as { code?: unknown } | null)?.code;
      if (response.status !== 400 || typeof code !== 'string')
        failures.push(`${method} ${path.slice(0, 80)} → ${String(response.status)} ${text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // The server still answers normally.
    const read = await fetch(`${shop.url}/rest/v1/products?select=id&limit=1`, { headers: { apikey: shop.anonKey } });
    expect(read.status).toBe(200);
    const logged = shop.output().split('\n').length - logBefore;
    expect(logged).toBeLessThanOrEqual(1);
  });
});
