import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, draftProduct, uniqueName } from './fixtures.ts';
import { onPostgres, startBackend, type Backend } from './harness.ts';

/**
 * On PostgreSQL the caches follow changes through one LISTEN connection per process
 * (`server/pg/client.ts`). PostgreSQL keeps no notification for a session that is gone, so what
 * commits while that connection is down is never announced: when it comes back, every cache that
 * follows changes must start afresh rather than keep answers from before the break.
 */

let backend: Backend;
/** The cluster's admin database, as the superuser: to close the shop's database and end its LISTEN. */
let admin: pg.Client;
/** Another connection to the shop's database, opened beforehand: a change from outside this server. */
let writer: pg.Client;
let database: string;

beforeAll(async () => {
  if (!onPostgres) return;
  backend = await startBackend();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'boutique-tests' });
  await admin.connect();
  writer = new pg.Client({ connectionString: backend.db.databaseUrl ?? '', application_name: 'boutique-tests' });
  await writer.connect();
  const { rows } = await writer.query<{ name: string }>('select current_database() as name');
  database = rows[0]?.name ?? '';
});

afterAll(async () => {
  if (!onPostgres) return;
  await writer.end();
  await admin.end();
  await backend.stop();
});

/** A read as the shop's visitors make it: the anon key alone (the cached path). */
function asVisitor(path: string): Promise<Response> {
  return fetch(`${backend.url}${path}`, { headers: { apikey: backend.anonKey } });
}

/** The server's LISTEN connections to the shop's database. */
async function listeners(): Promise<number> {
  const { rows } = await admin.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
      where datname = $1 and application_name = 'boutique-listen'`,
    [database],
  );
  return rows[0]?.count ?? 0;
}

/** Polls `check` every 25 ms until it holds; gives up after `tries` (a failure, not a timing). */
async function until(check: () => Promise<boolean>, tries = 400): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe.skipIf(!onPostgres)('the LISTEN connection on PostgreSQL', () => {
  it('forgets every kept answer when it comes back, so a price changed while it was down is read', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Anello in ascolto'), price: 100 }));
    const path = `/rest/v1/products?select=id,price&id=eq.${product.id}`;
    expect(await (await asVisitor(path)).json()).toEqual([{ id: product.id, price: 100 }]);
    const kept = await asVisitor(path);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(await kept.json()).toEqual([{ id: product.id, price: 100 }]);

    // While nobody may connect to the shop's database, its LISTEN connection is ended: the server
    // cannot follow the changes again before the price changes, from another connection.
    const name = pg.escapeIdentifier(database);
    await admin.query(`alter database ${name} with allow_connections false`);
    try {
      const ended = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = $1 and application_name = 'boutique-listen' and query ilike 'listen%'`,
        [database],
      );
      expect(ended.rows).toEqual([{ ended: true }]);
      expect(await until(async () => (await listeners()) === 0)).toBe(true);
      const updated = await writer.query('update public.products set price = 250 where id = $1', [product.id]);
      expect(updated.rowCount).toBe(1);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
    }

    // The server connects again on its own (its next attempt); then the visitor reads the new price.
    expect(await until(async () => (await listeners()) === 1)).toBe(true);
    const fresh = await until(async () => {
      const [row] = (await (await asVisitor(path)).json()) as { price: number }[];
      return row?.price === 250;
    });
    expect(fresh).toBe(true);
    // And it is kept again, until the next change.
    const again = await asVisitor(path);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.json()).toEqual([{ id: product.id, price: 250 }]);
  });
});
