import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct, addProducts, draftProduct, uniqueName, type ProductDraft } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

/** What the admin's "Aggiungi" makes: a draft, which may keep the defaults a published product may not. */
const product = (overrides: Partial<ProductDraft> = {}) =>
  draftProduct({
    name: 'Nuovo Prodotto',
    description: 'Descrizione del nuovo prodotto',
    price: 0,
    status: 'bozza',
    ...overrides,
  });

/** Every row, drafts included (visitors read only the published ones). */
async function productCount(): Promise<number> {
  const { count } = await serviceClient(backend).from('products').select('*', { count: 'exact', head: true });
  return count ?? -1;
}

describe('writing the catalogue (service role)', () => {
  it('upserts one product and returns the saved row, as the admin saves', async () => {
    const client = serviceClient(backend);
    const before = await productCount();
    const draft = product({ name: 'Anello Aurora', price: 1234.5, original_price: 1500 });
    const created = await client.from('products').upsert(draft).select().single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...draft, price: 1234.5, original_price: 1500 });
    expect(Date.parse(created.data?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const edited = await client
      .from('products')
      .upsert({ ...draft, name: 'Anello Aurora Rosa', original_price: null })
      .select()
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({
      id: draft.id,
      name: 'Anello Aurora Rosa',
      original_price: null,
      created_at: created.data?.created_at,
    });
    expect(await productCount()).toBe(before + 1);
  });

  it('upserts several rows at once with on_conflict', async () => {
    const client = serviceClient(backend);
    const rows = [product({ name: 'Uno' }), product({ name: 'Due', price: 2 })];
    const { data, error } = await client.from('products').upsert(rows, { onConflict: 'id' }).select('name, price');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Uno', price: 0 },
      { name: 'Due', price: 2 },
    ]);
    const again = await client
      .from('products')
      .upsert(
        rows.map((r) => ({ ...r, price: 7 })),
        { onConflict: 'id', ignoreDuplicates: true },
      )
      .select();
    expect(again.data).toEqual([]);
    const { error: removed } = await client
      .from('products')
      .delete()
      .in(
        'id',
        rows.map((r) => r.id),
      );
    expect(removed).toBeNull();
  });

  it('inserts with return=minimal and answers 201 without a body', async () => {
    const spilla = uniqueName('Spilla');
    const response = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceKey,
        authorization: `Bearer ${backend.serviceKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ name: spilla, price: 99, category: 'Anelli', shop_id: 'aurea' }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    // The columns left out take their defaults: a new product is a draft, read here as the server side.
    const { data } = await serviceClient(backend)
      .from('products')
      .select('name, description, is_new, status')
      .eq('name', spilla)
      .single();
    expect(data).toEqual({ name: spilla, description: '', is_new: false, status: 'bozza' });
  });

  it('updates by id', async () => {
    const client = serviceClient(backend);
    const { id } = await addProduct(backend, product({ name: 'Sigillo da ritoccare', price: 420 }));
    const { error, status } = await client
      .from('products')
      .update({ price: 450, is_sale: true, original_price: 480 })
      .eq('id', id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const returned = await client
      .from('products')
      .update({ is_new: true })
      .eq('id', id)
      .select('price, original_price, is_sale, is_new')
      .single();
    expect(returned.data).toEqual({ price: 450, original_price: 480, is_sale: true, is_new: true });
  });

  it('deletes by id', async () => {
    const client = serviceClient(backend);
    const doomed = product({ name: 'Da eliminare' });
    await client.from('products').insert(doomed);
    const { error, status } = await client.from('products').delete().eq('id', doomed.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await client.from('products').select('id').eq('id', doomed.id);
    expect(data).toEqual([]);
  });

  it('rolls back a single-object write that touches several rows', async () => {
    const client = serviceClient(backend);
    // The rows are told apart by a description of their own: the category must be one of the three.
    const watches = uniqueName('Orologi');
    await addProducts(backend, [
      product({ category: 'Orologi', description: watches, is_new: true }),
      product({ category: 'Orologi', description: watches, is_new: true }),
      product({ category: 'Orologi', description: watches }),
    ]);
    const { error, status } = await client
      .from('products')
      .update({ is_new: false })
      .eq('description', watches)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await client.from('products').select('name').eq('description', watches).eq('is_new', true);
    expect(data?.length).toBe(2);
  });

  it('refuses broken writes with PostgREST codes and nothing stored', async () => {
    const client = serviceClient(backend);
    const existing = await addProduct(backend, product({ name: 'Già in catalogo' }));
    const before = await productCount();
    const duplicate = await client.from('products').insert(product({ id: existing.id }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const missing = await client.from('products').insert({ price: 1, category: 'Anelli' } as ProductDraft);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
    const negative = await client.from('products').insert(product({ price: -5 }));
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('23514');
    const unknown = await client.from('products').insert({ ...product(), colour: 'oro' } as ProductDraft);
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');
    const malformed = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: backend.serviceKey, 'content-type': 'application/json' },
      body: '{"name": "Rotto", ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const unfiltered = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'DELETE',
      headers: { apikey: backend.serviceKey },
    });
    expect(unfiltered.status).toBe(400);
    expect(await unfiltered.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await productCount()).toBe(before);
  });
});

describe('anonymous writes', () => {
  it('are refused with 401 42501 and change nothing', async () => {
    const client = anonClient(backend);
    const target = await addProduct(backend, product({ name: 'Anello in vetrina', price: 750 }));
    const before = await client.from('products').select('*').order('id');
    const inserted = await client.from('products').insert(product({ name: 'Intruso' }));
    expect(inserted.status).toBe(401);
    expect(inserted.error).toMatchObject({ code: '42501' });
    const upserted = await client
      .from('products')
      .upsert(product({ id: target.id, name: 'Intruso' }))
      .select()
      .single();
    expect(upserted.status).toBe(401);
    const updated = await client.from('products').update({ price: 1 }).eq('category', 'Anelli');
    expect(updated.status).toBe(401);
    const deleted = await client.from('products').delete().neq('id', randomUUID());
    expect(deleted.status).toBe(401);
    const after = await client.from('products').select('*').order('id');
    expect(after.data).toEqual(before.data);
  });
});
