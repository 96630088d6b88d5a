/**
 * Restores a backup made by `npm run backup` into an empty (or new) data folder:
 *
 *   npm run restore -- <file.tar.gz> [--data-dir <folder>]    (default folder: DATA_DIR, else .data/)
 *
 * The archive is read strictly (only the entries a backup writes, each checked against its
 * manifest), the database is loaded and opened once by Postgres, every stored object's file is
 * checked to be there, and the folder is flushed to the disk. On any failure the folder is left as
 * empty as it was found. Then `DATA_DIR=<folder> npm start` serves the restored shop.
 */
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { openPostgres, syncTree } from '../../server/db.ts';
import { isValidBucketId } from '../../server/storage/keys.ts';
import { CommandError, fileAndDataDir, runCommand } from './cli.ts';

const USAGE = 'Usage: npm run restore -- <file.tar.gz> [--data-dir <folder>]';
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SMALL_ENTRY_LIMIT = 16 * 1024 * 1024;

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

export async function restoreShop(file: string, dataDir: string): Promise<RestoreSummary> {
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
    const read = await readArchive(file, dataDir);
    writeFileSync(path.join(dataDir, 'keys.json'), JSON.stringify(read.keys, null, 2) + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
    try {
      pg = await openPostgres(dataDir, { loadDataDir: new Blob(read.database.map((chunk) => new Uint8Array(chunk))) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CommandError(
        `The backup's database (Postgres ${read.manifest.postgres}) could not be opened here: ${reason}`,
      );
    }
    const summary = await checkRestored(pg, dataDir, read.manifest);
    await pg.close();
    pg = null;
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
  database: Buffer[];
}

/** Reads the archive, writing stored files into place and keeping the rest for the caller. */
async function readArchive(file: string, dataDir: string): Promise<ReadArchive> {
  let manifest: BackupManifest | undefined;
  let keys: KeysFile | undefined;
  let database: Buffer[] | undefined;
  const written = new Map<string, number>();
  const seen = new Set<string>();

  async function onFile(entry: TarFile, body: AsyncIterable<Uint8Array>): Promise<void> {
    if (seen.has(entry.name)) throw damaged(`it holds ${entry.name} twice`);
    seen.add(entry.name);
    if (entry.name === BACKUP_ENTRIES.manifest) {
      manifest = parseManifest(await small(entry, body));
    } else if (entry.name === BACKUP_ENTRIES.keys) {
      keys = parseKeys(await small(entry, body));
    } else if (entry.name === BACKUP_ENTRIES.database) {
      database = [];
      for await (const chunk of body) database.push(Buffer.from(chunk));
    } else if (entry.name.startsWith(BACKUP_ENTRIES.storagePrefix)) {
      const [bucket = '', version = '', ...rest] = entry.name.slice(BACKUP_ENTRIES.storagePrefix.length).split('/');
      if (rest.length || !isValidBucketId(bucket) || bucket.startsWith('.') || !VERSION.test(version))
        throw damaged(`it holds an unexpected file, ${entry.name}`);
      const target = path.join(dataDir, 'storage', bucket, version);
      mkdirSync(path.dirname(target), { recursive: true });
      const out = await open(target, 'wx', 0o600);
      try {
        for await (const chunk of body) await out.write(chunk);
      } finally {
        await out.close();
      }
      written.set(`${bucket}/${version}`, entry.size);
    } else {
      throw damaged(`it holds an unexpected file, ${entry.name}`);
    }
  }

  try {
    await readTar(createReadStream(file).pipe(createGunzip()), onFile);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  if (!manifest) throw damaged(`${BACKUP_ENTRIES.manifest} is missing`);
  if (!keys) throw damaged(`${BACKUP_ENTRIES.keys} is missing`);
  if (!database) throw damaged(`${BACKUP_ENTRIES.database} is missing`);
  const databaseSize = database.reduce((sum, chunk) => sum + chunk.length, 0);
  if (databaseSize !== manifest.database_size) throw damaged(`the database is not the size its manifest gives`);
  for (const stored of manifest.files) {
    const size = written.get(`${stored.bucket}/${stored.version}`);
    if (size === undefined) throw damaged(`the stored file ${stored.bucket}/${stored.version} is missing`);
    if (size !== stored.size) throw damaged(`the stored file ${stored.bucket}/${stored.version} has the wrong size`);
  }
  if (written.size !== manifest.files.length) throw damaged('it holds stored files its manifest does not list');
  return { manifest, keys, database };
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

async function small(entry: TarFile, body: AsyncIterable<Uint8Array>): Promise<string> {
  if (entry.size > SMALL_ENTRY_LIMIT) throw damaged(`${entry.name} is too large`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function parseManifest(text: string): BackupManifest {
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
