import { Ajv, type AnySchemaObject } from 'ajv';
import { pointerToPath } from './json-document.ts';
import type { Reference, SchemaOutcome } from './types.ts';

export type SchemaChecker = (document: unknown) => SchemaOutcome;

/**
 * Compiles the site schema once. Besides ajv's errors, each check returns the strings the schema
 * marks `x-kind: link` or `asset`: ajv visits exactly the branch of each section that its `type`
 * selects, so the links and assets come from the schema itself, not from guessing by field name.
 */
export function createSchemaChecker(schema: AnySchemaObject): SchemaChecker {
  let found: { kind: Reference['kind']; pointer: string; value: string }[] = [];
  // ajv's code optimiser costs most of the compile time (about 90%) and buys nothing for a few dozen documents.
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, verbose: true, code: { optimize: false } });
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    metaSchema: { enum: ['link', 'asset'] },
    errors: false,
    validate: (kind: Reference['kind'], data: unknown, _parentSchema?: AnySchemaObject, context?: { instancePath: string }) => {
      if (typeof data === 'string' && context) found.push({ kind, pointer: context.instancePath, value: data });
      return true;
    },
  });
  const validate = ajv.compile(schema);

  return (document) => {
    found = [];
    validate(document);
    const errors = [...(validate.errors ?? [])];
    const seen = new Set<string>();
    const references: Reference[] = [];
    for (const { kind, pointer, value } of found) {
      if (seen.has(`${kind} ${pointer}`)) continue;
      seen.add(`${kind} ${pointer}`);
      references.push({ kind, path: pointerToPath(pointer, document), value });
    }
    return { errors, references };
  };
}
