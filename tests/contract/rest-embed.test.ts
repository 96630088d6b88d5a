import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from './harness.ts';

/**
 * Resource embedding as PostgREST 12 answers it, through supabase-js: relationships found from the
 * foreign keys (either way, through a junction, to the same table), hints and aliases, `!inner`,
 * spreads, filters, order and range on embedded resources, computed relationships and fields,
 * aggregates behind their switch, PostgREST's errors, and row level security on every embedded row.
 */

let backend: Backend;

function client(key: string) {
  return createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}
const service = () => client(backend.serviceKey);
const anon = () => client(backend.anonKey);

function rest(path: string, key = backend.serviceKey) {
  return fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
}

beforeAll(async () => {
  backend = await startBackend();
  await backend.sql(`
    create table public.emb_shops (id bigint primary key, name text not null, city text);
    create table public.emb_products (
      id bigint primary key,
      name text not null,
      price numeric(10,2) not null,
      visible boolean not null default true,
      shop_id bigint references public.emb_shops (id)
    );
    create table public.emb_tags (id bigint primary key, name text not null);
    create table public.emb_product_tags (
      product_id bigint references public.emb_products (id),
      tag_id bigint references public.emb_tags (id),
      primary key (product_id, tag_id)
    );
    create table public.emb_orders (
      id bigint primary key,
      seller_id bigint references public.emb_shops (id),
      buyer_id bigint references public.emb_shops (id)
    );
    create table public.emb_categories (
      id bigint primary key,
      name text not null,
      parent_id bigint references public.emb_categories (id)
    );
    create function public.emb_cheap_products(public.emb_shops) returns setof public.emb_products
      stable language sql as $$ select * from public.emb_products where shop_id = $1.id and price < 100 order by id $$;
    create function public.emb_label(public.emb_products) returns text
      stable language sql as $$ select $1.name || ' ' || $1.price::text $$;

    insert into public.emb_shops values (1, 'Aurora', 'Roma'), (2, 'Luna', 'Milano'), (3, 'Vuota', null);
    insert into public.emb_products values
      (1, 'Anello', 250.00, true, 1), (2, 'Spilla', 80.50, true, 1), (3, 'Collana', 40.00, false, 1),
      (4, 'Bracciale', 120.00, true, 2), (5, 'Orfano', 10.00, true, null);
    insert into public.emb_tags values (1, 'oro'), (2, 'argento'), (3, 'regalo');
    insert into public.emb_product_tags values (1, 1), (1, 3), (2, 2), (4, 1);
    insert into public.emb_orders values (1, 1, 2), (2, 2, 1);
    insert into public.emb_categories values (1, 'Gioielli', null), (2, 'Anelli', 1), (3, 'Collane', 1);

    alter table public.emb_products enable row level security;
    create policy "Visible products" on public.emb_products for select to anon using (visible);
    create policy "Everything" on public.emb_products for all to service_role using (true) with check (true);
    grant select on public.emb_shops, public.emb_products, public.emb_tags, public.emb_product_tags,
      public.emb_orders, public.emb_categories to anon, authenticated;
    grant all on public.emb_shops, public.emb_products, public.emb_tags, public.emb_product_tags,
      public.emb_orders, public.emb_categories to service_role;
    notify pgrst, 'reload schema';
  `);
  return () => backend.stop();
});

afterEach(() => {
  delete process.env.PGRST_DB_AGGREGATES_ENABLED;
});

