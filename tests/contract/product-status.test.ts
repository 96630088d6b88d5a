import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { rootMarkup } from '../../server/page-parts.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { HEAD_END, HEAD_START } from '../../src/site/head-tags.ts';
import { addProduct, draftProduct, uniqueName, type Product } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, subscribed, type Backend } from './harness.ts';

/**
 * A product's state (`*_product_status.sql`): visitors, anonymous or signed in to another shop, read
 * only published products, through REST, by address, through realtime and on the live pages; the
 * shop's members read every state; a product is published only when it is ready for the shop; an
 * enquiry names only a published piece.
 */

type Client = SupabaseClient<Database>;
type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let backend: Backend;
let member: Client;
let otherShop: Client;
let draft: Product;
let archived: Product;
let published: Product;

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  member = anonClient(backend);
  expect((await member.auth.signInWithPassword(await backend.createOwner())).error).toBeNull();
  otherShop = anonClient(backend);
  const other = await backend.createOwner('claudia@cless.test', 'Cless-Borse-2024!', 'cless');
  expect((await otherShop.auth.signInWithPassword(other)).error).toBeNull();
  draft = await addProduct(backend, draftProduct({ name: uniqueName('Bozza'), status: 'bozza' }));
  archived = await addProduct(backend, draftProduct({ name: uniqueName('Archiviato'), status: 'archiviato' }));
  published = await addProduct(backend, draftProduct({ name: uniqueName('Pubblicato') }));
});

const ids = () => [draft.id, archived.id, published.id];

describe('who reads which state', () => {
  it('a new row is a draft unless it says otherwise', async () => {
    const { data, error } = await member
      .from('products')
      .insert({ name: uniqueName('Nuovo'), price: 10, category: 'Anelli', shop_id: 'aurea' })
      .select('status')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'bozza' });
  });

  it.each([
    ['an anonymous visitor', () => anonClient(backend)],
    ['a signed-in member of another shop', () => otherShop],
  ])('%s reads only the published product, listed, by id and by address', async (_, who) => {
    const visitor = who();
    const listed = await visitor.from('products').select('id, status').in('id', ids());
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([{ id: published.id, status: 'pubblicato' }]);
    for (const hidden of [draft, archived]) {
      const byId = await visitor.from('products').select('id').eq('id', hidden.id);
      expect(byId.data).toEqual([]);
      const bySlug = await visitor.from('products').select('id').eq('slug', hidden.slug).maybeSingle();
      expect(bySlug).toMatchObject({ data: null, error: null });
    }
    const { count } = await visitor
      .from('products')
      .select('id', { count: 'exact', head: true })
      .neq('status', 'pubblicato');
    expect(count).toBe(0);
  });

  it('a member of the shop reads every state of its products', async () => {
    const { data, error } = await member.from('products').select('id, status').in('id', ids()).order('name');
    expect(error).toBeNull();
    expect(new Map(data?.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [draft.id, 'bozza'],
        [archived.id, 'archiviato'],
        [published.id, 'pubblicato'],
      ]),
    );
  });

  it('no state but the three is stored', async () => {
    const { error, status } = await member.from('products').update({ status: 'nascosto' }).eq('id', draft.id);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('products_status_known') as unknown,
    });
  });
});

