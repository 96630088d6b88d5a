import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SHOWCASE, stockCatalogue } from './fixtures.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  // The functions below read the whole catalogue: it is exactly the showcase (fixtures.ts).
  await stockCatalogue(backend, SHOWCASE);
});

describe('calling functions (/rest/v1/rpc)', () => {
  it('answers whether the caller is the shop owner', async () => {
    const visitor = await anonClient(backend).rpc('is_owner');
    expect(visitor.error).toBeNull();
    expect(visitor.data).toBe(false);

    const owner = await backend.createOwner();
    const client = anonClient(backend);
    await client.auth.signInWithPassword(owner);
    const signedIn = await client.rpc('is_owner');
    expect(signedIn.error).toBeNull();
    expect(signedIn.data).toBe(true);

    const viaGet = await fetch(`${backend.url}/rest/v1/rpc/is_owner`, { headers: { apikey: backend.anonKey } });
    expect(viaGet.status).toBe(200);
    expect(await viaGet.text()).toBe('false');
  });

  it('answers 404 PGRST202 for an unknown function or arguments it does not take', async () => {
    const unknown = await fetch(`${backend.url}/rest/v1/rpc/drop_everything`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST202' });
    const extra = await fetch(`${backend.url}/rest/v1/rpc/is_owner`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{"who":"me"}',
    });
    expect(extra.status).toBe(404);
  });

  it('does not reach functions outside the public schema', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/uid`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('function arguments', () => {
  it('passes named arguments of several types and returns scalars, rows and sets', async () => {
    await backend.sql(`
      create function public.cheaper_than(max_price numeric, categories text[] default null)
      returns setof public.products language sql stable
      as $$
        select * from public.products
        where price < max_price and (categories is null or category = any (categories))
        order by price
      $$;
      create function public.price_with_vat(price numeric, rate numeric default 22) returns numeric
      language sql immutable as $$ select round(price * (1 + rate / 100), 2) $$;
      create function public.describe(payload jsonb, flag boolean) returns jsonb
      language sql immutable as $$ select payload || jsonb_build_object('flag', flag) $$;
    `);
    // These functions exist only in this test's database, so the client is not typed with the app's schema.
    const client = createClient(backend.url, backend.anonKey, {
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      auth: { persistSession: false },
    });
    const cheap = await client.rpc('cheaper_than', { max_price: 500 });
    expect(cheap.error).toBeNull();
    expect((cheap.data as { name: string }[]).map((p) => p.name)).toEqual(['Cerchietti Argento', 'Sigillo Ottagonale']);
    const rings = await client.rpc('cheaper_than', { max_price: 1200, categories: ['Anelli'] });
    expect((rings.data as { name: string }[]).map((p) => p.name)).toEqual(['Sigillo Ottagonale', 'Fascia Intrecciata']);
    const vat = await client.rpc('price_with_vat', { price: 100 });
    expect(vat.data).toBe(122);
    const viaGet = await fetch(`${backend.url}/rest/v1/rpc/price_with_vat?price=10&rate=10`, {
      headers: { apikey: backend.anonKey },
    });
    expect(await viaGet.json()).toBe(11);
    const json = await client.rpc('describe', { payload: { a: [1, 2] }, flag: true });
    expect(json.data).toEqual({ a: [1, 2], flag: true });
  });

  it('answers a bad argument value with Postgres error and 400', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/price_with_vat`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 'cento' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22P02' });
  });
});
