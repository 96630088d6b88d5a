import type { Database } from '../db.ts';
import { RestError } from './errors.ts';

export interface Column {
  name: string;
  /** `format_type()` of the column, e.g. `numeric(10,2)`. */
  type: string;
  /** The type without modifiers (`numeric`), what filter values are cast to: Postgres's own text. */
  baseType: string;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  /** Tables and partitioned tables accept writes; views and the like are read here. */
  writable: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export const EXPOSED_SCHEMA = 'public';

interface CatalogueRow {
  table_name: string;
  relkind: string;
  column_name: string;
  column_type: string;
  base_type: string;
  generated: boolean;
  primary_key: string[] | null;
}

/**
 * The tables of the exposed schema and their columns, read from Postgres's own catalogue: every
 * identifier in a request is checked here before it reaches SQL. Read as the superuser, like
 * PostgREST's schema cache; privileges are then decided by Postgres when the query runs.
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
    this.tables ??= this.read().catch((error: unknown) => {
      this.tables = null;
      throw error;
    });
    return this.tables;
  }

  private async read(): Promise<Map<string, Table>> {
    const { rows } = await this.db.pg.query<CatalogueRow>(
      `select c.relname as table_name, c.relkind::text as relkind, a.attname as column_name,
              format_type(a.atttypid, a.atttypmod) as column_type, format_type(a.atttypid, null) as base_type,
              a.attgenerated <> '' as generated,
              (select array_agg(k.attname order by array_position(p.conkey, k.attnum))
                 from pg_constraint p join pg_attribute k on k.attrelid = p.conrelid and k.attnum = any (p.conkey)
                where p.conrelid = c.oid and p.contype = 'p') as primary_key
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    const tables = new Map<string, Table>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          schema: EXPOSED_SCHEMA,
          name: row.table_name,
          writable: row.relkind === 'r' || row.relkind === 'p' || row.relkind === 'v' || row.relkind === 'f',
          columns: new Map(),
          primaryKey: row.primary_key ?? [],
        };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, { name: row.column_name, type: row.column_type, baseType: row.base_type, generated: row.generated });
    }
    return tables;
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

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(table: Table): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
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
