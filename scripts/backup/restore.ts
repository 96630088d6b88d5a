/**
 * Restores a backup made by `npm run backup` into an empty (or new) data folder:
 *
 *   npm run restore -- <file.tar.gz> [--data-dir <folder>]    (default folder: DATA_DIR, else .data/)
 *
 * The archive is read strictly and as a stream (only the entries a backup writes, each checked
 * against its manifest and within `RESTORE_LIMITS` before it is read), the database is written into
 * `pgdata/` as it is read and opened once by Postgres, every stored object's file is checked to be
 * there, and the folder is made private and flushed to the disk. On any failure the folder is left
 * as empty as it was found. Then `DATA_DIR=<folder> npm start` serves the restored shop.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeFileSync,
  type ReadStream,
} from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import {
  BACKUP_ENTRIES,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  type StoredFile,
} from '../../server/backup/snapshot.ts';
import { readTar, type TarFile } from '../../server/backup/tar.ts';
import { DataDirLock, DataDirLockedError, LOCK_FILE } from '../../server/data-dir-lock.ts';
import { makePrivate } from '../../server/data-folder.ts';
import { openPostgres, pgDataDir, syncTree } from '../../server/db.ts';
import { isValidBucketId } from '../../server/storage/keys.ts';
import { CommandError, fileAndDataDir, megabytes, runCommand } from './cli.ts';

const USAGE = 'Usage: npm run restore -- <file.tar.gz> [--data-dir <folder>]';
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MB = 1024 * 1024;

/**
 * What a restore allows at most. A backup comes nowhere near them (the demo shop's: ~1,060 database
 * entries, a 40 MB database, compressed 7:1), and they keep a crafted archive from exhausting the
 * machine the shop runs on: nothing is held in memory but `keys.json`, the manifest and one chunk at
 * a time, and what is written to the disk is refused as soon as it goes past what the manifest,
 * read first, declared.
 */
export interface RestoreLimits {
  /** `keys.json` and the manifest, the only entries read into memory. */
  smallEntryBytes: number;
  /** Stored files a manifest may list. */
  files: number;
  /** Files and folders in the database's own tar. */
  databaseEntries: number;
  /** Inflated bytes allowed beyond the sizes declared (headers, padding, folders, `keys.json`). */
  overheadBytes: number;
  /** Past this many inflated bytes, `ratio` inflated bytes per compressed byte is a compression bomb. */
  bombFloorBytes: number;
  ratio: number;
  /** Disk space left free after the restore's declared bytes. */
  diskMarginBytes: number;
}

export const RESTORE_LIMITS: RestoreLimits = {
  smallEntryBytes: 16 * MB,
  files: 1_000_000,
  databaseEntries: 50_000,
  overheadBytes: 64 * MB,
  bombFloorBytes: 64 * MB,
  ratio: 200,
  diskMarginBytes: 256 * MB,
};

export interface RestoreSummary {
  files: number;
  products: number | null;
  createdAt: string;
}

interface KeysFile {
  jwt_secret: string;
  anon_key: string;
  service_role_key: string;
}

