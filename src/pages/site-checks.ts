/**
 * What `validatePage` checks a document with, as the site has them: the emitted site schema
 * (`schemas/site.schema.json`), compiled once on first use, and the files under public/ from their
 * committed list (there is no public/ folder in the browser or on a hosted project). JSON imported
 * with its type, as Node, Deno and Vite all read it.
 */
import siteSchema from '../../schemas/site.schema.json' with { type: 'json' };
import { assetListIndex } from '../../scripts/validate/asset-list.ts';
import type { SchemaChecker } from '../../scripts/validate/schema-compile.ts';
import { createInMemorySchemaChecker } from '../../scripts/validate/schema-memory.ts';
import type { AssetIndex } from '../../scripts/validate/types.ts';
import publicAssets from './public-assets.json' with { type: 'json' };

let checker: SchemaChecker | undefined;

/** The site schema's checker; compiling it takes a moment, so only once. */
export function siteSchemaChecker(): SchemaChecker {
  checker ??= createInMemorySchemaChecker(siteSchema);
  return checker;
}

/** The files the site serves from public/. */
export const publicAssetIndex: AssetIndex = assetListIndex(publicAssets.files);
