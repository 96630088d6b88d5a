/**
 * A schema checker compiled in memory, with ajv imported as a module: for the browser, Deno and a
 * server that checks documents all day (the CLI keeps its compiled code on disk, `schema-check.ts`).
 */
import { _, Ajv, Name, type AnySchemaObject } from 'ajv';
import { checkerOf, compileSiteSchema, type SchemaChecker } from './schema-compile.ts';

export function createInMemorySchemaChecker(schema: AnySchemaObject): SchemaChecker {
  return checkerOf(compileSiteSchema(schema, { Ajv, Name, _ }).validate);
}
