import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startShop, type Shop } from './harness.ts';

/**
 * Realtime under the attacks measured on this server: a join that asks for ten thousand checks,
 * sockets that broadcast and stop reading, one client holding every socket, and a join that asks
 * whether `auth.users` has an `encrypted_password`. The shop trusts 127.0.0.1 as its reverse
 * proxy, so each socket's `X-Forwarded-For` is its client address.
 */

const root = path.resolve(import.meta.dirname, '../..');
let shop: Shop;

beforeAll(async () => {
  shop = await startShop({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await shop.stop();
});

type Opened = { ws: WebSocket; frames: unknown[]; closed: Promise<number> } | { status: number };

/** A socket from `client` (through the trusted proxy), keeping what it receives; the status when refused. */
function open(target: Shop, client: string): Promise<Opened> {
  const url = `${target.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${target.anonKey}&vsn=2.0.0`;
  const ws = new WebSocket(url, { headers: { 'x-forwarded-for': client } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      const frames: unknown[] = [];
      ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
      const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
      resolve({ ws, frames, closed });
    });
    ws.once('unexpected-response', (request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      request.destroy();
    });
    ws.once('error', reject);
  });
}

function opened(result: Opened) {
  if (!('ws' in result)) throw new Error(`refused with ${result.status}`);
  return result;
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];
const isFrame = (frame: unknown): frame is Frame => Array.isArray(frame) && frame.length === 5;

/** Waits for the first frame, received or to come, that passes `test`. */
async function next(socket: { frames: unknown[] }, test: (frame: Frame) => boolean): Promise<Frame> {
  for (let waited = 0; waited < 60_000; waited += 20) {
    const found = socket.frames.find((frame) => isFrame(frame) && test(frame));
    if (found) return found as Frame;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no matching frame arrived');
}

const replyTo = (ref: string) => (frame: Frame) => frame[1] === ref && frame[3] === 'phx_reply';

/** `count` bindings on the catalogue, each with an `in.(…)` list of `values` prices. */
function join(ref: string, count: number, values: number, digits = 3): string {
  const list = Array.from({ length: values }, (_, i) => String(i).padStart(digits, '0')).join(',');
  const bindings = Array.from({ length: count }, () => ({
    event: '*',
    schema: 'public',
    table: 'products',
    filter: `price=in.(${list})`,
  }));
  return JSON.stringify([ref, ref, `realtime:catalogo-${ref}`, 'phx_join', { config: { postgres_changes: bindings } }]);
}

describe('realtime join amplification', () => {
  it('refuses 100×100 joins without evaluating them, while the catalogue keeps answering', async () => {
    const attacker = opened(await open(shop, '198.51.100.1'));
    const big = join('a', 100, 100, 6); // over 64 KiB, as the join measured (74 KiB)
    const compact = join('b', 100, 100, 1); // the same count in less than 64 KiB
    expect(Buffer.byteLength(big)).toBeGreaterThan(64 * 1024);
    expect(Buffer.byteLength(compact)).toBeLessThan(64 * 1024);

    const frames = [
      ...Array.from({ length: 3 }, (_, i) => join(`big${i}`, 100, 100, 6)),
      ...Array.from({ length: 3 }, (_, i) => join(`compact${i}`, 100, 100, 1)),
      join('values', 1, 101),
    ];
    for (const frame of frames) attacker.ws.send(frame);
    attacker.ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));

    // A visitor reads the catalogue meanwhile.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${shop.url}/rest/v1/products?select=id,name&limit=5`, { headers: { apikey: shop.anonKey } }),
      ),
    );
    expect(reads.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));

    // Messages are answered in order: by the heartbeat's reply every join has been answered.
    await next(attacker, replyTo('hb'));
    const replies = attacker.frames.filter((frame): frame is Frame => isFrame(frame) && frame[3] === 'phx_reply');
    const reasons = replies
      .filter((frame) => frame[1] !== 'hb')
      .map((frame) => [frame[4].status, (frame[4].response as { reason?: string }).reason]);
    expect(reasons).toEqual([
      ...Array.from({ length: 3 }, () => ['error', 'A join is limited to 64 KiB']),
      ...Array.from({ length: 3 }, () => ['error', 'At most 16 postgres_changes bindings per channel']),
      ['error', 'At most 100 values in an in.() filter'],
    ]);
    // Nothing was subscribed, so nothing was evaluated.
    expect(attacker.frames.filter((frame) => isFrame(frame) && frame[3] === 'system')).toEqual([]);

    // The largest join within the bounds is served.
    attacker.ws.send(join('ok', 16, 100));
    await next(attacker, (frame) => frame[2] === 'realtime:catalogo-ok' && frame[3] === 'system');
    expect(attacker.frames.find((frame) => isFrame(frame) && frame[1] === 'ok')).toMatchObject([
      'ok',
      'ok',
      'realtime:catalogo-ok',
      'phx_reply',
      { status: 'ok' },
    ]);
    expect(
      attacker.frames.find((frame) => isFrame(frame) && frame[2] === 'realtime:catalogo-ok' && frame[3] === 'system'),
    ).toMatchObject([
      null,
      null,
      'realtime:catalogo-ok',
      'system',
      { status: 'ok', message: 'Subscribed to PostgreSQL' },
    ]);
    attacker.ws.close();
  });
});

