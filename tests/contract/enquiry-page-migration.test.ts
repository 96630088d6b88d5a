import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db.ts';
import { emptyDatabase, projectBefore } from './harness.ts';

/**
 * The enquiry limits migration (`*_enquiry_limits.sql`) checks that an enquiry's page is a path of
 * the site. A data folder made before it, holding enquiries whose page leads elsewhere (`//x`,
 * `/\x`), upgrades on start: every enquiry is kept, those pages become `/`.
 */

const MIGRATION = '20261127200000_enquiry_limits.sql';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-enquiry-limits-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a data folder from before the enquiry limits', () => {
  it('upgrades on start without losing an enquiry whose page leads to another site', { timeout: 120_000 }, async () => {
    const folder = path.join(scratch, 'shop');
    const previous = await emptyDatabase();
    const old = await Database.open(folder, { ...previous.options, supabaseDir: projectBefore(scratch, MIGRATION) });
    try {
      await old.pg.exec(`
        insert into public.shops (id, name) values ('aurea', 'Aurea Gioielli') on conflict do nothing;
        insert into public.messages (id, first_name, last_name, email, subject, body, page, shop_id, created_at)
        values
          ('c0000000-0000-4000-8000-000000000001', 'Ada', 'Galli', 'ada@example.it', 'Doppia barra', 'Testo',
           '//evil.example/login', 'aurea', now() - interval '3 days'),
          ('c0000000-0000-4000-8000-000000000002', 'Bruno', 'Sala', 'bruno@example.it', 'Barra rovescia', 'Testo',
           '/\\evil.example/login', 'aurea', now() - interval '2 days'),
          ('c0000000-0000-4000-8000-000000000003', 'Carla', 'Neri', 'carla@example.it', 'Pagina vera', 'Testo',
           '/shop/anello', 'aurea', now() - interval '1 day')`);
    } finally {
      await old.close();
    }

    const db = await Database.open(folder, previous.options);
    try {
      const { rows } = await db.pg.query<{ id: string; subject: string; page: string }>(
        `select id, subject, page from public.messages where id::text like 'c0000000-%' order by created_at`,
      );
      expect(rows).toEqual([
        { id: 'c0000000-0000-4000-8000-000000000001', subject: 'Doppia barra', page: '/' },
        { id: 'c0000000-0000-4000-8000-000000000002', subject: 'Barra rovescia', page: '/' },
        { id: 'c0000000-0000-4000-8000-000000000003', subject: 'Pagina vera', page: '/shop/anello' },
      ]);
      // The check holds for every row from now on.
      await expect(
        db.pg.query(
          `insert into public.messages (first_name, last_name, email, subject, body, page, shop_id)
           values ('Dario', 'Fo', 'dario@example.it', 'Altrove', 'Testo', '//x', 'aurea')`,
        ),
      ).rejects.toMatchObject({ code: '23514' });
    } finally {
      await db.close();
      await previous.remove();
    }
  });
});
