import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/auth/claims.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { addProduct, draftProduct, type ProductDraft } from './fixtures.ts';
import { anonClient, clientWithToken, serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * Who may change the catalogue, asked of the backend itself (row level security on the owner's
 * claim), with supabase-js and with raw HTTP: visitors and signed-in non-owners read only; the owner
 * writes products and product pictures, within the bucket's limits like everyone else.
 */

const BUCKET = 'product-images';

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000' +
    '000d4944415478da6364f8cf000000030101001c2d2e0c0000000049454e44ae426082',
  'hex',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

let backend: Backend;
/** A product in the catalogue that every test can look at and that others try to change. */
let showpiece: string;
let owner: SupabaseClient<Database>;
let ownerToken: string;
let nonOwner: SupabaseClient<Database>;
let nonOwnerToken: string;
/** A picture the owner stored, which others then try to replace or remove. */
const storedPicture = `aurea/${Date.now()}-permtest.png`;

const product = (overrides: Partial<ProductDraft> = {}) =>
  draftProduct({
    name: 'Anello Intruso',
    description: 'Non dovrebbe mai arrivare nel catalogo',
    price: 1,
    ...overrides,
  });

/** What the catalogue holds, read with the service role so no policy hides anything. */
async function catalogue(): Promise<Record<string, unknown>[]> {
  const { data, error } = await serviceClient(backend).from('products').select('*').order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function pictures(): Promise<string[]> {
  const { data, error } = await serviceClient(backend).storage.from(BUCKET).list('', { limit: 1000 });
  if (error) throw new Error(error.message);
  return data.map((o) => o.name).sort();
}

function rest(
  path: string,
  init: { method: string; token?: string; body?: unknown; prefer?: string },
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    authorization: `Bearer ${init.token ?? backend.anonKey}`,
    'content-type': 'application/json',
  };
  if (init.prefer) headers.prefer = init.prefer;
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The upload the admin sends (src/backend/images.ts): multipart, `cacheControl` and an unnamed file part. */
function uploadMultipart(name: string, bytes: Buffer, type: string, token: string): Promise<Response> {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${backend.url}/storage/v1/object/${BUCKET}/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'false' },
    body: form,
  });
}

