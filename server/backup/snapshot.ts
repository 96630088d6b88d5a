import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TarEntry } from './tar.ts';

/** What a backup archive holds (`npm run backup`), entry by entry. */
export const BACKUP_ENTRIES = {
  manifest: 'boutique-backup.json',
  keys: 'keys.json',
  /** The Postgres folder as PGlite's `dumpDataDir()` writes it, which `loadDataDir` reads back. */
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
  /** Lets go of the files held for the copy. */
  dispose(): void;
}

const STAGING = path.join('storage', '.backup');
const STALE_STAGING_MS = 60 * 60 * 1000;

/**
 * Takes a consistent copy of a data folder whose Postgres is `pg`, running or not.
 *
 * Inside one transaction slot (every request's writes run in a transaction, so none is half-done
 * while it is held): a checkpoint, the list of stored objects' files, a hard link to each file in
 * a staging folder (instant, and the link keeps the bytes even if the object is replaced or
 * deleted a moment later), and PGlite's dump of the Postgres folder (no query runs meanwhile, so
 * it is the folder as a power cut at that instant would leave it, which Postgres recovers from).
 * Every file a row of the copy references is therefore in the copy. The shop's other requests
 * wait for this step only; writing the archive out happens afterwards.
 */
export async function takeSnapshot(pg: PGlite, dataDir: string): Promise<ShopSnapshot> {
  const storageRoot = path.join(dataDir, 'storage');
  const stagingRoot = path.join(dataDir, STAGING);
  removeStaleStaging(stagingRoot);
  const staging = path.join(stagingRoot, `${Date.now()}-${randomUUID()}`);
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    rmSync(staging, { recursive: true, force: true });
  };
  try {
    const taken = await pg.transaction(async (tx) => {
      await tx.exec('checkpoint');
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
        const held = path.join(staging, bucket, version);
        mkdirSync(path.dirname(held), { recursive: true });
        holdFile(source, held);
        files.push({ bucket, version, size: statSync(held).size });
      }
      const database = await pg.dumpDataDir('none');
      return { postgres: postgres ?? 'unknown', files, missing, database };
    });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      postgres: taken.postgres,
      database_size: taken.database.size,
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
          size: taken.database.size,
          mode: 0o600,
          body: blobChunks(taken.database),
        };
        for (const file of manifest.files) {
          yield {
            name: `${BACKUP_ENTRIES.storagePrefix}${file.bucket}/${file.version}`,
            size: file.size,
            mode: 0o600,
            body: createReadStream(path.join(staging, file.bucket, file.version)),
          };
        }
      },
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** A hard link where the file system allows one, else a copy. */
function holdFile(source: string, held: string): void {
  try {
    linkSync(source, held);
  } catch {
    copyFileSync(source, held);
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
      if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed meanwhile.
    }
  }
}

async function* blobChunks(blob: Blob): AsyncGenerator<Uint8Array> {
  const chunk = 1 << 20;
  for (let offset = 0; offset < blob.size; offset += chunk)
    yield new Uint8Array(await blob.slice(offset, offset + chunk).arrayBuffer());
}