describe('publishing asks that the product be ready for the shop', () => {
  it.each<[string, Partial<Product>, string]>([
    ['the default name', { name: 'Nuovo Prodotto' }, 'products_published_name'],
    ['the default name, in other case and spaces', { name: '  nuovo prodotto ' }, 'products_published_name'],
    ['the default description', { description: 'Descrizione del nuovo prodotto' }, 'products_published_description'],
    ['a price of 0,00 €', { price: 0 }, 'products_published_price'],
  ])('%s: a draft keeps it, publishing it is refused naming the check', async (_, values, constraint) => {
    const piece = await addProduct(backend, draftProduct({ name: uniqueName('Pronto'), ...values, status: 'bozza' }));
    const { error, status } = await member
      .from('products')
      .update({ status: 'pubblicato' })
      .eq('id', piece.id)
      .select()
      .single();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining(`"${constraint}"`) as unknown });
    // Inserted published (the admin's Pubblica on a new product), it is refused the same way.
    const inserted = await member
      .from('products')
      .insert(draftProduct({ name: uniqueName('Pronto'), ...values, status: 'pubblicato' }));
    expect(inserted.error).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) as unknown });
    const stored = await serviceClient(backend).from('products').select('status').eq('id', piece.id).single();
    expect(stored.data).toEqual({ status: 'bozza' });
  });

  it('a ready draft is published, and an archived piece published again', async () => {
    const piece = await addProduct(backend, draftProduct({ name: uniqueName('Spilla'), status: 'archiviato' }));
    const { data, error } = await member
      .from('products')
      .update({ status: 'pubblicato' })
      .eq('id', piece.id)
      .select('status')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'pubblicato' });
    const seen = await anonClient(backend).from('products').select('id').eq('id', piece.id);
    expect(seen.data).toEqual([{ id: piece.id }]);
  });
});

describe('enquiries', () => {
  const enquiry = (productId: string) => ({
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'giulia@example.it',
    subject: uniqueName('Informazioni'),
    body: 'Buongiorno, è ancora disponibile?',
    page: '/shop',
    shop_id: 'aurea',
    product_id: productId,
  });

  it('may name a published piece, never a draft or an archived one', async () => {
    const visitor = anonClient(backend);
    expect((await visitor.from('messages').insert(enquiry(published.id))).error).toBeNull();
    for (const hidden of [draft, archived]) {
      const { error, status } = await visitor.from('messages').insert(enquiry(hidden.id));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '23514', message: 'The product asked about is not published' });
    }
  });
});

