import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db.ts';
import { emptyDatabase, projectBefore } from './harness.ts';

/**
 * Products' states (`*_product_status.sql`) on a data folder made before them: every product the
 * shops had is published on start, none hidden, none lost, none changed, even those a published
 * product may no longer be (a price of 0, the default name), which stay as they are until edited.
 */

const MIGRATION = '20261129100000_product_status.sql';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-product-status-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Row {
  id: string;
  name: string;
  price: string;
  slug: string;
  updated_at: string;
}

const ROWS = `select id, name, price, slug, updated_at::text from public.products order by id`;

describe('a data folder from before products had a state', () => {
  it('upgrades on start: every product is published, unchanged', { timeout: 120_000 }, async () => {
    const folder = path.join(scratch, 'shop');
    const previous = await emptyDatabase();
    const old = await Database.open(folder, { ...previous.options, supabaseDir: projectBefore(scratch, MIGRATION) });
    let before: Row[] = [];
    try {
      // The pieces of that time: a ready one, one at 0,00 € and one still called "Nuovo Prodotto"
      // (what "Aggiungi" then "Salva" made), and an enquiry about that one.
      await old.pg.query(
        `insert into public.products (id, name, description, price, category, image, shop_id, updated_at)
         values ('e0000000-0000-4000-8000-000000000001', 'Nuovo Prodotto', 'Descrizione del nuovo prodotto', 0,
                 'Anelli', '', 'aurea', now() - interval '3 days'),
                ('e0000000-0000-4000-8000-000000000002', 'Spilla Omaggio', '', 0, 'Anelli', '', 'aurea',
                 now() - interval '2 days'),
                ('e0000000-0000-4000-8000-000000000003', 'Orologio Laguna', 'Acciaio e cuoio', 720, 'Orologi', '',
                 'aurea', now() - interval '1 day')`,
      );
      await old.pg.query(
        `insert into public.messages (first_name, last_name, email, subject, body, page, shop_id, product_id)
         values ('Giulia', 'Bianchi', 'giulia@example.it', 'Prezzo?', 'Quanto costa?', '/shop/nuovo-prodotto',
                 'aurea', 'e0000000-0000-4000-8000-000000000001')`,
      );
      before = (await old.pg.query<Row>(ROWS)).rows;
    } finally {
      await old.close();
    }
    expect(before).toHaveLength(3);

    const db = await Database.open(folder, previous.options);
    try {
      expect((await db.pg.query<Row>(ROWS)).rows).toEqual(before);
      const { rows: states } = await db.pg.query<{ status: string; count: number }>(
        'select status, count(*)::int as count from public.products group by status',
      );
      expect(states).toEqual([{ status: 'pubblicato', count: before.length }]);
      // Visitors read every one of them, as they did.
      const visible = await db.asRole({ role: 'anon' }, (tx) =>
        tx.query<{ count: number }>('select count(*)::int as count from public.products'),
      );
      expect(visible.rows[0]?.count).toBe(before.length);
      const { rows: messages } = await db.pg.query<{ product_id: string }>('select product_id from public.messages');
      expect(messages).toEqual([{ product_id: 'e0000000-0000-4000-8000-000000000001' }]);

      // The checks hold for what is written from now on, and leave the old rows be until edited.
      const { rows: checks } = await db.pg.query<{ name: string; valid: boolean }>(
        `select conname as name, convalidated as valid from pg_constraint
          where conrelid = 'public.products'::regclass and conname like 'products_published_%' order by 1`,
      );
      expect(checks).toEqual([
        { name: 'products_published_description', valid: false },
        { name: 'products_published_name', valid: false },
        { name: 'products_published_price', valid: false },
      ]);
      await expect(
        db.pg.query(
          `update public.products set description = 'Anello' where id = 'e0000000-0000-4000-8000-000000000001'`,
        ),
      ).rejects.toMatchObject({ code: '23514' });
      await db.pg.query(
        `update public.products set status = 'bozza' where id = 'e0000000-0000-4000-8000-000000000001'`,
      );
      // A new piece starts as a draft.
      const { rows: added } = await db.pg.query<{ status: string }>(
        `insert into public.products (name, price, category, image, shop_id)
         values ('Anello Nuovo', 90, 'Anelli', '', 'aurea') returning status`,
      );
      expect(added).toEqual([{ status: 'bozza' }]);
    } finally {
      await db.close();
      await previous.remove();
    }
  });
});
