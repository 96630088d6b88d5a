import { ROLES } from '../auth/roles.ts';
import type { Database } from '../db.ts';
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

/** What the cache holds: tables with their columns, and who may write them or call functions. */
interface Catalog {
  tables: Map<string, Table>;
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
  return { tables, rights, functions, timeouts };
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
