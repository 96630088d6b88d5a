import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { takeSnapshot } from '../../server/backup/snapshot.ts';
import { tarEntry, tarHeader, tarStream } from '../../server/backup/tar.ts';
import { LOCK_FILE } from '../../server/data-dir-lock.ts';
import { openPostgres } from '../../server/db.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { OWNER, startShop, type Shop } from './harness.ts';

/**
 * The data folder is private and held by one server: its files are readable by the server's user
 * only, deleting its lock file does not let a second server in, a backup is taken only by this
 * machine and without stalling the shop, and a crafted archive cannot make a restore exhaust memory.
 */

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-data-folder-'));
const MB = 1024 * 1024;

/** One shop for the file, started on a folder whose permissions were loosened, behind a trusted proxy. */
let shop: Shop;
let loosened = 0;
const dataDir = path.join(scratch, 'shop');

/** Every entry under `dir` (itself included), never following a link. */
function entriesUnder(dir: string): { path: string; mode: number; folder: boolean }[] {
  const stats = lstatSync(dir);
  const found = [{ path: dir, mode: stats.mode & 0o777, folder: stats.isDirectory() }];
  if (stats.isDirectory()) for (const name of readdirSync(dir)) found.push(...entriesUnder(path.join(dir, name)));
  return found;
}

