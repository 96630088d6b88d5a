import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from './harness.ts';

/**
 * Functions as PostgREST 12 calls them, through supabase-js: their rows read like a table's
 * (`select` with embedding, filters, order, range, counts), `GET` for functions that only read,
 * overloads resolved by argument names, a single unnamed json or text parameter taking the whole
 * body, and a row-typed argument built from a JSON object.
 */

let backend: Backend;

function client(key: string) {
  return createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}
const service = () => client(backend.serviceKey);
const anon = () => client(backend.anonKey);

function post(fn: string, body: string, contentType = 'application/json') {
  return fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': contentType },
    body,
  });
}

beforeAll(async () => {
  backend = await startBackend();
  await backend.sql(`
    create table public.rpc_shops (id bigint primary key, name text not null);
    create table public.rpc_items (
      id bigint primary key,
      name text not null,
      price numeric(10,2) not null,
      shop_id bigint references public.rpc_shops (id)
    );
    insert into public.rpc_shops values (1, 'Aurora'), (2, 'Luna');
    insert into public.rpc_items values (1, 'Anello', 250, 1), (2, 'Spilla', 80.5, 1), (3, 'Collana', 40, 2),
      (4, 'Bracciale', 120, 2);
    grant select on public.rpc_shops, public.rpc_items to anon, authenticated, service_role;
    create function public.rpc_cheaper(max_price numeric) returns setof public.rpc_items
      stable language sql as $$ select * from public.rpc_items where price < max_price order by id $$;
    create function public.rpc_first_item() returns public.rpc_items
      stable language sql as $$ select * from public.rpc_items order by id limit 1 $$;
    create function public.rpc_prices() returns table (item text, euros numeric)
      stable language sql as $$ select name, price from public.rpc_items order by id $$;
    create function public.rpc_rename(item_id bigint, new_name text) returns setof public.rpc_items
      volatile language sql as $$ update public.rpc_items set name = new_name where id = item_id returning * $$;
    grant update on public.rpc_items to anon;
    create function public.rpc_echo(json) returns json immutable language sql as $$ select $1 $$;
    create function public.rpc_shout(text) returns text immutable language sql as $$ select upper($1) $$;
    create function public.rpc_same(a int) returns text immutable language sql as $$ select 'int' $$;
    create function public.rpc_same(a text) returns text immutable language sql as $$ select 'text' $$;
    create function public.rpc_sum(a int) returns int immutable language sql as $$ select a $$;
    create function public.rpc_sum(a int, b int) returns int immutable language sql as $$ select a + b $$;
    create function public.rpc_label(item public.rpc_items) returns text
      immutable language sql as $$ select item.name || ' ' || item.price::text $$;
    create function public.rpc_numbers() returns setof int immutable language sql as $$ select generate_series(1, 5) $$;
    create function public.rpc_heavy() returns setof public.rpc_items stable language sql
      as $$ select i, repeat('x', 1000000), 1, null::bigint from generate_series(1, 5) i $$;
    notify pgrst, 'reload schema';
  `);
  return () => backend.stop();
});

describe("a function's rows", () => {
  it('take select, filters, order and range like a table, and count', async () => {
    const { data, error, count } = await anon()
      .rpc('rpc_cheaper', { max_price: 200 }, { count: 'exact' })
      .select('name, price')
      .gt('price', 50)
      .order('price', { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Bracciale', price: 120 }]);
    expect(count).toBe(2);
  });

  it('embed related tables and answer a single row as an object', async () => {
    const { data, error } = await anon().rpc('rpc_cheaper', { max_price: 100 }).select('name, rpc_shops(name)');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Spilla', rpc_shops: { name: 'Aurora' } },
      { name: 'Collana', rpc_shops: { name: 'Luna' } },
    ]);
    const first = await anon().rpc('rpc_first_item').select('name');
    expect(first.data).toEqual({ name: 'Anello' });
    const prices = await anon().rpc('rpc_prices').select('item').lt('euros', 100);
    expect(prices.data).toEqual([{ item: 'Spilla' }, { item: 'Collana' }]);
  });

  it('are called with GET and query arguments when the function only reads; a write by GET is 405', async () => {
    const { data, error } = await anon().rpc('rpc_cheaper', { max_price: 100 }, { get: true }).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    const byGet = await anon().rpc('rpc_rename', { item_id: 1, new_name: 'X' }, { get: true });
    expect(byGet.status).toBe(405);
    expect(byGet.error?.code).toBe('25006');
    const head = await anon().rpc('rpc_cheaper', { max_price: 100 }, { head: true, count: 'exact' });
    expect(head.count).toBe(2);
  });

  it("are bounded for anon as a table's read is: 400 54000 past 4 MB", async () => {
    const { error, status } = await anon().rpc('rpc_heavy', {}, { get: true });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '54000',
      message: 'The answer is larger than 4 MB, the most an anonymous read may return',
    });
    const { data } = await service().rpc('rpc_heavy', {}, { get: true }).select('id');
    expect(data).toHaveLength(5);
  });

  it('limit a set of values, and refuse filtering one with PGRST127', async () => {
    const numbers = await anon().rpc('rpc_numbers').range(1, 2);
    expect(numbers.data).toEqual([2, 3]);
    const filtered = await anon().rpc('rpc_numbers').gt('rpc_numbers', 2);
    expect(filtered.error?.code).toBe('PGRST127');
  });
});

describe('arguments', () => {
  it('pass a whole JSON body to a single unnamed json parameter, and text/plain to a text one', async () => {
    const echoed = await anon().rpc('rpc_echo', { any: ['thing', 1] });
    expect(echoed.error).toBeNull();
    expect(echoed.data).toEqual({ any: ['thing', 1] });
    expect(await (await post('rpc_echo', '[1,2]')).json()).toEqual([1, 2]);
    expect(await (await post('rpc_shout', 'ciao', 'text/plain')).json()).toBe('CIAO');
  });

  it('resolve overloads by their names, and answer PGRST203 when they cannot', async () => {
    expect((await anon().rpc('rpc_sum', { a: 2 })).data).toBe(2);
    expect((await anon().rpc('rpc_sum', { a: 2, b: 3 })).data).toBe(5);
    const ambiguous = await anon().rpc('rpc_same', { a: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: ' +
        'public.rpc_same(a => integer), public.rpc_same(a => text)',
      details: null,
      hint:
        'Try renaming the parameters or the function itself in the database ' +
        'so function overloading can be resolved',
    });
    const none = await anon().rpc('rpc_sum', { c: 1 });
    expect(none.status).toBe(404);
    expect(none.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_sum(c) in the schema cache',
      details:
        'Searched for the function public.rpc_sum with parameter c or with a single unnamed json/jsonb parameter, ' +
        'but no matches were found in the schema cache.',
    });
  });

  it('build a row-typed argument from a JSON object', async () => {
    const label = await anon().rpc('rpc_label', { item: { id: 9, name: 'Anello', price: 12.5 } });
    expect(label.error).toBeNull();
    expect(label.data).toBe('Anello 12.50');
  });

  it('run a volatile function by POST with select on its rows', async () => {
    const { data, error } = await service().rpc('rpc_rename', { item_id: 4, new_name: 'Polsino' }).select('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Polsino' }]);
  });
});