describe('relationships from foreign keys', () => {
  it('embeds many-to-one as an object (null without a row) and one-to-many as an array', async () => {
    const products = await service().from('emb_products').select('name, emb_shops(name)').order('id');
    expect(products.error).toBeNull();
    expect(products.data).toEqual([
      { name: 'Anello', emb_shops: { name: 'Aurora' } },
      { name: 'Spilla', emb_shops: { name: 'Aurora' } },
      { name: 'Collana', emb_shops: { name: 'Aurora' } },
      { name: 'Bracciale', emb_shops: { name: 'Luna' } },
      { name: 'Orfano', emb_shops: null },
    ]);
    const shops = await service().from('emb_shops').select('name, emb_products(id, price)').order('id');
    expect(shops.data).toEqual([
      {
        name: 'Aurora',
        emb_products: [
          { id: 1, price: 250 },
          { id: 2, price: 80.5 },
          { id: 3, price: 40 },
        ],
      },
      { name: 'Luna', emb_products: [{ id: 4, price: 120 }] },
      { name: 'Vuota', emb_products: [] },
    ]);
  });

  it('embeds many-to-many through a junction table, and nests embeddings', async () => {
    const { data, error } = await service()
      .from('emb_products')
      .select('name, emb_tags(name), emb_shops(name, emb_orders!seller_id(id))')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Anello',
        emb_tags: [{ name: 'oro' }, { name: 'regalo' }],
        emb_shops: { name: 'Aurora', emb_orders: [{ id: 1 }] },
      },
      { name: 'Bracciale', emb_tags: [{ name: 'oro' }], emb_shops: { name: 'Luna', emb_orders: [{ id: 2 }] } },
    ]);
    const tags = await service().from('emb_tags').select('name, emb_products(name)').eq('id', 1);
    expect(tags.data).toEqual([{ name: 'oro', emb_products: [{ name: 'Anello' }, { name: 'Bracciale' }] }]);
  });

  it('answers PGRST201 with the candidates when two foreign keys lead to one table, and takes hints', async () => {
    const ambiguous = await service().from('emb_orders').select('id, emb_shops(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'emb_orders' and 'emb_shops'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'emb_orders with emb_shops',
          relationship: 'emb_orders_buyer_id_fkey using emb_orders(buyer_id) and emb_shops(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'emb_orders with emb_shops',
          relationship: 'emb_orders_seller_id_fkey using emb_orders(seller_id) and emb_shops(id)',
        },
      ],
      hint:
        "Try changing 'emb_shops' to one of the following: 'emb_shops!emb_orders_buyer_id_fkey', " +
        "'emb_shops!emb_orders_seller_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const hinted = await service()
      .from('emb_orders')
      .select('id, seller:emb_shops!emb_orders_seller_id_fkey(name), buyer:emb_shops!buyer_id(name), seller_id(city)')
      .order('id');
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual([
      { id: 1, seller: { name: 'Aurora' }, buyer: { name: 'Luna' }, seller_id: { city: 'Roma' } },
      { id: 2, seller: { name: 'Luna' }, buyer: { name: 'Aurora' }, seller_id: { city: 'Milano' } },
    ]);
  });

  it('embeds a table in itself: many-to-one by the column, one-to-many by the table', async () => {
    const { data, error } = await service()
      .from('emb_categories')
      .select('name, parent:parent_id(name), children:emb_categories!parent_id(name)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Gioielli', parent: null, children: [{ name: 'Anelli' }, { name: 'Collane' }] },
      { name: 'Anelli', parent: { name: 'Gioielli' }, children: [] },
      { name: 'Collane', parent: { name: 'Gioielli' }, children: [] },
    ]);
  });

  it('answers PGRST200 for a relationship that is not there', async () => {
    const { error, status } = await service().from('emb_shops').select('name, emb_tags(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'emb_shops' and 'emb_tags' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'emb_shops' and 'emb_tags' in the schema 'public', " +
        'but no matches were found.',
    });
    const misspelt = await service().from('emb_shops').select('name, emb_product(name)');
    expect(misspelt.error?.hint).toBe("Perhaps you meant 'emb_products' instead of 'emb_product'.");
    const hinted = await service().from('emb_products').select('emb_shops!nope(name)');
    expect(hinted.error?.details).toBe(
      "Searched for a foreign key relationship between 'emb_products' and 'emb_shops' using the hint 'nope' " +
        "in the schema 'public', but no matches were found.",
    );
  });
});

