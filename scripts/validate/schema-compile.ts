/**
 * The site schema's compiled checker, with nothing of Node in it: the CLI (`schema-check.ts`, which
 * caches the compiled code on disk), the browser's editor and the `pages` edge function (Deno or
 * Node, `src/pages/validate-page.ts`) all check a document with this code.
 */
import type { AnySchemaObject, KeywordCxt, ValidateFunction } from 'ajv';
import type * as AjvModule from 'ajv';
import { pointerToPath } from './json-document.ts';
import type { Reference, SchemaOutcome } from './types.ts';

export type SchemaChecker = (document: unknown) => SchemaOutcome;

/** What of ajv compiling needs: passed in, so the CLI loads ajv only when its cache misses. */
export type AjvExports = Pick<typeof AjvModule, 'Ajv' | 'Name' | '_'>;

interface Found {
  kind: Reference['kind'];
  pointer: string;
  value: string;
}

/** What a validation run collects besides errors; the compiled code reaches it as `this`. */
interface Sink {
  references: Found[];
}

/** Compiles the site schema with the options and the `x-kind` keyword every checker uses. */
export function compileSiteSchema(
  schema: AnySchemaObject,
  { Ajv, Name, _ }: AjvExports,
): { ajv: AjvModule.Ajv; validate: ValidateFunction } {
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
 * A checker from the compiled schema. Besides ajv's errors, each check returns the strings the schema
 * marks `x-kind: link` or `asset`: ajv visits exactly the branch of each section that its `type`
 * selects, so links and assets come from the schema itself, not from guessing by property name. It
 * also returns a copy of the document with the schema's defaults filled in; the document given is
 * left as written.
 */
export function checkerOf(validate: ValidateFunction): SchemaChecker {
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
