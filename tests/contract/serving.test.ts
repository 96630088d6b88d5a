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
    for (const folder of [dist, ...builds]) rmSync(folder, { recursive: true, force: true });
  };
});

/** Build folders made by the tests below, removed at the end. */
const builds: string[] = [];

/** A small build folder with these files, served by the app over the backend's database. */
function appServing(files: Record<string, string>): Hono {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'boutique-serving-'));
  builds.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return createApp({ db: backend.db, keys: backend.keys, distDir: folder, publicUrl: backend.url }).app;
}

/** A policy's directives by name, each with its sources. */
function directives(response: Response): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (response.headers.get('content-security-policy') ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

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
    // No proxy is trusted here (`TRUST_PROXY`), so the forwarded host is not believed.
    // Without SMTP_URL no enquiry goes out by e-mail, and the owner's inbox says so.
    expect(await config.json()).toMatchObject({ supabaseUrl: 'http://localhost', enquiryEmail: false });
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

describe('security headers', () => {
  it('pages, the 404 page and the app config carry the policy and the page headers', async () => {
    for (const [address, status] of [
      ['/', 200],
      ['/shop', 200],
      ['/non-esiste', 404],
      ['/app-config.json', 200],
    ] as const) {
      const response = await app.request(address);
      expect(response.status, address).toBe(status);
      const policy = directives(response);
      expect(policy.get('default-src'), address).toEqual(["'self'"]);
      expect(policy.get('script-src'), address).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"]);
      expect(policy.get('style-src'), address).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), address).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('media-src'), address).toEqual(["'self'"]);
      expect(policy.get('font-src'), address).toEqual(["'self'"]);
      expect(policy.get('connect-src'), address).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), address).toEqual(["'none'"]);
      expect(policy.get('base-uri'), address).toEqual(["'self'"]);
      expect(policy.get('form-action'), address).toEqual(["'self'"]);
      expect(policy.get('object-src'), address).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), address).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), address).toBe('DENY');
      expect(response.headers.get('permissions-policy'), address).toContain('camera=(), ');
      expect(response.headers.get('permissions-policy'), address).toContain('microphone=(), ');
    }
  });

  it('the APIs answer nosniff without the pages’ policy', async () => {
    const rest = await app.request('/rest/v1/products?select=id&limit=1', { headers: { apikey: backend.anonKey } });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-content-type-options')).toBe('nosniff');
    expect(rest.headers.get('content-security-policy')).toBeNull();
    const refused = await app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nessuno@example.it', password: 'sbagliata' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a build made with a hosted backend allows it for data, pictures and videos, and its websocket', async () => {
    const hosted = appServing({
      'pages.json': JSON.stringify({
        routes: { '/': 'index.html' },
        notFound: '404.html',
        backend: 'https://abc.supabase.co',
      }),
      'index.html': '<!doctype html><title>Aurea Gioielli</title>',
      '404.html': '<!doctype html><title>Pagina non trovata</title>',
    });
    const policy = directives(await hosted.request('/'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co', 'wss://abc.supabase.co']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"]);
  });

  it('a manifest whose backend is no origin stops the server from starting', () => {
    expect(() =>
      appServing({
        'pages.json': JSON.stringify({
          routes: {},
          notFound: '404.html',
          backend: 'https://a.example/x; script-src *',
        }),
        'index.html': '<!doctype html>',
        '404.html': '<!doctype html>',
      }),
    ).toThrow(/"backend" is not an http\(s\) origin/);
  });
});

describe('files the build does not have', () => {
  const files = {
    'pages.json': JSON.stringify({ routes: { '/': 'index.html', '/shop': 'shop/index.html' }, notFound: '404.html' }),
    'index.html': '<!doctype html><title>Aurea Gioielli</title>',
    'shop/index.html': '<!doctype html><title>Catalogo</title>',
    '404.html': '<!doctype html><title>Pagina non trovata</title>',
    'assets/index-abc123.js': 'console.log("ciao")',
    'assets/pagina.html': '<!doctype html><title>Una pagina tra i file</title>',
    'images/anello.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };

  it('a missing script, style or picture is a 404 that is not a page and is not kept', async () => {
    const served = appServing(files);
    for (const address of ['/assets/index-zzz999.js', '/assets/manca', '/x.js', '/images/nessuna.png', '/stile.css']) {
      const response = await served.request(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/plain/);
      expect(response.headers.get('cache-control'), address).toBe('no-store');
      expect(await response.text(), address).toBe('File non trovato');
    }
    // A path with no extension is a page that does not exist: the 404 page.
    const page = await served.request('/chi-siamo');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Pagina non trovata');
  });

  it('hashed files are kept for a year, pages never, even under /assets/', async () => {
    const served = appServing(files);
    const cacheControl = async (address: string) => (await served.request(address)).headers.get('cache-control');
    expect(await cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html', '/shop', '/non-esiste', '/assets/pagina.html'])
      expect(await cacheControl(page), page).toBe('no-cache');
  });

  it('a build without pre-rendered pages sends index.html for routes, and a 404 for a missing file', async () => {
    const served = appServing({
      'index.html': '<!doctype html><title>App</title>',
      'assets/index-abc123.js': 'console.log("ciao")',
    });
    const route = await served.request('/qualsiasi/percorso');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>App</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(directives(route).get('frame-ancestors')).toEqual(["'none'"]);
    const missing = await served.request('/assets/index-zzz999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).not.toContain('<title>');
  });
});
