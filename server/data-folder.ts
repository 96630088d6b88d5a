import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Database, type OpenOptions } from './db.ts';
import { defaultSupabaseDir } from './project.ts';
import { seedBucketFiles } from './storage/seed.ts';

/**
 * Opens a data folder the way every start does (the server, `npm run owner`, the prepared test
 * snapshot): the database is opened and migrated, and on its first start the project's seed is
 * loaded. A first start that fails leaves no database behind, so the next one seeds again.
 */
export async function openDataFolder(dataDir: string, options: OpenOptions = {}): Promise<Database> {
  return Database.open(dataDir, {
    ...options,
    firstStart: (db) => seed(db, options.supabaseDir ?? defaultSupabaseDir),
  });
}

/** `seed.sql`, then every file under `storage/<bucket>/` into its bucket. */
async function seed(db: Database, supabaseDir: string): Promise<void> {
  const seedFile = path.join(supabaseDir, 'seed.sql');
  if (existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    await db.pg.transaction(async (tx) => {
      await tx.exec(sql);
    });
  }
  await seedBucketFiles(db, path.join(supabaseDir, 'storage'));
}
