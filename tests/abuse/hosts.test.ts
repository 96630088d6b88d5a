import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORIGINS } from '../../server/origin-pages.ts';
import { startShop, type Shop } from './harness.ts';

/**
 * The Host header cannot write the page's origin: pages, `sitemap.xml`, `robots.txt` and
 * `/app-config.json` name an allowed host only (the machine's own names, `ALLOWED_HOSTS`) or the
 * public origin (`PUBLIC_ORIGIN`); any other Host gets 421, a request without one 400, and however
 * many hosts are allowed, pages are rendered for at most `MAX_ORIGINS` origins.
 */

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

/**
 * The shops serve a copy of the build (its renderer named by its absolute path), so that neither
 * starting one rebuilds the build others use (`scripts/start.mjs` builds a stale one, and would
 * write this file's `PUBLIC_ORIGIN` into it) nor a build under way elsewhere changes it meanwhile.
 */
let build: string;

beforeAll(() => {
  build = path.join(os.tmpdir(), `boutique-hosts-dist-${process.pid}`);
  rmSync(build, { recursive: true, force: true });
  cpSync(distDir, build, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(build, 'pages.json'), 'utf8')) as {
    origin?: string;
    live?: { renderer: string };
  };
  expect(manifest.origin ?? null).toBeNull();
  if (manifest.live) manifest.live.renderer = path.resolve(distDir, manifest.live.renderer);
  writeFileSync(path.join(build, 'pages.json'), JSON.stringify(manifest));
});

