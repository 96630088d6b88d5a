/**
 * Writes schemas/site.schema.json from the TypeScript schemas, so that site documents can name it
 * in `$schema` and editors autocomplete and check them. The TypeScript is the only source: this
 * file is generated, and `tests/unit/schemas.test.ts` fails when it falls behind.
 */
import { writeFileSync } from 'node:fs';
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(root, SITE_SCHEMA_FILE), renderSiteSchema());
  console.log(`wrote ${SITE_SCHEMA_FILE}`);
}
