import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBackend, type Backend } from './harness.ts';
import { isArrayFrame, RawRealtimeSocket, startRealtime, type ArrayFrame } from './realtime-socket.ts';

/**
 * What one client may ask of realtime: a join's bindings are looked up in one query and only in
 * the publication, joins and connections are bounded, and a socket that does not read is closed.
 */
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  // A table that exists but is not published, next to one that does not exist.
  await backend.sql(`create table public.riservata (id int primary key, codice text not null)`);
});

/** Counts the queries the server sends to Postgres while `during` runs. */
async function countQueries(during: () => Promise<void>): Promise<number> {
  const pg = backend.db.pg;
  const [query, exec, transaction] = [pg.query.bind(pg), pg.exec.bind(pg), pg.transaction.bind(pg)];
  let count = 0;
  pg.query = (...args: Parameters<typeof query>) => (count++, query(...args));
  pg.exec = (...args: Parameters<typeof exec>) => (count++, exec(...args));
  pg.transaction = ((...args: Parameters<typeof transaction>) => (
    count++,
    transaction(...args)
  )) as typeof pg.transaction;
  try {
    await during();
  } finally {
    Object.assign(pg, { query, exec, transaction });
  }
  return count;
}

let refs = 0;
const nextRef = () => String(++refs);

/** Joins `topic` with `bindings`; resolves with the reply and, when it was ok, the system message. */
async function join(socket: RawRealtimeSocket, bindings: unknown[], extra: Record<string, unknown> = {}) {
  const ref = nextRef();
  const topic = `realtime:prova-${ref}`;
  socket.send([
    ref,
    ref,
    topic,
    'phx_join',
    { config: { postgres_changes: bindings, ...extra }, access_token: backend.anonKey },
  ]);
  const [, , , , reply] = await socket.next<ArrayFrame>((f) => isArrayFrame(f) && f[1] === ref && f[3] === 'phx_reply');
  if (reply.status !== 'ok' || bindings.length === 0) return { reply, system: null };
  const [, , , , system] = await socket.next<ArrayFrame>((f) => isArrayFrame(f) && f[2] === topic && f[3] === 'system');
  return { reply, system };
}

const values = (count: number, make: (i: number) => string = (i) => `v${i}`) =>
  Array.from({ length: count }, (_, i) => make(i)).join(',');
const inFilter = (column: string, count: number, make?: (i: number) => string) => ({
  event: '*',
  schema: 'public',
  table: 'products',
  filter: `${column}=in.(${values(count, make)})`,
});

