import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { LOCK_FILE } from '../../server/data-dir-lock.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { OWNER, startShop, type Shop } from './harness.ts';

/**
 * An acknowledged write survives a power cut: every commit is flushed to the disk before it is
 * answered, the data folder's lock cannot be left stale, and a running shop can be copied and
 * brought back whole.
 */

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-durability-'));
const shops: Shop[] = [];
afterAll(async () => {
  for (const shop of shops.splice(0)) await shop.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function started(options: Parameters<typeof startShop>[0] = {}): Promise<Shop> {
  const shop = await startShop(options);
  shops.push(shop);
  return shop;
}

function client(shop: Shop): SupabaseClient<Database> {
  return createClient<Database>(shop.url, shop.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function signedInOwner(shop: Shop): Promise<SupabaseClient<Database>> {
  const owner = client(shop);
  const { error } = await owner.auth.signInWithPassword(OWNER);
  expect(error).toBeNull();
  return owner;
}

/** A published piece: visitors read it back after a copy or a crash. */
function piece(name: string, image = '/images/products/placeholder.svg') {
  const status = 'pubblicato' as const;
  return { name, description: 'Scritto da una prova di durata', price: 250, category: 'Anelli', image, status };
}

/** Runs `npm run backup` / `npm run restore` as a person would (the same script, without npm's banner). */
function command(script: 'backup' | 'restore', ...args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/backup/${script}.ts`, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (status) => resolve({ status: status ?? -1, output }));
  });
}

/** `strace` attached to every thread of `pid`, counting the flushes it makes until `stop()`. */
async function traceFlushes(pid: number): Promise<{ stop(): Promise<number> } | string> {
  const log = path.join(scratch, `strace-${randomBytes(3).toString('hex')}.log`);
  const tracer = spawn('strace', ['-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', log, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  tracer.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => tracer.once('exit', () => resolve()));
  // strace creates its log once it is attached to every thread.
  for (let i = 0; i < 200; i++) {
    if (tracer.exitCode !== null) return `strace could not attach: ${errors.trim()}`;
    try {
      readFileSync(log);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    async stop() {
      tracer.kill('SIGINT'); // detaches and writes out what it saw
      await exited;
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => /\b(fsync|fdatasync)\(/.test(line)).length;
    },
  };
}

const straceRuns = spawnSync('strace', ['-V']).status === 0;

describe('durable commits', () => {
  it('flushes every owner commit to the disk, and reads flush nothing extra', async (context) => {
    if (!straceRuns) return context.skip('strace is not installed here (Debian: apt-get install strace)');
    const shop = await started();
    const owner = await signedInOwner(shop);
    const visitor = client(shop);
    const COMMITS = 20;

    const readsTrace = await traceFlushes(shop.pid);
    if (typeof readsTrace === 'string') return context.skip(readsTrace);
    for (let i = 0; i < COMMITS; i++) expect((await visitor.from('products').select('id').limit(5)).error).toBeNull();
    const readFlushes = await readsTrace.stop();

    const commitsTrace = await traceFlushes(shop.pid);
    if (typeof commitsTrace === 'string') return context.skip(commitsTrace);
    for (let i = 0; i < COMMITS; i++) {
      expect((await owner.from('products').insert(piece(`Fede ${i}`))).error).toBeNull();
    }
    const commitFlushes = await commitsTrace.stop();

    expect(commitFlushes).toBeGreaterThanOrEqual(COMMITS);
    expect(commitFlushes).toBeGreaterThanOrEqual(readFlushes + COMMITS);
  });
});

describe('the data folder lock', () => {
  it('is not blocked by a lock file naming a live, unrelated process, and refuses a second server', async () => {
    const dataDir = path.join(scratch, 'locked');
    await copySnapshot(dataDir);
    writeFileSync(path.join(dataDir, LOCK_FILE), '1\n'); // pid 1 always runs: a reused pid
    const first = await started({ dataDir });

    const second = startShop({ dataDir });
    await expect(second).rejects.toThrow(
      `The data folder ${dataDir} is in use by another process (pid ${first.pid}), probably a running Boutique server.`,
    );
    // The first server is untouched by the refused one.
    expect((await client(first).from('products').select('id').limit(1)).error).toBeNull();

    // Killed outright, it leaves its file behind naming its pid; the next start is not held up.
    process.kill(first.pid, 'SIGKILL');
    await first.stop();
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(first.pid));
    const next = await started({ dataDir });
    expect((await client(next).from('products').select('id').limit(1)).error).toBeNull();
    await next.stop();
  });
});

describe('backup and restore', () => {
  it(
    'copy a running shop and a stopped one, with its products and pictures, into empty folders',
    { timeout: 400_000 },
    async () => {
      const shop = await started();
      const owner = await signedInOwner(shop);
      const picture = new Uint8Array(5000);
      picture.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      for (let i = 8; i < picture.length; i++) picture[i] = (i * 7) % 251;
      const pictureName = `aurea/prove/${randomBytes(4).toString('hex')}.png`;
      const upload = await owner.storage
        .from('product-images')
        .upload(pictureName, new File([picture], 'anello.png', { type: 'image/png' }));
      expect(upload.error).toBeNull();
      const image = owner.storage.from('product-images').getPublicUrl(pictureName).data.publicUrl;
      const name = `Anello Salvato ${randomBytes(3).toString('hex')}`;
      const inserted = await owner.from('products').insert(piece(name, image)).select().single();
      expect(inserted.error).toBeNull();

      // While it runs.
      const running = path.join(scratch, 'running.tar.gz');
      const backup = await command('backup', running, '--data-dir', shop.dataDir);
      expect(backup.output).toMatch(/^Backup of .* \(running\) written to .*running\.tar\.gz: the database and \d+/m);
      expect(backup.status).toBe(0);

      const restored = path.join(scratch, 'restored');
      mkdirSync(restored); // an empty folder is as good as a new one
      const restore = await command('restore', running, '--data-dir', restored);
      expect(restore.output).toContain(`Restored the backup of `);
      expect(restore.status).toBe(0);
      const again = await command('restore', running, '--data-dir', restored);
      expect(again.status).toBe(1);
      expect(again.output).toContain(`The data folder ${restored} is not empty`);
      await shop.stop();

      const copy = await started({ dataDir: restored });
      const checkShop = async (target: Shop) => {
        const visitor = client(target);
        const product = await visitor
          .from('products')
          .select('*')
          .eq('id', inserted.data?.id ?? '')
          .single();
        expect(product.error).toBeNull();
        expect(product.data).toEqual(inserted.data);
        const address = visitor.storage.from('product-images').getPublicUrl(pictureName).data.publicUrl;
        const download = await fetch(address);
        expect(download.status).toBe(200);
        expect(new Uint8Array(await download.arrayBuffer())).toEqual(picture);
      };
      await checkShop(copy);
      // The restored shop takes new writes as its owner (same keys, same account).
      const copyOwner = await signedInOwner(copy);
      expect((await copyOwner.from('products').insert(piece('Dopo il ripristino'))).error).toBeNull();
      await copy.stop();

      // Stopped: the folder is opened directly.
      const stopped = path.join(scratch, 'stopped.tar.gz');
      const offline = await command('backup', stopped, '--data-dir', restored);
      expect(offline.output).toMatch(/^Backup of .*restored written to .*stopped\.tar\.gz/m);
      expect(offline.status).toBe(0);
      const restoredAgain = path.join(scratch, 'restored-again');
      expect((await command('restore', stopped, '--data-dir', restoredAgain)).status).toBe(0);
      const copyOfCopy = await started({ dataDir: restoredAgain });
      await checkShop(copyOfCopy);
      const later = await client(copyOfCopy).from('products').select('name').eq('name', 'Dopo il ripristino');
      expect(later.data).toEqual([{ name: 'Dopo il ripristino' }]);
      await copyOfCopy.stop();
    },
  );
});