function client(target: Shop) {
  return createClient<Database>(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** What group or others could read, write or enter. */
const notPrivate = (dir: string) =>
  entriesUnder(dir)
    .filter((entry) => (entry.mode & 0o077) !== 0)
    .map((entry) => `${path.relative(dir, entry.path) || '.'} ${entry.mode.toString(8)}`);

beforeAll(async () => {
  await copySnapshot(dataDir);
  // Recreated by the server as it starts, so it shows what the server creates, not what it tightens.
  rmSync(path.join(dataDir, 'storage', '.spool'), { recursive: true, force: true });
  // As found on `npm start` with a permissive umask: files 666, folders 755.
  for (const entry of entriesUnder(dataDir)) chmodSync(entry.path, entry.folder ? 0o755 : 0o666);
  loosened = entriesUnder(dataDir).length;
  // The server inherits a umask that lets everyone read and write what it creates.
  const saved = process.umask(0);
  try {
    shop = await startShop({ dataDir, env: { TRUST_PROXY: '127.0.0.1' } });
  } finally {
    process.umask(saved);
  }
}, 300_000);

afterAll(async () => {
  await (shop as Shop | undefined)?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('is private to the server’s user after start, what it held before and what it creates', async () => {
    const owner = client(shop);
    expect((await owner.auth.signInWithPassword(OWNER)).error).toBeNull();
    const picture = new Uint8Array(3000).fill(7);
    picture.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const upload = await owner.storage
      .from('product-images')
      .upload(`aurea/privata-${randomBytes(3).toString('hex')}.png`, picture, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const inserted = await owner.from('products').insert({
      name: 'Anello Riservato',
      description: 'Scritto da una prova sulla cartella dei dati',
      price: 120,
      category: 'Anelli',
      image: '/images/products/placeholder.svg',
      status: 'pubblicato',
    });
    expect(inserted.error).toBeNull();

    expect(notPrivate(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, 'storage', '.spool')).mode & 0o777).toBe(0o700);
    const tightened = /(\d+) files and folders were readable or writable by other users, now by this user only/.exec(
      shop.output(),
    );
    expect(Number(tightened?.[1])).toBe(loosened);
  });

  it('is named in full in the start log, beside where enquiries go', () => {
    expect(shop.output()).toContain(`(data in ${dataDir},`);
    expect(shop.output()).toContain(
      "Le richieste arrivano nell'admin; per riceverle anche per e-mail imposta SMTP_URL e NOTIFY_EMAIL.",
    );
  });

  it('refuses a second server even when the lock file was deleted', async () => {
    rmSync(path.join(dataDir, LOCK_FILE));
    let second: Shop | null = null;
    const refusal = await startShop({ dataDir }).then(
      (started) => {
        second = started;
        return null;
      },
      (error: unknown) => error,
    );
    await (second as Shop | null)?.stop();
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toContain(
      `The data folder ${dataDir} is in use by another process, probably a running Boutique server.`,
    );
    // The first server goes on serving, its writes its own.
    expect((await client(shop).from('products').select('id').eq('name', 'Anello Riservato')).data).toHaveLength(1);
  });
});

describe('the backup endpoint behind a proxy on the same machine', () => {
  const archive = (target: Shop, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/backup/v1/archive`, {
      method: 'POST',
      headers: { apikey: target.serviceKey, authorization: `Bearer ${target.serviceKey}`, ...headers },
    });

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'backup_not_local',
      message: 'Backups are taken from the machine the shop runs on',
    });
  }

  it('judges a trusted proxy’s request by the client it forwards', async () => {
    await expectRefused(await archive(shop, { 'x-forwarded-for': '203.0.113.7' }));
    await expectRefused(await archive(shop, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }));
    await expectRefused(await archive(shop, { 'x-real-ip': '203.0.113.7' }));
    const local = await archive(shop, { 'x-forwarded-for': '127.0.0.1' });
    expect(local.status).toBe(200);
    await local.arrayBuffer();
    // `npm run backup` connects straight to the server, with no proxy's headers.
    const direct = await archive(shop);
    expect(direct.status).toBe(200);
    await direct.body?.cancel();
  });

  it('refuses anything a proxy forwarded when no proxy is trusted', async () => {
    const untrusting = await startShop();
    try {
      const forwarded: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.7' },
        { forwarded: 'for=203.0.113.7;proto=https' },
        { 'x-real-ip': '203.0.113.7' },
        { via: '1.1 proxy' },
      ];
      for (const headers of forwarded) await expectRefused(await archive(untrusting, headers));
      const direct = await archive(untrusting);
      expect(direct.status).toBe(200);
      await direct.body?.cancel();
    } finally {
      await untrusting.stop();
    }
  });
});

describe('taking a copy', () => {
  it('keeps the event loop turning while Postgres’s folder is copied', async () => {
    const folder = path.join(scratch, 'copied');
    await copySnapshot(folder);
    const pg = await openPostgres(folder);
    try {
      // Stands for the shop's other requests: file reads that need the event loop to turn.
      let answered = 0;
      let asking = true;
      const ask = async () => {
        while (asking) {
          await stat(path.join(folder, 'keys.json'));
          answered++;
        }
      };
      const asked = ask();
      const snapshot = await takeSnapshot(pg, folder).finally(() => (asking = false));
      await asked;
      await snapshot.dispose();
      // PGlite's dumpDataDir() copied the folder in one synchronous call, with the rest of the copy
      // in microtasks: none answered. File by file (about 1,060 files), the loop turns between them.
      console.log(`file reads answered while the copy was taken: ${answered}`);
      expect(answered).toBeGreaterThan(20);
      expect(snapshot.manifest.database_size).toBeGreaterThan(10 * MB);
    } finally {
      await pg.close();
    }
  });
});

describe('restoring a crafted archive', () => {
  const manifest = (databaseSize: number, files: { bucket: string; version: string; size: number }[] = []) => {
    const bytes = Buffer.from(
      JSON.stringify({
        format: 'boutique-backup',
        version: 1,
        created_at: new Date().toISOString(),
        postgres: '17.5',
        database_size: databaseSize,
        files,
        missing: [],
      }),
    );
    return { name: 'boutique-backup.json', size: bytes.length, body: bytes };
  };
  const keys = (() => {
    const bytes = Buffer.from(JSON.stringify({ jwt_secret: 'x', anon_key: 'y', service_role_key: 'z' }));
    return { name: 'keys.json', size: bytes.length, mode: 0o600, body: bytes };
  })();

  /** A folder's tar header. */
  function folderHeader(name: string): Buffer {
    const header = Buffer.from(tarHeader({ name: `${name}/`, size: 0, mode: 0o700 }));
    header.write('5', 156, 'ascii');
    header.fill(0x20, 148, 156);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
    return header;
  }

  /** `bytes` zero bytes, a megabyte at a time. */
  function zeros(bytes: number): AsyncIterable<Uint8Array> {
    const chunk = new Uint8Array(MB);
    return Readable.from(
      (function* () {
        for (let left = bytes; left > 0; left -= chunk.length)
          yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      })(),
    ) as AsyncIterable<Uint8Array>;
  }

  /** Compressed fast by default (zeros still shrink 220 times); level 6 shrinks them 1,000 times. */
  async function gzipTo(name: string, parts: AsyncIterable<Uint8Array>, level = 1): Promise<string> {
    const file = path.join(scratch, name);
    await pipeline(Readable.from(parts), createGzip({ level }), createWriteStream(file));
    return file;
  }

  /** Restores each archive in turn in one child process, with its peak resident memory after each. */
  function restoreAll(files: string[]): Promise<{ message: string; peakMb: number }[]> {
    const cases = files.map((file, i) => [file, path.join(scratch, `restored-${i}`)]);
    const code = `const { restoreShop } = await import(${JSON.stringify(path.join(root, 'scripts/backup/restore.ts'))});
      const results = [];
      for (const [file, dir] of ${JSON.stringify(cases)}) {
        let message = 'restored';
        try { await restoreShop(file, dir); } catch (error) { message = error.message; }
        results.push({ message, peakMb: process.resourceUsage().maxRSS / 1024 });
      }
      console.log(JSON.stringify(results));`;
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => {
        const last = output.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(last) as { message: string; peakMb: number }[]);
        } catch {
          reject(new Error(`The restoring process failed:\n${output}`));
        }
      });
    });
  }

  it('is refused with bounded memory: a huge declared size, a gzip bomb, too many entries', async () => {
    const BOMB = 256 * MB;
    const baseline = path.join(scratch, 'not-an-archive.tar.gz');
    await pipeline(Readable.from([Buffer.from('nemmeno un archivio')]), createWriteStream(baseline));

    // A header claiming 6 GB for the database, followed by 256 MB of zeros (about 1 MB compressed).
    const hugeHeader = await gzipTo(
      'huge-header.tar.gz',
      (async function* () {
        yield* tarEntry(keys);
        yield* tarEntry(manifest(1024));
        yield tarHeader({ name: 'database.tar', size: 6 * 1024 * MB });
        yield* zeros(BOMB);
      })(),
    );
    // Sizes that agree with the manifest, and nothing but zeros in them.
    const bomb = await gzipTo(
      'bomb.tar.gz',
      tarStream([keys, manifest(BOMB), { name: 'database.tar', size: BOMB, body: zeros(BOMB) }]),
    );
    // A stored file its manifest lists, 128 MB of zeros, as a bomb is made (130 kB compressed).
    const version = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const storedBomb = await gzipTo(
      'stored-bomb.tar.gz',
      tarStream([
        keys,
        manifest(1024, [{ bucket: 'product-images', version, size: BOMB / 2 }]),
        { name: 'database.tar', size: 1024, body: new Uint8Array(1024) },
        { name: `storage/product-images/${version}`, size: BOMB / 2, body: zeros(BOMB / 2) },
      ]),
      6,
    );
    // 50,001 folders in the database's tar: past the 50,000 entries a restore allows.
    const folders = Buffer.concat([
      ...Array.from({ length: 50_001 }, (_, i) => folderHeader(`d${i}`)),
      Buffer.alloc(1024),
    ]);
    const manyEntries = await gzipTo(
      'many-entries.tar.gz',
      tarStream([keys, manifest(folders.length), { name: 'database.tar', size: folders.length, body: folders }]),
    );

    const [first, ...results] = await restoreAll([baseline, hugeHeader, bomb, storedBomb, manyEntries]);
    expect(first?.message).toContain('The backup cannot be restored: ');
    const base = first?.peakMb ?? 0;
    const [huge, zeroBomb, stored, many] = results;
    expect(huge?.message).toBe('The backup cannot be restored: the database is not the size its manifest gives.');
    expect(zeroBomb?.message).toBe(
      'The backup cannot be restored: The archive has more than 65536 bytes after its end marker.',
    );
    expect(stored?.message).toMatch(/inflates more than 200 times|free \(256\.0 MB are kept free\)/);
    expect(many?.message).toBe('The backup cannot be restored: The archive holds more than 50000 entries.');
    console.log(
      `restore peak memory: ${base.toFixed(0)} MB refusing a file that is no archive, then ` +
        results.map((result) => `+${(result.peakMb - base).toFixed(0)} MB`).join(', ') +
        ' (a huge declared size, a gzip bomb, a stored-file bomb, too many entries)',
    );
    for (const result of results) expect(result.peakMb - base).toBeLessThan(200);
    // Each refused restore left no folder behind.
    expect(readdirSync(scratch).filter((name) => name.startsWith('restored-'))).toEqual([]);
  });
});
