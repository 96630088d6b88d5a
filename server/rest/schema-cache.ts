import { ROLES } from '../auth/roles.ts';
import type { Database, Transaction } from '../db.ts';
import {
  readFunctionRights,
  readTable,
  readTables,
  readWriteRights,
  type Column,
  type Table,
  type WriteRights,
} from '../pg/catalog.ts';
import { qualifiedName, quoteIdent } from '../pg/quote.ts';
import { RestError } from './errors.ts';

export type { Column, Table, WriteRights };

export const EXPOSED_SCHEMA = 'public';

/** The channel and message that make PostgREST (and this server) read the catalog again. */
const RELOAD_CHANNEL = 'pgrst';
const RELOAD_MESSAGES: ReadonlySet<string> = new Set(['', 'reload schema']);

/** One side of a foreign key: its constraint and its column pairs (this table's, the other's). */
export interface ForeignKey {
  constraint: string;
  columns: [string, string][];
}

/**
 * A way from one table to another that `select=target(…)` may take, as PostgREST's schema cache
 * holds them: a foreign key read either way (many-to-one from the referencing table, one-to-many
 * back; one-to-one when its columns are also unique), a junction table whose key holds foreign
 * keys to both (many-to-many), or a function taking the row and returning rows of the target
 * (a computed relationship).
 */
export type Relationship =
  | {
      kind: 'm2o' | 'o2m' | 'o2o';
      table: string;
      foreign: string;
      self: boolean;
      /** `columns` pairs (column of `table`, column of `foreign`). */
      key: ForeignKey;
      foreignIsView: boolean;
    }
  | {
      kind: 'm2m';
      table: string;
      foreign: string;
      self: boolean;
      junction: string;
      /** The junction's key to `table` (pairs: junction column, `table` column) and to `foreign`. */
      source: ForeignKey;
      target: ForeignKey;
      foreignIsView: boolean;
    }
  | { kind: 'computed'; table: string; foreign: string; self: boolean; fn: string; toOne: boolean };

/** A function taking a row of a table and returning one value: a column-like computed field. */
export interface ComputedField {
  fn: string;
  /** `format_type()` of its result, what filter values are cast to. */
  type: string;
}

/** What the cache holds: tables with their columns, and who may write them or call functions. */
interface Catalog {
  tables: Map<string, Table>;
  /** Table name → the relationships that start from it. */
  relationships: Map<string, Relationship[]>;
  /** Table name → its computed fields by name. */
  computed: Map<string, Map<string, ComputedField>>;
  /** Table name → role → rights. */
  rights: Map<string, Map<string, WriteRights>>;
  /** Function name → the roles that may execute at least one of its overloads. */
  functions: Map<string, Set<string>>;
  /** Role → its `statement_timeout` (`alter role … set statement_timeout`), where it has one. */
  timeouts: Map<string, string>;
}

/**
 * The tables of the exposed schema and their columns, as PostgREST's schema cache holds them, with
 * each API role's write rights and the functions it may call: read once from the catalog as the
 * superuser, then again when a request names a table that exists but is not in it yet (a table
 * made since), or on `NOTIFY pgrst, 'reload schema'` after grants or policies change. Postgres still
 * decides every query; the rights only let a write that cannot succeed be refused before its body
 * is read.
 */
export class SchemaCache {
  private catalog: Promise<Catalog> | null = null;

  constructor(
    private readonly db: Database,
    /** Told after every reload notice (the response cache forgets what it knew of the tables). */
    private readonly onReload: () => void = () => undefined,
  ) {
    db.pg
      .listen(RELOAD_CHANNEL, (payload) => {
        if (!RELOAD_MESSAGES.has(payload.trim().toLowerCase())) return;
        this.reload();
        this.onReload();
      })
      .catch((error: unknown) => console.error('The REST schema cache will not hear reload notices:', error));
  }

  async table(name: string): Promise<Table> {
    let catalog = await this.load();
    let table = catalog.tables.get(name);
    if (!table) {
      // A migration or a test may have made it since the last read; a name that is nowhere costs
      // one small look-up, not a reload.
      const exists = (await readTable(this.db.pg, EXPOSED_SCHEMA, name)) !== null;
      if (exists) {
        this.reload();
        catalog = await this.load();
        table = catalog.tables.get(name);
      }
      if (!table) throw unknownTable(name, [...catalog.tables.keys()]);
    }
    return table;
  }

  /** The table of that name, or null (no error): for a relationship's target. */
  async maybeTable(name: string): Promise<Table | null> {
    return (await this.load()).tables.get(name) ?? null;
  }

