import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { addProducts, draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
/** The app `npm start` serves, over the backend's database, with a small pre-rendered build. */
let app: Hono;
let dist: string;
/** A description of this file's own, so its list is this file's products only (categories are the shop's three). */
const description = `${uniqueName('Spilla')} in argento brunito con smalto a fuoco, fatta a mano a Vicenza.`;

beforeAll(async () => {
  backend = await startBackend();
  dist = mkdtempSync(path.join(os.tmpdir(), 'boutique-serving-'));
  const files = {
    'pages.json': JSON.stringify({ routes: { '/': 'index.html', '/shop': 'shop/index.html' }, notFound: '404.html' }),
    'index.html': '<!doctype html><title>Aurea Gioielli</title><h1>Aurea Gioielli</h1>',
    'shop/index.html': '<!doctype html><title>Catalogo</title><h1>Catalogo</h1>',
    '404.html': '<!doctype html><title>Pagina non trovata</title><h1>Pagina non trovata</h1>',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  app = createApp({ db: backend.db, keys: backend.keys, distDir: dist, publicUrl: backend.url }).app;
  await addProducts(
    backend,
    Array.from({ length: 12 }, (_, i) => draftProduct({ name: `Spilla ${i}`, description })),
  );
  return async () => {
    await backend.stop();
    rmSync(dist, { recursive: true, force: true });
  };
});

const listPath = `/rest/v1/products?select=*&description=eq.${encodeURIComponent(description)}`;

describe('the build beside the APIs', () => {
  it('serves the pages, the 404 page for an unknown path, and leaves the APIs their own answers', async () => {
    expect(await (await app.request('/shop')).text()).toContain('<h1>Catalogo</h1>');
    const unknown = await app.request('/non-esiste');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Pagina non trovata</h1>');

    const unknownTable = await app.request('/rest/v1/nessuna', { headers: { apikey: backend.anonKey } });
    expect(unknownTable.status).toBe(404);
    expect(await unknownTable.json()).toMatchObject({ code: 'PGRST205' });
    const unsupported = await app.request('/realtime/v1/qualcosa');
    expect(await unsupported.json()).toMatchObject({ code: 'PGRST125' });
    const config = await app.request('/app-config.json', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'negozio.example.it' },
    });
    expect(await config.json()).toMatchObject({ supabaseUrl: 'https://negozio.example.it' });
  });
});

describe('REST responses compressed on the fly', () => {
  it('gzips a list above 1 KB when asked, and sends it as it is otherwise', async () => {
    const headers = { apikey: backend.anonKey, prefer: 'count=exact' };
    const plain = await app.request(listPath, { headers });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveLength(12);

    const gzipped = await app.request(listPath, { headers: { ...headers, 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(gzipped.headers.get('content-range')).toBe('0-11/12');
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.byteLength).toBeLessThan(text.length / 3);
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it('keeps supabase-js working over the socket: it asks for gzip and reads rows and count', async () => {
    const { data, count, error } = await anonClient(backend)
      .from('products')
      .select('*', { count: 'exact' })
      .eq('description', description)
      .order('name');
    expect(error).toBeNull();
    expect(count).toBe(12);
    expect(data?.map((product) => product.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Spilla ${i}`).sort());
    const response = await fetch(`${backend.url}${listPath}`, { headers: { apikey: backend.anonKey } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toHaveLength(12);
  });
});