export async function restoreShop(
  file: string,
  dataDir: string,
  limits: RestoreLimits = RESTORE_LIMITS,
): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) throw notEmpty(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  let lock: DataDirLock;
  try {
    lock = DataDirLock.acquire(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CommandError(error.message);
    throw error;
  }
  let pg: PGlite | null = null;
  try {
    if (readdirSync(dataDir).some((name) => name !== LOCK_FILE)) throw notEmpty(dataDir);
    const read = await readArchive(file, dataDir, limits);
    writeFileSync(path.join(dataDir, 'keys.json'), JSON.stringify(read.keys, null, 2) + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
    try {
      pg = await openPostgres(dataDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CommandError(
        `The backup's database (Postgres ${read.manifest.postgres}) could not be opened here: ${reason}`,
      );
    }
    const summary = await checkRestored(pg, dataDir, read.manifest);
    await pg.close();
    pg = null;
    makePrivate(dataDir); // whatever Postgres created under a permissive umask
    await syncTree(dataDir);
    return summary;
  } catch (error) {
    if (pg) await pg.close().catch(() => undefined);
    lock.release();
    // Left as it was found: a half-restored shop must not start.
    if (!existed) rmSync(dataDir, { recursive: true, force: true });
    else for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

function notEmpty(dataDir: string): CommandError {
  return new CommandError(
    `The data folder ${dataDir} is not empty: a backup is restored only into an empty or new folder, ` +
      'never over a shop. Name another with --data-dir <folder>, or move this one away first.',
  );
}

interface ReadArchive {
  manifest: BackupManifest;
  keys: KeysFile;
}

/**
 * Reads the archive, writing the database and the stored files into place and returning the rest.
 * The manifest comes before the database and the stored files (a backup writes it so), so every
 * size is checked against it, and against the free disk space, before a byte of that entry is read.
 */
async function readArchive(file: string, dataDir: string, limits: RestoreLimits): Promise<ReadArchive> {
  let manifest: BackupManifest | undefined;
  let keys: KeysFile | undefined;
  const found = { database: false };
  const expected = new Map<string, number>();
  const written = new Set<string>();
  const seen = new Set<string>();
  const source = new InflatedBytes(file, limits);

  async function onFile(entry: TarFile, body: AsyncIterable<Uint8Array>): Promise<void> {
    if (seen.has(entry.name)) throw damaged(`it holds ${entry.name} twice`);
    seen.add(entry.name);
    if (entry.name === BACKUP_ENTRIES.manifest) {
      manifest = parseManifest(await small(entry, body, limits), limits);
      for (const stored of manifest.files) expected.set(`${stored.bucket}/${stored.version}`, stored.size);
      if (expected.size !== manifest.files.length) throw damaged(`${BACKUP_ENTRIES.manifest} lists a file twice`);
      const declared = manifest.database_size + manifest.files.reduce((sum, stored) => sum + stored.size, 0);
      checkDiskSpace(dataDir, declared, limits);
      source.allow(declared + (manifest.files.length + 3) * 1024);
    } else if (entry.name === BACKUP_ENTRIES.keys) {
      keys = parseKeys(await small(entry, body, limits));
    } else if (entry.name === BACKUP_ENTRIES.database) {
      if (!manifest) throw damaged(`${BACKUP_ENTRIES.manifest} does not come before the database`);
      if (entry.size !== manifest.database_size) throw damaged('the database is not the size its manifest gives');
      await extractDatabase(body, pgDataDir(dataDir), limits);
      found.database = true;
    } else if (entry.name.startsWith(BACKUP_ENTRIES.storagePrefix)) {
      const [bucket = '', version = '', ...rest] = entry.name.slice(BACKUP_ENTRIES.storagePrefix.length).split('/');
      if (rest.length || !isValidBucketId(bucket) || bucket.startsWith('.') || !VERSION.test(version))
        throw damaged(`it holds an unexpected file, ${entry.name}`);
      if (!manifest) throw damaged(`${BACKUP_ENTRIES.manifest} does not come before the stored files`);
      const size = expected.get(`${bucket}/${version}`);
      if (size === undefined) throw damaged(`it holds a stored file its manifest does not list, ${entry.name}`);
      if (size !== entry.size) throw damaged(`the stored file ${bucket}/${version} has the wrong size`);
      const target = path.join(dataDir, 'storage', bucket, version);
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeBody(target, body);
      written.add(`${bucket}/${version}`);
    } else {
      throw damaged(`it holds an unexpected file, ${entry.name}`);
    }
  }

  try {
    await readTar(source.chunks(), onFile, { maxEntries: limits.files + 1000 });
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  } finally {
    source.close();
  }
  if (!manifest) throw damaged(`${BACKUP_ENTRIES.manifest} is missing`);
  if (!keys) throw damaged(`${BACKUP_ENTRIES.keys} is missing`);
  if (!found.database) throw damaged(`${BACKUP_ENTRIES.database} is missing`);
  // Else Postgres would start a new, empty database there and the restore would seem to succeed.
  if (!existsSync(path.join(pgDataDir(dataDir), 'PG_VERSION'))) throw damaged('its database is incomplete');
  for (const stored of manifest.files) {
    if (!written.has(`${stored.bucket}/${stored.version}`))
      throw damaged(`the stored file ${stored.bucket}/${stored.version} is missing`);
  }
  return { manifest, keys };
}

/**
 * The archive's bytes as gunzip inflates them, counted: past what the manifest declared (plus
 * headers and padding), or past `ratio` inflated bytes per compressed byte once there are many, the
 * archive is refused before any more is inflated.
 */
class InflatedBytes {
  private readonly file: ReadStream;
  private readonly gunzip = createGunzip();
  private allowed: number;

  constructor(
    archive: string,
    private readonly limits: RestoreLimits,
  ) {
    this.file = createReadStream(archive);
    this.file.once('error', (error) => this.gunzip.destroy(error));
    this.file.pipe(this.gunzip);
    // Before the manifest: keys.json, the manifest and whatever a tar writer puts around them.
    this.allowed = 2 * limits.smallEntryBytes + limits.overheadBytes;
  }

  /** Raises the bound to `declared` bytes (the manifest's) and the overhead. */
  allow(declared: number): void {
    this.allowed = Math.max(this.allowed, declared + this.limits.overheadBytes);
  }

  async *chunks(): AsyncGenerator<Uint8Array> {
    let inflated = 0;
    for await (const chunk of this.gunzip as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > this.allowed)
        throw damaged(`it inflates to more than the ${megabytes(this.allowed)} its manifest accounts for`);
      if (inflated > this.limits.bombFloorBytes && inflated > this.limits.ratio * this.file.bytesRead)
        throw damaged(
          `it inflates more than ${this.limits.ratio} times (${megabytes(inflated)} from ` +
            `${megabytes(this.file.bytesRead)}), which no backup does`,
        );
      yield chunk;
    }
  }

  close(): void {
    this.file.destroy();
    this.gunzip.destroy();
  }
}

/** Refuses a restore that would fill the disk the folder is on. */
function checkDiskSpace(dataDir: string, declared: number, limits: RestoreLimits): void {
  const disk = statfsSync(dataDir);
  const free = disk.bavail * disk.bsize;
  if (declared + limits.diskMarginBytes > free)
    throw new CommandError(
      `The backup needs ${megabytes(declared)}, and the disk of ${dataDir} has ${megabytes(free)} free ` +
        `(${megabytes(limits.diskMarginBytes)} are kept free): make room or restore onto another disk.`,
    );
}

/**
 * Writes the database's tar into `pgdata/` as it is read: only folders and regular files, each at
 * a name checked to stay inside it (PGlite's names start with `/`; ours do not), files created
 * anew (never over anything, never through a link), at most `databaseEntries` of them, and nothing
 * but the tar's padding after its end. Empty folders are created once the count is known good.
 */
async function extractDatabase(body: AsyncIterable<Uint8Array>, target: string, limits: RestoreLimits): Promise<void> {
  mkdirSync(target, { mode: 0o700 });
  const inside = (name: string): string => {
    const segments = name.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment)))
      throw damaged(`the database holds an unexpected name, ${JSON.stringify(name)}`);
    return path.join(target, ...segments);
  };
  const folders: string[] = [];
  await readTar(
    body,
    async (entry, content) => {
      const file = inside(entry.name);
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeBody(file, content);
    },
    {
      maxEntries: limits.databaseEntries,
      onFolder: (name) => {
        if (name.replace(/^\/+/, '') !== '') folders.push(inside(name)); // not the folder itself
      },
      drainZeros: 64 * 1024,
    },
  );
  for (const folder of folders) mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/** A new file (mode 600) holding `body`. */
async function writeBody(target: string, body: AsyncIterable<Uint8Array>): Promise<void> {
  const out = await open(target, 'wx', 0o600);
  try {
    for await (const chunk of body) await out.write(chunk);
  } finally {
    await out.close();
  }
}

/** Every stored object of the restored database has its file, unless it had none when backed up. */
async function checkRestored(pg: PGlite, dataDir: string, manifest: BackupManifest): Promise<RestoreSummary> {
  const missingAtBackup = new Set(manifest.missing.map((file) => `${file.bucket}/${file.version}`));
  const objects = await pg.query<{ bucket_id: string; version: string }>(
    'select bucket_id, version from storage.objects where version is not null',
  );
  for (const { bucket_id: bucket, version } of objects.rows) {
    const key = `${bucket}/${version}`;
    if (!missingAtBackup.has(key) && !existsSync(path.join(dataDir, 'storage', bucket, version)))
      throw damaged(`the stored file ${key}, which the database references, is not in it`);
  }
  const products = await pg.query<{ count: number | null }>(
    `select case when to_regclass('public.products') is null then null
                 else (select count(*)::int from public.products) end as count`,
  );
  return { files: manifest.files.length, products: products.rows[0]?.count ?? null, createdAt: manifest.created_at };
}

async function small(entry: TarFile, body: AsyncIterable<Uint8Array>, limits: RestoreLimits): Promise<string> {
  if (entry.size > limits.smallEntryBytes) throw damaged(`${entry.name} is too large`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function parseManifest(text: string, limits: RestoreLimits): BackupManifest {
  const value = parseJson(text, BACKUP_ENTRIES.manifest) as Partial<BackupManifest>;
  if (value.format !== BACKUP_FORMAT) throw damaged('it is not a Boutique backup');
  if (value.version !== BACKUP_VERSION)
    throw new CommandError(`This backup has format version ${String(value.version)}, which this Boutique cannot read.`);
  const isStored = (file: unknown): file is StoredFile =>
    typeof file === 'object' &&
    file !== null &&
    typeof (file as StoredFile).bucket === 'string' &&
    typeof (file as StoredFile).version === 'string' &&
    Number.isInteger((file as StoredFile).size);
  if (
    typeof value.created_at !== 'string' ||
    typeof value.postgres !== 'string' ||
    !Number.isInteger(value.database_size) ||
    !Array.isArray(value.files) ||
    !value.files.every(isStored) ||
    !Array.isArray(value.missing) ||
    !value.missing.every(isStored)
  )
    throw damaged(`${BACKUP_ENTRIES.manifest} is incomplete`);
  if (value.files.length > limits.files) throw damaged(`it lists more than ${limits.files} stored files`);
  const sizes = [value.database_size ?? 0, ...value.files.map((file) => file.size)];
  if (sizes.some((size) => size < 0 || size > Number.MAX_SAFE_INTEGER))
    throw damaged(`${BACKUP_ENTRIES.manifest} is incomplete`);
  return value as BackupManifest;
}

function parseKeys(text: string): KeysFile {
  const value = parseJson(text, BACKUP_ENTRIES.keys) as Partial<KeysFile>;
  if (
    typeof value.jwt_secret !== 'string' ||
    typeof value.anon_key !== 'string' ||
    typeof value.service_role_key !== 'string'
  )
    throw damaged(`${BACKUP_ENTRIES.keys} is incomplete`);
  return { jwt_secret: value.jwt_secret, anon_key: value.anon_key, service_role_key: value.service_role_key };
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw damaged(`${name} is not valid JSON`);
  }
}

/** The folder as the person would type it from here. */
function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

function damaged(reason: string): CommandError {
  return new CommandError(`The backup cannot be restored: ${reason}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (isMainThread) process.umask(0o077); // the restored folder is as private as a server's
  await runCommand(async () => {
    const { file, dataDir } = fileAndDataDir(process.argv.slice(2), USAGE);
    const summary = await restoreShop(file, dataDir);
    const products = summary.products === null ? '' : `${summary.products} products, `;
    console.log(
      `Restored the backup of ${summary.createdAt} into ${dataDir}: ${products}${summary.files} stored files.\n` +
        `Start it with: DATA_DIR=${shownPath(dataDir)} npm start`,
    );
  });
}
