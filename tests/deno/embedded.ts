/**
 * The embedded server as the pages function's tests find it: `sites/` imported as pages, each with
 * a published version, as the server does on start (`server/pages/import.ts`); pages already there
 * are left as they are. Shared by the Deno tests' runner and the contract test.
 */
import path from 'node:path';
import { siteSchema } from '../../schemas/site.ts';
import { publicFolderIndex } from '../../scripts/validate/assets.ts';
import { lintProject } from '../../scripts/validate/lint.ts';
import { projectSchemaChecker, readSiteFolder } from '../../scripts/validate/project.ts';
import type { Database } from '../../server/db.ts';
import { projectDir } from '../../server/project.ts';
import { shopsFromSites, syncShops } from '../../server/shops.ts';

export async function importSitesAsPages(db: Database): Promise<void> {
  await syncShops(db.pg, shopsFromSites());
  const { sites } = lintProject({
    files: readSiteFolder(projectDir, path.join(projectDir, 'sites')),
    checkSchema: projectSchemaChecker(projectDir, siteSchema),
    assets: publicFolderIndex(path.join(projectDir, 'public')),
  });
  for (const site of sites) {
    const document = site.schema?.completed as { routes: string[]; shop: { id: string } } | undefined;
    if (!document) continue;
    await db.pg.query(
      `with page as (
         insert into public.pages (shop_id, route, source_file) values ($1, $2, $3)
         on conflict (route) do nothing returning id)
       insert into public.page_versions (page_id, document, status, publish_at)
       select id, $4::jsonb, 'published', now() - interval '1 minute' from page`,
      [document.shop.id, document.routes[0], site.file, JSON.stringify(document)],
    );
  }
}