/** A catalogue's subscription, as the shop's makes it: its shop's inserts and updates, every delete. */
async function watchCatalogue(client: Client) {
  const received: Change[] = [];
  const channel = client.channel(`catalogo-${uniqueName('x').split(' ')[1] ?? ''}`);
  const gather = (change: Change) => received.push(change);
  channel.on(
    'postgres_changes',
    { event: 'INSERT', schema: 'public', table: 'products', filter: 'shop_id=eq.aurea' },
    gather,
  );
  channel.on(
    'postgres_changes',
    { event: 'UPDATE', schema: 'public', table: 'products', filter: 'shop_id=eq.aurea' },
    gather,
  );
  channel.on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'products' }, gather);
  await subscribed(channel);
  const until = async (test: (change: Change) => boolean) => {
    for (let waited = 0; !received.some(test); waited += 20) {
      if (waited > 10_000) throw new Error('no matching change arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { received, until, stop: () => client.removeChannel(channel) };
}

const about = (id: string) => (change: Change) => (change.eventType === 'DELETE' ? change.old : change.new).id === id;

describe('realtime', () => {
  it('tells a visitor of a product only once it is published, and of its leaving when it is withdrawn', async () => {
    const visitor = await watchCatalogue(anonClient(backend));
    const owner = await watchCatalogue(member);
    const service = serviceClient(backend);
    const piece = await addProduct(backend, draftProduct({ name: uniqueName('Collana'), status: 'bozza' }));
    const heard = () => visitor.received.filter(about(piece.id));
    const last = () => heard().at(-1);
    // A change is read back as each subscriber when it is delivered, which on PostgreSQL may be after
    // the next change: the visitor may read the draft's edit as published already. Whatever it reads,
    // it is never a draft's row: an update it cannot read is, to it, a row that left its view (a
    // delete, the key only).
    const neverADraft = () => {
      for (const change of heard()) {
        if (change.eventType === 'DELETE') expect(change.old).toEqual({ id: piece.id });
        else expect(change.new.status).toBe('pubblicato');
      }
    };

    await service.from('products').update({ description: 'Ancora in bozza' }).eq('id', piece.id);
    await owner.until((change) => about(piece.id)(change) && change.eventType === 'UPDATE');
    await service.from('products').update({ status: 'pubblicato' }).eq('id', piece.id);
    await visitor.until(() => last()?.eventType === 'UPDATE');
    expect(last()?.new).toMatchObject({ id: piece.id, status: 'pubblicato', description: 'Ancora in bozza' });
    expect(heard().some((change) => change.eventType === 'INSERT')).toBe(false);
    neverADraft();
    // The owner heard the draft's insert and edit, and its publication.
    await owner.until(() => owner.received.filter(about(piece.id)).length === 3);
    expect(owner.received.filter(about(piece.id)).map((change) => change.eventType)).toEqual([
      'INSERT',
      'UPDATE',
      'UPDATE',
    ]);

    // Archived: the row leaves the visitor's view, which hears it as a delete carrying the key only.
    await service.from('products').update({ status: 'archiviato' }).eq('id', piece.id);
    await visitor.until(() => last()?.eventType === 'DELETE');
    await owner.until((change) => change.eventType === 'UPDATE' && change.new.status === 'archiviato');
    expect(owner.received.some((change) => change.eventType === 'DELETE' && about(piece.id)(change))).toBe(false);

    // Published again it comes back; put back to draft it leaves again.
    await service.from('products').update({ status: 'pubblicato' }).eq('id', piece.id);
    await visitor.until(() => last()?.eventType === 'UPDATE');
    await service.from('products').update({ status: 'bozza' }).eq('id', piece.id);
    await visitor.until(() => last()?.eventType === 'DELETE');
    neverADraft();
    await visitor.stop();
    await owner.stop();
  });
});

describe('the live pages', () => {
  let dist: string;
  // A renderer of the build's shape: the catalogue's names, or the one product's.
  const renderer = `
export const ROUTER_DATA_ID = 'router-data';
export async function renderCataloguePage(url, rows) {
  const html = '<ul>' + rows.map((row) => '<li>' + row.name + '</li>').join('') + '</ul>';
  return { html, routerData: { url }, structuredData: [] };
}
export async function renderProductPage(url, product) {
  const name = product.row.name;
  return { html: '<h1>' + name + '</h1>', routerData: { url }, head: '<title>' + name + '</title>' };
}
`;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'boutique-status-'));
    const body = rootMarkup('', { id: 'router-data', value: null });
    const head = `${HEAD_START}<title>x</title>${HEAD_END}`;
    const page = `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
    const files = {
      'pages.json': JSON.stringify({
        routes: { '/shop': 'shop/index.html', '/shop/:slug': 'shop/[slug]/index.html' },
        notFound: '404.html',
        live: { routes: { '/shop': 'catalogue', '/shop/:slug': 'product' }, renderer: 'renderer.mjs' },
      }),
      'index.html': '<!doctype html><title>Shell</title>',
      'shop/index.html': page,
      'shop/[slug]/index.html': page,
      'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n</urlset>\n',
      '404.html': '<!doctype html><title>Pagina non trovata</title>',
      'renderer.mjs': renderer,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('show a published piece; a draft’s or archived piece’s page is not found, listed nor mapped', async () => {
    const { app } = createApp({ db: backend.db, keys: backend.keys, distDir: dist, publicUrl: backend.url });
    const catalogue = await (await app.request('/shop')).text();
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(catalogue).toContain(`<li>${published.name}</li>`);
    expect(sitemap).toContain(`/shop/${published.slug}<`);
    expect((await app.request(`/shop/${published.slug}`)).status).toBe(200);
    for (const hidden of [draft, archived]) {
      expect(catalogue).not.toContain(hidden.name);
      expect(sitemap).not.toContain(`/shop/${hidden.slug}<`);
      const answer = await app.request(`/shop/${hidden.slug}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(hidden.name);
    }

    // Taken out of the shop, the published piece goes from all three at once.
    const piece = await addProduct(backend, draftProduct({ name: uniqueName('Bracciale') }));
    expect((await app.request(`/shop/${piece.slug}`)).status).toBe(200);
    await member.from('products').update({ status: 'archiviato' }).eq('id', piece.id);
    expect((await app.request(`/shop/${piece.slug}`)).status).toBe(404);
    expect(await (await app.request('/shop')).text()).not.toContain(piece.name);
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain(`/shop/${piece.slug}<`);
  });
});
