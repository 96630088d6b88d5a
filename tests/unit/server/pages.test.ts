import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.ts';
import { PageRoutes, readPagesManifest } from '../../../server/pages.ts';
import { ORIGIN_TOKEN, requestOrigin } from '../../../server/public-origin.ts';
import { mountApp } from '../../../server/static.ts';

/** Filler that makes a page worth compressing (over 1 KB), as every real page is. */
const FILLER = `<p>${'Gioielli fatti a mano nel nostro laboratorio. '.repeat(40)}</p>`;

const page = (title: string, canonical: string) =>
  `<!doctype html><html lang="it"><head><title>${title}</title>` +
  `<link rel="canonical" href="${ORIGIN_TOKEN}${canonical}"></head><body><h1>${title}</h1>${FILLER}</body></html>`;

const SCRIPT = `export const shop = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `anello-${i}`))};\n`;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A build folder as the build makes it: pages for four routes (one with a space, one capitalised),
 * the 404 page, a hashed script with its precompressed siblings, a picture, the sitemap and robots.
 */
async function fakeBuild(options: { origin?: string; manifest?: boolean } = {}): Promise<string> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'boutique-build-'));
  folders.push(dist);
  const origin = options.origin ?? ORIGIN_TOKEN;
  const files: Record<string, string> = {
    'index.html': page('Aurea Gioielli', '/').replaceAll(ORIGIN_TOKEN, origin),
    'Cless/index.html': page('Cless · Scarpe e borse', '/Cless').replaceAll(ORIGIN_TOKEN, origin),
    'shoop bozza/index.html': page('Shoop bozza', '/shoop bozza').replaceAll(ORIGIN_TOKEN, origin),
    'admin/index.html': page('Boutique Admin', '/admin').replaceAll(ORIGIN_TOKEN, origin),
    '404.html': '<!doctype html><html lang="it"><title>Pagina non trovata</title><h1>Pagina non trovata</h1></html>',
    'assets/index-abc123.js': SCRIPT,
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sitemap.xml': `<urlset><url><loc>${origin}/Cless</loc></url></urlset>`,
    'robots.txt': `User-agent: *\nDisallow: /admin\nSitemap: ${origin}/sitemap.xml\n`,
  };
  if (options.manifest !== false) {
    const routes = { '/': 'index.html', '/Cless': 'Cless/index.html', '/shoop bozza': 'shoop bozza/index.html' };
    const manifest = {
      routes: { ...routes, '/admin': 'admin/index.html' },
      notFound: '404.html',
      ...(options.origin ? { origin: options.origin } : {}),
    };
    files['pages.json'] = JSON.stringify(manifest);
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  await precompressFolder(dist);
  return dist;
}

/** The reverse proxy the app is told to trust, and a request's socket coming from it. */
const PROXY = '10.0.0.1';
const fromProxy = { incoming: { socket: { remoteAddress: PROXY } } };

/** The app as `createApp` builds it: the APIs first, then the build. */
function appServing(dist: string): Hono {
  const app = new Hono();
  app.get('/rest/v1/*', (c) => c.json({ from: 'rest' }));
  app.get('/app-config.json', (c) => c.json({ supabaseUrl: requestOrigin(c.req, 'http://fallback.test') }));
  mountApp(app, { distDir: dist, publicUrl: 'http://fallback.test', trustedProxies: [PROXY] });
  return app;
}

