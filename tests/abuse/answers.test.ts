import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './harness.ts';
import { addLongProducts } from './long-products.ts';

/**
 * What one anonymous visitor makes `/rest/v1` hold and compute with reads: the answers the server
 * keeps for visitors (bounded in bytes, keyed by what changes an answer), the columns a read asks
 * for, and the size of what it answers. Before, 1,000 reads of ~1 MB each, made distinct by a
 * parameter, stayed in the server's memory until the next change (~1 GB), and a select list of 900
 * aliases was served.
 */

let shop: Shop;
let agent: http.Agent;

/** The products this file adds: long descriptions, so that wide reads are large. */
const NAME_PREFIX = 'Prova risposte';
const ADDED = 40;

beforeAll(async () => {
  shop = await startShop();
  agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  await addLongProducts(shop, NAME_PREFIX, ADDED, 1);
});
afterAll(async () => {
  agent.destroy();
  await shop.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  /** The body when it is small (errors), else its first kilobyte. */
  text: string;
}

/**
 * A read as a visitor's browser or a script makes it, over keep-alive connections, without asking
 * for compression: the body as it is kept.
 */
function read(path: string, key = shop.anonKey, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, shop.url),
      { method, agent, headers: { apikey: key, authorization: `Bearer ${key}` } },
      (response) => {
        let bytes = 0;
        let text = '';
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (text.length < 1024) text += chunk.toString('utf8', 0, Math.min(chunk.length, 1024));
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** `select=d0:description,d1:description,…`: `n` aliases of the long column. */
const descriptions = (n: number) => Array.from({ length: n }, (_, i) => `d${String(i)}:description`).join(',');

/** Only the products this file added. */
const ADDED_ONLY = `name=like.${encodeURIComponent(`${NAME_PREFIX}*`)}`;

describe('the answers kept for visitors', () => {
  it('does not keep a copy per apikey parameter: the header decides, the parameter is ignored', async () => {
    const path = `/rest/v1/products?select=id,name,price&${ADDED_ONLY}&order=price`;
    const first = await read(`${path}&apikey=1`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    for (const value of ['2', '3', shop.anonKey, '']) {
      const again = await read(`${path}&apikey=${encodeURIComponent(value)}`);
      expect([value, again.headers['x-cache']]).toEqual([value, 'hit']);
      expect(again.text).toBe(first.text);
    }
    // Nor one per order of the parameters.
    const reordered = await read(`/rest/v1/products?order=price&${ADDED_ONLY}&select=id,name,price`);
    expect(reordered.headers['x-cache']).toBe('hit');
  });

  it('1,000 distinct reads of ~600 KB grow the server by at most 200 MB', { timeout: 300_000 }, async () => {
    // 10 rows × 30 descriptions of 2,000 characters: ~600 KB, under the 1 MB an answer may be kept at.
    const path = (i: number) =>
      `/rest/v1/products?select=${descriptions(30)}&${ADDED_ONLY}&limit=10&price=lt.${String(100_000 + i)}`;
    // The same shape a few times first: what the first reads cost once (code, Postgres's memory) is
    // not what the visitor holds.
    for (let i = 0; i < 16; i++) expect((await read(path(-1 - i))).status).toBe(200);
    const idle = await shop.settledRssMb();
    let next = 0;
    const sizes: number[] = [];
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < 1000) {
          const answer = await read(path(next++));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          sizes.push(answer.bytes);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    expect(Math.min(...sizes)).toBeGreaterThan(580_000);
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024);
    const after = await shop.settledRssMb();
    expect(after - idle, `RSS ${idle.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(200);
  });
});

describe('the select list of a visitor', () => {
  it('is refused past 100 columns with PostgREST’s 400; the service role is not bounded', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${String(i)}:name`).join(',');
    const within = await read(`/rest/v1/products?select=${aliases(100)}&${ADDED_ONLY}`);
    expect(within.status).toBe(200);
    for (const select of [aliases(101), aliases(900), Array.from({ length: 10 }, () => '*').join(',')]) {
      const refused = await read(`/rest/v1/products?select=${select}&limit=${String(select.length)}`);
      expect(refused.status).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(refused.text) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(body.code).toBe('PGRST100');
      expect(body.message).toMatch(/^The select list asks for \d+ columns: at most 100 are allowed$/);
    }
    const service = await read(`/rest/v1/products?select=${aliases(900)}&${ADDED_ONLY}`, shop.serviceKey);
    expect(service.status).toBe(200);
    expect(service.bytes).toBeGreaterThan(ADDED * 900 * 10);
  });
});

describe('the size of a visitor’s answer', () => {
  it('is refused past 4 MB with a 400 in JSON, not cut short; the service role gets it whole', async () => {
    // 40 rows × 100 descriptions of 2,000 characters: ~8 MB.
    const path = `/rest/v1/products?select=${descriptions(100)}&${ADDED_ONLY}`;
    for (const method of ['GET', 'HEAD']) {
      const refused = await read(path, shop.anonKey, method);
      expect([method, refused.status]).toEqual([method, 400]);
      if (method === 'HEAD') continue;
      expect(refused.bytes).toBeLessThan(1024);
      const body = JSON.parse(refused.text) as Record<string, unknown>;
      expect(body.code).toBe('54000');
      expect(body.message).toBe('The answer is larger than 4 MB, the most an anonymous read may return');
      expect(body.hint).toMatch(/fewer rows/);
    }
    // Fewer rows of the same read are served.
    const fewer = await read(`${path}&limit=15`);
    expect(fewer.status).toBe(200);
    expect(fewer.bytes).toBeGreaterThan(3_000_000);
    const service = await read(path, shop.serviceKey);
    expect(service.status).toBe(200);
    expect(service.bytes).toBeGreaterThan(8_000_000);
    // The shop's own catalogue read is untouched.
    const catalogue = await read('/rest/v1/products?select=*&shop_id=eq.aurea&order=created_at.desc');
    expect(catalogue.status).toBe(200);
  });

  it('stops building an answer at the bound: an ~80 MB read costs the server what 4 MB do', async () => {
    // 400 more rows: all of them with 100 descriptions each would be ~80 MB of JSON. Built whole, it
    // would stay in the embedded Postgres's memory (WebAssembly memory grows and is never given back).
    await addLongProducts(shop, 'Prova grande', 400, 1000);
    const path = (i: number) =>
      `/rest/v1/products?select=${descriptions(100)}&name=like.Prova%20grande*&price=gt.${String(-1 - i)}`;
    const idle = await shop.settledRssMb();
    for (let i = 0; i < 12; i++) {
      const refused = await read(path(i));
      expect(refused.status).toBe(400);
      expect((JSON.parse(refused.text) as { code: string }).code).toBe('54000');
    }
    const after = await shop.settledRssMb();
    expect(after - idle, `RSS ${idle.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(50);
  });
});
