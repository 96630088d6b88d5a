/**
 * `sites/` into the database on start: every site document becomes a page (its first route) with a
 * published version, and a file changed since it was imported becomes a new published version, but
 * only over a page its owner has not edited since. The maintainers' files stay the way in; the
 * database holds what visitors see (`server/pages/brochure.ts`).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { siteSchema } from '../../schemas/site.ts';
import { publicFolderIndex } from '../../scripts/validate/assets.ts';
import { lintProject } from '../../scripts/validate/lint.ts';
import { projectSchemaChecker, readSiteFolder } from '../../scripts/validate/project.ts';
import { formatText } from '../../scripts/validate/report.ts';
import type { Database } from '../db.ts';
import type { Transaction } from '../pg/client.ts';
import { projectDir } from '../project.ts';

/** A site document as the build reads it: validated against the whole folder, its defaults filled in. */
export interface SiteSource {
  /** The file as reports name it: `sites/landing.json`. */
  file: string;
  /** The hash of the file's text (`sourceHash`), recorded with the page. */
  hash: string;
  /** The page's route: the document's first route. */
  route: string;
  shop: string;
  /** The completed document. */
  document: Record<string, unknown>;
}

/** `pages.source_hash`: what a file's text is compared by on the next start. */
export const sourceHash = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Environment variable naming files (`sites/landing.json,sites/cless.json`, or `all`) imported even
 * over a page the owner has edited: their document becomes a new published version, the owner's
 * versions stay in the page's history.
 */
export const FORCE_VARIABLE = 'SITES_FORCE';

/**
 * Every document of `sitesDir` that validates (as `npm run validate` checks it, against all the
 * others), and the report of those that do not: the build refuses them, so they are not imported.
 */
export function readSiteSources(
  root: string = projectDir,
  sitesDir: string = path.join(root, 'sites'),
): { sources: SiteSource[]; refused: string | null } {
  const files = readSiteFolder(root, sitesDir);
  const { diagnostics, sites } = lintProject({
    files,
    checkSchema: projectSchemaChecker(root, siteSchema),
    assets: publicFolderIndex(path.join(root, 'public')),
  });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const broken = new Set(errors.map((d) => d.file));
  const texts = new Map(files.map((f) => [f.file, f.text]));
  const sources: SiteSource[] = [];
  for (const site of sites) {
    const completed = site.schema?.completed;
    if (broken.has(site.file) || !isObject(completed)) continue;
    const routes = completed.routes;
    const shop = isObject(completed.shop) ? completed.shop.id : undefined;
    const [route] = Array.isArray(routes) ? (routes as unknown[]) : [];
    if (typeof route !== 'string' || typeof shop !== 'string') continue;
    sources.push({ file: site.file, hash: sourceHash(texts.get(site.file) ?? ''), route, shop, document: completed });
  }
  return { sources, refused: errors.length > 0 ? formatText(errors, 1) : null };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What one start did with each document. */
export interface ImportOutcome {
  created: string[];
  updated: string[];
  /** Changed files not imported over an owner's edits: the warning printed for each. */
  kept: { file: string; route: string; warning: string }[];
}

/** The warning for a changed file over a page its owner has edited since the last import. */
export function keptWarning(file: string, route: string): string {
  return [
    `${file} changed since it was imported, but the page ${route} has been edited in the admin since:`,
    `the owner's version stays in force and the file was not imported.`,
    `To keep the owner's version, write it into the file: npm run sites:export (then review and commit it).`,
    `To publish the file over it instead (the owner's versions stay in the page's history):`,
    `  ${FORCE_VARIABLE}=${file} npm start`,
  ].join('\n  ');
}

/** Whether `SITES_FORCE` names `file`. */
export function forced(value: string | undefined, file: string): boolean {
  const named = (value ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^\.\//, ''))
    .filter(Boolean);
  return named.includes('all') || named.includes(file) || named.includes(path.basename(file));
}

interface PageRow {
  id: string;
  source_file: string | null;
  source_hash: string | null;
  /** Whether the page's newest version is one an import made (no author, not based on another). */
  untouched: boolean;
}

/**
 * Imports `sources`, as the service role, one transaction per document. A document whose route has
 * no page yet becomes one, with a first published version in force now. A file whose hash changed
 * is imported as a new published version when the page's newest version is still an imported one;
 * when the owner has edited the page since, it is not (unless `force` names it), and a warning says
 * how to resolve it.
 */
export async function importPages(
  db: Database,
  sources: readonly SiteSource[],
  options: { force?: string | undefined; warn?: (message: string) => void } = {},
): Promise<ImportOutcome> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const outcome: ImportOutcome = { created: [], updated: [], kept: [] };
  for (const source of sources) {
    await db.asRole({ role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<PageRow>(
        `select p.id, p.source_file, p.source_hash,
                coalesce(v.created_by is null and v.based_on is null, true) as untouched
           from public.pages p
           left join lateral (
             select created_by, based_on from public.page_versions
              where page_id = p.id order by created_at desc, id desc limit 1
           ) v on true
          where p.route = $1`,
        [source.route],
      );
      const [page] = rows;
      if (page === undefined) {
        const created = await tx.query<{ id: string }>(
          `insert into public.pages (shop_id, route, source_file, source_hash) values ($1, $2, $3, $4) returning id`,
          [source.shop, source.route, source.file, source.hash],
        );
        await publish(tx, created.rows[0]?.id ?? '', source);
        outcome.created.push(source.route);
        return;
      }
      if (page.source_hash === source.hash) {
        if (page.source_file !== source.file)
          await tx.query('update public.pages set source_file = $2 where id = $1', [page.id, source.file]);
        return;
      }
      if (!page.untouched && !forced(options.force, source.file)) {
        const warning = keptWarning(source.file, source.route);
        outcome.kept.push({ file: source.file, route: source.route, warning });
        warn(warning);
        return;
      }
      await publish(tx, page.id, source);
      await tx.query('update public.pages set source_file = $2, source_hash = $3 where id = $1', [
        page.id,
        source.file,
        source.hash,
      ]);
      outcome.updated.push(source.route);
    });
  }
  return outcome;
}

/** A published version of the document, in force now, by no one (an import). */
async function publish(tx: Transaction, page: string, source: SiteSource): Promise<void> {
  await tx.query(
    `insert into public.page_versions (page_id, document, status, publish_at)
     values ($1, $2::jsonb, 'published', now())`,
    [page, JSON.stringify(source.document)],
  );
}

/** What `npm start` runs after the shops are in step: reads `sites/`, imports it and says what it did. */
export async function importSites(db: Database, root: string = projectDir): Promise<ImportOutcome> {
  const { sources, refused } = readSiteSources(root);
  if (refused !== null) console.warn(`Site documents not imported, as they do not validate:\n${refused}`);
  const outcome = await importPages(db, sources, { force: process.env[FORCE_VARIABLE] });
  const counts = [
    outcome.created.length > 0 ? `${outcome.created.length} new` : '',
    outcome.updated.length > 0 ? `${outcome.updated.length} updated from their files` : '',
  ].filter(Boolean);
  if (counts.length > 0) console.log(`Pages imported from sites/: ${counts.join(', ')}.`);
  return outcome;
}
