import { existsSync, fsyncSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { AuthError } from './auth/errors.ts';
import { isRole, type Claims } from './auth/roles.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { bootstrap, migrate } from './migrations.ts';
import { defaultSupabaseDir } from './project.ts';

export type { Transaction };

export interface OpenOptions {
  /** A Supabase CLI project folder (config.toml, migrations/, seed.sql, storage/). */
  supabaseDir?: string;
  /**
   * `false` runs Postgres without flushing commits to the disk, as PGlite does by default: only
   * for measuring what durability costs (`scripts/bench/commit.ts`), never for a shop's data.
   */
  fsync?: boolean;
}

/**
 * The embedded Postgres of one data folder. Opening it takes the folder's lock, creates what a
 * Supabase project has before any migration (roles, auth and storage schemas) and applies the
 * migrations not yet applied. Loading the seed is the starter's step (`openDataFolder`).
 */
export class Database {
  private closed = false;

  private constructor(
    readonly pg: PGlite,
    readonly dataDir: string,
    /** This open created the folder's database: a first start, which the seed follows. */
    readonly created: boolean,
    private readonly lock: DataDirLock,
  ) {}

  static async open(dataDir: string, options: OpenOptions = {}): Promise<Database> {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const lock = DataDirLock.acquire(dir);
    let db: Database;
    try {
      const created = !existsSync(path.join(pgDataDir(dir), 'PG_VERSION'));
      const pg = await openPostgres(dir, { fsync: options.fsync ?? true });
      db = new Database(pg, dir, created, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
    try {
      // initdb's files were copied in without a flush; from here on Postgres flushes its own writes.
      if (db.created && options.fsync !== false) await syncTree(pgDataDir(dir));
      await bootstrap(db.pg);
      await migrate(db.pg, path.join(options.supabaseDir ?? defaultSupabaseDir, 'migrations'));
    } catch (error) {
      await db.discard();
      throw error;
    }
    return db;
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
    this.lock.recordAddress(url);
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
      if (removeData) rmSync(pgDataDir(this.dataDir), { recursive: true, force: true });
    } finally {
      this.lock.release();
    }
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
    fs: durable ? new FlushingNodeFS(pgDataDir(dataDir)) : new NodeFS(pgDataDir(dataDir)),
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
  stream_ops: Record<string, unknown>;
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's Node file system, with `fsync()` reaching the disk. Emscripten's NODEFS has no `fsync`
 * operation, so Postgres's `fsync()` of a WAL segment or data file returned success having done
 * nothing; here it is Node's `fsyncSync` on the real descriptor, its errors passed back to
 * Postgres as errno values (a failed flush then stops Postgres rather than lose a commit).
 */
class FlushingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const nodefs = mod.NODEFS as unknown as EmscriptenNodeFS;
        nodefs.stream_ops.fsync = ({ nfd }: { nfd?: number }) => {
          if (nfd !== undefined) nodefs.tryFSOperation(() => fsyncSync(nfd));
          return 0;
        };
      },
    ];
    return result;
  }
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
