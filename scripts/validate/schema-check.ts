import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { checkerOf, compileSiteSchema, type AjvExports, type SchemaChecker } from './schema-compile.ts';

export type { SchemaChecker } from './schema-compile.ts';

const require = createRequire(import.meta.url);

/**
 * ajv itself is loaded only to compile: when the compiled schema comes from the cache, a run never
 * pays for it (it is a good part of the start-up time).
 */
const compile = (schema: AnySchemaObject) => compileSiteSchema(schema, require('ajv') as AjvExports);

/**
 * Compiling the site schema is most of a run's work, and the schema rarely changes between runs:
 * keep the compiled code in a file named by a hash of everything that shapes it.
 */
function cachedCompile(schema: AnySchemaObject, cacheDir: string): ValidateFunction {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify(schema))
    .update(ajvVersion)
    .update(compileSiteSchema.toString())
    .digest('hex')
    .slice(0, 24);
  const file = path.join(cacheDir, `site-schema-${key}.cjs`);
  try {
    return require(file) as ValidateFunction;
  } catch {
    // Not compiled yet for this schema.
  }
  const { ajv, validate } = compile(schema);
  try {
    // The saved code requires ajv's runtime helpers; point them at this install, wherever the cache lives.
    const standaloneCode = require('ajv/dist/standalone') as typeof import('ajv/dist/standalone/index.js').default;
    const code = standaloneCode(ajv, validate).replace(
      /require\("(ajv\/dist\/[^"]+)"\)/g,
      (_match, id: string) => `require(${JSON.stringify(require.resolve(id))})`,
    );
    mkdirSync(cacheDir, { recursive: true });
    for (const old of readdirSync(cacheDir))
      if (old.startsWith('site-schema-')) rmSync(path.join(cacheDir, old), { force: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
  return validate;
}

/**
 * Compiles the site schema once (or loads it from `cacheDir`); what a check returns is `checkerOf`'s.
 */
export function createSchemaChecker(schema: AnySchemaObject, options: { cacheDir?: string } = {}): SchemaChecker {
  return checkerOf(options.cacheDir ? cachedCompile(schema, options.cacheDir) : compile(schema).validate);
}
