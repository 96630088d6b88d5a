/**
 * Prepared data folders. A fresh PGlite folder costs ~5 s of initdb plus migrations and seed; tests
 * instead copy a folder prepared once and kept under node_modules/.cache, keyed by everything that
 * shapes it (bootstrap SQL, migrations, seed, seed files, PGlite's version), so a change to any of
 * them prepares a new one.
 *
 *   tsx scripts/snapshot.ts <folder>    replaces <folder> with a fresh copy of the prepared snapshot
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE, lockHolder } from '../server/data-dir-lock.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'boutique-snapshots');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(root, 'server', 'bootstrap')),
    ...filesUnder(path.join(root, 'supabase', 'migrations')),
    path.join(root, 'supabase', 'seed.sql'),
    ...['db.ts', 'migrations.ts', 'data-folder.ts', 'storage/seed.ts'].map((file) => path.join(root, 'server', file)),
    path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // Seed files can be large videos: their names and sizes are enough to notice a change.
  for (const file of filesUnder(path.join(root, 'supabase', 'storage'))) {
    hash
      .update(path.relative(root, file))
      .update(String(statSync(file).size))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The prepared snapshot's folder, preparing it first if needed (safe when processes race). */
export async function prepareSnapshot(): Promise<string> {
  const target = path.join(cacheDir, snapshotKey());
  if (existsSync(path.join(target, 'keys.json'))) return target;
  mkdirSync(cacheDir, { recursive: true });
  const building = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const { openDataFolder } = await import('../server/data-folder.ts');
  const { loadKeys } = await import('../server/auth/claims.ts');
  const db = await openDataFolder(building);
  await loadKeys(building);
  await db.close();
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // Another process prepared it first.
  }
  pruneOldSnapshots(target);
  return target;
}

/** Snapshots of earlier sources (~40 MB each) go once nothing has touched them for an hour. */
function pruneOldSnapshots(keep: string): void {
  const hourAgo = Date.now() - 3600_000;
  for (const entry of readdirSync(cacheDir)) {
    const dir = path.join(cacheDir, entry);
    if (dir === keep) continue;
    try {
      if (statSync(dir).mtimeMs < hourAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** Replaces `dest` with a fresh copy of the prepared snapshot. */
export async function copySnapshot(dest: string): Promise<void> {
  const holder = lockHolder(dest);
  if (holder !== null) {
    const by = holder.pid === null ? '' : ` (pid ${holder.pid})`;
    throw new Error(`${dest} is in use by a running server${by}: stop it before replacing its data.`);
  }
  const source = await prepareSnapshot();
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(path.dirname(dest), { recursive: true });
  // `cp -R` copies the thousand small files of a Postgres folder ten times faster than fs.cpSync.
  const copied = process.platform !== 'win32' && spawnSync('cp', ['-R', source, dest]).status === 0;
  if (!copied) cpSync(source, dest, { recursive: true });
  rmSync(path.join(dest, LOCK_FILE), { force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2];
  if (!dest) {
    console.error('Usage: tsx scripts/snapshot.ts <data folder>');
    process.exit(2);
  }
  await copySnapshot(path.resolve(dest));
  console.log(`Fresh data folder in ${dest}`);
}
