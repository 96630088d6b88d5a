import { existsSync, fsyncSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { AuthError } from './auth/errors.ts';
import { isRole, type Claims } from './auth/roles.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { bootstrap, migrate } from './migrations.ts';
import { PoolClient, type SqlClient, type Transaction } from './pg/client.ts';
import { defaultSupabaseDir } from './project.ts';

export type { Queryable, Results, SqlClient, Transaction } from './pg/client.ts';

export interface OpenOptions {
  /** A Supabase CLI project folder (config.toml, migrations/, seed.sql, storage/). */
  supabaseDir?: string;
  /**
   * `false` runs Postgres without flushing commits to the disk, as PGlite does by default: only
   * for measuring what durability costs (`scripts/bench/commit.ts`), never for a shop's data.
   */
  fsync?: boolean;
  /**
   * A PostgreSQL server (`postgres://…`) instead of the embedded one: the data folder then keeps
   * only the keys and the stored files, and several processes may share both.
   */
  databaseUrl?: string;
  /** Connections each process keeps open to `databaseUrl` at most. */
  poolSize?: number;
  /**
   * What a database's first start adds after the migrations (the seed). It runs once per
   * database: while the folder's (or the PostgreSQL database's) lock is held, and a failure
   * leaves the database to be set up again by the next start.
   */
  firstStart?: (db: Database) => Promise<void>;
}

/** The advisory lock key (any constant) that serialises setting a PostgreSQL database up. */
const SETUP_LOCK = 7_265_470_011;

/**
 * The shop's Postgres: the embedded one of a data folder (PGlite), or a PostgreSQL server named by
 * `DATABASE_URL`. Opening it creates what a Supabase project has before any migration (roles, auth
 * and storage schemas), applies the migrations not yet applied and, on a first start, the seed.
 */
export class Database {
  private closed = false;

  private constructor(
    /** The connection every query goes through. */
    readonly pg: SqlClient,
    readonly dataDir: string,
    /** This open created the database (a first start, which the seed followed). */
    readonly created: boolean,
    /** The embedded Postgres, for what only it can do (copying its folder); null on PostgreSQL. */
    readonly embedded: PGlite | null,
    /** The data folder's lock; null on PostgreSQL, where processes share the folder. */
    private readonly lock: DataDirLock | null,
    /** The PostgreSQL server's address, or null for the embedded Postgres. */
    readonly databaseUrl: string | null = null,
  ) {}

  /** Where the data lives, for messages: the folder, or the PostgreSQL server without its password. */
  get location(): string {
    return this.databaseUrl ? describeUrl(this.databaseUrl) : this.dataDir;
  }

  static async open(dataDir: string, options: OpenOptions = {}): Promise<Database> {
    const dir = path.resolve(dataDir);
    // Private to this user; what the server creates in it later is too (`process.umask` in main.ts).
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const databaseUrl = options.databaseUrl;
    if (databaseUrl) return Database.openServer(dir, databaseUrl, options);
    const lock = DataDirLock.acquire(dir);
    let db: Database;
    try {
      const created = !existsSync(path.join(pgDataDir(dir), 'PG_VERSION'));
      const pg = await openPostgres(dir, { fsync: options.fsync ?? true });
      db = new Database(pg, dir, created, pg, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
    try {
      // initdb's files were copied in without a flush; from here on Postgres flushes its own writes.
      if (db.created && options.fsync !== false) await syncTree(pgDataDir(dir));
      await bootstrap(db.pg);
      await migrate(db.pg, path.join(options.supabaseDir ?? defaultSupabaseDir, 'migrations'));
      if (db.created) await options.firstStart?.(db);
    } catch (error) {
      await db.discard();
      throw error;
    }
    return db;
  }

  /**
   * PostgreSQL: bootstrap, migrations and the first start run under an advisory lock, so processes
   * starting together on a new database set it up once; the first start is recorded when done.
   */
  private static async openServer(dir: string, databaseUrl: string, options: OpenOptions): Promise<Database> {
    const pool = new PoolClient(databaseUrl, options.poolSize === undefined ? {} : { max: options.poolSize });
    try {
      const created = await pool.withAdvisoryLock(SETUP_LOCK, async () => {
        await bootstrap(pool);
        await migrate(pool, path.join(options.supabaseDir ?? defaultSupabaseDir, 'migrations'));
        await pool.exec(`create table if not exists supabase_migrations.embedded_first_start (
                           done_at timestamptz not null default now())`);
        const { rows } = await pool.query('select 1 from supabase_migrations.embedded_first_start');
        if (rows.length > 0) return false;
        await options.firstStart?.(new Database(pool, dir, true, null, null, databaseUrl));
        await pool.query('insert into supabase_migrations.embedded_first_start default values');
        return true;
      });
      return new Database(pool, dir, created, null, null, databaseUrl);
    } catch (error) {
      await pool.close();
      throw error;
    }
  }

  /**
   * Runs `fn` in one short transaction as the caller: `role` and the JWT claims are set locally,
   * so the grants and row level security of Postgres decide what it may do. A token whose session
   * was signed out is refused before anything runs.
   */
  async asRole<T>(claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const role: unknown = claims.role;
    if (!isRole(role)) throw new AuthError(401, `role "${String(role)}" does not exist`);
    return this.pg.transaction(async (tx) => {
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
      if (sessionId) {
        const found = await tx.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
        if (found.rows.length === 0) throw new AuthError(401, 'JWT session has been revoked', 'session_not_found');
      }
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [claims.role, JSON.stringify(claims), claims.sub ?? ''],
      );
      return fn(tx);
    });
  }

  /** Records where the server using this folder listens (see `DataDirLock.recordAddress`). */
  recordAddress(url: string): void {
    this.lock?.recordAddress(url);
  }

  async close(): Promise<void> {
    await this.shutdown(false);
  }

  /** Closes a database this open created and removes it, so the next start begins afresh. */
  async discard(): Promise<void> {
    await this.shutdown(this.created);
  }

  private async shutdown(removeData: boolean): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.pg.close();
      if (removeData && this.embedded) rmSync(pgDataDir(this.dataDir), { recursive: true, force: true });
    } finally {
      this.lock?.release();
    }
  }
}

