/** The build's layout of pre-rendered pages, and what it tells search engines about them. */
import { describe, expect, it } from 'vitest';
import { readPagesManifest } from '../../../server/pages.ts';
import {
  NOT_FOUND_FILE,
  pageFile,
  pagesManifest,
  robotsTxt,
  sitemapRoutes,
  sitemapXml,
  type PublicRoute,
} from '../../../scripts/prerender/pages.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const routes: PublicRoute[] = [
  { route: '/', canonical: '/', indexable: true },
  { route: '/bisidefault', canonical: '/', indexable: true },
  { route: '/Cless', canonical: '/Cless', indexable: true },
  { route: '/shoop bozza', canonical: '/shoop bozza', indexable: true },
  { route: '/shop/:slug', canonical: '/shop/:slug', indexable: true },
  { route: '/admin', canonical: '/admin', indexable: false },
];
const origin = 'https://www.negozio.it';

describe('pageFile', () => {
  it('puts each route in its own folder, keeping its case and spaces', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/Cless')).toBe('Cless/index.html');
    expect(pageFile('/shoop bozza')).toBe('shoop bozza/index.html');
    expect(pageFile('/negozio/orari')).toBe('negozio/orari/index.html');
  });

  it("puts a pattern route's template in a folder named after its parameter", () => {
    expect(pageFile('/shop/:slug')).toBe('shop/[slug]/index.html');
  });

  it('refuses what is no page address', () => {
    expect(() => pageFile('Cless')).toThrow(/starts with/);
    expect(() => pageFile('/../segreti')).toThrow(/not a page address/);
  });
});

describe('pages.json', () => {
  it('is read by the server as written by the build', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pages-'));
    writeFileSync(path.join(folder, 'pages.json'), pagesManifest(['/', '/Cless', '/shoop bozza'], origin));
    const manifest = readPagesManifest(folder);
    expect(manifest?.notFound).toBe(NOT_FOUND_FILE);
    expect(manifest?.origin).toBe(origin);
    expect(Object.fromEntries(manifest?.routes ?? [])).toEqual({
      '/': 'index.html',
      '/Cless': 'Cless/index.html',
      '/shoop bozza': 'shoop bozza/index.html',
    });
  });

  it('names no origin when the build was given none', () => {
    expect(JSON.parse(pagesManifest(['/'], null))).not.toHaveProperty('origin');
  });

  it('names the pages rendered at request time and their renderer, relative to the build', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pages-'));
    const live = {
      routes: { '/shop': 'catalogue' as const, '/Cless/catalogo': 'catalogue' as const },
      shops: { '/shop': 'aurea', '/Cless/catalogo': 'cless' },
      renderer: '../ssr/entry-server.mjs',
    };
    writeFileSync(path.join(folder, 'pages.json'), pagesManifest(['/', '/shop', '/Cless/catalogo'], null, live));
    const manifest = readPagesManifest(folder);
    expect([...(manifest?.live?.routes ?? [])]).toEqual([
      ['/shop', 'catalogue'],
      ['/Cless/catalogo', 'catalogue'],
    ]);
    // Whose products each shows: a build made before shops names none, and shows the jewellery shop's.
    expect([...(manifest?.live?.shops ?? [])]).toEqual([
      ['/shop', 'aurea'],
      ['/Cless/catalogo', 'cless'],
    ]);
    expect(manifest?.live?.renderer).toBe(path.resolve(folder, '../ssr/entry-server.mjs'));
    writeFileSync(
      path.join(folder, 'pages.json'),
      JSON.stringify({
        routes: { '/shop': 'shop.html' },
        notFound: '404.html',
        live: { routes: { '/shop': 'catalogue' }, renderer: 'x' },
      }),
    );
    expect([...(readPagesManifest(folder)?.live?.shops ?? [])]).toEqual([['/shop', 'aurea']]);

    writeFileSync(path.join(folder, 'pages.json'), pagesManifest(['/', '/Cless/catalogo'], null, live));
    expect(() => readPagesManifest(folder)).toThrow(/live route \/shop is no route/);
    expect(JSON.parse(pagesManifest(['/'], null, { routes: {}, shops: {}, renderer: 'x' }))).not.toHaveProperty('live');
  });
});

describe('sitemap.xml', () => {
  it('lists each indexable page once, at its canonical address', () => {
    expect(sitemapRoutes(routes)).toEqual(['/', '/Cless', '/shoop bozza']);
  });

  it('writes absolute, encoded URLs and leaves out the admin', () => {
    const xml = sitemapXml(routes, origin);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${origin}/`, `${origin}/Cless`, `${origin}/shoop%20bozza`]);
    expect(xml).not.toContain('admin');
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps the admin out', () => {
    const text = robotsTxt(routes, origin);
    expect(text.split('\n')).toEqual(['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, '']);
  });

  it('allows everything when every page is public', () => {
    expect(robotsTxt(routes.slice(0, 1), origin)).toContain('Disallow:\n');
  });
});
