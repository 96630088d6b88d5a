import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/backend/database.types.ts';
import { addProduct, draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, subscribed, type Backend } from './harness.ts';

/**
 * Two shops, two owners: the jewellery shop (`aurea`) and Cless (`cless`), each owner a member of
 * one. Everything one owner tries on the other shop's products, pictures and enquiries is refused
 * by the database (row level security), through supabase-js as the admin would send it.
 */

let backend: Backend;
let jeweller: SupabaseClient<Database>;
let cless: SupabaseClient<Database>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000' +
    '000d4944415478da6364f8cf000000030101001c2d2e0c0000000049454e44ae426082',
  'hex',
);
const picture = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
const tag = () => randomBytes(3).toString('hex');

async function signedIn(email: string, password: string, shop: string): Promise<SupabaseClient<Database>> {
  await backend.createOwner(email, password, shop);
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`${email} could not sign in: ${error.message}`);
  return client;
}

/** An enquiry a visitor sends to `shop`. */
const enquiry = (shop: string, subject: string) => ({
  shop_id: shop,
  first_name: 'Sara',
  last_name: 'Conti',
  email: 'sara.conti@example.it',
  subject,
  body: 'Vorrei un appuntamento per vedere la collezione.',
  page: shop === 'cless' ? '/Cless' : '/',
});

beforeAll(async () => {
  backend = await startBackend({ rateLimit: { count: 1000, minutes: 10 } });
  return () => backend.stop();
});

beforeAll(async () => {
  await backend.sql(`
    insert into public.shops (id, name, catalogue_route) values ('cless', 'Cless', '/Cless/catalogo')
      on conflict (id) do nothing;
    insert into public.shop_categories (shop_id, name, position)
      values ('cless', 'Borse', 1), ('cless', 'Scarpe', 2), ('cless', 'Accessori', 3)
      on conflict do nothing;`);
  jeweller = await signedIn('titolare@aurea.test', 'Aurea-Titolare-2026', 'aurea');
  cless = await signedIn('claudia@cless.test', 'Cless-Titolare-2026', 'cless');
});

describe('products', () => {
  it('an owner adds products to their own shop only, in its own categories', async () => {
    const own = await cless
      .from('products')
      .insert(draftProduct({ name: uniqueName('Borsa a mano'), shop_id: 'cless', category: 'Borse' }))
      .select()
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ shop_id: 'cless', category: 'Borse' });

    const foreign = await cless
      .from('products')
      .insert(draftProduct({ name: uniqueName('Anello intruso'), shop_id: 'aurea', category: 'Anelli' }));
    expect(foreign.error).toMatchObject({ code: '42501' });

    const wrongCategory = await cless
      .from('products')
      .insert(draftProduct({ name: uniqueName('Borsa fuori posto'), shop_id: 'cless', category: 'Anelli' }));
    expect(wrongCategory.error).toMatchObject({ code: '23503' });
    expect(wrongCategory.error?.message).toContain('products_category_known');
  });

  it("an owner of one shop need not name it: a new product is their shop's", async () => {
    const { shop_id: _omitted, ...draft } = draftProduct({ name: uniqueName('Mocassino'), category: 'Scarpe' });
    const { data, error } = await cless.from('products').insert(draft).select('shop_id').single();
    expect(error).toBeNull();
    expect(data?.shop_id).toBe('cless');
  });

  it("cannot change or delete another shop's product, and it stays as it was", async () => {
    const ring = await addProduct(backend, draftProduct({ name: uniqueName('Anello Luce'), price: 900 }));
    const updated = await cless.from('products').update({ price: 1 }).eq('id', ring.id).select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);
    const removed = await cless.from('products').delete().eq('id', ring.id).select();
    expect(removed.data).toEqual([]);
    const { data } = await serviceClient(backend).from('products').select('price, shop_id').eq('id', ring.id).single();
    expect(data).toEqual({ price: 900, shop_id: 'aurea' });
  });

  it('cannot move a product into a shop the owner does not run', async () => {
    const ring = await addProduct(backend, draftProduct({ name: uniqueName('Anello da spostare') }));
    const moved = await jeweller.from('products').update({ shop_id: 'cless', category: 'Borse' }).eq('id', ring.id);
    expect(moved.error).toMatchObject({ code: '42501' });
    const { data } = await serviceClient(backend).from('products').select('shop_id').eq('id', ring.id).single();
    expect(data?.shop_id).toBe('aurea');
  });

  it("visitors read every shop's products and the shops themselves", async () => {
    const visitor = anonClient(backend);
    const shops = await visitor.from('shops').select('id, name').in('id', ['aurea', 'cless']).order('id');
    expect(shops.data).toEqual([
      { id: 'aurea', name: 'Aurea Gioielli' },
      { id: 'cless', name: 'Cless' },
    ]);
    const categories = await visitor.from('shop_categories').select('name').eq('shop_id', 'cless').order('position');
    expect(categories.data?.map((c) => c.name)).toEqual(['Borse', 'Scarpe', 'Accessori']);
    const bags = await visitor.from('products').select('id').eq('shop_id', 'cless');
    expect(bags.data?.length).toBeGreaterThan(0);
    const memberships = await visitor.from('shop_members').select('*');
    expect(memberships.error).toMatchObject({ code: '42501' });
  });

  it('an owner sees their own memberships only', async () => {
    const { data } = await cless.from('shop_members').select('shop_id, role');
    expect(data).toEqual([{ shop_id: 'cless', role: 'owner' }]);
  });
});