describe('a join is checked in one query, within bounds', () => {
  it('looks up 16 bindings of 100 values each in a single query', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const bindings = [
      ...Array.from({ length: 14 }, () => inFilter('name', 100)),
      inFilter('id', 100, (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      inFilter('price', 100, (i) => `${i}.50`),
    ];
    let joined: Awaited<ReturnType<typeof join>> | undefined;
    const queries = await countQueries(async () => {
      joined = await join(socket, bindings);
    });
    expect(joined?.reply).toMatchObject({ status: 'ok' });
    expect(joined?.system).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    expect(queries).toBe(1);
    socket.close();
  });

  it('refuses a join over its bounds before looking anything up', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const refusals: unknown[] = [];
    const queries = await countQueries(async () => {
      for (const bindings of [
        Array.from({ length: 17 }, () => ({ event: '*', schema: 'public', table: 'products' })),
        [inFilter('name', 101)],
        // The join of the attack measured on this server: 100 bindings of 100 values, ~74 KiB.
        Array.from({ length: 100 }, () => inFilter('name', 100, (i) => `anello${i}`)),
        [inFilter('name', 100, (i) => `${'x'.repeat(700)}${i}`)],
      ]) {
        refusals.push((await join(socket, bindings)).reply);
      }
    });
    expect(refusals).toEqual([
      { status: 'error', response: { reason: 'At most 16 postgres_changes bindings per channel' } },
      { status: 'error', response: { reason: 'At most 100 values in an in.() filter' } },
      { status: 'error', response: { reason: 'A join is limited to 64 KiB' } },
      { status: 'error', response: { reason: 'A join is limited to 64 KiB' } },
    ]);
    expect(queries).toBe(0);
    socket.close();
  });

  it('bounds the bindings and channels of one connection', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const sixteen = Array.from({ length: 16 }, () => ({ event: 'INSERT', schema: 'public', table: 'products' }));
    for (let i = 0; i < 6; i++) expect((await join(socket, sixteen)).reply).toMatchObject({ status: 'ok' });
    expect((await join(socket, sixteen)).reply).toEqual({
      status: 'error',
      response: { reason: 'At most 100 postgres_changes bindings per connection' },
    });
    for (let i = 6; i < 100; i++) expect((await join(socket, [])).reply).toMatchObject({ status: 'ok' });
    expect((await join(socket, [])).reply).toEqual({
      status: 'error',
      response: { reason: 'At most 100 channels per connection' },
    });
    socket.close();
  });

  it('gives a table outside the publication the same answer whether it exists or not', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const answer = async (schema: string, table: string, filter: string) => {
      const { reply, system } = await join(socket, [{ event: '*', schema, table, filter }]);
      expect(reply).toMatchObject({ status: 'ok' });
      return String(system?.message)
        .replace(`schema: ${schema}`, 'schema: S')
        .replace(`table: ${table}`, 'table: T')
        .replace(`filter: ${filter}`, 'filter: F');
    };
    const missing = await answer('public', 'inesistente', 'codice=eq.1');
    expect(missing).toBe(
      'Unable to subscribe to changes with given parameters: ' +
        'not in the publication supabase_realtime [event: *, schema: S, table: T, filter: F]',
    );
    for (const [schema, table, filter] of [
      ['auth', 'users', 'encrypted_password=eq.x'],
      ['auth', 'users', 'colonna_inesistente=eq.x'],
      ['auth', 'nessuna', 'encrypted_password=eq.x'],
      ['public', 'riservata', 'codice=eq.1'],
      ['public', 'riservata', 'id=eq.non-un-numero'],
    ] as const) {
      expect(await answer(schema, table, filter), `${schema}.${table} ${filter}`).toBe(missing);
    }
    socket.close();
  });

  it("checks a published table's filter columns and values", async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const message = async (filter: string) =>
      String((await join(socket, [{ event: '*', schema: 'public', table: 'products', filter }])).system?.message);
    expect(await message('price=gt.10')).toBe('Subscribed to PostgreSQL');
    expect(await message('colore=eq.rosso')).toMatch(/: no column colore \[/);
    expect(await message('id=eq.non-un-uuid')).toMatch(/: the filter value does not fit the column \[/);
    expect(await message('price=in.(1,2,tre)')).toMatch(/: the filter value does not fit the column \[/);
    socket.close();
  });
});