  /** The relationships from `table` (its foreign keys either way, junctions, computed ones). */
  async relationships(table: string): Promise<readonly Relationship[]> {
    return (await this.load()).relationships.get(table) ?? [];
  }

  /** Every table that has relationships, for PostgREST's "Perhaps you meant" on an unknown origin. */
  async origins(): Promise<string[]> {
    return [...(await this.load()).relationships.keys()];
  }

  /** The computed fields of `table` (functions of its row), by name. */
  async computedFields(table: string): Promise<ReadonlyMap<string, ComputedField>> {
    return (await this.load()).computed.get(table) ?? new Map<string, ComputedField>();
  }

  /** `role`'s write rights on a table of the cache, or undefined when the cache cannot tell. */
  async rights(table: Table, role: string): Promise<WriteRights | undefined> {
    return (await this.load()).rights.get(table.name)?.get(role);
  }

  /** The roles that may call some overload of the function, or undefined when the cache does not know it. */
  async functionCallers(name: string): Promise<ReadonlySet<string> | undefined> {
    return (await this.load()).functions.get(name);
  }

  /**
   * The `statement_timeout` the role is given (`alter role anon set statement_timeout = '3s'`), or
   * null. Postgres applies a role's settings when a session logs in as it, never on `set role`, so
   * the server sets it in each request's transaction, as PostgREST does for the role it impersonates.
   */
  async statementTimeout(role: string): Promise<string | null> {
    return (await this.load()).timeouts.get(role) ?? null;
  }

  /** Forgets what was read: the next request reads the catalog again. */
  reload(): void {
    this.catalog = null;
  }

  private load(): Promise<Catalog> {
    this.catalog ??= readCatalog(this.db).catch((error: unknown) => {
      this.catalog = null;
      throw error;
    });
    return this.catalog;
  }
}

async function readCatalog(db: Database): Promise<Catalog> {
  const tables = await readTables(db.pg, EXPOSED_SCHEMA);
  const rights = await readWriteRights(db.pg, EXPOSED_SCHEMA, ROLES);
  const functions = await readFunctionRights(db.pg, EXPOSED_SCHEMA, ROLES);
  const timeouts = await readStatementTimeouts(db);
  const { relationships, computed } = await readRelationships(db, tables);
  return { tables, rights, functions, timeouts, relationships, computed };
}

interface ForeignKeyRow {
  constraint: string;
  table: string;
  foreign: string;
  columns: string[];
  foreign_columns: string[];
  one_to_one: boolean;
}

interface RowFunctionRow {
  name: string;
  arg_table: string;
  returns_set: boolean;
  return_table: string | null;
  return_type: string;
  rows: number;
}

/**
 * The relationships between the exposed schema's tables and its functions of a row, as PostgREST
 * 12 derives them: every foreign key between two of its tables gives a many-to-one (one-to-one when
 * its columns are the referencing table's primary key or a unique constraint) and its inverse; a
 * table with foreign keys to two tables whose columns all belong to its primary key is a junction
 * (many-to-many, either way); a function of one argument of a table's row type returning rows of
 * another table is a computed relationship (to-one unless it returns a set of more than one row),
 * and one returning anything else a computed field.
 */