/** `postgres://user@host:port/db`, the password left out. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'PostgreSQL';
  }
}

export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * Postgres over the data folder's `pgdata/`, with every commit flushed to the disk before it is
 * acknowledged. The caller holds the folder's lock. `loadDataDir` fills an empty folder from a
 * `dumpDataDir()` tarball (a restore).
 */
export async function openPostgres(
  dataDir: string,
  options: { fsync?: boolean; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const durable = options.fsync ?? true;
  const pg = new PGlite({
    fs: durable ? new FlushingNodeFS(pgDataDir(dataDir)) : new PrivateNodeFS(pgDataDir(dataDir)),
    ...(durable ? { startParams: durableStartParams() } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  } satisfies PGliteOptions);
  await pg.waitReady;
  return pg;
}

/**
 * PGlite's start-up arguments with durability on. PGlite starts Postgres with `-F` (fsync off):
 * a commit is acknowledged once written to the OS, and a power cut can lose it or corrupt the
 * cluster. Without `-F` Postgres flushes the WAL at every commit; `wal_sync_method=fsync` makes
 * that flush an `fsync()`, the one call PGlite's WebAssembly file system passes on to the disk
 * (its `fdatasync()` does nothing: see `FlushingNodeFS`).
 */
export function durableStartParams(defaults: readonly string[] = PGlite.defaultStartParams): string[] {
  const params: string[] = [];
  for (let i = 0; i < defaults.length; i++) {
    const param = defaults[i] ?? '';
    if (param === '-F') continue;
    const value = defaults[i + 1] ?? '';
    if (param === '-c' && /^(fsync|synchronous_commit|full_page_writes|wal_sync_method)=/.test(value)) {
      i++;
      continue;
    }
    params.push(param);
  }
  return [
    ...params,
    ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on', '-c', 'wal_sync_method=fsync'],
  ];
}

/** The part of Emscripten's NODEFS this file reaches into. */
interface EmscriptenNodeFS {
  node_ops: Record<string, unknown>;
  stream_ops: Record<string, unknown>;
  tryFSOperation<T>(operation: () => T): T;
}

type WithMode = { mode?: number | null } & Record<string, unknown>;
/** Group and others' permission bits removed from a mode being set. */
const privateMode = (attr: WithMode): WithMode =>
  typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~0o077 } : attr;

/**
 * PGlite's Node file system, creating and setting files and folders private to this user whatever
 * the process's umask. Emscripten applies a umask of its own (022) to what Postgres creates, then
 * sets the resulting mode with `chmod`, which the process's umask does not reach: Postgres's files
 * came out 644, world-readable (its WAL holds the owner's password hash). Here every mode Postgres
 * creates or sets loses its group and other bits (files 600, folders 700).
 */
class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    return beforeStart(await super.init(...args), (nodefs) => {
      const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
      const mknod = nodeOps.mknod as (parent: unknown, name: string, mode: number, dev: unknown) => unknown;
      const setattr = nodeOps.setattr as (node: unknown, attr: WithMode) => unknown;
      const setStreamAttr = streamOps.setattr as (stream: unknown, attr: WithMode) => unknown;
      nodeOps.mknod = (parent: unknown, name: string, mode: number, dev: unknown) =>
        mknod.call(nodeOps, parent, name, mode & ~0o077, dev);
      nodeOps.setattr = (node: unknown, attr: WithMode) => setattr.call(nodeOps, node, privateMode(attr));
      streamOps.setattr = (stream: unknown, attr: WithMode) => setStreamAttr.call(streamOps, stream, privateMode(attr));
    });
  }
}

