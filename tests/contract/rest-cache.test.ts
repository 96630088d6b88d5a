import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/backend/database.types.ts';
import { addProduct, draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, subscribed, type Backend } from './harness.ts';

/**
 * Anonymous catalogue reads are answered from a cache emptied by every committed change
 * (server/rest/response-cache.ts): never older than a change, never shared across roles.
 */

let backend: Backend;
let owner: SupabaseClient<Database>;
let ownerToken: string;

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  const credentials = await backend.createOwner('titolare.cache@boutique.test', 'Cache-Titolare-2026');
  owner = anonClient(backend);
  const { data, error } = await owner.auth.signInWithPassword(credentials);
  if (error) throw new Error(error.message);
  ownerToken = data.session.access_token;
});

/** A read as the shop's visitors make it: the anon key alone. */
function asVisitor(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}${path}`, { headers: { apikey: backend.anonKey, ...headers } });
}

function asOwner(path: string): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${ownerToken}` },
  });
}

describe('the cache of anonymous reads', () => {
  it('answers a repeated read from the cache, with an ETag, and 304 when the visitor has it', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Anello in cache') }));
    const path = `/rest/v1/products?select=id,name,price&id=eq.${product.id}`;
    const first = await asVisitor(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const body = await first.text();
    const second = await asVisitor(path);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);
    const again = await asVisitor(path, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // A change gives a new answer and a new tag; the old tag no longer matches.
    const { error } = await owner.from('products').update({ price: 777 }).eq('id', product.id);
    expect(error).toBeNull();
    const changed = await asVisitor(path, { 'if-none-match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toEqual([{ id: product.id, name: product.name, price: 777 }]);
  });

  it('answers a kept read with every header the first answer had: security, CORS, compression', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Collana intestata') }));
    const path = `/rest/v1/products?select=*&id=eq.${product.id}`;
    const headers = { origin: 'https://negozio.example', 'accept-encoding': 'gzip' };
    const first = await asVisitor(path, headers);
    const firstBody = await first.text();
    const kept = await asVisitor(path, headers);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(await kept.text()).toBe(firstBody);
    for (const name of [
      'content-type',
      'content-encoding',
      'access-control-allow-origin',
      'x-content-type-options',
      'etag',
    ])
      expect([name, kept.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    expect(kept.headers.get('access-control-allow-origin')).toBe('*');
    // Another origin or encoding is its own answer.
    const plain = await asVisitor(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(firstBody);
  });

  it('keys answers by everything that changes them: select, Accept, Prefer, Range, HEAD', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Orecchini chiave') }));
    const path = `/rest/v1/products?select=id,name&id=eq.${product.id}`;
    const list: unknown = await (await asVisitor(path)).json();
    expect(list).toEqual([{ id: product.id, name: product.name }]);
    const single = await asVisitor(path, { accept: 'application/vnd.pgrst.object+json' });
    expect(await single.json()).toEqual({ id: product.id, name: product.name });
    const other: unknown = await (await asVisitor(`/rest/v1/products?select=id&id=eq.${product.id}`)).json();
    expect(other).toEqual([{ id: product.id }]);
    const counted = await asVisitor('/rest/v1/products?select=id', { prefer: 'count=exact', range: '0-0' });
    const plain = await asVisitor('/rest/v1/products?select=id', { range: '0-0' });
    expect(counted.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
    expect(plain.headers.get('content-range')).toBe('0-0/*');
    const head = await fetch(`${backend.url}${path}`, { method: 'HEAD', headers: { apikey: backend.anonKey } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // The HEAD did not leave an empty body for the GET.
    expect(await (await asVisitor(path)).json()).toEqual(list);
  });

  it('never serves rows older than a committed change, with readers in flight during every write', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Bracciale corrente'), price: 100 }));
    const path = `/rest/v1/products?select=price&id=eq.${product.id}`;
    let writing = true;
    let reads = 0;
    // Readers keep the cache full while the writes happen, so stale answers would be there to serve.
    const readers = Array.from({ length: 4 }, async () => {
      while (writing) {
        await (await asVisitor(path)).arrayBuffer();
        reads += 1;
      }
    });
    try {
      for (let price = 101; price <= 140; price++) {
        const { error } = await owner.from('products').update({ price }).eq('id', product.id);
        expect(error).toBeNull();
        const seen = (await (await asVisitor(path)).json()) as { price: number }[];
        expect(seen).toEqual([{ price }]);
      }
      // Inserts and deletes too: a list read after each write has exactly what was committed.
      const name = uniqueName('Collana contata');
      const listPath = `/rest/v1/products?select=id&name=eq.${encodeURIComponent(name)}`;
      expect(await (await asVisitor(listPath)).json()).toEqual([]);
      const added = await addProduct(backend, draftProduct({ name }));
      expect(await (await asVisitor(listPath)).json()).toEqual([{ id: added.id }]);
      const { error } = await owner.from('products').delete().eq('id', added.id);
      expect(error).toBeNull();
      expect(await (await asVisitor(listPath)).json()).toEqual([]);
    } finally {
      writing = false;
      await Promise.all(readers);
    }
    expect(reads).toBeGreaterThan(40);
  });

  it('a visitor who hears a change and reads again gets the new rows', async () => {
    const product = await addProduct(backend, draftProduct({ name: uniqueName('Spilla in diretta'), price: 50 }));
    const path = `/rest/v1/products?select=price&id=eq.${product.id}`;
    expect(await (await asVisitor(path)).json()).toEqual([{ price: 50 }]);
    expect((await asVisitor(path)).headers.get('x-cache')).toBe('hit');
    const visitor = anonClient(backend);
    const heard = new Promise<unknown>((resolve) => {
      const channel = visitor
        .channel(`cache-${product.id}`)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'products' }, () => {
          // Read again the moment the event arrives, as the live catalogue does.
          void asVisitor(path)
            .then((response) => response.json())
            .then(resolve);
        });
      void subscribed(channel).then(async () => {
        await owner.from('products').update({ price: 51 }).eq('id', product.id);
      });
    });
    expect(await heard).toEqual([{ price: 51 }]);
    await visitor.removeAllChannels();
  });
});

describe('roles never share an answer', () => {
  beforeAll(async () => {
    // A published table whose policies show the signed-in owner more than a visitor.
    await backend.sql(`
      create table public.cache_probe (id int primary key, note text not null, private boolean not null);
      alter table public.cache_probe enable row level security;
      create policy "Visitors see the public notes" on public.cache_probe for select to anon using (not private);
      create policy "The owner sees every note" on public.cache_probe for select to authenticated using (true);
      grant select on public.cache_probe to anon, authenticated;
      alter publication supabase_realtime add table public.cache_probe;
      insert into public.cache_probe values (1, 'in vetrina', false), (2, 'riservata', true);
      notify pgrst, 'reload schema';
    `);
  });

  it("keeps the owner's rows from visitors, and the visitors' cached answer from the owner", async () => {
    const path = '/rest/v1/cache_probe?select=note&order=id';
    expect(await (await asVisitor(path)).json()).toEqual([{ note: 'in vetrina' }]);
    expect((await asVisitor(path)).headers.get('x-cache')).toBe('hit');
    const ownerRead = await asOwner(path);
    expect(ownerRead.headers.get('x-cache')).toBeNull();
    expect(await ownerRead.json()).toEqual([{ note: 'in vetrina' }, { note: 'riservata' }]);
    // The owner's read did not fill the visitors' entry either.
    const visitorAgain = await asVisitor(path);
    expect(visitorAgain.headers.get('x-cache')).toBe('hit');
    expect(await visitorAgain.json()).toEqual([{ note: 'in vetrina' }]);
  });

  it('never caches the service role, or a table the change capture does not announce', async () => {
    await backend.sql(`
      create table public.cache_unannounced (id int primary key, note text not null);
      grant select on public.cache_unannounced to anon;
      insert into public.cache_unannounced values (1, 'prima');
      notify pgrst, 'reload schema';
    `);
    const path = '/rest/v1/cache_unannounced?select=note';
    expect(await (await asVisitor(path)).json()).toEqual([{ note: 'prima' }]);
    expect((await asVisitor(path)).headers.get('x-cache')).toBeNull();
    // Changed without any announcement: the next read still sees it.
    await backend.sql(`update public.cache_unannounced set note = 'dopo'`);
    expect(await (await asVisitor(path)).json()).toEqual([{ note: 'dopo' }]);
    const service = await fetch(`${backend.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    await service.arrayBuffer();
    const serviceAgain = await fetch(`${backend.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(serviceAgain.headers.get('x-cache')).toBeNull();
  });

  it('never caches a table visitors see by the clock: a scheduled page version comes into force', async () => {
    // A page and its version in force; the next version is published a few seconds ahead.
    const service = serviceClient(backend) as unknown as SupabaseClient;
    const { data: page, error } = await service
      .from('pages')
      .insert({ shop_id: 'aurea', route: `/cache-pagina-${Date.now()}` })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    const at = new Date(Date.now() + 2500).toISOString();
    const versions = [
      {
        page_id: page.id,
        document: { meta: { title: 'Prima' } },
        status: 'published',
        publish_at: new Date().toISOString(),
      },
      { page_id: page.id, document: { meta: { title: 'Dopo' } }, status: 'published', publish_at: at },
    ];
    expect((await service.from('page_versions').insert(versions)).error).toBeNull();
    const path = `/rest/v1/page_versions?select=title:document->meta->>title&page_id=eq.${page.id}`;
    expect(await (await asVisitor(path)).json()).toEqual([{ title: 'Prima' }]);
    expect((await asVisitor(path)).headers.get('x-cache')).toBeNull();
    // No row changes when the second version's time comes: the visitor reads it all the same.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 100));
    expect(await (await asVisitor(path)).json()).toEqual([{ title: 'Dopo' }]);
  });
});
