import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

const BUCKET = 'product-images';
/** This file's objects live under a folder of their own, whatever files the project seeds into the bucket. */
const folder = `aurea/contract-${randomBytes(3).toString('hex')}`;
const at = (name: string) => `${folder}/${name}`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small file that opens like a PNG, with distinct bytes so ranges can be checked. */
function pngBytes(length = 2048, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < length; i++) bytes[i] = (i * 31 + seed) % 256;
  return bytes;
}

const storage = () => serviceClient(backend).storage.from(BUCKET);
const publicUrl = (name: string) => anonClient(backend).storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
/** The files that hold the bucket's bytes on disk. */
const filesOnDisk = (bucket = BUCKET) => {
  const dir = path.join(backend.dataDir, 'storage', bucket);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const spooled = () => readdirSync(path.join(backend.dataDir, 'storage', '.spool'));

async function ownerClient() {
  const { email, password } = await backend.createOwner();
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/**
 * A request exactly as written, without fetch's URL normalisation. Several chunks are sent with
 * chunked transfer encoding, so the server cannot know the size in advance.
 */
function rawRequest(
  method: string,
  pathname: string,
  body: Buffer | Buffer[],
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(backend.url);
    const length = Array.isArray(body) ? {} : { 'content-length': String(body.length) };
    let answered = false;
    const request = http.request(
      { host: url.hostname, port: url.port, method, path: pathname, headers: { ...headers, ...length }, agent: false },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // The server may answer and close before the last chunk: the answer is what counts.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    if (!Array.isArray(body)) return request.end(body);
    const write = (i: number): void => {
      if (i === body.length) return void request.end();
      if (request.write(body[i])) write(i + 1);
      else request.once('drain', () => write(i + 1));
    };
    write(0);
  });
}

const serviceHeaders = () => ({
  apikey: backend.serviceKey,
  authorization: `Bearer ${backend.serviceKey}`,
  'content-type': 'image/png',
});

describe('uploading and serving a product picture', () => {
  it('uploads a File as the owner does, then serves it at its public address', async () => {
    const bytes = pngBytes();
    const owner = await ownerClient();
    const name = at(`${Date.now()}-anello.png`);
    const { data, error } = await owner.storage
      .from(BUCKET)
      .upload(name, new File([bytes], 'anello.png', { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const address = publicUrl(name);
    expect(address).toBe(`${backend.url}/storage/v1/object/public/${BUCKET}/${name}`);
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers HEAD with the headers and no body, and If-None-Match with 304', async () => {
    const bytes = pngBytes(4096, 7);
    const name = at('head/check.png');
    expect((await storage().upload(name, bytes, { contentType: 'image/png' })).error).toBeNull();

    const head = await fetch(publicUrl(name), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('4096');
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const cached = await fetch(publicUrl(name), { headers: { 'If-None-Match': head.headers.get('etag') ?? '' } });
    expect(cached.status).toBe(304);
  });

  it('serves byte ranges for seeking, and 416 for a range past the end', async () => {
    const bytes = pngBytes(10_000, 3);
    const name = at('range/seek.png');
    expect((await storage().upload(name, bytes, { contentType: 'image/png' })).error).toBeNull();

    const part = await fetch(publicUrl(name), { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const tail = await fetch(publicUrl(name), { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-10));

    const beyond = await fetch(publicUrl(name), { headers: { Range: 'bytes=20000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10000');
  });

  it('answers 404 for an object or a bucket that does not exist', async () => {
    const missing = await fetch(publicUrl(at('nowhere/none.png')));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });

    const { error } = await serviceClient(backend)
      .storage.from('no-such-bucket')
      .upload('a.png', pngBytes(), { contentType: 'image/png' });
    expect(error).toMatchObject({ message: 'Bucket not found', status: 404 });
  });

  it('answers a NUL byte in a bucket or an object name with a 4xx, never a server error', async () => {
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.serviceKey}` };
    for (const [method, address] of [
      ['GET', '/storage/v1/object/public/%00/x.svg'],
      ['HEAD', '/storage/v1/object/%00/a'],
      ['GET', `/storage/v1/object/authenticated/${BUCKET}/a%00.png`],
      ['POST', '/storage/v1/object/list/%00'],
      ['DELETE', '/storage/v1/object/%00'],
    ] as const) {
      const response = await fetch(`${backend.url}${address}`, { method, headers });
      expect([400, 404], `${method} ${address}`).toContain(response.status);
    }
  });
});

describe('managing objects', () => {
  it('lists a folder: files and sub-folders, sorted by name, with limit and offset', async () => {
    for (const name of [at('cat/b.png'), at('cat/a.png'), at('cat/c.png'), at('cat/sub/deep.png')]) {
      expect((await storage().upload(name, pngBytes(64), { contentType: 'image/png' })).error).toBeNull();
    }
    const { data, error } = await storage().list(at('cat'));
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'c.png', 'sub']);
    expect(data?.[3]).toMatchObject({ name: 'sub', id: null, metadata: null });
    expect(data?.[0]?.metadata).toMatchObject({ size: 64, mimetype: 'image/png', cacheControl: 'max-age=3600' });

    const page = await storage().list(at('cat'), { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((entry) => entry.name)).toEqual(['c.png', 'b.png']);

    const found = await storage().list(at('cat'), { search: 'b' });
    expect(found.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('refuses a second upload under the same name unless upsert is asked, which replaces the bytes', async () => {
    const name = at('dup/replace.png');
    const first = pngBytes(512, 1);
    const second = pngBytes(777, 2);
    expect((await storage().upload(name, first, { contentType: 'image/png' })).error).toBeNull();
    const filesBefore = filesOnDisk().length;

    const duplicate = await storage().upload(name, second, { contentType: 'image/png' });
    expect(duplicate.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(new Uint8Array(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(first);

    const replaced = await storage().upload(name, second, { contentType: 'image/png', upsert: true });
    expect(replaced.error).toBeNull();
    expect(new Uint8Array(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(second);
    expect(filesOnDisk()).toHaveLength(filesBefore);

    const updated = await storage().update(name, first, { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    expect(new Uint8Array(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(first);
  });

  it('removes objects: they are gone from the list, the address and the disk', async () => {
    const names = [at('gone/one.png'), at('gone/two.png')];
    for (const name of names)
      expect((await storage().upload(name, pngBytes(128), { contentType: 'image/png' })).error).toBeNull();
    const filesBefore = filesOnDisk().length;

    const { data, error } = await storage().remove(names);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name).sort()).toEqual(names);
    expect((await storage().list(at('gone'))).data).toEqual([]);
    expect((await fetch(publicUrl(names[0] ?? ''))).status).toBe(404);
    expect(filesOnDisk()).toHaveLength(filesBefore - 2);
  });
});

describe('what a bucket refuses', () => {
  it('refuses a file over the bucket limit (10 MB) and keeps nothing of it', async () => {
    const filesBefore = filesOnDisk().length;
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(PNG_SIGNATURE);
    const asBuffer = await storage().upload(at('big/raw.png'), tooBig, { contentType: 'image/png' });
    expect(asBuffer.error).toMatchObject({
      status: 413,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const asFile = await storage().upload(at('big/file.png'), new File([tooBig], 'file.png', { type: 'image/png' }));
    expect(asFile.error).toMatchObject({ status: 413, statusCode: '413' });
    // Without a Content-Length the server counts as the bytes arrive and stops past the limit.
    const chunks = Array.from({ length: 11 }, (_, i) =>
      Buffer.from(i === 0 ? tooBig.subarray(0, 1024 * 1024) : new Uint8Array(1024 * 1024)),
    );
    const streamed = await rawRequest(
      'POST',
      `/storage/v1/object/${BUCKET}/${at('big/streamed.png')}`,
      chunks,
      serviceHeaders(),
    );
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await storage().list(at('big'))).data).toEqual([]);
    expect(filesOnDisk()).toHaveLength(filesBefore);
    expect(spooled()).toEqual([]);
  });

  it('refuses a type outside the allow-list', async () => {
    const { error } = await storage().upload(at('types/notes.txt'), new Blob(['ciao'], { type: 'text/plain' }));
    expect(error).toMatchObject({ status: 415, statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('refuses a .png whose bytes are HTML, and an SVG', async () => {
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'trap.png', { type: 'image/png' });
    const disguised = await storage().upload(at('types/trap.png'), html);
    expect(disguised.error).toMatchObject({ status: 415, statusCode: '415' });

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect((await storage().upload(at('types/logo.svg'), svg)).error).toMatchObject({ status: 415 });
    expect((await fetch(publicUrl(at('types/trap.png')))).status).toBe(404);
  });

  it('refuses names that climb out of the bucket or hide characters', async () => {
    const headers = serviceHeaders();
    const body = Buffer.from(pngBytes(64));
    for (const pathname of [
      `/storage/v1/object/${BUCKET}/..%2Fescape.png`,
      `/storage/v1/object/${BUCKET}/a/%2E%2E%2F%2E%2E%2Fescape.png`,
      `/storage/v1/object/${BUCKET}/nul%00.png`,
      `/storage/v1/object/${BUCKET}/%2Fabsolute.png`,
      `/storage/v1/object/${BUCKET}/back%5Cslash.png`,
    ]) {
      const response = await rawRequest('POST', pathname, body, headers);
      expect(response.status, pathname).toBe(400);
      expect(JSON.parse(response.body), pathname).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    const viaClient = await storage().upload('../escape.png', pngBytes(64), { contentType: 'image/png' });
    expect(viaClient.error).not.toBeNull();
    expect(existsSync(path.join(backend.dataDir, 'storage', 'escape.png'))).toBe(false);
  });

  it('refuses a visitor: no upload, no removal, nothing changes', async () => {
    const name = at('visitor/kept.png');
    const kept = pngBytes(256, 9);
    expect((await storage().upload(name, kept, { contentType: 'image/png' })).error).toBeNull();
    const filesBefore = filesOnDisk().length;

    const visitor = anonClient(backend).storage.from(BUCKET);
    const upload = await visitor.upload(
      at('visitor/new.png'),
      new File([pngBytes(256)], 'new.png', { type: 'image/png' }),
    );
    expect(upload.error).toMatchObject({
      status: 403,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const overwrite = await visitor.upload(name, pngBytes(256, 4), { contentType: 'image/png', upsert: true });
    expect(overwrite.error).toMatchObject({ status: 403 });
    const removal = await visitor.remove([name]);
    expect(removal.data).toEqual([]);

    expect(filesOnDisk()).toHaveLength(filesBefore);
    expect(spooled()).toEqual([]);
    expect(new Uint8Array(await (await fetch(publicUrl(name))).arrayBuffer())).toEqual(kept);
    expect((await fetch(publicUrl(at('visitor/new.png')))).status).toBe(404);
  });
});
