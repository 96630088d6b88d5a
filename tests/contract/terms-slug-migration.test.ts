import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db.ts';
import { emptyDatabase, projectBefore } from './harness.ts';

/**
 * The terms-of-use page (`*_terms_slug.sql`) takes `/shop/termini`, so `termini` joins the words no
 * product's address may be. A data folder made before it, holding a product called "Termini", upgrades
 * on start: the product is kept, its address moves to `termini-2`, and no product may take `termini`.
 */

const MIGRATION = '20261128170000_terms_slug.sql';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-terms-slug-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a data folder from before the terms of use page', () => {
  it('upgrades on start, moving a product whose address was `termini`', { timeout: 120_000 }, async () => {
    const folder = path.join(scratch, 'shop');
    const previous = await emptyDatabase();
    const old = await Database.open(folder, { ...previous.options, supabaseDir: projectBefore(scratch, MIGRATION) });
    const before = { name: 'Termini', price: 240, category: 'Anelli' };
    try {
      await old.pg.query(
        `insert into public.products (id, name, price, category, image, shop_id, slug)
         values ('d0000000-0000-4000-8000-000000000001', $1, $2, $3, '', 'aurea', 'termini')`,
        [before.name, before.price, before.category],
      );
    } finally {
      await old.close();
    }

    const db = await Database.open(folder, previous.options);
    try {
      const { rows } = await db.pg.query<{ name: string; price: string; category: string; slug: string }>(
        `select name, price, category, slug from public.products where id = 'd0000000-0000-4000-8000-000000000001'`,
      );
      expect(rows).toEqual([{ ...before, price: '240.00', slug: 'termini-2' }]);
      // A new piece named "Termini" gets the next free address, and none may take the page's.
      const { rows: named } = await db.pg.query<{ slug: string }>(
        `insert into public.products (name, price, category, image, shop_id)
         values ('Termini', 90, 'Anelli', '', 'aurea') returning slug`,
      );
      expect(named[0]?.slug).toBe('termini-3');
      await expect(
        db.pg.query(`update public.products set slug = 'termini' where id = 'd0000000-0000-4000-8000-000000000001'`),
      ).rejects.toMatchObject({ code: '23514' });
    } finally {
      await db.close();
      await previous.remove();
    }
  });
});
