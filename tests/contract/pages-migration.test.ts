import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db.ts';
import { importSites } from '../../server/pages/import.ts';
import { shopsFromSites, syncShops } from '../../server/shops.ts';
import { emptyDatabase, projectBefore } from './harness.ts';

/**
 * A data folder made before pages were in the database (`*_pages.sql`) starts and upgrades by
 * itself: the migrations add the tables and publish their versions' changes, and the start imports
 * every site document as a page with a published version in force; a second start imports nothing.
 */

const MIGRATION = '20261129090000_pages.sql';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-pages-migration-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a data folder from before pages', () => {
  it('upgrades on start and imports sites/ as pages in force', { timeout: 120_000 }, async () => {
    const folder = path.join(scratch, 'shop');
    const previous = await emptyDatabase();
    const old = await Database.open(folder, { ...previous.options, supabaseDir: projectBefore(scratch, MIGRATION) });
    try {
      await syncShops(old.pg, shopsFromSites());
      const { rows } = await old.pg.query<{ table: string | null }>(
        `select to_regclass('public.pages')::text as table`,
      );
      expect(rows).toEqual([{ table: null }]);
    } finally {
      await old.close();
    }

    // Started again with every migration, as a new version of the server starts on the folder.
    const db = await Database.open(folder, previous.options);
    try {
      await syncShops(db.pg, shopsFromSites());
      const first = await importSites(db);
      expect(first.created).toEqual(expect.arrayContaining(['/', '/Cless', '/shop', '/admin', '/shop/:slug']));
      expect(first.kept).toEqual([]);
      const { rows } = await db.asRole({ role: 'anon' }, (tx) =>
        tx.query<{ route: string; title: string; source_file: string }>(
          `select p.route, v.document -> 'meta' ->> 'title' as title, p.source_file
             from public.pages p join public.page_versions v on v.id = public.page_version_in_force(p.id)
            where p.route = '/'`,
        ),
      );
      expect(rows).toEqual([
        { route: '/', title: 'Aurea Gioielli · Eleganza Senza Tempo', source_file: 'sites/landing.json' },
      ]);
      const published = await db.pg.query(
        `select from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'page_versions'`,
      );
      expect(published.rows).toHaveLength(1);
      expect(await importSites(db)).toEqual({ created: [], updated: [], kept: [] });
    } finally {
      await db.close();
      await previous.remove();
    }
  });
});
