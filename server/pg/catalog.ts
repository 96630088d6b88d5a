import type { Transaction } from '@electric-sql/pglite';

/**
 * Look-ups in Postgres's system catalog (`pg_class`, `pg_attribute`, `pg_proc`): which tables,
 * columns and functions exist, so that every identifier a request names is checked before it
 * reaches SQL. Run as the superuser or as the caller; the catalog is readable by every role.
 */
type Queryable = Pick<Transaction, 'query'>;

export interface Column {
  name: string;
  /** `format_type()` of the column, e.g. `numeric(10,2)`. */
  type: string;
  /** The type without modifiers (`numeric`), what filter values are cast to: Postgres's own text. */
  baseType: string;
  /** `pg_type.typname` (`numeric`, `int8`, `_text`), the name Realtime reports. */
  typeName: string;
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

interface ColumnRow {
  table_name: string;
  relkind: string;
  column_name: string | null;
  column_type: string | null;
  base_type: string | null;
  type_name: string | null;
  generated: boolean | null;
  primary_key: string[] | null;
}

const WRITABLE_KINDS: ReadonlySet<string> = new Set(['r', 'p', 'v', 'f']);

/** The tables, views and foreign tables of `schema` (only `name` when given), with their columns in order. */
export async function readTables(
  db: Queryable,
  schema: string,
  name: string | null = null,
): Promise<Map<string, Table>> {
  const { rows } = await db.query<ColumnRow>(
    `select c.relname as table_name, c.relkind::text as relkind, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as column_type, format_type(a.atttypid, null) as base_type,
            t.typname::text as type_name, a.attgenerated <> '' as generated,
            (select array_agg(k.attname order by array_position(p.conkey, k.attnum))
               from pg_constraint p join pg_attribute k on k.attrelid = p.conrelid and k.attnum = any (p.conkey)
              where p.conrelid = c.oid and p.contype = 'p') as primary_key
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and ($2::text is null or c.relname = $2) and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [schema, name],
  );
  const tables = new Map<string, Table>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        schema,
        name: row.table_name,
        writable: WRITABLE_KINDS.has(row.relkind),
        columns: new Map(),
        primaryKey: row.primary_key ?? [],
      };
      tables.set(row.table_name, table);
    }
    if (row.column_name === null) continue; // A table without columns.
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.column_type ?? '',
      baseType: row.base_type ?? '',
      typeName: row.type_name ?? '',
      generated: row.generated === true,
    });
  }
  return tables;
}

/** One table of `schema`, or null when there is none of that name. */
export async function readTable(db: Queryable, schema: string, name: string): Promise<Table | null> {
  return (await readTables(db, schema, name)).get(name) ?? null;
}

/** A function as `/rpc` calls it: its input arguments by name, their types, and what it returns. */
export interface CatalogFunction {
  name: string;
  /** The names of the input arguments in order; an unnamed one is ''. */
  inputs: string[];
  /** `format_type()` of each input argument, in order. */
  inputTypes: string[];
  /** Type category of each input argument ('A' array, 'U' user/json, …). */
  inputCategories: string[];
  /** How many input arguments it declares, and how many of the last ones have defaults. */
  inputCount: number;
  defaultCount: number;
  returnsSet: boolean;
  /** `typtype` of the result: 'c' for a row type. */
  returnKind: string;
  returnsVoid: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_count: number;
  arg_types: string[];
  arg_categories: string[];
  default_count: number;
  returns_set: boolean;
  return_kind: string;
  returns_void: boolean;
}

/** Modes of the arguments a caller passes: in, inout and variadic. */
const INPUT_MODES: ReadonlySet<string> = new Set(['i', 'b', 'v']);

/** The overloads of the plain function `schema.name` (no procedures or aggregates). */
export async function readFunctions(db: Queryable, schema: string, name: string): Promise<CatalogFunction[]> {
  const { rows } = await db.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            p.pronargs::int as arg_count,
            array(select format_type(t, null) from unnest(p.proargtypes) with ordinality as a(t, i) order by i)
              as arg_types,
            array(select ty.typcategory::text from unnest(p.proargtypes) with ordinality as a(t, i)
                    join pg_type ty on ty.oid = a.t order by i) as arg_categories,
            p.pronargdefaults::int as default_count, p.proretset as returns_set, t.typtype::text as return_kind,
            p.prorettype = 'void'::regtype as returns_void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map((row) => ({
    name: row.name,
    inputs: (row.arg_names ?? [])
      .filter((_, i) => !row.arg_modes || INPUT_MODES.has(row.arg_modes[i] ?? 'i'))
      .slice(0, row.arg_count),
    inputTypes: row.arg_types,
    inputCategories: row.arg_categories,
    inputCount: row.arg_count,
    defaultCount: row.default_count,
    returnsSet: row.returns_set,
    returnKind: row.return_kind,
    returnsVoid: row.returns_void,
  }));
}

/** What one role may do to one table, as far as the catalog alone can tell before a write runs. */
export interface WriteRights {
  /** `pg_class.relkind`: 'r' table, 'p' partitioned table, 'v' view, 'm' materialized view, 'f' foreign table. */
  kind: string;
  /** INSERT, UPDATE on at least one column; DELETE on the table. */
  insert: boolean;
  update: boolean;
  delete: boolean;
  /** Row level security applies to this role (enabled, and the role neither bypasses it nor owns the table). */
  rowSecurity: boolean;
  /** At least one permissive policy for the command (or `ALL`) applies to the role or to PUBLIC. */
  insertPolicy: boolean;
  updatePolicy: boolean;
  deletePolicy: boolean;
}

interface RightsRow extends WriteRights {
  table_name: string;
  role: string;
}

/**
 * Every role's write rights on every table and view of `schema`, by table then role: the privileges
 * (`has_any_column_privilege`, so column grants count) and whether row level security leaves any
 * permissive policy for the command.
 */
export async function readWriteRights(
  db: Queryable,
  schema: string,
  roles: readonly string[],
): Promise<Map<string, Map<string, WriteRights>>> {
  const policy = (commands: string) =>
    `exists (select from pg_policy p
              where p.polrelid = c.oid and p.polpermissive and p.polcmd in (${commands})
                and ('0'::oid = any (p.polroles)
                     or exists (select from unnest(p.polroles) as pr(oid)
                                 where pg_has_role(r.oid, pr.oid, 'MEMBER'))))`;
  const { rows } = await db.query<RightsRow>(
    `select c.relname as table_name, r.rolname as role, c.relkind::text as kind,
            has_any_column_privilege(r.oid, c.oid, 'INSERT') as insert,
            has_any_column_privilege(r.oid, c.oid, 'UPDATE') as update,
            has_table_privilege(r.oid, c.oid, 'DELETE') as delete,
            c.relrowsecurity and not (r.rolsuper or r.rolbypassrls)
              and (c.relforcerowsecurity or not pg_has_role(r.oid, c.relowner, 'USAGE')) as "rowSecurity",
            ${policy(`'a', '*'`)} as "insertPolicy",
            ${policy(`'w', '*'`)} as "updatePolicy",
            ${policy(`'d', '*'`)} as "deletePolicy"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join pg_roles r
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and r.rolname = any ($2::text[])`,
    [schema, roles],
  );
  const rights = new Map<string, Map<string, WriteRights>>();
  for (const { table_name, role, ...row } of rows) {
    const byRole = rights.get(table_name) ?? new Map<string, WriteRights>();
    byRole.set(role, row);
    rights.set(table_name, byRole);
  }
  return rights;
}

/** The roles that may execute at least one overload of each plain function of `schema`, by name. */
export async function readFunctionRights(
  db: Queryable,
  schema: string,
  roles: readonly string[],
): Promise<Map<string, Set<string>>> {
  const { rows } = await db.query<{ name: string; role: string | null }>(
    `select p.proname as name, r.rolname as role
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       left join pg_roles r on r.rolname = any ($2::text[]) and has_function_privilege(r.oid, p.oid, 'EXECUTE')
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema, roles],
  );
  const rights = new Map<string, Set<string>>();
  for (const { name, role } of rows) {
    const executing = rights.get(name) ?? new Set<string>();
    if (role !== null) executing.add(role);
    rights.set(name, executing);
  }
  return rights;
}
