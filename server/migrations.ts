import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlClient } from './pg/client.ts';
import { projectDir } from './project.ts';

/**
 * Runs `server/bootstrap/*.sql` in name order: what a Supabase project has before any migration
 * (roles, auth and storage schemas). Every file is idempotent; a file already run with the same
 * content is skipped, which keeps reopening a data folder fast.
 */
export async function bootstrap(pg: SqlClient): Promise<void> {
  await pg.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.embedded_bootstrap (
      name text primary key, checksum text not null
    );`);
  const { rows } = await pg.query<{ name: string; checksum: string }>(
    'select name, checksum from supabase_migrations.embedded_bootstrap',
  );
  const done = new Map(rows.map((r) => [r.name, r.checksum]));
  const dir = path.join(projectDir, 'server', 'bootstrap');
  let changed = false;
  for (const file of sqlFiles(dir, /\.sql$/)) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    // Once one file changes, the later ones run again too: they may build on it.
    if (!changed && done.get(file) === checksum) continue;
    changed = true;
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        `insert into supabase_migrations.embedded_bootstrap (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum`,
        [file, checksum],
      );
    });
  }
}

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/** Applies the migrations of `dir` not yet recorded, each in its own transaction, as the Supabase CLI does. */
export async function migrate(pg: SqlClient, dir: string): Promise<void> {
  await pg.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  if (!existsSync(dir)) return;
  const { rows } = await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  for (const file of sqlFiles(dir, MIGRATION_FILE)) {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    if (!version || !name || applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await pg.transaction(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [version, [sql], name],
      );
    });
  }
}

function sqlFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort();
}
