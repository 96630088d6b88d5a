import { randomUUID } from 'node:crypto';
import { constants, createReadStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDataDir } from '../db.ts';
import { tarSize, tarStream, type TarEntry } from './tar.ts';

/** What a backup archive holds (`npm run backup`), entry by entry. */
export const BACKUP_ENTRIES = {
  manifest: 'boutique-backup.json',
  keys: 'keys.json',
  /**
   * The Postgres folder (`pgdata/`) as a tar: names relative to it, folders before what they hold.
   * Earlier versions wrote PGlite's `dumpDataDir()` here (names starting with `/`); both restore
   * the same way, and PGlite's `loadDataDir` reads either.
   */
  database: 'database.tar',
  /** `storage/<bucket>/<version>`: the bytes of each stored object, as the data folder keeps them. */
  storagePrefix: 'storage/',
} as const;

export const BACKUP_FORMAT = 'boutique-backup';
export const BACKUP_VERSION = 1;

export interface StoredFile {
  bucket: string;
  version: string;
  size: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  /** Postgres's `server_version` when the copy was taken. */
  postgres: string;
  database_size: number;
  /** Every stored object's file, as `storage.objects` referenced it at that instant. */
  files: StoredFile[];
  /** Objects whose file was already missing from the data folder: their rows are kept without one. */
  missing: StoredFile[];
}

/** A consistent copy of a shop, held until its entries are written out. */
export interface ShopSnapshot {
  manifest: BackupManifest;
  /** The manifest, the database and every stored file, as archive entries (not `keys.json`). */
  entries(): Generator<TarEntry>;
  /**
   * Lets go of the files held for the copy (removed asynchronously: a thousand files removed in one
   * synchronous call stalled the server for seconds).
   */
  dispose(): Promise<void>;
}

const STAGING = path.join('storage', '.backup');
const STALE_STAGING_MS = 60 * 60 * 1000;
/** Files copied at a time while the copy is taken. */
const COPIES_AT_ONCE = 8;

/**
 * Takes a consistent copy of a data folder whose Postgres is `pg`, running or not.
 *
 * Inside one transaction slot (every request's writes run in a transaction, and every other query
 * waits for the slot, so nothing is half-done or written while it is held): the list of stored
 * objects' files, a hard link to each file in a staging folder (instant, and the link keeps
 * the bytes even if the object is replaced or deleted a moment later), and a copy of the Postgres
 * folder into the staging folder (the folder as a power cut at that instant would leave it, which
 * Postgres recovers from: every commit's WAL is on disk, and no data page is written ahead of its
 * WAL). No checkpoint is forced first: PGlite runs it on the main thread, flushing every file
 * written since the last one, which stalled every request for over a second. The copy is made
 * file by file with asynchronous copies (a reflink where the file system has them), so the event
 * loop keeps turning: pages, pictures and everything not waiting on Postgres are served meanwhile.
 * (PGlite's own `dumpDataDir()` built the whole folder as one tarball in memory in a single
 * synchronous call, which stalled every request for seconds and held the database in memory
 * twice.) Every file a row of the copy references is in the copy. Writing the archive out,
 * streamed from the staging folder, happens afterwards.
 */
