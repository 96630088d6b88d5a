import { RestError } from '../../../server/rest/errors.ts';
import type { ComputedField, Table } from '../../../server/rest/schema-cache.ts';

/** What the REST unit tests share: tables of a fake schema cache, and the errors thrown. */

/** A table of text columns, as the schema cache holds it. */
export function table(name: string, columns: string[], primaryKey = ['id']): Table {
  const map = new Map(
    columns.map((c) => [c, { name: c, type: 'text', baseType: 'text', typeName: 'text', generated: false }]),
  );
  return { schema: 'public', name, writable: true, columns: map, primaryKey };
}

/** A schema cache with no relationship and no computed field. */
export const LONE_TABLES = {
  relationships: () => Promise.resolve([]),
  maybeTable: () => Promise.resolve(null),
  computedFields: () => Promise.resolve(new Map<string, ComputedField>()),
  origins: () => Promise.resolve([]),
};

/** The `RestError` `fn` throws. */
export function thrown(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

/** The `RestError` `promise` rejects with. */
export async function rejected(promise: Promise<unknown>): Promise<RestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}