afterAll(() => {
  rmSync(build, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request with the Host given (and gzip decoded), as a client that chooses its own Host sends it;
 * from `from`, another loopback address than 127.0.0.1, to be the reverse proxy `TRUST_PROXY` names.
 */
function get(
  shop: Shop,
  target: string,
  host: string,
  headers: Record<string, string> = {},
  from?: string,
): Promise<Answer> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, agent: false, headers: { ...headers, host }, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (gzipped ? gunzipSync(bytes) : bytes).toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * A request written by hand (no Host, an empty one, a URL in the request line), which asks the
 * server to close the connection after its answer; its status and body.
 */
function raw(shop: Shop, text: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    // Written without ending our side: Node drops an answer under way when its client ends first.
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer in 20 s')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** The documents that name the origin, and the APIs (JSON refusals). */
const DOCUMENTS = ['/', '/shop', '/admin', '/sitemap.xml', '/robots.txt', '/non-esiste'];
const APIS = ['/app-config.json', '/rest/v1/products?select=id', '/auth/v1/settings', '/storage/v1/bucket'];

function expectJsonRefusal(answer: Answer, code: string, what: string): void {
  expect(answer.headers['content-type'], what).toMatch(/application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code, what).toBe(code);
}

/** The reverse proxy in front of the first shop: its requests come from this address. */
const PROXY = '127.0.0.2';

/** More allowed hosts than origins pages are rendered for. */
const MANY = Array.from({ length: 12 }, (_, i) => `vetrina-${i + 1}.example`);

/** Whether a catalogue page was rendered with the products: they link to their pages; the built page has none. */
const renderedWith = (page: Answer, slug: string) => page.body.includes(`/shop/${slug}"`);

describe('without PUBLIC_ORIGIN', () => {
  let shop: Shop;
  let port: string;
  let slug: string;

  beforeAll(async () => {
    const allowed = ['negozio.example.it', ' vetrina.example:8443', ...MANY];
    const env = { ALLOWED_HOSTS: allowed.join(','), TRUST_PROXY: PROXY, DIST_DIR: build };
    shop = await startShop({ pages: true, env });
    port = new URL(shop.url).port;
    const products = await get(shop, '/rest/v1/products?select=slug&shop_id=eq.aurea&limit=1', `127.0.0.1:${port}`, {
      apikey: shop.anonKey,
    });
    slug = (JSON.parse(products.body) as { slug: string }[])[0]?.slug ?? '';
    expect(slug).not.toBe('');
  });

  afterAll(async () => {
    await shop.stop();
  });

  it('a made-up Host gets 421 on pages, sitemap, robots.txt, app-config and the APIs, written in none', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'EVIL.Example', `${'a'.repeat(63)}.example`]) {
      for (const target of [...DOCUMENTS, `/shop/${slug}`]) {
        const answer = await get(shop, target, host);
        expect(answer.status, `${host} ${target}`).toBe(421);
        expect(answer.body.toLowerCase(), `${host} ${target}`).not.toContain(host.toLowerCase());
        expect(answer.headers['content-type'], `${host} ${target}`).toMatch(/^text\/plain/);
        expect(answer.headers['cache-control'], `${host} ${target}`).toBe('no-store');
      }
      for (const target of APIS) {
        const answer = await get(shop, target, host, { apikey: shop.anonKey });
        expect(answer.status, `${host} ${target}`).toBe(421);
        expect(answer.body.toLowerCase(), `${host} ${target}`).not.toContain(host.toLowerCase());
        expectJsonRefusal(answer, 'host_not_allowed', `${host} ${target}`);
      }
    }
    // The URL in the request line is the one the origin would be written with.
    const absolute = await raw(
      shop,
      `GET http://evil.example/shop HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(421);
    expect(absolute.body).not.toContain('evil.example');
  });

  it('the shop’s own addresses and ALLOWED_HOSTS are answered, each page naming the host it was asked on', async () => {
    const machine = os.hostname().toLowerCase();
    const own = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'negozio.example.it'];
    own.push(`negozio.example.it:${port}`, 'vetrina.example:8443');
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(machine)) own.push(`${machine}:${port}`);
    for (const host of own) {
      const origin = `http://${host}`;
      const page = await get(shop, '/shop', host);
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(`<link rel="canonical" href="${origin}/shop"`);
      const product = await get(shop, `/shop/${slug}`, host);
      expect(product.body, host).toContain(`"${origin}/shop/${slug}"`);
      expect((await get(shop, '/robots.txt', host)).body, host).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect((await get(shop, '/sitemap.xml', host)).body, host).toContain(`<loc>${origin}/shop/${slug}</loc>`);
      const config = await get(shop, '/app-config.json', host);
      expect(JSON.parse(config.body), host).toMatchObject({ supabaseUrl: origin });
      for (const body of [page.body, product.body]) expect(body, host).not.toContain('__BOUTIQUE_ORIGIN__');
    }
    for (const host of ['vetrina.example', 'negozio.example.it:9999', 'www.negozio.example.it', '192.0.2.250']) {
      expect((await get(shop, '/shop', host)).status, host).toBe(421);
      expect((await get(shop, '/app-config.json', host)).status, host).toBe(421);
    }
  });

  it('the loopback names on another port reach the APIs from this machine (npm run dev), never a page', async () => {
    const host = 'localhost:5173';
    const config = await get(shop, '/app-config.json', host);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ supabaseUrl: `http://${host}` });
    expect((await get(shop, '/rest/v1/products?select=id&limit=1', host, { apikey: shop.anonKey })).status).toBe(200);
    for (const target of DOCUMENTS) expect((await get(shop, target, host)).status, target).toBe(421);
    expect((await get(shop, '/shop', '127.0.0.1:20001')).status).toBe(421);
  });

  it('a forwarded host from a proxy nobody named in TRUST_PROXY is not written either', async () => {
    const page = await get(shop, '/shop', `127.0.0.1:${port}`, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`http://127.0.0.1:${port}/shop`);
  });

  it('a trusted proxy’s X-Forwarded-Host goes through the same list', async () => {
    const via = (target: string, forwardedHost: string) =>
      get(
        shop,
        target,
        `127.0.0.1:${port}`,
        { 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' },
        PROXY,
      );
    for (const forwardedHost of ['evil.example', 'a/b', `evil.example:${port}`]) {
      const page = await via('/shop', forwardedHost);
      expect(page.status, forwardedHost).toBe(421);
      expect(page.body, forwardedHost).not.toContain(forwardedHost);
      expectJsonRefusal(await via('/app-config.json', forwardedHost), 'host_not_allowed', forwardedHost);
    }
    // The loopback names on any port are for this machine's own requests, not a proxy's visitors.
    expect((await via('/app-config.json', 'localhost:5173')).status).toBe(421);
    const page = await via('/shop', 'negozio.example.it');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="https://negozio.example.it/shop"');
    const config = await via('/app-config.json', 'negozio.example.it');
    expect(JSON.parse(config.body)).toMatchObject({ supabaseUrl: 'https://negozio.example.it' });
  });

  it('a request without a Host is refused with 400, not written for the address the server listens on', async () => {
    for (const target of ['/shop', '/robots.txt']) {
      for (const head of [`GET ${target} HTTP/1.0\r\n`, `GET ${target} HTTP/1.1\r\nHost: \r\n`]) {
        const answer = await raw(shop, `${head}Connection: close\r\n\r\n`);
        expect(answer.status, head).toBe(400);
        expect(answer.body, head).not.toMatch(/0\.0\.0\.0|127\.0\.0\.1|__BOUTIQUE_ORIGIN__/);
      }
    }
    const config = await raw(shop, 'GET /app-config.json HTTP/1.0\r\n\r\n');
    expect(config.status).toBe(400);
    expect(JSON.parse(config.body)).toMatchObject({ code: 'host_missing', details: null, hint: null });
  });

  it(`however many hosts are allowed, pages are rendered for at most ${MAX_ORIGINS} origins`, async () => {
    // The shop's own addresses asked for above hold places already; these take the rest, and no more.
    for (const name of MANY) {
      const page = await get(shop, '/shop', name, { 'accept-encoding': 'gzip' });
      expect(page.status, name).toBe(200);
      expect(page.body, name).toContain(`<link rel="canonical" href="http://${name}/shop"`);
    }
    const rendered: string[] = [];
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'negozio.example.it', ...MANY]) {
      const page = await get(shop, '/shop', host, { 'accept-encoding': 'gzip' });
      expect(page.body, host).toContain(`<link rel="canonical" href="http://${host}/shop"`);
      if (renderedWith(page, slug)) rendered.push(host);
    }
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(MAX_ORIGINS);
    // The first origins asked for keep their places.
    expect(rendered).toContain(`127.0.0.1:${port}`);
  });
});

