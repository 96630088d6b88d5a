import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startBackend, type Backend } from './harness.ts';

/**
 * How long a statement of a visitor or a signed-in user may run: the roles' `statement_timeout`
 * (supabase/migrations/20261127210000_role_timeouts.sql), set by the server in each request's
 * transaction, as PostgREST does, where Postgres can honour it (PostgreSQL; PGlite has no timers).
 */

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  // A function that waits, which visitors may call, and a visitor's timeout short enough to test,
  // for this test's database only.
  await backend.sql(`
    create function public.attesa(secondi float8) returns int language sql as $$ select 1 from pg_sleep(secondi) $$;
    grant execute on function public.attesa(float8) to anon, authenticated, service_role;
    do $$ begin
      execute format('alter role anon in database %I set statement_timeout = %L', current_database(), '300ms');
    end $$;
    notify pgrst, 'reload schema';
  `);
});

function call(key: string, seconds: number): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/rpc/attesa`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ secondi: seconds }),
  });
}

describe('the statement timeout of the public roles', () => {
  it('is set on the roles as a hosted Supabase project sets it: anon 3 s, authenticated 8 s', async () => {
    const rows: { role: string; setting: string }[] = [];
    await backend.db.pg
      .query<{ role: string; setting: string }>(
        `select r.rolname as role, c.setting
           from pg_catalog.pg_db_role_setting s
           join pg_catalog.pg_roles r on r.oid = s.setrole
           cross join lateral unnest(s.setconfig) as c(setting)
          where s.setdatabase = 0 and c.setting like 'statement\\_timeout=%'
          order by 1`,
      )
      .then((result) => rows.push(...result.rows));
    expect(rows).toEqual([
      { role: 'anon', setting: 'statement_timeout=3s' },
      { role: 'authenticated', setting: 'statement_timeout=8s' },
    ]);
  });

  it.runIf(onPostgres)(
    'cancels a visitor’s statement past it, answered 400 57014; the service role waits',
    async () => {
      // The reload notice may reach the server a moment after the change.
      let refused = await call(backend.anonKey, 1);
      for (let tries = 0; refused.status === 200 && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        refused = await call(backend.anonKey, 1);
      }
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
        hint: expect.stringMatching(/statement_timeout/) as unknown,
      });
      const quick = await call(backend.anonKey, 0);
      expect(quick.status).toBe(200);
      const service = await call(backend.serviceKey, 1);
      expect(service.status).toBe(200);
      expect(await service.json()).toBe(1);
    },
  );

  it.skipIf(onPostgres)('cannot cancel a statement on the embedded Postgres, which has no timers', async () => {
    const waited = await call(backend.anonKey, 0.6);
    expect(waited.status).toBe(200);
    expect(await waited.json()).toBe(1);
  });
});