describe('shaping embedded resources', () => {
  it('filters parents by an embedded resource with !inner, keeps them with a null one otherwise', async () => {
    const inner = await service()
      .from('emb_products')
      .select('name, emb_shops!inner(name)', { count: 'exact' })
      .eq('emb_shops.city', 'Milano');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ name: 'Bracciale', emb_shops: { name: 'Luna' } }]);
    expect(inner.count).toBe(1);
    const left = await service()
      .from('emb_products')
      .select('id, emb_shops(name)')
      .eq('emb_shops.city', 'Milano')
      .order('id');
    expect(left.data?.map((r) => r.emb_shops)).toEqual([null, null, null, { name: 'Luna' }, null]);
    const present = await service().from('emb_products').select('id, emb_shops(name)').not('emb_shops', 'is', null);
    expect(present.data).toHaveLength(4);
    const absent = await service().from('emb_products').select('id, emb_shops!left(name)').is('emb_shops', null);
    expect(absent.data).toEqual([{ id: 5, emb_shops: null }]);
    const bad = await service().from('emb_products').select('id, emb_shops(name)').eq('emb_shops', 'x');
    expect(bad.error).toMatchObject({ code: 'PGRST120', message: "Bad operator on the 'emb_shops' embedded resource" });
  });

  it('orders and limits embedded resources, and orders parents by a to-one one', async () => {
    const { data, error } = await service()
      .from('emb_shops')
      .select('name, emb_products(name)')
      .order('price', { referencedTable: 'emb_products', ascending: false })
      .limit(2, { referencedTable: 'emb_products' })
      .lt('id', 3)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Aurora', emb_products: [{ name: 'Anello' }, { name: 'Spilla' }] },
      { name: 'Luna', emb_products: [{ name: 'Bracciale' }] },
    ]);
    const offset = await rest(
      'emb_shops?select=name,emb_products(name)&emb_products.order=id&emb_products.offset=2&id=eq.1',
    );
    expect(await offset.json()).toEqual([{ name: 'Aurora', emb_products: [{ name: 'Collana' }] }]);
    const byShop = await service()
      .from('emb_products')
      .select('name, emb_shops(name)')
      .not('shop_id', 'is', null)
      .order('emb_shops(name)', { ascending: false })
      .order('id');
    expect(byShop.data?.map((r) => (r as { name: string }).name)).toEqual(['Bracciale', 'Anello', 'Spilla', 'Collana']);
    const toMany = await service().from('emb_shops').select('name, emb_products(name)').order('emb_products(name)');
    expect(toMany.error).toMatchObject({
      code: 'PGRST118',
      message: "A related order on 'emb_products' is not possible",
    });
    const notEmbedded = await rest('emb_shops?select=name&emb_products.limit=1');
    expect(await notEmbedded.json()).toMatchObject({
      code: 'PGRST108',
      message: "'emb_products' is not an embedded resource in this request",
    });
  });

  it('spreads a to-one embedded resource into its parent, refuses a to-many one', async () => {
    const { data, error } = await service()
      .from('emb_products')
      .select('id, ...emb_shops(shop:name, city)')
      .lt('id', 3)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, shop: 'Aurora', city: 'Roma' },
      { id: 2, shop: 'Aurora', city: 'Roma' },
    ]);
    const toMany = await service().from('emb_shops').select('id, ...emb_products(name)');
    expect(toMany.error).toMatchObject({
      code: 'PGRST119',
      message: "A spread operation on 'emb_products' is not possible",
    });
  });

  it('embeds through a function of the row (computed relationship) and selects computed fields', async () => {
    const { data, error } = await service().from('emb_shops').select('name, emb_cheap_products(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Aurora', emb_cheap_products: [{ name: 'Spilla' }, { name: 'Collana' }] },
      { name: 'Luna', emb_cheap_products: [] },
      { name: 'Vuota', emb_cheap_products: [] },
    ]);
    const labels = await service()
      .from('emb_products')
      .select('id, emb_label')
      .like('emb_label', 'Anello*')
      .order('emb_label');
    expect(labels.error).toBeNull();
    expect(labels.data).toEqual([{ id: 1, emb_label: 'Anello 250.00' }]);
  });

  it('embeds in the answer of a write', async () => {
    const { data, error } = await service()
      .from('emb_products')
      .insert({ id: 9, name: 'Nuovo', price: 5, shop_id: 2 })
      .select('name, emb_shops(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Nuovo', emb_shops: { name: 'Luna' } });
    await service().from('emb_products').delete().eq('id', 9);
  });

  it('computes fields and computed relationships in the answer of a write', async () => {
    const inserted = await service()
      .from('emb_products')
      .insert({ id: 10, name: 'Fermaglio', price: 12, shop_id: 2 })
      .select('id, emb_label, emb_shops(name)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ id: 10, emb_label: 'Fermaglio 12.00', emb_shops: { name: 'Luna' } });
    const updated = await service()
      .from('emb_shops')
      .update({ city: 'Roma' })
      .eq('id', 1)
      .select('name, emb_cheap_products(name)')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ name: 'Aurora', emb_cheap_products: [{ name: 'Spilla' }, { name: 'Collana' }] });
    const upserted = await service()
      .from('emb_products')
      .upsert({ id: 10, name: 'Fermaglio', price: 15, shop_id: 2 })
      .select('emb_label')
      .single();
    expect(upserted.error).toBeNull();
    expect(upserted.data).toEqual({ emb_label: 'Fermaglio 15.00' });
    await service().from('emb_products').delete().eq('id', 10);
  });
});

