import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startShop, type Shop } from '../abuse/harness.ts';
import { draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, serviceClient, subscribed } from './harness.ts';
import { startTwoShops, type TwoShops } from './two-shops.ts';

/**
 * Two server processes on one PostgreSQL database and one data folder, as `DATABASE_URL` runs a
 * shop that outgrew one process: what one commits reaches the other's subscribers, a session begun
 * at one goes on at the other, a refresh token is rotated once however many processes see it, and
 * wrong passwords are counted once for all of them.
 */

let shops: TwoShops;
let a: Shop;
let b: Shop;

beforeAll(async () => {
  shops = await startTwoShops('two-processes');
  ({ a, b } = shops);
}, 120_000);

afterAll(() => shops.stop());

describe('two processes on one PostgreSQL', () => {
  it('serve the same rows, and a change committed through A reaches a subscriber of B', async () => {
    expect(a.pid).not.toBe(b.pid);
    const visitorOfB = anonClient(b);
    const name = uniqueName('Anello da A');
    const heard = new Promise<unknown>((resolve) => {
      const channel = visitorOfB
        .channel('products-at-b')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'products' }, (payload) => {
          resolve(payload.new);
        });
      void subscribed(channel).then(async () => {
        const { error } = await serviceClient(a).from('products').insert(draftProduct({ name }));
        expect(error).toBeNull();
      });
    });
    expect(await heard).toMatchObject({ name });
    // B's catalogue read (cached for visitors) has the row too.
    const { data } = await anonClient(b).from('products').select('name').eq('name', name);
    expect(data).toEqual([{ name }]);
    await visitorOfB.removeAllChannels();
  });

  it('a session begun at A is refreshed at B, and one token refreshed at both at once is rotated once', async () => {
    const signIn = await fetch(`${a.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: a.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    const session = (await signIn.json()) as { refresh_token: string };
    const refreshAt = async (shop: Shop, token: string) => {
      const response = await fetch(`${shop.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: shop.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { refresh_token: string }).refresh_token;
    };
    const atB = await refreshAt(b, session.refresh_token);
    expect(atB).not.toBe(session.refresh_token);
    for (let round = 0; round < 5; round++) {
      const [fromA, fromB] = await Promise.all([refreshAt(a, atB), refreshAt(b, atB)]);
      // One rotation: the later of the two gets the tokens the earlier one made.
      expect(fromA).toBe(fromB);
      const { rows } = await queryActive(fromA);
      expect(rows).toBe(1);
      const next = await refreshAt(a, fromA);
      expect(next).not.toBe(fromA);
      session.refresh_token = next;
    }
  });

  it('count wrong passwords together: ten spread over A and B close the account to an eleventh at either', async () => {
    const guess = (shop: Shop, email: string, password: string) =>
      fetch(`${shop.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: shop.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((response) => response.status);
    const email = `${uniqueName('indovino').replace(/\W+/g, '-')}@example.com`;
    // Five at each: in one process's memory neither would have reached the limit of ten.
    for (let i = 0; i < 10; i++) expect(await guess(i % 2 ? b : a, email, `sbagliata-${i}`)).toBe(400);
    expect(await guess(a, email, 'sbagliata-a')).toBe(429);
    expect(await guess(b, email, 'sbagliata-b')).toBe(429);
    // The limit is the account's from this address: the owner still signs in, at either process.
    expect(await guess(b, OWNER.email, OWNER.password)).toBe(200);
    // Guesses arriving at both at once cannot all pass: at most ten are ever checked.
    const other = `${uniqueName('folla').replace(/\W+/g, '-')}@example.com`;
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => guess(i % 2 ? b : a, other, `sbagliata-${i}`)),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(await guess(a, other, 'ancora')).toBe(429);
  });
});

describe('WORKERS=2', () => {
  it('serves from two worker processes and starts a new one when one dies', async () => {
    const shop = await startShop({ dataDir: shops.dataDir, env: { DATABASE_URL: shops.databaseUrl, WORKERS: '2' } });
    try {
      const workers = async (count: number) => {
        await expect.poll(() => childrenOf(shop.pid).length, { timeout: 60_000 }).toBe(count);
        return childrenOf(shop.pid);
      };
      // Each copy says it is running once it listens. Until the second does, the first holds the port
      // alone, and killing it would close the port until the second one listens.
      const running = () => shop.output().split('Boutique is running at').length - 1;
      await expect.poll(running, { timeout: 60_000 }).toBe(2);
      const [first] = await workers(2);
      const read = () => freshRead(shop);
      expect(await read()).toBe(200);
      process.kill(Number(first), 'SIGKILL');
      // Once the primary has seen it die (its cluster took it out of the round and said so), the
      // other one serves while a replacement starts. A connection handed over in the instant before
      // is lost with the process: Node's cluster waits for the dead worker's reply to it
      // (docs/backend.md). The process table alone says too early: a reaped process can still be
      // in the round until the primary's loop has run its exit.
      await expect.poll(() => childrenOf(shop.pid).includes(String(first)), { timeout: 30_000 }).toBe(false);
      await expect.poll(() => shop.output().includes('A server process ended'), { timeout: 30_000 }).toBe(true);
      expect(await read()).toBe(200);
      await expect.poll(() => childrenOf(shop.pid).filter((pid) => pid !== first).length, { timeout: 60_000 }).toBe(2);
      expect(await read()).toBe(200);
    } finally {
      await shop.stop();
    }
    expect(childrenOf(shop.pid)).toEqual([]);
  }, 180_000);
});

/** A visitor's catalogue read on a new connection (a kept-alive one would go to the killed process). */
function freshRead(shop: Shop): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${shop.url}/rest/v1/products?select=id&limit=1`,
      { agent: false, headers: { apikey: shop.anonKey }, timeout: 20_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 20 s')));
    request.on('error', reject);
  });
}

/**
 * The server processes `pid` started: its children running this Node (by their program, not their
 * name: Node 24 names its main thread "MainThread"). Others are not counted: tsx may keep an
 * `esbuild` helper beside the primary when its transform cache was cold.
 */
function childrenOf(pid: number): string[] {
  const found = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .flatMap(([child, program]) => (child && program === process.execPath ? [child] : []));
}

/** How many live (not revoked) refresh tokens the session of `token` has. */
async function queryActive(token: string): Promise<{ rows: number }> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: shops.databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from auth.refresh_tokens
        where not revoked and session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [token],
    );
    return { rows: result.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}