/**
 * PGlite's Node file system, with `fsync()` reaching the disk. Emscripten's NODEFS has no `fsync`
 * operation, so Postgres's `fsync()` of a WAL segment or data file returned success having done
 * nothing; here it is Node's `fsyncSync` on the real descriptor, its errors passed back to
 * Postgres as errno values (a failed flush then stops Postgres rather than lose a commit).
 */
class FlushingNodeFS extends PrivateNodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    return beforeStart(await super.init(...args), (nodefs) => {
      nodefs.stream_ops.fsync = ({ nfd }: { nfd?: number }) => {
        if (nfd !== undefined) nodefs.tryFSOperation(() => fsyncSync(nfd));
        return 0;
      };
    });
  }
}

/** Changes Emscripten's NODEFS once it exists, before Postgres starts, in what a file system's `init` returns. */
function beforeStart(
  result: Awaited<ReturnType<NodeFS['init']>>,
  change: (nodefs: EmscriptenNodeFS) => void,
): Awaited<ReturnType<NodeFS['init']>> {
  const { emscriptenOpts } = result;
  emscriptenOpts.preRun = [
    ...(emscriptenOpts.preRun ?? []),
    (mod: { NODEFS: unknown }) => change(mod.NODEFS as EmscriptenNodeFS),
  ];
  return result;
}

/**
 * Flushes every file and folder under `dir` to the disk (after files were written without it),
 * several at a time: a thousand small files take a third of a second rather than two.
 */
export async function syncTree(dir: string): Promise<void> {
  const paths = pathsUnder(dir);
  let next = 0;
  const flushOne = async () => {
    while (next < paths.length) {
      const handle = await open(paths[next++] ?? dir, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, flushOne));
}

/** Files first, each folder after what it holds. */
function pathsUnder(dir: string, paths: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pathsUnder(full, paths);
    else if (entry.isFile()) paths.push(full);
  }
  paths.push(dir);
  return paths;
}
