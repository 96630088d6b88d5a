import type { Database } from '../db.ts';
import { readTables, type Column, type Table } from '../pg/catalog.ts';
import { qualifiedName, quoteIdent } from '../pg/quote.ts';
import { RestError } from './errors.ts';

export type { Column, Table };

export const EXPOSED_SCHEMA = 'public';

/**
 * The tables of the exposed schema and their columns, as PostgREST's schema cache holds them: read
 * once from the catalog as the superuser, read again when a request names a table not yet in it.
 * Privileges are then decided by Postgres when the query runs.
 */
export class SchemaCache {
  private tables: Promise<Map<string, Table>> | null = null;

  constructor(private readonly db: Database) {}

  async table(name: string): Promise<Table> {
    let table = (await this.load()).get(name);
    if (!table) {
      this.tables = null; // A migration may have added it since the last read.
      const tables = await this.load();
      table = tables.get(name);
      if (!table) throw unknownTable(name, [...tables.keys()]);
    }
    return table;
  }

  private load(): Promise<Map<string, Table>> {
    this.tables ??= readTables(this.db.pg, EXPOSED_SCHEMA).catch((error: unknown) => {
      this.tables = null;
      throw error;
    });
    return this.tables;
  }
}

function unknownTable(name: string, known: string[]): RestError {
  const closest = known
    .map((candidate) => ({ candidate, distance: editDistance(candidate, name) }))
    .filter((c) => c.distance <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.distance - b.distance)[0];
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    null,
    closest ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${closest.candidate}'` : null,
  );
}

/** The column or PostgREST's 42703 error for it. */
export function column(table: Table, name: string): Column {
  const found = table.columns.get(name);
  if (!found) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return found;
}

/** The column's name quoted for SQL, once checked against the table. */
export function columnName(table: Table, name: string): string {
  return quoteIdent(column(table, name).name);
}

export function qualified(table: Table): string {
  return qualifiedName(table.schema, table.name);
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}
