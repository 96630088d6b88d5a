/**
 * Writes schemas/site.schema.json from the TypeScript schemas, so that site documents can name it
 * in `$schema` and editors autocomplete and check them. The TypeScript is the only source: this
 * file is generated, and `tests/unit/schemas.test.ts` fails when it falls behind.
 *
 * Also writes the list of files under public/ (`src/pages/public-assets.json`): the pages' editor
 * and the `pages` edge function check image paths against it, where no public/ folder exists (a
 * hosted project, the browser). `npm run validate` warns when it falls behind (`stale-asset-list`).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchema } from '../schemas/site.ts';

export const SITE_SCHEMA_FILE = 'schemas/site.schema.json';

/** The emitted text: draft-07 (ajv's default dialect), two-space indent, source key order, final newline. */
export function renderSiteSchema(schema: object = siteSchema): string {
  const document = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment:
      'Generated from schemas/*.ts by `npm run schemas:emit`; do not edit. ' +
      '`x-kind` and `discriminator` are read by `npm run validate`; editors ignore them.',
    ...schema,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const ASSET_LIST_FILE = 'src/pages/public-assets.json';

/** Every file under `publicDir` as a site document names it (`/images/a.webp`), sorted. */
export function publicFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(publicDir, folder), { withFileTypes: true })) {
      const name = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) files.push(name);
    }
  };
  try {
    walk('');
  } catch {
    // No public/ folder: no files.
  }
  return files.sort();
}

/** The emitted asset list's text: one path a line, final newline. */
export function renderAssetList(publicDir: string): string {
  const document = {
    $comment: 'Generated from public/ by `npm run schemas:emit`; do not edit.',
    files: publicFiles(publicDir),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(root, SITE_SCHEMA_FILE), renderSiteSchema());
  console.log(`wrote ${SITE_SCHEMA_FILE}`);
  writeFileSync(path.join(root, ASSET_LIST_FILE), renderAssetList(path.join(root, 'public')));
  console.log(`wrote ${ASSET_LIST_FILE}`);
}