describe('pictures', () => {
  it("an owner uploads under their shop's folder only, and cannot replace or remove another shop's", async () => {
    const storage = (client: SupabaseClient<Database>) => client.storage.from('product-images');
    const own = `cless/${tag()}-borsa.png`;
    expect((await storage(cless).upload(own, picture())).error).toBeNull();

    for (const name of [`aurea/${tag()}-intruso.png`, `${tag()}-in-cima.png`]) {
      const refused = await storage(cless).upload(name, picture());
      expect(refused.error, name).not.toBeNull();
    }

    const jewellers = `aurea/${tag()}-anello.png`;
    expect((await storage(jeweller).upload(jewellers, picture())).error).toBeNull();
    const replaced = await storage(cless).upload(jewellers, picture(), { upsert: true });
    expect(replaced.error).not.toBeNull();
    const removed = await storage(cless).remove([jewellers]);
    expect(removed.data).toEqual([]);
    const still = await fetch(`${backend.url}/storage/v1/object/public/product-images/${jewellers}`);
    expect(still.status).toBe(200);
  });
});

describe('enquiries', () => {
  it("each owner reads only their own shop's inbox, and cannot mark or delete another's", async () => {
    const subject = `Appuntamento ${tag()}`;
    const visitor = anonClient(backend);
    expect((await visitor.from('messages').insert(enquiry('aurea', `${subject} gioielli`))).error).toBeNull();
    expect((await visitor.from('messages').insert(enquiry('cless', `${subject} borse`))).error).toBeNull();

    const jewellersInbox = await jeweller.from('messages').select('subject, shop_id').like('subject', `${subject}%`);
    expect(jewellersInbox.data).toEqual([{ subject: `${subject} gioielli`, shop_id: 'aurea' }]);
    const clessInbox = await cless.from('messages').select('id, subject').like('subject', `${subject}%`);
    expect(clessInbox.data?.map((m) => m.subject)).toEqual([`${subject} borse`]);

    const { data: theirs } = await serviceClient(backend)
      .from('messages')
      .select('id')
      .eq('subject', `${subject} gioielli`)
      .single();
    const id = theirs?.id ?? '';
    const marked = await cless.from('messages').update({ read_at: new Date().toISOString() }).eq('id', id).select();
    expect(marked.data).toEqual([]);
    const deleted = await cless.from('messages').delete().eq('id', id).select();
    expect(deleted.data).toEqual([]);
    const { data } = await serviceClient(backend).from('messages').select('read_at').eq('id', id).single();
    expect(data).toEqual({ read_at: null });
  });

  it('a visitor writes only to a shop that exists, about a piece of that shop', async () => {
    const visitor = anonClient(backend);
    const nowhere = await visitor.from('messages').insert(enquiry('negozio-fantasma', `Fantasma ${tag()}`));
    expect(nowhere.error).toMatchObject({ code: '23503' });
    const ring = await addProduct(backend, draftProduct({ name: uniqueName('Anello chiesto') }));
    const elsewhere = await visitor
      .from('messages')
      .insert({ ...enquiry('cless', `Anello ${tag()}`), product_id: ring.id });
    expect(elsewhere.error).toMatchObject({ code: '23514' });
    const here = await visitor.from('messages').insert({ ...enquiry('aurea', `Anello ${tag()}`), product_id: ring.id });
    expect(here.error).toBeNull();
  });

  it("an owner's live inbox hears their own shop's enquiries, not another's", async () => {
    const heard: string[] = [];
    const channel = cless
      .channel(`posta-${tag()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (change) =>
        heard.push(String((change.new as { subject?: unknown }).subject)),
      );
    await subscribed(channel);
    const subject = `Dal vivo ${tag()}`;
    const visitor = anonClient(backend);
    await visitor.from('messages').insert(enquiry('aurea', `${subject} per Aurea`));
    await visitor.from('messages').insert(enquiry('cless', `${subject} per Cless`));
    await expect
      .poll(() => heard.filter((s) => s.startsWith(subject)), { timeout: 10_000 })
      .toEqual([`${subject} per Cless`]);
    await cless.removeChannel(channel);
  });
});
