import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataFolder } from '../../server/data-folder.ts';
import { Database } from '../../server/db.ts';
import { draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, emptyDatabase, projectBefore, serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * The product pages' migration (`*_product_pages.sql`): on a new data folder and on one holding the
 * schema before it, with products, nothing is lost; then what the columns promise, through the API.
 */

const MIGRATION = '20261124090000_product_pages.sql';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-product-pages-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface StoredRow {
  id: string;
  name: string;
  price: string;
  image: string;
  slug: string;
  availability: string;
  images: { path: string; alt: string; width: number; height: number }[];
  created_at: Date;
  updated_at: Date;
}

// Each test makes a data folder from nothing (initdb, every migration): longer than a test usually takes.
describe('the migration', { timeout: 120_000 }, () => {
  it('on a new data folder, gives every demo piece an address, two photos or more and an availability', async () => {
    const fresh = await emptyDatabase();
    const db = await openDataFolder(path.join(scratch, 'fresh'), fresh.options);
    try {
      const { rows } = await db.pg.query<StoredRow>('select * from public.products');
      expect(rows.length).toBeGreaterThanOrEqual(12);
      for (const row of rows) {
        expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(row.images.length).toBeGreaterThanOrEqual(2);
        expect(row.images.every((photo) => photo.alt.trim() !== '' && photo.width > 0)).toBe(true);
        expect(row.image).toBe(row.images[0]?.path);
      }
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.availability))).toEqual(
        new Set(['disponibile', 'su ordinazione', 'riservato', 'venduto']),
      );
    } finally {
      await db.close();
      await fresh.remove();
    }
  });

  it('on a folder with the previous schema and products, keeps every product and completes it', async () => {
    const folder = path.join(scratch, 'previous');
    const before = projectBefore(scratch, MIGRATION);
    const previous = await emptyDatabase();
    const old = await Database.open(folder, { ...previous.options, supabaseDir: before });
    const rows = [
      { id: randomUUID(), name: 'Anello Luce', price: 120, image: '/images/products/ring-solitaire.svg' },
      { id: randomUUID(), name: 'Anello Luce', price: 130, image: '/images/products/ring-signet.svg' },
      { id: randomUUID(), name: 'Privacy', price: 10, image: '/images/products/placeholder.svg' },
      { id: randomUUID(), name: 'Orecchini Perlé & Oro', price: 560.5, image: '' },
    ];
    try {
      for (const [index, row] of rows.entries()) {
        await old.pg.query(
          `insert into public.products (id, name, price, category, image, created_at)
           values ($1, $2, $3, 'Anelli', $4, now() - make_interval(days => $5))`,
          [row.id, row.name, row.price, row.image, 10 - index],
        );
      }
    } finally {
      await old.close();
    }

    const db = await Database.open(folder, previous.options);
    try {
      const { rows: stored } = await db.pg.query<StoredRow>('select * from public.products order by created_at');
      expect(stored.map((row) => [row.id, row.name, Number(row.price), row.image])).toEqual(
        rows.map((row) => [row.id, row.name, row.price, row.image]),
      );
      expect(stored.map((row) => row.slug)).toEqual([
        'anello-luce',
        'anello-luce-2',
        'privacy-2',
        'orecchini-perle-oro',
      ]);
      expect(stored.map((row) => row.images)).toEqual([
        [{ path: '/images/products/ring-solitaire.svg', alt: 'Anello Luce', width: 800, height: 800 }],
        [{ path: '/images/products/ring-signet.svg', alt: 'Anello Luce', width: 800, height: 800 }],
        [],
        [],
      ]);
      expect(stored.every((row) => row.availability === 'disponibile')).toBe(true);
      expect(stored.every((row) => row.updated_at.getTime() === row.created_at.getTime())).toBe(true);
    } finally {
      await db.close();
      await previous.remove();
    }
  });
});

describe('the new columns through the API', () => {
  let backend: Backend;
  let owner: ReturnType<typeof anonClient>;
  beforeAll(async () => {
    backend = await startBackend();
    owner = anonClient(backend);
    const { error } = await owner.auth.signInWithPassword(await backend.createOwner());
    expect(error).toBeNull();
    return () => backend.stop();
  });

  async function insertAsOwner(overrides: Parameters<typeof draftProduct>[0] = {}) {
    const { data, error } = await owner
      .from('products')
      .insert(draftProduct({ name: uniqueName('Pezzo'), ...overrides }))
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data;
  }

  it('cannot be written by a visitor', async () => {
    const product = await insertAsOwner();
    const visitor = anonClient(backend);
    const update = await visitor
      .from('products')
      .update({ availability: 'venduto', slug: 'rubato', images: [] })
      .eq('id', product.id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const insert = await visitor.from('products').insert(draftProduct({ slug: 'nuovo-da-fuori' }));
    expect(insert.error).not.toBeNull();
    const { data } = await serviceClient(backend).from('products').select('*').eq('id', product.id).single();
    expect(data).toMatchObject({ availability: product.availability, slug: product.slug, images: product.images });
  });

  it('give each product its own address, and refuse one another product has', async () => {
    const name = uniqueName('Anello Gemello');
    const first = await insertAsOwner({ name });
    const second = await insertAsOwner({ name });
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await owner.from('products').update({ slug: first.slug }).eq('id', second.id).select();
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({ code: '23505' });
    expect(taken.error?.message).toContain('products_slug_key');
    const reserved = await owner.from('products').update({ slug: 'cookie' }).eq('id', second.id).select();
    expect(reserved.error?.message).toContain('products_slug_reserved');
  });

  it('move updated_at on every change, so a save that names an older one changes nothing', async () => {
    const product = await insertAsOwner();
    const saved = await owner
      .from('products')
      .update({ availability: 'riservato' })
      .eq('id', product.id)
      .eq('updated_at', product.updated_at)
      .select()
      .single();
    expect(saved.error).toBeNull();
    expect(new Date(saved.data!.updated_at).getTime()).toBeGreaterThan(new Date(product.updated_at).getTime());
    const stale = await owner
      .from('products')
      .update({ availability: 'venduto' })
      .eq('id', product.id)
      .eq('updated_at', product.updated_at)
      .select();
    expect(stale.data).toEqual([]);
    const { data } = await owner.from('products').select('availability').eq('id', product.id).single();
    expect(data).toEqual({ availability: 'riservato' });
  });

  it('keep image the main photo, also for a client that only knows image', async () => {
    const photos = [
      { path: '/images/products/ring-emerald.svg', alt: 'Di fronte', width: 800, height: 800 },
      { path: '/images/products/ring-emerald-dettaglio.svg', alt: 'Da vicino', width: 800, height: 800 },
    ];
    const product = await insertAsOwner({ images: photos, image: '' });
    expect(product.image).toBe(photos[0]!.path);
    const { data } = await owner
      .from('products')
      .update({ image: '/images/products/ring-signet.svg' })
      .eq('id', product.id)
      .select()
      .single();
    expect(data?.image).toBe('/images/products/ring-signet.svg');
    expect(data?.images).toEqual([
      { path: '/images/products/ring-signet.svg', alt: product.name, width: 800, height: 800 },
      photos[1],
    ]);
  });

  it('refuse photos the shop cannot show, and an unknown availability', async () => {
    const bad = await owner
      .from('products')
      .insert(draftProduct({ images: [{ path: '', alt: 'x', width: 1, height: 1 }] }));
    expect(bad.error?.message).toContain('products_images_valid');
    const unknown = await owner.from('products').insert(draftProduct({ availability: 'esaurito' }));
    expect(unknown.error?.message).toContain('products_availability_known');
  });
});
