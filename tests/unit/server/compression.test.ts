import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { folderArgument, precompressFolder } from '../../../scripts/precompress.ts';
import { compressText, negotiateEncoding } from '../../../server/compression.ts';
import { supabaseCors } from '../../../server/cors.ts';

describe('choosing a content coding', () => {
  const cases: [acceptEncoding: string | undefined, chosen: string | null][] = [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
    ['*;q=0.3', 'br'],
    ['identity;q=0', null],
    ['', null],
    [undefined, null],
  ];
  it.each(cases)('Accept-Encoding %s → %s', (acceptEncoding, chosen) => {
    expect(negotiateEncoding(acceptEncoding, ['br', 'gzip'])).toBe(chosen);
  });

  it('chooses only among the codings at hand', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});

const ROWS = JSON.stringify(
  Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Anello ${i}`, description: 'Oro giallo 18 carati' })),
);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(200)}</svg>`;

/** An API behind CORS and compression, answering as PostgREST and storage answer. */
function api(): Hono {
  const app = new Hono();
  app.use('/rest/v1/*', supabaseCors);
  app.use('/rest/v1/*', compressText);
  app.get(
    '/rest/v1/products',
    () =>
      new Response(ROWS, { headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-29/*' } }),
  );
  app.get(
    '/rest/v1/page',
    () =>
      new Response(ROWS, { status: 206, headers: { 'content-type': 'application/json', 'content-range': '0-29/90' } }),
  );
  app.get('/rest/v1/one', (c) => c.json({ id: 1, name: 'Anello' }));
  app.get('/rest/v1/logo.svg', (c) => {
    const headers = { 'content-type': 'image/svg+xml', 'content-length': String(SVG.length), etag: '"abc"' };
    const range = c.req.header('range');
    if (range)
      return new Response(SVG.slice(0, 10), {
        status: 206,
        headers: { ...headers, 'content-range': 'bytes 0-9/4000' },
      });
    return new Response(SVG, { headers: { ...headers, 'accept-ranges': 'bytes' } });
  });
  app.get(
    '/rest/v1/video.mp4',
    () => new Response(new Uint8Array(4096), { headers: { 'content-type': 'video/mp4', 'content-length': '4096' } }),
  );
  app.get(
    '/rest/v1/kept',
    () => new Response(ROWS, { headers: { 'content-type': 'application/json', 'cache-control': 'no-transform' } }),
  );
  return app;
}

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  api().request(url, { method, headers: { origin: 'http://shop.test', ...headers } });

describe('compressing the APIs’ text on the fly', () => {
  it('gzips a list above 1 KB when asked, keeping Content-Range and the CORS headers', async () => {
    const response = await get('/rest/v1/products', { 'accept-encoding': 'gzip, deflate' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('content-range')).toBe('0-29/*');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(ROWS.length / 3);
    expect(gunzipSync(body).toString()).toBe(ROWS);
  });

  it('prefers brotli, and sends the list as it is to a client that asks for nothing', async () => {
    const br = await get('/rest/v1/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(ROWS);
    const plain = await get('/rest/v1/products');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(ROWS);
  });

  it('compresses a page of rows (206 with a range of rows, not of bytes)', async () => {
    const response = await get('/rest/v1/page', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-29/90');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ROWS);
  });

  it('leaves alone small bodies, HEAD, no-transform and anything but text', async () => {
    const small = await get('/rest/v1/one', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
    expect(await small.json()).toEqual({ id: 1, name: 'Anello' });
    const head = await get('/rest/v1/products', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    const kept = await get('/rest/v1/kept', { 'accept-encoding': 'gzip' });
    expect(kept.headers.get('content-encoding')).toBeNull();
    const video = await get('/rest/v1/video.mp4', { 'accept-encoding': 'gzip' });
    expect(video.headers.get('content-encoding')).toBeNull();
    expect(video.headers.get('content-length')).toBe('4096');
    expect((await video.arrayBuffer()).byteLength).toBe(4096);
  });

  it('streams a stored SVG through the compressor, its ETag made weak, and never a byte range', async () => {
    const response = await get('/rest/v1/logo.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('accept-ranges')).toBeNull();
    expect(response.headers.get('etag')).toBe('W/"abc"');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SVG);
    const range = await get('/rest/v1/logo.svg', { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(SVG.slice(0, 10));
  });
});

describe('precompressing the build', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('writes smaller .br and .gz siblings of text files above 1 KB, and nothing else', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'boutique-precompress-'));
    folders.push(dist);
    mkdirSync(path.join(dist, 'assets'));
    const script = `console.log(${JSON.stringify('boutique '.repeat(400))});`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'small.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'photo.png'), Buffer.alloc(4096, 7));
    // Random bytes do not shrink: the stale sibling from an earlier build must go.
    writeFileSync(path.join(dist, 'noise.txt'), randomBytes(3000));
    writeFileSync(path.join(dist, 'noise.txt.br'), 'stale');

    const summary = await precompressFolder(dist);

    expect(summary.files).toBe(2);
    const js = path.join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    for (const absent of ['small.css.br', 'small.css.gz', 'photo.png.br', 'noise.txt.br', 'noise.txt.gz'])
      expect(existsSync(path.join(dist, absent)), absent).toBe(false);
  });

  it('takes the folder from --outDir, as Vite does, or from a lone argument', () => {
    expect(folderArgument([])).toBe('dist');
    expect(folderArgument(['build'])).toBe('build');
    expect(folderArgument(['--outDir', '/tmp/a b', '--emptyOutDir'])).toBe('/tmp/a b');
    expect(folderArgument(['--emptyOutDir', '--outDir=/tmp/x'])).toBe('/tmp/x');
    expect(() => folderArgument(['--outDir'])).toThrow(/needs a folder/);
  });
});
