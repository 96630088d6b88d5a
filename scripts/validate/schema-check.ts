import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv, AnySchemaObject, KeywordCxt, ValidateFunction } from 'ajv';
import { pointerToPath } from './json-document.ts';
import type { Reference, SchemaOutcome } from './types.ts';

export type SchemaChecker = (document: unknown) => SchemaOutcome;

interface Found {
  kind: Reference['kind'];
  pointer: string;
  value: string;
}

/** What a validation run collects besides errors; the compiled code reaches it as `this`. */
interface Sink {
  references: Found[];
}

const require = createRequire(import.meta.url);

/**
 * ajv itself is loaded only to compile: when the compiled schema comes from the cache, a run never
 * pays for it (it is a good part of the start-up time).
 */
function compile(schema: AnySchemaObject): { ajv: Ajv; validate: ValidateFunction } {
  const { Ajv, Name, _ } = require('ajv') as typeof import('ajv');
  // ajv's code optimiser costs most of the compile time (about 90%) and buys nothing for a few dozen documents.
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    // The schemas' `default`s are filled in as the app receives them (see `completed`).
    useDefaults: true,
    strict: true,
    verbose: true,
    passContext: true,
    code: { optimize: false, source: true },
  });
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    metaSchema: { enum: ['link', 'asset'] },
    // `x-kind` records each string it sits on, with its path, into the sink (`this`). It is generated
    // code rather than a callback so that the compiled validator can be saved and loaded again.
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const kind = String(cxt.schema);
      const sink = new Name('this');
      const instancePath = new Name('instancePath');
      gen.if(_`typeof ${data} == "string" && ${sink} && ${sink}.references`, () =>
        gen.code(
          _`${sink}.references.push({kind: ${kind}, pointer: ${instancePath} + ${it.errorPath}, value: ${data}});`,
        ),
      );
    },
  });
  return { ajv, validate: ajv.compile(schema) };
}

/**
 * Compiling the site schema is most of a run's work, and the schema rarely changes between runs:
 * keep the compiled code in a file named by a hash of everything that shapes it.
 */
function cachedCompile(schema: AnySchemaObject, cacheDir: string): ValidateFunction {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify(schema))
    .update(ajvVersion)
    .update(compile.toString())
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
 * Compiles the site schema once (or loads it from `cacheDir`). Besides ajv's errors, each check
 * returns the strings the schema marks `x-kind: link` or `asset`: ajv visits exactly the branch of
 * each section that its `type` selects, so links and assets come from the schema itself, not from
 * guessing by property name. It also returns a copy of the document with the schema's defaults
 * filled in; the document given is left as written.
 */
export function createSchemaChecker(schema: AnySchemaObject, options: { cacheDir?: string } = {}): SchemaChecker {
  const validate = options.cacheDir ? cachedCompile(schema, options.cacheDir) : compile(schema).validate;
  return (document) => {
    const sink: Sink = { references: [] };
    const completed = structuredClone(document);
    // With `passContext`, the generated `x-kind` code sees the sink as `this`.
    validate.call(sink, completed);
    const errors = [...(validate.errors ?? [])];
    const seen = new Set<string>();
    const references: Reference[] = [];
    for (const { kind, pointer, value } of sink.references) {
      if (seen.has(`${kind} ${pointer}`)) continue;
      seen.add(`${kind} ${pointer}`);
      references.push({ kind, path: pointerToPath(pointer, document), value });
    }
    return { errors, references, completed };
  };
}