/**
 * 100 sockets, each from its own address, join one topic, stop reading and each sends a 200 KiB
 * broadcast; then one more client sends 100 such broadcasts to the topic, each waiting for its
 * acknowledgement (so when the last one is answered, everything before it has been relayed or
 * refused). Relayed to everyone, that would be ~39 MiB queued for each socket that stopped reading.
 */
async function broadcastFlood(target: Shop) {
  const idle = await target.settledRssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, target.rssMb())), 50);
  const text = 'x'.repeat(200 * 1024);
  const broadcast = (ref: string | null, i: number) =>
    JSON.stringify([
      '1',
      ref,
      'realtime:stanza',
      'broadcast',
      { type: 'broadcast', event: 'nota', payload: { i, text } },
    ]);
  const joinTopic = async (socket: { ws: WebSocket; frames: unknown[] }, ack: boolean) => {
    socket.ws.send(JSON.stringify(['1', '1', 'realtime:stanza', 'phx_join', { config: { broadcast: { ack } } }]));
    await next(socket, replyTo('1'));
  };
  const sockets = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const socket = opened(await open(target, `10.7.${i >> 8}.${i & 255}`));
      await joinTopic(socket, false);
      socket.ws.pause();
      socket.ws.send(broadcast(null, i));
      return socket;
    }),
  );
  const sender = opened(await open(target, '10.8.0.1'));
  await joinTopic(sender, true);
  const acks: unknown[] = [];
  for (let i = 0; i < 100; i++) {
    sender.ws.send(broadcast(`s${i}`, i));
    acks.push((await next(sender, replyTo(`s${i}`)))[4].status);
  }
  clearInterval(sampler);
  return { sockets, sender, acks, idle, peak };
}

describe('broadcast memory', () => {
  it('relays nothing by default: the sockets that stop reading cost the server nothing', async () => {
    const flood = await broadcastFlood(shop);
    expect(new Set(flood.acks)).toEqual(new Set(['error']));
    expect(flood.peak - flood.idle).toBeLessThan(200);
    // Each socket's heartbeat is answered after anything sent to it before.
    await Promise.all(
      flood.sockets.map(async (socket) => {
        socket.ws.resume();
        socket.ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
        await next(socket, replyTo('hb'));
      }),
    );
    const relayed = flood.sockets.reduce(
      (count, socket) => count + socket.frames.filter((frame) => isFrame(frame) && frame[3] === 'broadcast').length,
      0,
    );
    expect(relayed).toBe(0);
    for (const socket of [...flood.sockets, flood.sender]) socket.ws.close();
  });

  it('when config.toml enables broadcasts, closes the sockets that do not read and stays within +200 MB', async () => {
    const project = projectWithConfig('broadcast = true');
    const relaying = await startShop({ env: { TRUST_PROXY: '127.0.0.1', BOUTIQUE_ROOT: project } });
    try {
      const flood = await broadcastFlood(relaying);
      expect(new Set(flood.acks)).toEqual(new Set(['ok']));
      expect(flood.peak - flood.idle).toBeLessThan(200);
      // Reading again, each finds what was written before the server gave up on it, then the close.
      const codes = await Promise.all(
        flood.sockets.map((socket) => {
          socket.ws.resume();
          return Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
        }),
      );
      const counts = new Map<number | null, number>();
      for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
      expect(
        [...counts.keys()].every((code) => code === 1008 || code === 1013),
        JSON.stringify([...counts]),
      ).toBe(true);
      // The client that read its acknowledgements is still served, and so are newcomers.
      flood.sender.ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
      await next(flood.sender, replyTo('hb'));
      const read = await fetch(`${relaying.url}/rest/v1/products?select=id&limit=1`, {
        headers: { apikey: relaying.anonKey },
      });
      expect(read.status).toBe(200);
      const after = opened(await open(relaying, '192.0.2.77'));
      after.ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
      await next(after, replyTo('hb'));
      after.ws.close();
      flood.sender.ws.close();
    } finally {
      await relaying.stop();
      rmSync(project, { recursive: true, force: true });
    }
  });
});