/** Opens a socket with `X-Forwarded-For: forwarded`; the HTTP status and body when it is refused. */
function connect(url: string, forwarded?: string): Promise<{ ws: WebSocket } | { status: number; body: string }> {
  const ws = new WebSocket(
    `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(backend.anonKey)}&vsn=2.0.0`,
    { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

const opened = (result: Awaited<ReturnType<typeof connect>>) => ('ws' in result ? result.ws : null);
const statusOf = (result: Awaited<ReturnType<typeof connect>>) => ('status' in result ? result.status : 101);

describe('connections are counted per client address', () => {
  it('refuses a client past its share with 429, and everyone past the total with 503', async () => {
    const relay = await startRealtime(backend, {
      trustedProxies: ['127.0.0.1'],
      settings: { maxConnectionsPerClient: 3, maxConnections: 5 },
    });
    const first = await Promise.all(Array.from({ length: 4 }, () => connect(relay.url, '198.51.100.7')));
    expect(first.map(statusOf).sort()).toEqual([101, 101, 101, 429]);
    const refused = first.find((result) => 'status' in result);
    expect(refused && 'body' in refused && JSON.parse(refused.body)).toEqual({
      message: 'Too many connections from this address',
    });
    const other = await Promise.all([connect(relay.url, '203.0.113.9'), connect(relay.url, '203.0.113.9')]);
    expect(other.map(statusOf)).toEqual([101, 101]);
    expect(statusOf(await connect(relay.url, '192.0.2.44'))).toBe(503);

    // A closed socket gives its place back.
    const one = opened(first.find((result) => 'ws' in result) ?? { status: 0, body: '' });
    await new Promise<void>((resolve) => {
      one?.once('close', () => resolve());
      one?.close();
    });
    await expect.poll(async () => opened(await connect(relay.url, '198.51.100.7'))?.readyState).toBe(WebSocket.OPEN);
    await relay.stop();
  });

  it('counts an IPv6 client by its /64, and believes X-Forwarded-For only from a trusted proxy', async () => {
    const relay = await startRealtime(backend, {
      trustedProxies: ['127.0.0.1'],
      settings: { maxConnectionsPerClient: 2 },
    });
    expect(statusOf(await connect(relay.url, '2001:db8:1:2::1'))).toBe(101);
    expect(statusOf(await connect(relay.url, '2001:db8:1:2:aaaa::2'))).toBe(101);
    expect(statusOf(await connect(relay.url, '2001:db8:1:2::3'))).toBe(429);
    expect(statusOf(await connect(relay.url, '2001:db8:1:3::1'))).toBe(101);
    await relay.stop();

    const direct = await startRealtime(backend, { settings: { maxConnectionsPerClient: 2 } });
    const results = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((a) => connect(direct.url, a)));
    expect(results.map(statusOf).sort()).toEqual([101, 101, 429]);
    await direct.stop();
  });
});

describe('a socket that does not read', () => {
  it('is closed with 1008 once its queue passes its bound, while readers keep receiving', async () => {
    const relay = await startRealtime(backend, { settings: { broadcast: true } });
    const topic = 'realtime:stanza';
    const joinTopic = (socket: RawRealtimeSocket, ack: boolean) => {
      socket.send(['1', '1', topic, 'phx_join', { config: { broadcast: { ack, self: false } } }]);
      return socket.next((f) => isArrayFrame(f) && f[1] === '1' && f[3] === 'phx_reply');
    };
    const [slow, reader, sender] = await Promise.all(
      [0, 1, 2].map(() => RawRealtimeSocket.open(relay.url, backend.anonKey, '2.0.0')),
    );
    if (!slow || !reader || !sender) throw new Error('not connected');
    await Promise.all([joinTopic(slow, false), joinTopic(reader, false), joinTopic(sender, true)]);
    slow.ws.pause();

    // 200 broadcasts of 100 KiB: ~20 MB for each receiver, far past what the connection buffers.
    const text = 'x'.repeat(100 * 1024);
    for (let i = 0; i < 200; i++) {
      const ref = `b${i}`;
      sender.send(['1', ref, topic, 'broadcast', { type: 'broadcast', event: 'pezzo', payload: { i, text } }]);
      await sender.next((f) => isArrayFrame(f) && f[1] === ref && f[3] === 'phx_reply');
    }
    await reader.next(
      (f: unknown) => isArrayFrame(f) && f[3] === 'broadcast' && (f[4].payload as { i?: number }).i === 199,
    );
    slow.ws.resume();
    await new Promise<void>((resolve) => (slow.closed ? resolve() : slow.ws.once('close', () => resolve())));
    expect(slow.closed?.code).toBe(1008);
    expect(slow.frames.length).toBeLessThan(200);
    expect(reader.closed).toBeNull();
    expect(sender.closed).toBeNull();
    reader.close();
    sender.close();
    await relay.stop();
  });
});
