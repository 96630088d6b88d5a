import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/auth/claims.ts';
import type { Claims } from '../../server/auth/roles.ts';
import { draftProduct } from './fixtures.ts';
import { startBackend, type Backend } from './harness.ts';

/**
 * A write the caller's role cannot make is refused from the schema cache's copy of the catalog
 * (privileges, row level security policies, function grants) before its body is read, with the
 * very status and error Postgres gives once the write runs. The bodies sent here are broken JSON:
 * a refusal that quotes Postgres's error instead of "invalid json" was decided without reading them.
 */

let backend: Backend;
let nonOwnerToken: string;

/** Not JSON: parsed, it would be a 400 PGRST102. */
const BROKEN = '{"name": ';

beforeAll(async () => {
  backend = await startBackend({ rateLimit: { count: 1000, minutes: 1 } });
  return () => backend.stop();
});

beforeAll(async () => {
  const now = Math.floor(Date.now() / 1000);
  nonOwnerToken = await signToken(
    { aud: 'authenticated', iat: now, exp: now + 3600, sub: randomUUID(), role: 'authenticated' },
    backend.keys,
  );
  await backend.sql(`
    -- Visitors may insert their notes' text, but no policy lets any row in.
    create table public.diario (id bigint generated always as identity primary key, testo text not null);
    alter table public.diario enable row level security;
    revoke all on public.diario from anon, authenticated;
    grant insert (testo) on public.diario to anon;
    grant all on public.diario to service_role;

    create view public.vetrina as select id, name from public.products;
    revoke all on public.vetrina from anon, authenticated;
    grant select on public.vetrina to anon, authenticated;

    create function public.cassaforte(codice text default null) returns text
    language sql stable as $$ select 'aperta' $$;
    revoke all on function public.cassaforte(text) from public, anon, authenticated;
    grant execute on function public.cassaforte(text) to service_role;
  `);
});

type Caller = 'anon' | 'authenticated' | 'service_role';

function keyOf(caller: Caller): string {
  if (caller === 'anon') return backend.anonKey;
  if (caller === 'service_role') return backend.serviceKey;
  return nonOwnerToken;
}

function send(
  path: string,
  init: { method: string; caller: Caller; body?: string; prefer?: string },
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    authorization: `Bearer ${keyOf(init.caller)}`,
    'content-type': 'application/json',
  };
  if (init.prefer) headers.prefer = init.prefer;
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: init.method,
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