/**
 * A project folder like the repository's (`BOUTIQUE_ROOT`), whose config.toml has `lines` in its
 * `[realtime]` section: the same migrations and bootstrap, linked.
 */
function projectWithConfig(lines: string): string {
  const project = mkdtempSync(path.join(os.tmpdir(), 'boutique-realtime-project-'));
  mkdirSync(path.join(project, 'server'));
  symlinkSync(path.join(root, 'server', 'bootstrap'), path.join(project, 'server', 'bootstrap'));
  mkdirSync(path.join(project, 'supabase'));
  for (const entry of readdirSync(path.join(root, 'supabase'))) {
    if (entry !== 'config.toml') symlinkSync(path.join(root, 'supabase', entry), path.join(project, 'supabase', entry));
  }
  const config = readFileSync(path.join(root, 'supabase', 'config.toml'), 'utf8');
  writeFileSync(
    path.join(project, 'supabase', 'config.toml'),
    config.replace('[realtime]\n', `[realtime]\n${lines}\n`),
  );
  return project;
}

/** A `ws` WebSocket that comes through the shop's proxy from `client`, for supabase-js. */
function forwardedWebSocket(client: string) {
  return class ForwardedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': client } });
    }
  };
}

/** A visitor's live catalogue, as the shop's pages subscribe to it: the first status it reaches. */
async function visitorSubscribes(client?: string): Promise<string> {
  const supabase = createClient(shop.url, shop.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: client
      ? { transport: forwardedWebSocket(client) as unknown as typeof globalThis.WebSocket }
      : {
          transport: WebSocket as unknown as typeof globalThis.WebSocket,
        },
  });
  try {
    return await new Promise<string>((resolve) => {
      supabase
        .channel('catalogo-visitatore')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, () => undefined)
        .subscribe((status) => resolve(status));
    });
  } finally {
    await supabase.removeAllChannels();
  }
}

describe('socket cap', () => {
  it('one address opening 1,000 sockets gets 50; a visitor from elsewhere still subscribes', async () => {
    const results: Opened[] = [];
    for (let batch = 0; batch < 10; batch++) {
      results.push(...(await Promise.all(Array.from({ length: 100 }, () => open(shop, '198.51.100.23')))));
    }
    const held = results.filter((result) => 'ws' in result);
    const statuses = new Map<number, number>();
    for (const result of results)
      if ('status' in result) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    expect(held).toHaveLength(50);
    expect([...statuses]).toEqual([[429, 950]]);

    expect(await visitorSubscribes('203.0.113.9')).toBe('SUBSCRIBED');
    expect(await visitorSubscribes()).toBe('SUBSCRIBED'); // the proxy's own address

    // Their places come back when they close.
    await Promise.all(held.map((socket) => (socket.ws.close(), socket.closed)));
    await expect
      .poll(async () => {
        const again = await open(shop, '198.51.100.23');
        if ('ws' in again) again.ws.close();
        return 'ws' in again;
      })
      .toBe(true);
  });
});

describe('small ones: a join on auth.users', () => {
  it('gets the same answer as a table that does not exist, with or without a real column', async () => {
    const socket = opened(await open(shop, '198.51.100.50'));
    const answers: string[] = [];
    const asks = [
      ['auth', 'users', 'encrypted_password=eq.x'],
      ['auth', 'users', 'nessuna_colonna=eq.x'],
      ['auth', 'nessuna_tabella', 'encrypted_password=eq.x'],
      ['public', 'nessuna_tabella', 'encrypted_password=eq.x'],
    ];
    for (const [i, [schema, table, filter]] of asks.entries()) {
      const ref = `j${i}`;
      const topic = `realtime:spia-${ref}`;
      socket.ws.send(
        JSON.stringify([
          ref,
          ref,
          topic,
          'phx_join',
          { config: { postgres_changes: [{ event: '*', schema, table, filter }] } },
        ]),
      );
      const [, , , , system] = await next(socket, (frame) => frame[2] === topic && frame[3] === 'system');
      answers.push(
        `${String(system.status)} ${String(system.message)}`
          .replace(`schema: ${schema ?? ''},`, 'schema: S,')
          .replace(`table: ${table ?? ''},`, 'table: T,')
          .replace(`filter: ${filter ?? ''}]`, 'filter: F]'),
      );
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe(
      'error Unable to subscribe to changes with given parameters: ' +
        'not in the publication supabase_realtime [event: *, schema: S, table: T, filter: F]',
    );
    socket.ws.close();
  });
});