describe('row level security in embedded resources', () => {
  it('shows anon only the rows its policies allow, at every level', async () => {
    const shops = await anon().from('emb_shops').select('name, emb_products(name)').eq('id', 1);
    expect(shops.data).toEqual([{ name: 'Aurora', emb_products: [{ name: 'Anello' }, { name: 'Spilla' }] }]);
    const inner = await anon()
      .from('emb_shops')
      .select('name, emb_products!inner(name)')
      .eq('emb_products.name', 'Collana');
    expect(inner.data).toEqual([]);
    const cheap = await anon().from('emb_shops').select('emb_cheap_products(name)').eq('id', 1);
    expect(cheap.data).toEqual([{ emb_cheap_products: [{ name: 'Spilla' }] }]);
    const tags = await anon().from('emb_tags').select('name, emb_products(name)').eq('id', 1);
    expect(tags.data).toEqual([{ name: 'oro', emb_products: [{ name: 'Anello' }, { name: 'Bracciale' }] }]);
  });
});

describe('aggregates', () => {
  it('are refused unless enabled (PGRST123)', async () => {
    const { error, status } = await service().from('emb_products').select('count()');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    });
  });

  it('count, sum, avg, min and max, grouped by the other columns and in embedded resources', async () => {
    process.env.PGRST_DB_AGGREGATES_ENABLED = 'true';
    const all = await service().from('emb_products').select('count()');
    expect(all.data).toEqual([{ count: 5 }]);
    const stats = await service()
      .from('emb_products')
      .select('total:price.sum(), price.avg()::text, price.min(), price.max()')
      .not('shop_id', 'is', null);
    expect(stats.error).toBeNull();
    expect(stats.data).toEqual([{ total: 490.5, avg: '122.6250000000000000', min: 40, max: 250 }]);
    const grouped = await service()
      .from('emb_products')
      .select('shop_id, count()')
      .not('shop_id', 'is', null)
      .order('shop_id');
    expect(grouped.data).toEqual([
      { shop_id: 1, count: 3 },
      { shop_id: 2, count: 1 },
    ]);
    const embedded = await service().from('emb_shops').select('name, emb_products(count())').order('id');
    expect(embedded.data).toEqual([
      { name: 'Aurora', emb_products: [{ count: 3 }] },
      { name: 'Luna', emb_products: [{ count: 1 }] },
      { name: 'Vuota', emb_products: [{ count: 0 }] },
    ]);
    const byShop = await service()
      .from('emb_products')
      .select('emb_shops(name), price.sum()')
      .not('shop_id', 'is', null);
    expect(byShop.error).toBeNull();
    expect(byShop.data).toEqual(
      expect.arrayContaining([
        { emb_shops: { name: 'Aurora' }, sum: 370.5 },
        { emb_shops: { name: 'Luna' }, sum: 120 },
      ]),
    );
  });
});
