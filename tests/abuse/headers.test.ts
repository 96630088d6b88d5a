import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './harness.ts';

/**
 * What `curl -I` shows an attacker about the pages: a policy that refuses framing (the admin cannot
 * be clickjacked), foreign scripts and foreign connections, on every page and every way of asking;
 * and a file the build does not have is a short 404 that no cache keeps, never a page for a year.
 */

let shop: Shop;
const distDir = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');

beforeAll(async () => {
  shop = await startShop({ pages: true });
});

afterAll(async () => {
  await shop.stop();
});

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** A policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

function expectPageHeaders(response: Response, what: string): void {
  for (const [name, value] of Object.entries(PAGE_HEADERS))
    expect(response.headers.get(name), `${what} ${name}`).toBe(value);
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  // No script but the shop's own files, whatever else the policy allows.
  expect(policy.get('script-src'), what).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"]);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
    expect(permissions, `${what} permissions-policy`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`));
  expect(response.headers.get('cache-control') ?? '', what).not.toMatch(/immutable|max-age=[1-9]/);
}

describe('curl -I on the pages', () => {
  it('HEAD and GET of /, /shop and /admin carry the policy and the other headers', async () => {
    for (const address of ['/', '/shop', '/admin']) {
      for (const method of ['HEAD', 'GET']) {
        const response = await fetch(`${shop.url}${address}`, { method });
        expect(response.status, `${method} ${address}`).toBe(200);
        expect(response.headers.get('content-type'), `${method} ${address}`).toMatch(/^text\/html/);
        expectPageHeaders(response, `${method} ${address}`);
        await response.arrayBuffer();
      }
    }
  });

  it('the admin asked for as a frame of another site is refused by frame-ancestors and X-Frame-Options', async () => {
    // What a browser sends for <iframe src=".../admin"> on an attacker's page.
    const response = await fetch(`${shop.url}/admin`, {
      headers: {
        'sec-fetch-dest': 'iframe',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'cross-site',
        referer: 'https://attaccante.example/',
      },
    });
    await response.arrayBuffer();
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('every page of the build, the 404 page and a compressed or revalidated answer carry them too', async () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'pages.json'), 'utf8')) as {
      routes: Record<string, string>;
    };
    const addresses = Object.keys(manifest.routes).map((route) =>
      route
        .replace(/:[^/]+/g, 'nessun-prodotto')
        .split('/')
        .map(encodeURIComponent)
        .join('/'),
    );
    expect(addresses.length).toBeGreaterThan(3);
    for (const address of [...addresses, '/index.html', '/pagina-inesistente']) {
      const response = await fetch(`${shop.url}${address}`, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      expect([200, 404], address).toContain(response.status);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      expectPageHeaders(response, address);
    }
    const first = await fetch(`${shop.url}/shop`);
    await first.arrayBuffer();
    const revalidated = await fetch(`${shop.url}/shop`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expectPageHeaders(revalidated, '304 /shop');
  });

  it('a forged host cannot change the policy', async () => {
    const plain = await fetch(`${shop.url}/`);
    await plain.arrayBuffer();
    const forged = await fetch(`${shop.url}/`, {
      headers: { 'x-forwarded-host': 'attaccante.example', 'x-forwarded-proto': 'https' },
    });
    await forged.arrayBuffer();
    expect(forged.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
    expect(forged.headers.get('content-security-policy')).not.toContain('attaccante');
  });

  it('the APIs answer nosniff, and stored files keep their own sandboxing policy', async () => {
    const anon = { apikey: shop.anonKey };
    const answers = await Promise.all([
      fetch(`${shop.url}/rest/v1/products?select=id&limit=1`, { headers: anon }),
      fetch(`${shop.url}/rest/v1/products`, { method: 'POST', headers: anon, body: '{}' }),
      fetch(`${shop.url}/auth/v1/settings`, { headers: anon }),
      fetch(`${shop.url}/storage/v1/object/public/hero-videos/nessuno.mp4`),
      fetch(`${shop.url}/app-config.json`),
    ]);
    for (const response of answers) {
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
    }
    // A stored file is inert data wherever it is opened: storage's own policy, not the pages'.
    const stored = await fetch(`${shop.url}/storage/v1/object/public/hero-videos/landing.mp4`, { method: 'HEAD' });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('files the build does not have', () => {
  it('/assets/x.js, /x.js and /images/none.png are a 404 that is not HTML and is not kept', async () => {
    for (const address of ['/assets/x.js', '/assets/index-0000000.css', '/x.js', '/images/none.png']) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${shop.url}${address}`, { method });
        const body = await response.text();
        expect(response.status, `${method} ${address}`).toBe(404);
        expect(response.headers.get('content-type'), address).not.toMatch(/html/);
        expect(body, address).not.toMatch(/<html/i);
        expect(response.headers.get('cache-control'), address).toBe('no-store');
        expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
      }
    }
  });

  it('the hashed files that do exist are still kept for a year', async () => {
    const page = await (await fetch(`${shop.url}/`)).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${shop.url}${script}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