function uploadRaw(name: string, bytes: Buffer, type: string, token: string, upsert = false): Promise<Response> {
  return fetch(`${backend.url}/storage/v1/object/${BUCKET}/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': type,
      'x-upsert': String(upsert),
    },
    body: new Uint8Array(bytes),
  });
}

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  showpiece = (await addProduct(backend, draftProduct({ name: 'Anello Solitario di Prova', price: 2450 }))).id;
  const credentials = await backend.createOwner('titolare.permessi@boutique.test', 'Permessi-Titolare-2026');
  owner = anonClient(backend);
  const signedIn = await owner.auth.signInWithPassword(credentials);
  if (signedIn.error) throw new Error(`owner sign-in failed: ${signedIn.error.message}`);
  ownerToken = signedIn.data.session.access_token;
  expect(signedIn.data.user.app_metadata.role).toBe('owner');

  // A signed-in account without the owner claim: the token GoTrue would issue to any other user.
  const now = Math.floor(Date.now() / 1000);
  nonOwnerToken = await signToken(
    {
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      sub: randomUUID(),
      email: 'cliente@example.com',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { role: 'owner' },
      is_anonymous: false,
    },
    backend.keys,
  );
  nonOwner = clientWithToken(backend, nonOwnerToken);

  const stored = await owner.storage
    .from(BUCKET)
    .upload(storedPicture, new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
  if (stored.error) throw new Error(`owner upload failed: ${stored.error.message}`);
});

for (const who of ['visitor (anon key only)', 'signed-in non-owner'] as const) {
  describe(`a ${who}`, () => {
    const client = () => (who === 'signed-in non-owner' ? nonOwner : anonClient(backend));
    const token = () => (who === 'signed-in non-owner' ? nonOwnerToken : backend.anonKey);

    it('reads the catalogue', async () => {
      const { data, error } = await client().from('products').select('id').eq('id', showpiece);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: showpiece }]);
    });

    it('cannot insert, update, upsert or delete products with supabase-js, and nothing changes', async () => {
      const before = await catalogue();
      const db = client();

      const inserted = await db.from('products').insert(product());
      expect(inserted.error?.code).toBe('42501');

      const upserted = await db.from('products').upsert(product()).select().single();
      expect(upserted.error).not.toBeNull();
      expect(upserted.data).toBeNull();

      const takeover = await db
        .from('products')
        .upsert({ ...product(), id: showpiece, name: 'Rubato' })
        .select()
        .single();
      expect(takeover.error).not.toBeNull();

      const updated = await db.from('products').update({ price: 0.01 }).eq('id', showpiece).select();
      expect(updated.data ?? []).toEqual([]);

      const deleted = await db.from('products').delete().eq('id', showpiece).select();
      expect(deleted.data ?? []).toEqual([]);

      const deletedAll = await db.from('products').delete().neq('id', '00000000-0000-0000-0000-000000000000');
      expect(deletedAll.status === 204 || deletedAll.error !== null).toBe(true);

      expect(await catalogue()).toEqual(before);
    });

    it('cannot write products with raw HTTP either', async () => {
      const before = await catalogue();
      const asCaller = { token: token() };

      const insert = await rest('products', {
        ...asCaller,
        method: 'POST',
        body: product(),
        prefer: 'return=representation',
      });
      expect([401, 403]).toContain(insert.status);
      expect(((await insert.json()) as { code: string }).code).toBe('42501');

      const upsert = await rest('products', {
        ...asCaller,
        method: 'POST',
        body: { ...product(), id: showpiece },
        prefer: 'resolution=merge-duplicates,return=representation',
      });
      expect([401, 403]).toContain(upsert.status);

      const update = await rest(`products?id=eq.${showpiece}`, {
        ...asCaller,
        method: 'PATCH',
        body: { name: 'Rubato' },
        prefer: 'return=representation',
      });
      if (update.ok) expect(await update.json()).toEqual([]);
      else expect([401, 403]).toContain(update.status);

      const remove = await rest(`products?id=eq.${showpiece}`, {
        ...asCaller,
        method: 'DELETE',
        prefer: 'return=representation',
      });
      if (remove.ok) expect(await remove.json()).toEqual([]);
      else expect([401, 403]).toContain(remove.status);

      expect(await catalogue()).toEqual(before);
    });

    it('cannot upload, replace or remove product pictures, with supabase-js or raw HTTP', async () => {
      const before = await pictures();
      const storage = client().storage.from(BUCKET);
      const name = `aurea/${Date.now()}-intruso.png`;

      const upload = await storage.upload(name, new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
      expect(upload.error).not.toBeNull();
      const multipart = await uploadMultipart(name, PNG, 'image/png', token());
      expect([401, 403]).toContain(multipart.status);
      const raw = await uploadRaw(name, PNG, 'image/png', token());
      expect([401, 403]).toContain(raw.status);

      const replace = await storage.update(storedPicture, new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
      expect(replace.error).not.toBeNull();
      const upsert = await uploadRaw(storedPicture, PNG, 'image/png', token(), true);
      expect(upsert.ok).toBe(false);

      const removed = await storage.remove([storedPicture]);
      expect(removed.data ?? []).toEqual([]);
      const rawRemove = await fetch(`${backend.url}/storage/v1/object/${BUCKET}`, {
        method: 'DELETE',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [storedPicture] }),
      });
      if (rawRemove.ok) expect(await rawRemove.json()).toEqual([]);
      else expect([401, 403]).toContain(rawRemove.status);

      expect(await pictures()).toEqual(before);
      const stillServed = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${storedPicture}`);
      expect(stillServed.status).toBe(200);
      expect(Buffer.from(await stillServed.arrayBuffer())).toEqual(PNG);
    });
  });
}