/** What Postgres itself says when `sql` runs as `role`: the error a refusal must repeat. */
async function postgresRefusal(role: Caller, sql: string): Promise<{ code: string; message: string }> {
  const claims: Claims = role === 'authenticated' ? { role, sub: randomUUID() } : { role };
  try {
    await backend.db.asRole(claims, (tx) => tx.query(sql));
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error(`${sql} was allowed for ${role}`);
}

async function answer(response: Response): Promise<{ status: number; body: unknown; connection: string | null }> {
  return { status: response.status, body: await response.json(), connection: response.headers.get('connection') };
}

describe('writes refused before the body is read', () => {
  it('refuses an anonymous product insert, update and removal as Postgres does', async () => {
    const id = randomUUID();
    const denied = await postgresRefusal('anon', `insert into public.products (name) values ('x')`);
    expect(denied).toEqual({ code: '42501', message: 'permission denied for table products' });
    const expected = { ...denied, details: null, hint: null };
    for (const [method, path] of [
      ['POST', 'products'],
      ['PATCH', `products?id=eq.${id}`],
    ] as const) {
      const refused = await answer(await send(path, { method, caller: 'anon', body: BROKEN }));
      expect(refused).toEqual({ status: 401, body: expected, connection: 'close' });
    }
    const removal = await send(`products?id=eq.${id}`, { method: 'DELETE', caller: 'anon' });
    expect(removal.status).toBe(401);
    expect(await removal.json()).toEqual(expected);
  });

  it('answers a signed-in role with 403, and lets a write through when a policy might allow it', async () => {
    const diary = await answer(await send('diario', { method: 'POST', caller: 'authenticated', body: BROKEN }));
    const denied = await postgresRefusal('authenticated', `insert into public.diario (testo) values ('x')`);
    expect(diary).toEqual({ status: 403, body: { ...denied, details: null, hint: null }, connection: 'close' });

    // Products have an insert policy for signed-in users (it asks for the owner): the body is read.
    const product = await send('products', { method: 'POST', caller: 'authenticated', body: BROKEN });
    expect(product.status).toBe(400);
    expect(await product.json()).toMatchObject({ code: 'PGRST102' });
    expect(product.headers.get('connection')).not.toBe('close'); // Read whole: the connection is kept.
    const valid = await send('products', {
      method: 'POST',
      caller: 'authenticated',
      body: JSON.stringify(draftProduct()),
    });
    expect(valid.status).toBe(403);
    expect(await valid.json()).toMatchObject({ code: '42501', message: stringContaining('row-level security') });
  });

  it('refuses an insert that no policy lets in with the error a real insert gets', async () => {
    const refused = await answer(await send('diario', { method: 'POST', caller: 'anon', body: BROKEN }));
    const real = await postgresRefusal('anon', `insert into public.diario (testo) values ('x')`);
    expect(real).toEqual({ code: '42501', message: 'new row violates row-level security policy for table "diario"' });
    expect(refused).toEqual({ status: 401, body: { ...real, details: null, hint: null }, connection: 'close' });
    // An update without a policy is not an error for Postgres (it changes no row): only the
    // privilege is checked before the body, and visitors have none here.
    const update = await send('diario?id=eq.1', { method: 'PATCH', caller: 'anon', body: BROKEN });
    expect(update.status).toBe(401);
  });

  it('names a view as Postgres does', async () => {
    const refused = await answer(await send('vetrina', { method: 'POST', caller: 'anon', body: BROKEN }));
    const real = await postgresRefusal('anon', `insert into public.vetrina (name) values ('x')`);
    expect(real.message).toBe('permission denied for view vetrina');
    expect(refused).toEqual({ status: 401, body: { ...real, details: null, hint: null }, connection: 'close' });
  });

  it('refuses an upsert that would update without the update privilege, not one that ignores duplicates', async () => {
    const merge = await answer(
      await send('messages', { method: 'POST', caller: 'anon', body: BROKEN, prefer: 'resolution=merge-duplicates' }),
    );
    expect(merge).toEqual({
      status: 401,
      body: { code: '42501', message: 'permission denied for table messages', details: null, hint: null },
      connection: 'close',
    });
    const ignore = await send('messages', {
      method: 'POST',
      caller: 'anon',
      body: BROKEN,
      prefer: 'resolution=ignore-duplicates',
    });
    expect(ignore.status).toBe(400);
    expect(await ignore.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('still takes an anonymous enquiry', async () => {
    const response = await send('messages', {
      method: 'POST',
      caller: 'anon',
      body: JSON.stringify({
        first_name: 'Giulia',
        last_name: 'Neri',
        email: 'giulia.neri@example.it',
        subject: 'Anello su misura',
        body: 'Vorrei sapere se potete allargare un anello di due misure.',
        page: '/contatti',
        shop_id: 'aurea',
      }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('connection')).not.toBe('close');
  });

  it('refuses to call a function the role may not execute', async () => {
    const real = await postgresRefusal('anon', 'select public.cassaforte()');
    expect(real).toEqual({ code: '42501', message: 'permission denied for function cassaforte' });
    const anon = await answer(await send('rpc/cassaforte', { method: 'POST', caller: 'anon', body: BROKEN }));
    expect(anon).toEqual({ status: 401, body: { ...real, details: null, hint: null }, connection: 'close' });
    const signedIn = await send('rpc/cassaforte', { method: 'POST', caller: 'authenticated', body: BROKEN });
    expect(signedIn.status).toBe(403);
    const service = await send('rpc/cassaforte', { method: 'POST', caller: 'service_role', body: '{}' });
    expect(service.status).toBe(200);
    expect(await service.json()).toBe('aperta');
    // A function the role may call reads its body as before.
    const allowed = await send('rpc/is_owner', { method: 'POST', caller: 'anon', body: BROKEN });
    expect(allowed.status).toBe(400);
  });
});

describe('the cached catalog', () => {
  it('knows a table made after it was read', async () => {
    expect((await send('diario', { method: 'POST', caller: 'anon', body: BROKEN })).status).toBe(401);
    await backend.sql(`
      create table public.quaderno (id bigint generated always as identity primary key, testo text);
      alter table public.quaderno enable row level security;
      revoke all on public.quaderno from anon, authenticated;
      grant insert (testo) on public.quaderno to anon;
    `);
    const refused = await answer(await send('quaderno', { method: 'POST', caller: 'anon', body: BROKEN }));
    expect(refused.body).toMatchObject({ message: 'new row violates row-level security policy for table "quaderno"' });
  });

  it('follows grants and policies changed at run time after NOTIFY pgrst, as PostgREST does', async () => {
    const note = JSON.stringify({ testo: 'Consegna del 12 marzo' });
    await backend.sql(`create policy "Visitors write notes" on public.diario for insert to anon with check (true)`);
    // Until the notice, the copy read before still decides.
    expect((await send('diario', { method: 'POST', caller: 'anon', body: note })).status).toBe(401);
    await backend.sql(`notify pgrst, 'reload schema'`);
    await expect
      .poll(async () => (await send('diario', { method: 'POST', caller: 'anon', body: note })).status)
      .toBe(201);
  });
});

function stringContaining(text: string): unknown {
  return expect.stringContaining(text);
}