function decoded(body: ArrayBuffer, encoding: string | null): string {
  const bytes = Buffer.from(body);
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('routes of the pre-rendered pages', () => {
  const routes = new PageRoutes(
    new Map([
      ['/', 'index.html'],
      ['/Cless', 'Cless/index.html'],
      ['/shoop bozza', 'shoop bozza/index.html'],
      ['/Doppia', 'Doppia/index.html'],
      ['/doppia', 'doppia/index.html'],
      ['/shop/privacy', 'shop/privacy/index.html'],
      ['/shop/:slug', 'shop/[slug]/index.html'],
    ]),
  );

  it('finds a route as declared, or in another case, naming the declared one', () => {
    expect(routes.match('/Cless')).toEqual({ kind: 'page', route: '/Cless', file: 'Cless/index.html' });
    expect(routes.match('/CLESS')).toEqual({ kind: 'page', route: '/Cless', file: 'Cless/index.html' });
    expect(routes.match('/Shoop Bozza')).toMatchObject({ route: '/shoop bozza' });
    expect(routes.match('/')).toMatchObject({ kind: 'page', route: '/' });
  });

  it('keeps two routes declared in two cases apart', () => {
    expect(routes.match('/doppia')).toMatchObject({ file: 'doppia/index.html' });
    expect(routes.match('/Doppia')).toMatchObject({ file: 'Doppia/index.html' });
  });

  it('moves a route followed by slashes to the route, and knows nothing else', () => {
    expect(routes.match('/cless/')).toEqual({ kind: 'moved', route: '/Cless', path: '/Cless' });
    expect(routes.match('/Cless//')).toEqual({ kind: 'moved', route: '/Cless', path: '/Cless' });
    expect(routes.match('/non-esiste')).toEqual({ kind: 'none' });
    expect(routes.match('/non-esiste/')).toEqual({ kind: 'none' });
    expect(routes.match('//')).toEqual({ kind: 'none' });
  });

  it('gives a pattern route the value its path names, after every declared route', () => {
    expect(routes.match('/shop/anello-luce')).toEqual({
      kind: 'page',
      route: '/shop/:slug',
      file: 'shop/[slug]/index.html',
      params: { slug: 'anello-luce' },
    });
    expect(routes.match('/Shop/Anello')).toMatchObject({ route: '/shop/:slug', params: { slug: 'Anello' } });
    expect(routes.match('/shop/privacy')).toMatchObject({ route: '/shop/privacy' });
    expect(routes.match('/shop/anello-luce/')).toEqual({
      kind: 'moved',
      route: '/shop/:slug',
      path: '/shop/anello-luce',
    });
    expect(routes.match('/shop/')).toEqual({ kind: 'none' });
    expect(routes.match('/shop/a/b')).toEqual({ kind: 'none' });
  });

  it('reads the manifest, and refuses one that names no pages', async () => {
    const dist = await fakeBuild();
    expect(readPagesManifest(dist)).toMatchObject({ notFound: '404.html', origin: null });
    expect(readPagesManifest(dist)?.routes.get('/shoop bozza')).toBe('shoop bozza/index.html');
    writeFileSync(path.join(dist, 'pages.json'), '{"routes": ["/"]}');
    expect(() => readPagesManifest(dist)).toThrow(/pages\.json: expected/);
    rmSync(path.join(dist, 'pages.json'));
    expect(readPagesManifest(dist)).toBeNull();
  });
});

describe('serving a pre-rendered build', () => {
  let app: Hono;
  beforeAll(async () => {
    app = appServing(await fakeBuild());
  });

  it('answers a route with its page, revalidated on every visit', async () => {
    const response = await app.request('/Cless');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<h1>Cless · Scarpe e borse</h1>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/Cless">');
  });

  it('answers a route in another case with the same page, which names the declared route', async () => {
    const response = await app.request('/cless');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('href="http://localhost/Cless"');
  });

  it('decodes the path: a route with a space', async () => {
    const response = await app.request('/shoop%20bozza');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Shoop bozza</h1>');
  });

  it('moves a route followed by a slash to the route, keeping the query', async () => {
    const moved = await app.request('/Cless/');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/Cless');
    const withQuery = await app.request('/shoop%20bozza/?ref=whatsapp');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/shoop%20bozza?ref=whatsapp');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const unknown of ['/non-esiste', '/Cless/altro', '/%E0%A4%A']) {
      const response = await app.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1>Pagina non trovata</h1>');
    }
    // A file the build lacks is no page: a short 404 that no cache keeps.
    for (const missing of ['/assets/', '/assets/index-abc123.js.br', '/logo.png']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).toBe('text/plain; charset=UTF-8');
      expect(response.headers.get('cache-control'), missing).toBe('no-store');
    }
  });

  it('serves /admin as a route like the others, and leaves the APIs to themselves', async () => {
    expect(await (await app.request('/admin')).text()).toContain('<h1>Boutique Admin</h1>');
    const api = await app.request('/rest/v1/products');
    expect(await api.json()).toEqual({ from: 'rest' });
    expect(await (await app.request('/app-config.json')).json()).toEqual({ supabaseUrl: 'http://localhost' });
  });

  it('serves the build files: hashed scripts for a year, pictures, sitemap and robots', async () => {
    const script = await app.request('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(SCRIPT);
    const logo = await app.request('/images/logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(logo.headers.get('cache-control')).toBeNull();
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toBe('<urlset><url><loc>http://localhost/Cless</loc></url></urlset>');
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('writes in the origin a trusted reverse proxy reports, and keeps one copy per origin', async () => {
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cless.example.it' };
    const spoofed = await app.request('/Cless', { headers: proxied });
    expect(await spoofed.text()).toContain('href="http://localhost/Cless"');
    const behindProxy = await app.request('/Cless', { headers: proxied }, fromProxy);
    expect(await behindProxy.text()).toContain('href="https://cless.example.it/Cless"');
    expect(behindProxy.headers.get('vary')).toBe('Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto');
    const robots = await app.request('/robots.txt', { headers: proxied }, fromProxy);
    expect(await robots.text()).toContain('Sitemap: https://cless.example.it/sitemap.xml');
    const direct = await app.request('http://127.0.0.1:8080/Cless');
    expect(await direct.text()).toContain('href="http://127.0.0.1:8080/Cless"');
    expect(direct.headers.get('etag')).not.toBe(behindProxy.headers.get('etag'));
  });

  it('does not believe a forwarded host that is no plain host', async () => {
    const response = await app.request('/Cless', { headers: { 'x-forwarded-host': 'evil.test"><script>' } }, fromProxy);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="http://localhost/Cless"');
  });

  it('compresses the page written for an origin, and keeps it', async () => {
    const plain = await (await app.request('/Cless')).text();
    for (const encoding of ['br', 'gzip']) {
      const response = await app.request('/Cless', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = await response.arrayBuffer();
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
      expect(body.byteLength).toBeLessThan(plain.length / 3);
      expect(decoded(body, encoding)).toBe(plain);
    }
  });

  it('answers HEAD with the headers only, and 304 to a matching If-None-Match', async () => {
    const head = await app.request('/Cless', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1024);
    expect(await head.text()).toBe('');
    const eTag = head.headers.get('etag') ?? '';
    const again = await app.request('/Cless', { headers: { 'if-none-match': eTag } });
    expect(again.status).toBe(304);
    const script = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    const cached = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': script.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('vary')).toBe('Accept-Encoding');
  });
});

describe('choosing a precompressed file', () => {
  let app: Hono;
  beforeAll(async () => {
    app = appServing(await fakeBuild({ origin: 'https://www.example.it' }));
  });

  const cases: [acceptEncoding: string | undefined, sent: string | null][] = [
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=0.9, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    [undefined, null],
  ];

  it.each(cases)('Accept-Encoding %s → %s', async (acceptEncoding, sent) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const response = await app.request('/assets/index-abc123.js', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(sent);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(decoded(body, sent)).toBe(SCRIPT);
  });

  it('gives each coding its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) => {
        const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': encoding } });
        return response.headers.get('etag');
      }),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('cuts a byte range from the uncompressed file', async () => {
    const response = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
    expect(await response.text()).toBe(SCRIPT.slice(0, 10));
    const past = await app.request('/assets/index-abc123.js', { headers: { range: 'bytes=999999-' } });
    expect(past.status).toBe(416);
  });

  it('sends a page built with its origin as built, precompressed', async () => {
    const response = await app.request('/Cless', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const html = decoded(await response.arrayBuffer(), 'br');
    expect(html).toContain('href="https://www.example.it/Cless"');
    const notFound = await app.request('/nessuna', { headers: { 'accept-encoding': 'gzip' } });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Pagina non trovata');
  });
});

describe('serving a build without pre-rendered pages', () => {
  it('answers any path that is no file with index.html, as a client-rendered app needs', async () => {
    const app = appServing(await fakeBuild({ manifest: false, origin: 'https://www.example.it' }));
    for (const route of ['/', '/Cless', '/non-esiste']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<h1>Aurea Gioielli</h1>');
    }
    expect(await (await app.request('/assets/index-abc123.js')).text()).toBe(SCRIPT);
  });

  it('refuses to start on a manifest naming a page the build lacks', async () => {
    const dist = await fakeBuild();
    rmSync(path.join(dist, 'Cless'), { recursive: true });
    expect(() => appServing(dist)).toThrow(/No Cless\/index\.html in the build/);
  });
});