export async function takeSnapshot(pg: PGlite, dataDir: string): Promise<ShopSnapshot> {
  const storageRoot = path.join(dataDir, 'storage');
  const stagingRoot = path.join(dataDir, STAGING);
  removeStaleStaging(stagingRoot);
  const staging = path.join(stagingRoot, `${Date.now()}-${randomUUID()}`);
  const heldFiles = path.join(staging, 'files');
  mkdirSync(heldFiles, { recursive: true, mode: 0o700 });
  let disposed: Promise<void> | undefined;
  const dispose = () => (disposed ??= rm(staging, { recursive: true, force: true }).catch(() => undefined));
  try {
    const taken = await pg.transaction(async (tx) => {
      const postgres = (await tx.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
      const objects = await tx.query<{ bucket_id: string; version: string }>(
        `select bucket_id, version from storage.objects where version is not null order by bucket_id, version`,
      );
      const files: StoredFile[] = [];
      const missing: StoredFile[] = [];
      for (const { bucket_id: bucket, version } of objects.rows) {
        if (!isPlainSegment(bucket) || !isPlainSegment(version)) continue;
        const source = path.join(storageRoot, bucket, version);
        if (!existsSync(source)) {
          missing.push({ bucket, version, size: 0 });
          continue;
        }
        const held = path.join(heldFiles, bucket, version);
        await mkdir(path.dirname(held), { recursive: true, mode: 0o700 });
        await holdFile(source, held);
        files.push({ bucket, version, size: (await stat(held)).size });
      }
      const database = await copyFolder(pgDataDir(dataDir), path.join(staging, 'database'));
      return { postgres: postgres ?? 'unknown', files, missing, database };
    });
    const database = taken.database;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      postgres: taken.postgres,
      database_size: tarSize(database),
      files: taken.files,
      missing: taken.missing,
    };
    return {
      manifest,
      dispose,
      *entries() {
        const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
        yield { name: BACKUP_ENTRIES.manifest, size: manifestBytes.length, body: manifestBytes };
        yield {
          name: BACKUP_ENTRIES.database,
          size: manifest.database_size,
          mode: 0o600,
          body: tarStream(databaseEntries(database)),
        };
        for (const file of manifest.files) {
          yield {
            name: `${BACKUP_ENTRIES.storagePrefix}${file.bucket}/${file.version}`,
            size: file.size,
            mode: 0o600,
            body: createReadStream(path.join(heldFiles, file.bucket, file.version)),
          };
        }
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A file or folder of the copied Postgres folder: its name inside it, and where the copy is. */
interface HeldEntry {
  name: string;
  folder: boolean;
  size: number;
  held: string;
}

/**
 * Copies the folder `source` into `target` (created), folders first in name order, then the files
 * `COPIES_AT_ONCE` at a time. Only folders and regular files are copied (Postgres keeps nothing else).
 */
async function copyFolder(source: string, target: string): Promise<HeldEntry[]> {
  const entries: HeldEntry[] = [];
  const files: { from: string; entry: HeldEntry }[] = [];
  await mkdir(target, { recursive: true, mode: 0o700 });
  const walk = async (relative: string): Promise<void> => {
    const found = await readdir(path.join(source, relative), { withFileTypes: true });
    found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const dirent of found) {
      const name = relative ? `${relative}/${dirent.name}` : dirent.name;
      const held = path.join(target, name);
      if (dirent.isDirectory()) {
        await mkdir(held, { mode: 0o700 });
        entries.push({ name, folder: true, size: 0, held });
        await walk(name);
      } else if (dirent.isFile()) {
        const entry: HeldEntry = { name, folder: false, size: 0, held };
        entries.push(entry);
        files.push({ from: path.join(source, name), entry });
      }
    }
  };
  await walk('');
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file; file = files[next++]) {
      await copyFile(file.from, file.entry.held, constants.COPYFILE_FICLONE);
      file.entry.size = (await stat(file.entry.held)).size;
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
  return entries;
}

/**
 * The copied Postgres folder as the entries of `database.tar`, each file opened only when reached
 * and removed once read (so the copy's disk space is given back as it is sent, and little is left
 * for `dispose` to remove).
 */
function* databaseEntries(entries: readonly HeldEntry[]): Generator<TarEntry> {
  for (const entry of entries) {
    if (entry.folder) yield { name: entry.name, size: 0, folder: true, mode: 0o700, body: new Uint8Array(0) };
    else yield { name: entry.name, size: entry.size, mode: 0o600, body: readThenRemove(entry.held) };
  }
}

async function* readThenRemove(file: string): AsyncGenerator<Uint8Array> {
  yield* createReadStream(file) as AsyncIterable<Buffer>;
  await unlink(file);
}

/** A hard link where the file system allows one, else a copy. */
async function holdFile(source: string, held: string): Promise<void> {
  try {
    await link(source, held);
  } catch {
    await copyFile(source, held, constants.COPYFILE_FICLONE);
  }
}

/** A bucket id or a version as a single path segment (rows are checked, never trusted as paths). */
function isPlainSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\\0]/.test(segment);
}

/** Staging folders left by a backup that was stopped half-way. */
function removeStaleStaging(root: string): void {
  if (!existsSync(root)) return;
  const cutoff = Date.now() - STALE_STAGING_MS;
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    try {
      if (statSync(dir).mtimeMs < cutoff) void rm(dir, { recursive: true, force: true }).catch(() => undefined);
    } catch {
      // Removed meanwhile.
    }
  }
}
