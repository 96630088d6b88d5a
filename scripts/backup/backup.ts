/**
 * A consistent copy of a shop, running or stopped, in one compressed file: the database, every
 * stored file a row references, and `keys.json`.
 *
 *   npm run backup -- <file.tar.gz> [--data-dir <folder>]     (default folder: DATA_DIR, else .data/)
 *
 * A running server (it holds the folder's lock) takes the copy itself through `POST
 * /backup/v1/archive`, authorised by the folder's service_role key; a stopped shop's folder is
 * opened directly. Restore with `npm run restore` (scripts/backup/restore.ts).
 */
import {
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import { BACKUP_ENTRIES, takeSnapshot } from '../../server/backup/snapshot.ts';
import { tarEntry, tarStream } from '../../server/backup/tar.ts';
import { DataDirLock, DataDirLockedError, recordedAddress } from '../../server/data-dir-lock.ts';
import { openPostgres, pgDataDir } from '../../server/db.ts';
import { CommandError, fileAndDataDir, megabytes, runCommand } from './cli.ts';

const USAGE = 'Usage: npm run backup -- <file.tar.gz> [--data-dir <folder>]';

export interface BackupSummary {
  /** Whether the copy came from a running server (else the folder was opened directly). */
  running: boolean;
  files: number;
  bytes: number;
}

export async function backupShop(dataDir: string, file: string): Promise<BackupSummary> {
  const keysFile = path.join(dataDir, 'keys.json');
  if (!existsSync(keysFile) || !existsSync(path.join(pgDataDir(dataDir), 'PG_VERSION')))
    throw new CommandError(`There is no shop in ${dataDir} (no keys.json or database): name it with --data-dir.`);
  if (existsSync(file)) throw new CommandError(`${file} already exists: a backup never replaces a file, name another.`);
  const keys = readFileSync(keysFile);

  let lock: DataDirLock | null = null;
  try {
    lock = DataDirLock.acquire(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }

  const partial = `${file}.partial-${process.pid}`;
  try {
    let files: number;
    if (lock) {
      const pg = await openPostgres(dataDir);
      try {
        const snapshot = await takeSnapshot(pg, dataDir);
        try {
          await writeArchive(partial, keys, tarStream(snapshot.entries()));
          files = snapshot.manifest.files.length;
        } finally {
          await snapshot.dispose();
        }
      } finally {
        await pg.close();
      }
    } else {
      const response = await askRunningServer(dataDir, keys);
      if (!response.body) throw new Error('The server answered the backup without a body');
      await writeArchive(partial, keys, Readable.fromWeb(response.body as NodeReadableStream));
      files = Number(response.headers.get('x-backup-files') ?? 0);
    }
    renameSync(partial, file);
    syncPath(path.dirname(file));
    return { running: lock === null, files, bytes: statSync(file).size };
  } finally {
    rmSync(partial, { force: true });
    lock?.release();
  }
}

/** The running server's archive (an uncompressed tar), or a clear reason why there is none. */
async function askRunningServer(dataDir: string, keysJson: Buffer): Promise<Response> {
  const url = recordedAddress(dataDir);
  if (!url)
    throw new CommandError(
      `The data folder ${dataDir} is in use by a process that is not serving it yet (a server still starting, ` +
        'or `npm run owner`). Try again once the shop is running, or once that process has stopped.',
    );
  const serviceKey = (JSON.parse(keysJson.toString('utf8')) as { service_role_key?: string }).service_role_key ?? '';
  let response: Response;
  try {
    response = await fetch(`${url}/backup/v1/archive`, {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
    });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new CommandError(`The shop using ${dataDir} does not answer at ${url} (${reason}).`);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new CommandError(
      `The shop at ${url} refused the backup (${response.status}): ${answer.message ?? response.statusText}`,
    );
  }
  return response;
}

/** `keys.json` first, then the copy's own tar (which ends the archive), compressed and flushed. */
async function writeArchive(file: string, keys: Buffer, archive: AsyncIterable<Uint8Array>): Promise<void> {
  async function* whole(): AsyncGenerator<Uint8Array> {
    yield* tarEntry({ name: BACKUP_ENTRIES.keys, size: keys.length, mode: 0o600, body: keys });
    yield* archive;
  }
  await pipeline(Readable.from(whole()), createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  syncPath(file);
}

function syncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Postgres may create files in a stopped shop's folder while the copy is taken: private, as a server's.
  if (isMainThread) process.umask(0o077);
  await runCommand(async () => {
    const { file, dataDir } = fileAndDataDir(process.argv.slice(2), USAGE);
    const summary = await backupShop(dataDir, file);
    console.log(
      `Backup of ${dataDir}${summary.running ? ' (running)' : ''} written to ${file}: ` +
        `the database and ${summary.files} stored files, ${megabytes(summary.bytes)}.`,
    );
  });
}
