import { beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE, stockCatalogue, type Product } from './fixtures.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
/** The catalogue is exactly the showcase (fixtures.ts), so totals, pages and orders are this file's own. */
let showcase: Product[];
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  showcase = await stockCatalogue(backend, SHOWCASE);
});

async function raw(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

describe('reading the catalogue', () => {
  it('reads every product newest first, as the shop does', async () => {
    const { data, error, status } = await anonClient(backend)
      .from('products')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(showcase.length);
    const dates = (data ?? []).map((p) => Date.parse(p.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(data?.map((p) => p.category))).toEqual(new Set(['Anelli', 'Orologi', 'Orecchini']));
    const sale = data?.find((p) => p.name === 'Fascia Intrecciata');
    expect(sale).toMatchObject({
      price: 980,
      original_price: 1100,
      is_sale: true,
      is_new: false,
      image: '/images/products/ring-eternity.svg',
    });
  });

  it('renders JSON as PostgREST does: numerics as numbers, timestamps with offset, nulls', async () => {
    const response = await raw('/rest/v1/products?select=price,original_price,created_at&name=eq.Sigillo%20Ottagonale');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-range')).toBe('0-0/*');
    const text = await response.text();
    expect(text).toMatch(
      /"price":310\.00,"original_price":null,"created_at":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00"/,
    );
  });

  it('selects columns and renames them', async () => {
    const { data, error } = await anonClient(backend)
      .from('products')
      .select('nome:name, price')
      .eq('category', 'Anelli')
      .order('price');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({ nome: 'Sigillo Ottagonale', price: 310 });
    expect(Object.keys(data?.[0] ?? {})).toEqual(['nome', 'price']);
  });

  it('counts exactly in Content-Range', async () => {
    const { count, data, error } = await anonClient(backend)
      .from('products')
      .select('id', { count: 'exact' })
      .eq('category', 'Orologi');
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toHaveLength(3);
    const head = await anonClient(backend).from('products').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(showcase.length);
    expect(head.data).toBeNull();
  });

  it('filters with eq, neq, gt, gte, lt, lte, like, ilike, in and is', async () => {
    const db = anonClient(backend).from('products');
    const names = async (query: PromiseLike<{ data: { name: string }[] | null; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return (data ?? []).map((p) => p.name).sort();
    };
    expect(await names(db.select('name').eq('price', 310))).toEqual(['Sigillo Ottagonale']);
    expect(await names(db.select('name').neq('category', 'Anelli').neq('category', 'Orologi'))).toHaveLength(3);
    expect(await names(db.select('name').gt('price', 2900))).toEqual(['Orologio da Tasca']);
    expect(await names(db.select('name').gte('price', 2900))).toEqual(['Orologio da Tasca', 'Pendenti Ambra']);
    expect(await names(db.select('name').lt('price', 300))).toEqual(['Cerchietti Argento']);
    expect(await names(db.select('name').lte('price', 310))).toEqual(['Cerchietti Argento', 'Sigillo Ottagonale']);
    expect(await names(db.select('name').like('name', 'Orologio%'))).toHaveLength(3);
    expect(await names(db.select('name').ilike('name', '%PERLA%'))).toEqual([
      'Orecchini Perla Nera',
      'Orologio Perlato',
    ]);
    expect(await names(db.select('name').in('category', ['Anelli', 'Orecchini']))).toHaveLength(6);
    expect(await names(db.select('name').is('original_price', null))).toHaveLength(5);
    expect(await names(db.select('name').not('original_price', 'is', null).eq('category', 'Anelli'))).toEqual([
      'Anello Stella Polare',
      'Fascia Intrecciata',
    ]);
    expect(await names(db.select('name').or('price.lt.300,price.gt.4000'))).toEqual([
      'Cerchietti Argento',
      'Orologio da Tasca',
    ]);
  });

  it('orders by several columns with nullsfirst and nullslast', async () => {
    const client = anonClient(backend);
    const first = await client
      .from('products')
      .select('name, original_price')
      .order('original_price', { ascending: false, nullsFirst: true })
      .order('name');
    expect(first.error).toBeNull();
    expect(first.data?.slice(0, 5).every((p) => p.original_price === null)).toBe(true);
    expect(first.data?.slice(0, 5).map((p) => p.name)).toEqual(
      [...(first.data ?? []).slice(0, 5).map((p) => p.name)].sort(),
    );
    expect(first.data?.[5]?.original_price).toBe(3300);
    const last = await client
      .from('products')
      .select('name, original_price')
      .order('original_price', { ascending: true, nullsFirst: false });
    expect(last.data?.[0]?.original_price).toBe(220);
    expect(last.data?.slice(-5).every((p) => p.original_price === null)).toBe(true);
  });

  it('pages with limit, offset and Range', async () => {
    const client = anonClient(backend);
    const all = await client.from('products').select('id').order('price');
    const page = await client.from('products').select('id').order('price').range(3, 5);
    expect(page.data).toEqual(all.data?.slice(3, 6));
    const limited = await client.from('products').select('id').order('price').limit(2);
    expect(limited.data).toEqual(all.data?.slice(0, 2));
    const ranged = await raw('/rest/v1/products?select=id&order=price', {
      headers: { range: '7-20', prefer: 'count=exact' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('7-8/9');
    expect(await ranged.json()).toEqual(all.data?.slice(7));
  });

  it('answers one object for single() and 406 PGRST116 otherwise', async () => {
    const client = anonClient(backend);
    const one = await client.from('products').select('name').eq('price', 310).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ name: 'Sigillo Ottagonale' });
    const many = await client.from('products').select('name').eq('category', 'Anelli').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    const none = await client.from('products').select('name').eq('price', 1).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });
});

describe('request errors', () => {
  it('refuses a malformed filter with 400 JSON', async () => {
    const response = await raw('/rest/v1/products?price=between.1.2');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100', hint: null });
    const { error, status } = await anonClient(backend)
      .from('products')
      .select('*')
      .filter('price', 'eq', 'not-a-number');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02' });
  });

  it('names an unknown column (42703)', async () => {
    const { error, status } = await anonClient(backend).from('products').select('id, colour');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column products.colour does not exist' });
    const filtered = await raw('/rest/v1/products?colour=eq.red');
    expect(filtered.status).toBe(400);
    expect(await filtered.json()).toMatchObject({ code: '42703' });
  });

  it('answers 404 PGRST205 for an unknown table, suggesting the near one', async () => {
    const response = await raw('/rest/v1/product?select=*');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.product' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.products'",
    });
  });

  it('does not reach tables outside the public schema', async () => {
    const users = await raw('/rest/v1/users');
    expect(users.status).toBe(404);
    const profile = await raw('/rest/v1/users', { headers: { 'accept-profile': 'auth' } });
    expect(profile.status).toBe(406);
    expect(await profile.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('answers 401 without an API key and with a forged one', async () => {
    const none = await fetch(`${backend.url}/rest/v1/products`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const forged = await raw('/rest/v1/products', { headers: { apikey: backend.anonKey.slice(0, -4) + 'AAAA' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('names what it does not support instead of failing', async () => {
    const embedded = await raw('/rest/v1/products?select=*,reviews(*)');
    expect(embedded.status).toBe(400);
    expect(await embedded.json()).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'products' and 'reviews' in the schema cache",
    });
    const put = await raw(`/rest/v1/products?id=eq.${showcase[0]!.id}`, {
      method: 'PUT',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status).toBe(405);
    const values = ["';drop table products;--", '(', '"', '%00', 'in.(', '\\'];
    for (const value of values) {
      const response = await raw(`/rest/v1/products?name=eq.${encodeURIComponent(value)}&order=name.desc`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    const { count } = await anonClient(backend).from('products').select('*', { count: 'exact', head: true });
    expect(count).toBe(showcase.length);
  });
});