describe('with PUBLIC_ORIGIN', () => {
  const publicOrigin = 'https://www.negozio.example';
  let shop: Shop;
  let port: string;

  beforeAll(async () => {
    shop = await startShop({ pages: true, env: { PUBLIC_ORIGIN: publicOrigin, DIST_DIR: build } });
    port = new URL(shop.url).port;
  });

  afterAll(async () => {
    await shop.stop();
  });

  it('pages, sitemap.xml, robots.txt and /app-config.json name it', async () => {
    for (const host of ['www.negozio.example', 'WWW.Negozio.Example']) {
      const page = await get(shop, '/shop', host);
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(`<link rel="canonical" href="${publicOrigin}/shop"`);
      expect(page.body, host).not.toContain(`http://${host}`);
      expect((await get(shop, '/robots.txt', host)).body, host).toContain(`Sitemap: ${publicOrigin}/sitemap.xml`);
      expect((await get(shop, '/sitemap.xml', host)).body, host).toContain(`<loc>${publicOrigin}/`);
      const config = await get(shop, '/app-config.json', host);
      expect(JSON.parse(config.body), host).toMatchObject({ supabaseUrl: publicOrigin });
    }
  });

  it('any other host gets 421, the machine’s own names included', async () => {
    const others = ['evil.example', `www.negozio.example:${port}`, 'negozio.example', '192.0.2.250'];
    others.push(`127.0.0.1:${port}`, `localhost:${port}`);
    const machine = os.hostname().toLowerCase();
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(machine)) others.push(machine, `${machine}:${port}`);
    for (const host of others) {
      for (const target of ['/', '/shop', '/sitemap.xml', '/robots.txt']) {
        const answer = await get(shop, target, host);
        expect(answer.status, `${host} ${target}`).toBe(421);
        expect(answer.body, `${host} ${target}`).not.toContain(host);
      }
      // From the machine itself the APIs answer on loopback names (below).
      if (!/^(127\.0\.0\.1|localhost):/.test(host))
        expectJsonRefusal(await get(shop, '/app-config.json', host), 'host_not_allowed', host);
    }
    // From the machine itself the APIs still answer on its loopback names (`npm run backup`).
    const config = await get(shop, '/app-config.json', `127.0.0.1:${port}`);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ supabaseUrl: publicOrigin });
  });
});
