import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { AuthError } from './auth/claims.ts';
import { seedBucketFiles } from './storage/seed.ts';

export type { Transaction };

export type Role = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims of a request, as PostgREST exposes them to SQL in `request.jwt.claims`. */
export interface Claims {
  role: Role;
  sub?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  exp?: number;
  [k: string]: unknown;
}

const ROLES: ReadonlySet<string> = new Set<Role>(['anon', 'authenticated', 'service_role']);

/**
 * The repository root: `supabase/` and `server/bootstrap/` are found from here. `npm start` runs a
 * bundled copy of the server from elsewhere and says where the project is in BOUTIQUE_ROOT.
 */
export const projectDir = process.env.BOUTIQUE_ROOT ? path.resolve(process.env.BOUTIQUE_ROOT) : path.resolve(import.meta.dirname, '..');

export interface OpenOptions {
  /** A Supabase CLI project folder (config.toml, migrations/, seed.sql, storage/). */
  supabaseDir?: string;
}

/**
 * The embedded Postgres of one data folder. Opening it takes the folder's lock, creates what a
 * Supabase project has before any migration (roles, auth and storage schemas), applies the
 * migrations not yet applied, and on the first start loads the seed and the seed files.
 */
export class Database {
  private closed = false;

  private constructor(
    readonly pg: PGlite,
    readonly dataDir: string,
    private readonly lock: DataDirLock,
  ) {}

  static async open(dataDir: string, options: OpenOptions = {}): Promise<Database> {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const lock = DataDirLock.acquire(dir);
    try {
      const pgDir = path.join(dir, 'pgdata');
      const firstStart = !existsSync(path.join(pgDir, 'PG_VERSION'));
      const pg = new PGlite({ dataDir: pgDir });
      await pg.waitReady;
      const db = new Database(pg, dir, lock);
      const supabaseDir = options.supabaseDir ?? path.join(projectDir, 'supabase');
      try {
        await db.bootstrap();
        await db.migrate(path.join(supabaseDir, 'migrations'));
        if (firstStart) await db.seed(supabaseDir);
      } catch (error) {
        await pg.close();
        if (firstStart) rmSync(pgDir, { recursive: true, force: true });
        throw error;
      }
      return db;
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /**
   * Runs `fn` in one short transaction as the caller: `role` and the JWT claims are set locally,
   * so the grants and row level security of Postgres decide what it may do. A token whose session
   * was signed out is refused before anything runs.
   */
  async asRole<T>(claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!ROLES.has(claims.role)) throw new AuthError(401, `role "${String(claims.role)}" does not exist`);
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

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.pg.close();
    } finally {
      this.lock.release();
    }
  }

  /**
   * Runs `server/bootstrap/*.sql` in name order. Every file is idempotent; a file already run with
   * the same content is skipped, which keeps reopening a data folder fast.
   */
  private async bootstrap(): Promise<void> {
    await this.pg.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.embedded_bootstrap (name text primary key, checksum text not null);`);
    const done = new Map(
      (await this.pg.query<{ name: string; checksum: string }>('select name, checksum from supabase_migrations.embedded_bootstrap')).rows.map((r) => [r.name, r.checksum]),
    );
    const dir = path.join(projectDir, 'server', 'bootstrap');
    let changed = false;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      // Once one file changes, the later ones run again too: they may build on it.
      if (!changed && done.get(file) === checksum) continue;
      changed = true;
      await this.pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.embedded_bootstrap (name, checksum) values ($1, $2)
           on conflict (name) do update set checksum = excluded.checksum`,
          [file, checksum],
        );
      });
    }
  }

  /** Applies migrations not yet recorded, each in its own transaction, as the Supabase CLI does. */
  private async migrate(dir: string): Promise<void> {
    await this.pg.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
    if (!existsSync(dir)) return;
    const applied = new Set(
      (await this.pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const files = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
    for (const file of files) {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match?.[1] || !match[2] || applied.has(match[1])) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      const [version, name] = [match[1], match[2]];
      await this.pg.transaction(async (tx) => {
        try {
          await tx.exec(sql);
        } catch (error) {
          throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        await tx.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [version, [sql], name]);
      });
    }
  }

  /** First start only: `seed.sql`, then every file under `storage/<bucket>/` into its bucket. */
  private async seed(supabaseDir: string): Promise<void> {
    const seedFile = path.join(supabaseDir, 'seed.sql');
    if (existsSync(seedFile)) {
      const sql = readFileSync(seedFile, 'utf8');
      await this.pg.transaction(async (tx) => {
        await tx.exec(sql);
      });
    }
    await seedBucketFiles(this, path.join(supabaseDir, 'storage'));
  }
}

/**
 * One process per data folder: two PGlite instances on one folder corrupt it. The lock file holds
 * the owner's pid; a lock left by a process that no longer runs is taken over.
 */
class DataDirLock {
  private released = false;
  private readonly onExit = () => this.release();

  private constructor(private readonly file: string) {
    process.once('exit', this.onExit);
  }

  static acquire(dir: string): DataDirLock {
    const file = path.join(dir, 'boutique.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = Number(readFileSync(file, 'utf8').trim());
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
          throw new DataDirLockedError(dir, pid);
        }
        rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not lock the data folder ${dir}`);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    try {
      if (readFileSync(this.file, 'utf8').trim() === String(process.pid)) rmSync(this.file, { force: true });
    } catch {
      // Already gone.
    }
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${pid}), probably a running Boutique server. ` +
        'Stop it first, or use another folder with DATA_DIR=<folder>. ' +
        `If no such server is running, delete ${path.join(dataDir, 'boutique.lock')}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
