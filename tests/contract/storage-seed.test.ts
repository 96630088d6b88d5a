import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedBucketFiles } from '../../server/storage/seed.ts';
import { anonClient, serviceClient, startBackend, type Backend } from './harness.ts';

/** A few bytes that open like an MP4 (an `ftyp` box); the hero-videos bucket checks only the type. */
const clip = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
  return bytes;
};

/**
 * How files shipped beside the migrations reach their buckets, shown with files made here, in a
 * folder of their own, rather than with the project's `supabase/storage/`, which may change.
 */
const folder = `seed-test-${randomBytes(3).toString('hex')}`;
let backend: Backend;
let root: string;

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(() => {
  root = path.join(os.tmpdir(), `boutique-seed-files-${process.pid}-${randomBytes(4).toString('hex')}`);
  const files: Record<string, Buffer> = {
    [`hero-videos/${folder}/landing.mp4`]: clip(5000),
    [`hero-videos/${folder}/phone/VID_20240612_phone.mp4`]: clip(1200),
    [`hero-videos/${folder}/page.html`]: Buffer.from('<!doctype html><h1>no</h1>'),
    [`hero-videos/${folder}/.DS_Store`]: Buffer.from('finder'),
    [`product-images/${folder}/fake.png`]: Buffer.from('<html>not a picture</html>'),
    'no-such-bucket/a.mp4': clip(100),
  };
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), bytes);
  }
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
});

describe('files shipped in supabase/storage/<bucket>', () => {
  it('go into their bucket on start, once, and a file the bucket refuses is skipped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedBucketFiles(backend.db, root);
    const service = serviceClient(backend);
    const first = await service.storage.from('hero-videos').list(folder);
    await seedBucketFiles(backend.db, root);
    const second = await service.storage.from('hero-videos').list(folder);
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();

    expect(first.data?.map((entry) => entry.name)).toEqual(['landing.mp4', 'phone']);
    expect(second.data).toEqual(first.data);
    expect(first.data?.[0]?.metadata).toMatchObject({
      mimetype: 'video/mp4',
      size: 5000,
      cacheControl: 'max-age=3600',
    });
    expect((await service.storage.from('product-images').list(folder)).data).toEqual([]);
    expect(warnings.some((w) => w.includes(`${folder}/page.html`))).toBe(true);
    expect(warnings.some((w) => w.includes(`${folder}/fake.png`))).toBe(true);
    expect(warnings.some((w) => w.includes('no-such-bucket'))).toBe(true);
  });

  it("serves a seeded video at its public address, for the hero's HEAD check and for seeking", async () => {
    const anon = anonClient(backend);
    const address = anon.storage.from('hero-videos').getPublicUrl(`${folder}/phone/VID_20240612_phone.mp4`)
      .data.publicUrl;
    const head = await fetch(`${address}?t=${Date.now()}`, { method: 'HEAD' });
    expect(head.ok).toBe(true);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(head.headers.get('content-length')).toBe('1200');
    const start = await fetch(address, { headers: { Range: 'bytes=4-11' } });
    expect(start.status).toBe(206);
    expect(Buffer.from(await start.arrayBuffer()).toString('latin1')).toBe('ftypisom');
  });
});
