import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Database, type OpenOptions } from './db.ts';
import { defaultSupabaseDir } from './project.ts';
import { seedBucketFiles } from './storage/seed.ts';

/**
 * Opens a data folder the way every start does (the server, `npm run owner`, the prepared test
 * snapshot): the folder is made private to this user (`makePrivate`), the database is opened and
 * migrated, and on its first start the project's seed is loaded. A first start that fails leaves no
 * database behind, so the next one seeds again.
 */
export async function openDataFolder(dataDir: string, options: OpenOptions = {}): Promise<Database> {
  const tightened = makePrivate(dataDir);
  if (tightened > 0) {
    console.log(
      `Data folder ${path.relative(process.cwd(), path.resolve(dataDir)) || '.'}: ${tightened} files and folders ` +
        'were readable or writable by other users, now by this user only.',
    );
  }
  return Database.open(dataDir, {
    ...options,
    firstStart: (db) => seed(db, options.supabaseDir ?? defaultSupabaseDir),
  });
}

/** What a data folder holds, and all that `makePrivate` walks into (never anything else of a folder). */
const DATA_FOLDER_ENTRIES = ['boutique.lock', 'keys.json', 'pgdata', 'storage'];

/**
 * Creates the data folder (mode 700) if needed and takes group and others' permissions away from it
 * and from what it holds (a folder 755 becomes 700, a file 666 becomes 600; the owner's bits stay). The
 * database's write-ahead log holds the owner's password hash and `keys.json` the JWT secret: no
 * other account of the machine may read them, nor write what the server will trust. Symbolic links
 * are left alone and never followed. Returns how many entries were changed.
 */
export function makePrivate(dataDir: string): number {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let changed = tighten(dir) ? 1 : 0;
  for (const name of DATA_FOLDER_ENTRIES) changed += tightenTree(path.join(dir, name));
  return changed;
}

function tightenTree(entry: string): number {
  let stats;
  try {
    stats = lstatSync(entry);
  } catch {
    return 0; // Not there (yet), or gone meanwhile.
  }
  if (!stats.isDirectory() && !stats.isFile()) return 0;
  let changed = tighten(entry, stats.mode) ? 1 : 0;
  if (stats.isDirectory()) {
    for (const name of readdirSync(entry)) changed += tightenTree(path.join(entry, name));
  }
  return changed;
}

/** Clears the group and other permission bits of `entry`; whether there were any. */
function tighten(entry: string, mode = lstatSync(entry).mode): boolean {
  if ((mode & 0o077) === 0) return false;
  chmodSync(entry, mode & 0o700);
  return true;
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