async function readRelationships(
  db: Database,
  tables: Map<string, Table>,
): Promise<Pick<Catalog, 'relationships' | 'computed'>> {
  const keys = await db.pg.query<ForeignKeyRow>(
    `select c.conname::text as constraint, t.relname::text as table, f.relname::text as foreign,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n
                   order by k.i) as columns,
            array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)
              as foreign_columns,
            exists (select 1 from pg_catalog.pg_constraint u
                     where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(c.conkey) x)) as one_to_one
       from pg_catalog.pg_constraint c
       join pg_catalog.pg_class t on t.oid = c.conrelid
       join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
       join pg_catalog.pg_class f on f.oid = c.confrelid
       join pg_catalog.pg_namespace fn on fn.oid = f.relnamespace
      where c.contype = 'f' and tn.nspname = $1 and fn.nspname = $1
      order by t.relname, c.conname`,
    [EXPOSED_SCHEMA],
  );
  const functions = await db.pg.query<RowFunctionRow>(
    `select p.proname::text as name, at.relname::text as arg_table, p.proretset as returns_set,
            rt.relname::text as return_table, format_type(p.prorettype, null) as return_type, p.prorows::float8 as rows
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type ty on ty.oid = p.proargtypes[0]
       join pg_catalog.pg_class at on at.oid = ty.typrelid and at.relnamespace = n.oid
       join pg_catalog.pg_type r on r.oid = p.prorettype
       left join pg_catalog.pg_class rt on rt.oid = r.typrelid and rt.relnamespace = n.oid and r.typtype = 'c'
      where n.nspname = $1 and p.prokind = 'f' and p.pronargs = 1 and p.prorettype <> 'void'::regtype
      order by p.proname`,
    [EXPOSED_SCHEMA],
  );
  const relationships = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => {
    const list = relationships.get(rel.table) ?? [];
    list.push(rel);
    relationships.set(rel.table, list);
  };
  const isView = (name: string) => tables.get(name)?.writable === false;
  const foreignKeys = keys.rows.filter((k) => tables.has(k.table) && tables.has(k.foreign));
  for (const k of foreignKeys) {
    const pairs = k.columns.map((c, i): [string, string] => [c, k.foreign_columns[i] ?? '']);
    const self = k.table === k.foreign;
    const forward = k.one_to_one ? 'o2o' : 'm2o';
    const back = k.one_to_one ? 'o2o' : 'o2m';
    add({
      kind: forward,
      table: k.table,
      foreign: k.foreign,
      self,
      key: { constraint: k.constraint, columns: pairs },
      foreignIsView: isView(k.foreign),
    });
    add({
      kind: back,
      table: k.foreign,
      foreign: k.table,
      self,
      key: { constraint: k.constraint, columns: pairs.map(([a, b]): [string, string] => [b, a]) },
      foreignIsView: isView(k.table),
    });
  }
  for (const one of foreignKeys) {
    const junction = tables.get(one.table);
    if (!junction) continue;
    for (const other of foreignKeys) {
      if (other.table !== one.table || other.constraint === one.constraint) continue;
      if (![...one.columns, ...other.columns].every((c) => junction.primaryKey.includes(c))) continue;
      add({
        kind: 'm2m',
        table: one.foreign,
        foreign: other.foreign,
        self: one.foreign === other.foreign,
        junction: one.table,
        source: {
          constraint: one.constraint,
          columns: one.columns.map((c, i): [string, string] => [c, one.foreign_columns[i] ?? '']),
        },
        target: {
          constraint: other.constraint,
          columns: other.columns.map((c, i): [string, string] => [c, other.foreign_columns[i] ?? '']),
        },
        foreignIsView: isView(other.foreign),
      });
    }
  }
  const computed = new Map<string, Map<string, ComputedField>>();
  for (const f of functions.rows) {
    if (f.return_table !== null && tables.has(f.return_table)) {
      const toOne = !f.returns_set || f.rows === 1;
      add({
        kind: 'computed',
        table: f.arg_table,
        foreign: f.return_table,
        self: f.arg_table === f.return_table,
        fn: f.name,
        toOne,
      });
    } else if (!f.returns_set) {
      const fields = computed.get(f.arg_table) ?? new Map<string, ComputedField>();
      fields.set(f.name, { fn: f.name, type: f.return_type });
      computed.set(f.arg_table, fields);
    }
  }
  return { relationships, computed };
}

/** Each API role's `statement_timeout` from `pg_db_role_setting`: this database's setting over one for all. */
async function readStatementTimeouts(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.pg.query<{ role: string; setting: string }>(
    `select r.rolname as role, c.setting
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) as c(setting)
      where r.rolname = any($1::text[])
        and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        and c.setting like 'statement\\_timeout=%'
      order by s.setdatabase`,
    [[...ROLES]],
  );
  const timeouts = new Map<string, string>();
  for (const { role, setting } of rows) timeouts.set(role, setting.slice(setting.indexOf('=') + 1));
  return timeouts;
}

/** The name of `known` closest to `name` in spelling, if one is close enough to be a slip. */
export function closestName(name: string, known: readonly string[]): string | null {
  const closest = known
    .map((candidate) => ({ candidate, distance: editDistance(candidate, name) }))
    .filter((c) => c.distance <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.distance - b.distance)[0];
  return closest?.candidate ?? null;
}

function unknownTable(name: string, known: string[]): RestError {
  const closest = closestName(name, known);
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    null,
    closest ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${closest}'` : null,
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

/**
 * Column → default expression of the table's columns that have one (generated columns left out),
 * for `Prefer: missing=default`: read in the request's transaction, so a default changed since the
 * cache was read applies at once.
 */
export async function readColumnDefaults(
  tx: Pick<Transaction, 'query'>,
  table: Table,
): Promise<ReadonlyMap<string, string>> {
  const { rows } = await tx.query<{ name: string; expression: string }>(
    `select a.attname as name, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as expression
       from pg_catalog.pg_attrdef d
       join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where d.adrelid = $1::text::regclass and a.attgenerated = ''`,
    [qualified(table)],
  );
  return new Map(rows.map((r) => [r.name, r.expression]));
}
