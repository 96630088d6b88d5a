import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { publicFolderIndex } from './assets.ts';
import { lintProject, type SourceFile } from './lint.ts';
import type { Diagnostic } from './types.ts';
import { formatText } from './report.ts';
import { createSchemaChecker, type SchemaChecker } from './schema-check.ts';

/** A path as reports show it: relative to the project, with forward slashes (`sites/landing.json`). */
export const projectPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * The site documents of a folder, oldest first: a copied file is the newer one, so its repeated id
 * or route is the one reported.
 */
export function readSiteFolder(root: string, sitesDir: string): SourceFile[] {
  if (!existsSync(sitesDir)) return [];
  return readdirSync(sitesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, modified: statSync(path.join(sitesDir, name)).mtimeMs }))
    .sort((a, b) => a.modified - b.modified || a.name.localeCompare(b.name))
    .map(({ name }) => {
      const file = path.join(sitesDir, name);
      return { file: projectPath(root, file), text: readFileSync(file, 'utf8') };
    });
}

/** The schema checker of a project, its compiled code kept in `node_modules/.cache/boutique-validate/`. */
export function projectSchemaChecker(root: string, schema: AnySchemaObject): SchemaChecker {
  return createSchemaChecker(schema, { cacheDir: path.join(root, 'node_modules', '.cache', 'boutique-validate') });
}

export interface SiteFolder {
  /** The project: report paths are relative to it. */
  root: string;
  sitesDir: string;
  publicDir: string;
  checkSchema: SchemaChecker;
}

/** A document that fails validation: its errors, and as message the validator's report of them. */
export class InvalidSiteError extends Error {
  override name = 'InvalidSiteError';

  constructor(readonly problems: readonly Diagnostic[]) {
    super(formatText(problems, 1));
  }
}

/**
 * One document of `sites/` as the app receives it: checked with every rule against the whole folder,
 * as `npm run validate -- <file>` does, with the schema's defaults filled in. Throws an
 * `InvalidSiteError` carrying the report when it has errors.
 */
export function loadSiteDocument(folder: SiteFolder, file: string): unknown {
  const target = projectPath(folder.root, file);
  const { diagnostics, sites } = lintProject({
    files: readSiteFolder(folder.root, folder.sitesDir),
    targets: [target],
    checkSchema: folder.checkSchema,
    assets: publicFolderIndex(folder.publicDir),
  });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new InvalidSiteError(errors);
  const checked = sites.find((site) => site.file === target)?.schema;
  if (!checked) throw new Error(`${target}: no such site document`);
  return checked.completed;
}