describe('the owner', () => {
  it('inserts, upserts, updates and deletes products', async () => {
    const draft = product({ name: 'Anello del Titolare', price: 990 });
    const created = await owner.from('products').upsert(draft).select().single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ id: draft.id, name: 'Anello del Titolare', price: 990 });

    const edited = await owner
      .from('products')
      .upsert({ ...draft, name: 'Anello del Titolare Rosa', original_price: null })
      .select()
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data?.name).toBe('Anello del Titolare Rosa');

    const updated = await owner
      .from('products')
      .update({ is_sale: true, original_price: 1200 })
      .eq('id', draft.id)
      .select()
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ is_sale: true, original_price: 1200 });

    const inserted = await owner
      .from('products')
      .insert(product({ name: 'Secondo' }))
      .select('name')
      .single();
    expect(inserted.data).toEqual({ name: 'Secondo' });

    const deleted = await owner.from('products').delete().in('id', [draft.id]).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: draft.id }]);
    expect((await catalogue()).some((p) => p.id === draft.id)).toBe(false);
  });

  it('uploads a picture the way the admin does, which is then public, and removes it', async () => {
    const name = `aurea/${Date.now()}-abcd1234.png`;
    const upload = await uploadMultipart(name, PNG, 'image/png', ownerToken);
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ Key: `${BUCKET}/${name}` });

    const served = await fetch(owner.storage.from(BUCKET).getPublicUrl(name).data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const replaced = await owner.storage
      .from(BUCKET)
      .update(name, new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
    expect(replaced.error).toBeNull();

    const removed = await owner.storage.from(BUCKET).remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([name]);
    expect((await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${name}`)).status).toBe(404);
  });

  it('cannot store HTML named .png, even declared as image/png', async () => {
    const before = await pictures();
    const name = `aurea/${Date.now()}-finta.png`;

    const viaClient = await owner.storage
      .from(BUCKET)
      .upload(name, new Blob([new Uint8Array(HTML)], { type: 'image/png' }));
    expect(viaClient.error).not.toBeNull();
    const multipart = await uploadMultipart(name, HTML, 'image/png', ownerToken);
    expect(multipart.status).toBe(415);
    const raw = await uploadRaw(name, HTML, 'image/png', ownerToken);
    expect(raw.status).toBe(415);
    const asHtml = await uploadRaw(`aurea/${Date.now()}-pagina.html`, HTML, 'text/html', ownerToken);
    expect(asHtml.status).toBe(415);

    expect(await pictures()).toEqual(before);
    expect((await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${name}`)).status).toBe(404);
  });

  it('cannot store an SVG (it can carry scripts) in the product pictures', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await uploadRaw(`aurea/${Date.now()}-logo.svg`, svg, 'image/svg+xml', ownerToken);
    expect(response.status).toBe(415);
  });

  it('cannot store a file over 10 MB, which the server refuses by itself', async () => {
    const before = await pictures();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    const response = await uploadMultipart(`aurea/${Date.now()}-enorme.png`, big, 'image/png', ownerToken);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413' });
    expect(await pictures()).toEqual(before);

    const exactly = Buffer.alloc(10 * 1024 * 1024);
    PNG.copy(exactly);
    const atLimit = await uploadRaw(`aurea/${Date.now()}-limite.png`, exactly, 'image/png', ownerToken);
    expect(atLimit.status).toBe(200);
  });
});

describe('accounts', () => {
  it('cannot be created by visitors: sign-up is closed', async () => {
    const { data, error } = await anonClient(backend).auth.signUp({
      email: 'nuovo@example.com',
      password: 'Una-Password-Lunga-1',
    });
    expect(error).not.toBeNull();
    expect(data.session).toBeNull();
  });

  it('cannot make themselves owner: user_metadata is not the claim the database reads', async () => {
    const before = await catalogue();
    const inserted = await nonOwner.from('products').insert(product());
    expect(inserted.error?.code).toBe('42501');
    expect(await catalogue()).toEqual(before);
  });
});
