import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { createApp } from '../../server/app.ts';
import { loadKeys, type ApiKeys } from '../../server/auth/claims.ts';
import { Database } from '../../server/db.ts';
import { seedBucketFiles } from '../../server/storage/seed.ts';
import { anonClient, serviceClient } from './harness.ts';

/** A few bytes that open like an MP4 (an `ftyp` box); the hero-videos bucket checks only the type. */
const clip = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
  return bytes;
};

let db: Database;
let keys: ApiKeys;
let server: http.Server;
let url: string;
let dataDir: string;
let root: string;

beforeAll(async () => {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  dataDir = path.join(os.tmpdir(), `boutique-seed-${id}`);
  root = path.join(os.tmpdir(), `boutique-seed-files-${id}`);
  const files: Record<string, Buffer> = {
    'hero-videos/seed-test/landing.mp4': clip(5000),
    'hero-videos/seed-test/phone/VID_20240612_phone.mp4': clip(1200),
    'hero-videos/seed-test/page.html': Buffer.from('<!doctype html><h1>no</h1>'),
    'hero-videos/seed-test/.DS_Store': Buffer.from('finder'),
    'product-images/seed-test/fake.png': Buffer.from('<html>not a picture</html>'),
    'no-such-bucket/a.mp4': clip(100),
  };
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), bytes);
  }
  await copySnapshot(dataDir);
  db = await Database.open(dataDir);
  keys = await loadKeys(dataDir);
  const { app } = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
  server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as http.Server)) as http.Server;
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await db?.close();
  for (const dir of [dataDir, root]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('files shipped in supabase/storage/<bucket>', () => {
  it('go into their bucket on start, once, and a file the bucket refuses is skipped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedBucketFiles(db, root);
    const service = serviceClient({ url, serviceKey: keys.serviceRole });
    const first = await service.storage.from('hero-videos').list('seed-test');
    await seedBucketFiles(db, root);
    const second = await service.storage.from('hero-videos').list('seed-test');
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();

    expect(first.data?.map((entry) => entry.name)).toEqual(['landing.mp4', 'phone']);
    expect(second.data).toEqual(first.data);
    expect(first.data?.[0]?.metadata).toMatchObject({ mimetype: 'video/mp4', size: 5000, cacheControl: 'max-age=3600' });
    expect((await service.storage.from('product-images').list('seed-test')).data).toEqual([]);
    expect(warnings.some((w) => w.includes('seed-test/page.html'))).toBe(true);
    expect(warnings.some((w) => w.includes('seed-test/fake.png'))).toBe(true);
    expect(warnings.some((w) => w.includes('no-such-bucket'))).toBe(true);
  });

  it('serves a seeded video at its public address, for the hero\'s HEAD check and for seeking', async () => {
    const anon = anonClient({ url, anonKey: keys.anon });
    const address = anon.storage.from('hero-videos').getPublicUrl('seed-test/phone/VID_20240612_phone.mp4').data.publicUrl;
    const head = await fetch(`${address}?t=${Date.now()}`, { method: 'HEAD' });
    expect(head.ok).toBe(true);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(head.headers.get('content-length')).toBe('1200');
    const start = await fetch(address, { headers: { Range: 'bytes=4-11' } });
    expect(start.status).toBe(206);
    expect(Buffer.from(await start.arrayBuffer()).toString('latin1')).toBe('ftypisom');
  });
});
