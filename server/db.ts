import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { AuthError } from './auth/errors.ts';
import { isRole, type Claims } from './auth/roles.ts';
import { DataDirLock } from './data-dir-lock.ts';
import { bootstrap, migrate } from './migrations.ts';
import { defaultSupabaseDir } from './project.ts';

export type { Transaction };

export interface OpenOptions {
  /** A Supabase CLI project folder (config.toml, migrations/, seed.sql, storage/). */
  supabaseDir?: string;
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
      const pg = new PGlite({ dataDir: pgDataDir(dir) });
      await pg.waitReady;
      db = new Database(pg, dir, created, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
    try {
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

function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}
