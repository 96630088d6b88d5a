import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPLAINED_CONSTRAINTS } from '../../src/admin/product-rules.ts';
import { draftProduct, uniqueName, type ProductDraft } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * What a product must be, held by the database (supabase/migrations/*_product_checks.sql): an API
 * call that skips the admin's checks is refused with PostgREST's 400 and the constraint's name.
 */

let backend: Backend;
let owner: ReturnType<typeof anonClient>;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  owner = anonClient(backend);
  const { error } = await owner.auth.signInWithPassword(await backend.createOwner());
  expect(error).toBeNull();
});

const migration = readFileSync(
  path.join(import.meta.dirname, '../../supabase/migrations/20261123140000_product_checks.sql'),
  'utf8',
);

async function insertAsOwner(overrides: Partial<ProductDraft>) {
  return owner
    .from('products')
    .insert(draftProduct({ name: uniqueName('Controllo'), ...overrides }))
    .select()
    .single();
}

describe('the database refuses a product the shop must not show', () => {
  it.each<[string, Partial<ProductDraft>, string]>([
    ['an empty name', { name: '' }, 'products_name_present'],
    ['a name of spaces and tabs', { name: ' \t ' }, 'products_name_present'],
    ['a name over 120 characters', { name: 'N'.repeat(121) }, 'products_name_length'],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'products_description_length'],
    ['a negative price', { price: -0.01 }, 'products_price_check'],
    ['a price that is not a number', { price: 'NaN' as unknown as number }, 'products_price_check'],
    [
      'an original price that is not a number',
      { price: 100, original_price: 'NaN' as unknown as number },
      'products_original_price_check',
    ],
    [
      'an original price equal to the price',
      { price: 100, original_price: 100 },
      'products_original_price_above_price',
    ],
    ['an original price below the price', { price: 100, original_price: 90 }, 'products_original_price_above_price'],
  ])('%s, from the owner, with 400 and the constraint named', async (_, overrides, constraint) => {
    const { data, error, status } = await insertAsOwner(overrides);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toBe(`new row for relation "products" violates check constraint "${constraint}"`);
  });

  it("an unknown category, from the owner, with 409 and the shop's categories' constraint named", async () => {
    const { data, error, status } = await insertAsOwner({ category: 'Collane' });
    expect(data).toBeNull();
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23503' });
    expect(error?.message).toBe(
      'insert or update on table "products" violates foreign key constraint "products_category_known"',
    );
  });

  it('refuses the service role too: the rules are the table’s, not a permission', async () => {
    const { error } = await serviceClient(backend)
      .from('products')
      .insert(draftProduct({ name: '' }));
    expect(error?.code).toBe('23514');
  });

  it('refuses an update that breaks a rule, and an upsert (the admin’s Salva) as well', async () => {
    const { data: created } = await insertAsOwner({ price: 500, original_price: 600 });
    expect(created).not.toBeNull();
    const id = created!.id;
    const update = await owner.from('products').update({ original_price: 400 }).eq('id', id).select();
    expect(update.error?.message).toContain('products_original_price_above_price');
    const upsert = await owner
      .from('products')
      .upsert({ ...draftProduct({ id }), name: '   ' })
      .select()
      .single();
    expect(upsert.error?.message).toContain('products_name_present');
    const { data: kept } = await owner.from('products').select('name, original_price').eq('id', id).single();
    expect(kept).toEqual({ name: created!.name, original_price: 600 });
  });

  it('accepts the edges: 120 characters, a price of 0 (in a draft), an original price a cent above', async () => {
    const edges = { name: 'N'.repeat(120), price: 0, original_price: 0.01, status: 'bozza' };
    const { data, error } = await insertAsOwner(edges);
    expect(error).toBeNull();
    expect(data).toMatchObject(edges);
  });

  it('a missing name is refused naming the column, which the admin also explains', async () => {
    const { error } = await owner
      .from('products')
      .insert({ price: 1, category: 'Anelli' } as ProductDraft)
      .select();
    expect(error).toMatchObject({ code: '23502' });
    expect(error?.message).toContain('column "name"');
  });
});

describe('every check and unique constraint of the table', () => {
  it('has a message in the admin, so a refusal is shown at its field', async () => {
    const { rows } = await backend.db.pg.query<{ name: string }>(
      `select conname as name from pg_constraint
        where conrelid = 'public.products'::regclass and contype in ('c', 'u') order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([...EXPLAINED_CONSTRAINTS].sort());
  });
});

describe('the migration over a catalogue that already breaks a rule', () => {
  it('leaves the old rows as they are, says so, and still checks every new write', async () => {
    const id = randomUUID();
    // The migration of that time knew one shop's categories: the other shops' products go first.
    await backend.sql(`delete from public.products where shop_id <> 'aurea'`);
    await backend.sql('alter table public.products drop constraint products_name_present');
    await backend.sql(
      `insert into public.products (id, shop_id, name, price, category) values ('${id}', 'aurea', '', 10, 'Anelli')`,
    );
    const notices: string[] = [];
    await backend.db.pg.exec(migration, {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(notices.filter((notice) => notice.includes('break'))).toEqual([
      'Some existing products break products_name_present; they stay as they are until edited in the admin.',
    ]);
    const { rows } = await backend.db.pg.query<{ name: string; valid: boolean }>(
      `select conname as name, convalidated as valid from pg_constraint
        where conrelid = 'public.products'::regclass and conname like 'products_%' and contype = 'c' order by 1`,
    );
    expect(rows.filter((row) => !row.valid).map((row) => row.name)).toEqual(['products_name_present']);
    const { data } = await owner.from('products').select('id').eq('id', id);
    expect(data).toEqual([{ id }]);
    const { error } = await insertAsOwner({ name: '' });
    expect(error?.message).toContain('products_name_present');
    // Fixing the old row lets the rule be validated, as the next run of the migration does.
    await backend.sql(`update public.products set name = 'Anello ritrovato' where id = '${id}'`);
    await backend.db.pg.exec(migration);
    const after = await backend.db.pg.query<{ valid: boolean }>(
      `select convalidated as valid from pg_constraint where conname = 'products_name_present'`,
    );
    expect(after.rows).toEqual([{ valid: true }]);
  });
});
