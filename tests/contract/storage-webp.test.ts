import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, startBackend, type Backend } from './harness.ts';

/**
 * The admin stores every photo as WebP, in three sizes under the product's folder. The server still
 * checks each file's first bytes against the type it is sent as (`RIFF....WEBP` for WebP), so a file
 * that only claims to be WebP is refused like any other disguised file.
 */

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

const BUCKET = 'product-images';
/** A real 1 × 1 lossy WebP: `RIFF`, the size, `WEBP`, then a `VP8 ` chunk. */
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
/** A WAVE file also opens with `RIFF`: only the form type at byte 8 tells them apart. */
const WAVE = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), randomBytes(24)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function ownerStorage() {
  const { email, password } = await backend.createOwner();
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client.storage.from(BUCKET);
}

const webpBlob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });

describe('WebP photos in product-images', () => {
  it('stores the sizes of a photo under its product’s folder and serves them as image/webp', async () => {
    const storage = await ownerStorage();
    // Under the shop's folder, as the admin stores them: `<shop>/<product>/<stem>-<width>.webp`.
    const stem = `aurea/${randomUUID()}/${Date.now()}-${randomBytes(4).toString('hex')}`;
    for (const width of [400, 800, 1600]) {
      const { error } = await storage.upload(`${stem}-${String(width)}.webp`, webpBlob(WEBP));
      expect(error).toBeNull();
    }

    const folder = stem.slice(0, stem.lastIndexOf('/'));
    const listed = await storage.list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((object) => object.name)).toEqual(
      [400, 800, 1600].map((width) => `${stem.slice(folder.length + 1)}-${String(width)}.webp`).sort(),
    );

    const response = await fetch(storage.getPublicUrl(`${stem}-1600.webp`).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('refuses a file sent as WebP whose bytes are not WebP, and keeps nothing of it', async () => {
    const storage = await ownerStorage();
    const folder = `aurea/${randomUUID()}`;
    for (const [name, bytes] of [
      ['suono-400.webp', WAVE],
      ['anello-400.webp', PNG],
      ['testo-400.webp', Buffer.from('RIFF non è una foto')],
    ] as const) {
      const { error } = await storage.upload(`${folder}/${name}`, webpBlob(bytes));
      expect(error, name).toMatchObject({
        status: 415,
        statusCode: '415',
        message: "the file's content is not of type image/webp",
      });
    }
    const listed = await storage.list(folder);
    expect(listed.data).toEqual([]);
  });
});
