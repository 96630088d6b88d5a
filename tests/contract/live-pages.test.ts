import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { rootMarkup } from '../../server/page-parts.ts';
import { HEAD_END, HEAD_START } from '../../src/site/head-tags.ts';
import { addProduct, draftProduct, uniqueName } from './fixtures.ts';
import { serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * The catalogue's page and the product pages rendered at request time with the current products,
 * over a real database: a renderer of the build's shape (here a small module that lists the rows'
 * names, or names the one product) is called with the rows an anonymous visitor may read, its page
 * kept until a product changes.
 */

let backend: Backend;
let dist: string;
const renderer = `
export const ROUTER_DATA_ID = 'router-data';
export async function renderCataloguePage(url, rows) {
  const names = rows.map((row) => '<li>' + row.name + '</li>').join('');
  return {
    html: '<ul aria-label="Prodotti">' + names + '</ul>',
    routerData: { url, count: rows.length },
    structuredData: [{ '@type': 'ItemList', numberOfItems: rows.length }],
  };
}
export async function renderProductPage(url, product) {
  return {
    html: '<h1>' + product.row.name + '</h1><p>' + product.row.availability + '</p>',
    routerData: { url, slug: product.slug },
    head: '<title>' + product.row.name + ' · Aurea</title><link rel="canonical" href="' + url + '" />',
  };
}
`;

function appOver(folder: string): Hono {
  return createApp({ db: backend.db, keys: backend.keys, distDir: folder, publicUrl: backend.url }).app;
}

function writeBuild(folder: string, live: unknown): void {
  const page = [
    '<!doctype html><html lang="it"><head><title>Catalogo</title></head><body>',
    rootMarkup('<p>Caricamento prodotti...</p>', { id: 'router-data', value: null }),
    '</body></html>',
  ].join('\n');
  const template = [
    `<!doctype html><html lang="it"><head>${HEAD_START}<title>Gioiello</title>${HEAD_END}</head><body>`,
    rootMarkup('<p>Caricamento del pezzo...</p>', { id: 'router-data', value: null }),
    '</body></html>',
  ].join('\n');
  const routes = {
    '/shop': 'shop/index.html',
    '/shop/privacy': 'shop/privacy/index.html',
    '/shop/:slug': 'shop/[slug]/index.html',
  };
  const files = {
    'pages.json': JSON.stringify({ routes, notFound: '404.html', live }),
    'index.html': '<!doctype html><title>Shell</title><div id="root"></div>',
    'shop/index.html': page,
    'shop/privacy/index.html': '<!doctype html><title>Privacy</title>',
    'sitemap.xml':
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n  <url><loc>https://aurea.test/shop</loc></url>\n</urlset>\n',
    'shop/[slug]/index.html': template,
    '404.html': '<!doctype html><title>Pagina non trovata</title>',
    'renderer.mjs': renderer,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

beforeAll(async () => {
  backend = await startBackend();
  dist = mkdtempSync(path.join(os.tmpdir(), 'boutique-live-'));
  writeBuild(dist, { routes: { '/shop': 'catalogue', '/shop/:slug': 'product' }, renderer: 'renderer.mjs' });
});

afterAll(async () => {
  await backend.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('the catalogue page rendered with the current products', () => {
  it('lists what an anonymous visitor may read, with the data and structured data in place', async () => {
    const app = appOver(dist);
    const name = uniqueName('Spilla');
    await addProduct(backend, draftProduct({ name }));
    const response = await app.request('/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<li>${name}</li>`);
    expect(html).not.toContain('Caricamento prodotti...');
    expect(html).toMatch(/<script type="application\/json" id="router-data">\{"url":"[^"]+\/shop","count":\d+\}/);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<script type="application/ld+json">');
  });

  it('keeps its page until a product changes, then renders it again', async () => {
    const app = appOver(dist);
    const first = await app.request('/shop');
    const tag = first.headers.get('etag') ?? '';
    expect((await app.request('/shop', { headers: { 'if-none-match': tag } })).status).toBe(304);

    const name = uniqueName('Anello');
    const added = await addProduct(backend, draftProduct({ name }));
    const changed = await app.request('/shop', { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`<li>${name}</li>`);

    await serviceClient(backend)
      .from('products')
      .update({ name: `${name} bis` })
      .eq('id', added.id);
    expect(await (await app.request('/shop')).text()).toContain(`<li>${name} bis</li>`);
    await serviceClient(backend).from('products').delete().eq('id', added.id);
    expect(await (await app.request('/shop')).text()).not.toContain(name);
  });

  it('never reads again while nothing changes, however many visitors ask', async () => {
    const app = appOver(dist);
    await app.request('/shop');
    const query = vi.spyOn(backend.db, 'asRole');
    const pages = await Promise.all(Array.from({ length: 20 }, async () => app.request('/shop')));
    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it('sends the built page, not an error, when the page cannot be rendered', async () => {
    const failing = mkdtempSync(path.join(os.tmpdir(), 'boutique-live-'));
    writeBuild(failing, { routes: { '/shop': 'catalogue' }, renderer: 'missing.mjs' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await appOver(failing).request('/shop');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Caricamento prodotti...');
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
      rmSync(failing, { recursive: true, force: true });
    }
  });
});

describe('a product page rendered with the product its address names', () => {
  it("has the product in its body and its own head in place of the template's", async () => {
    const app = appOver(dist);
    const name = uniqueName('Anello Pagina');
    const added = await addProduct(backend, draftProduct({ name, availability: 'riservato' }));
    const response = await app.request(`/shop/${added.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${name} · Aurea</title>`);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="http://[^"/]+/shop/${added.slug}" />`));
    expect(head).not.toContain('<title>Gioiello</title>');
    expect(head).not.toContain(HEAD_START);
    expect(html).toContain(`<h1>${name}</h1><p>riservato</p>`);
    expect(html).toContain(`"slug":"${added.slug}"`);
  });

  it('answers an address no product has with the 404 page and status 404', async () => {
    const app = appOver(dist);
    const response = await app.request('/shop/nessun-pezzo-con-questo-nome');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  it("leaves the shop's own pages under /shop/ to them", async () => {
    const response = await appOver(dist).request('/shop/privacy');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Privacy</title>');
  });

  it("shows a change at once, and a deleted piece's address becomes a 404", async () => {
    const app = appOver(dist);
    const added = await addProduct(backend, draftProduct({ name: uniqueName('Orologio Pagina') }));
    expect(await (await app.request(`/shop/${added.slug}`)).text()).toContain('<p>disponibile</p>');
    await serviceClient(backend).from('products').update({ availability: 'venduto' }).eq('id', added.id);
    expect(await (await app.request(`/shop/${added.slug}`)).text()).toContain('<p>venduto</p>');
    await serviceClient(backend).from('products').delete().eq('id', added.id);
    expect((await app.request(`/shop/${added.slug}`)).status).toBe(404);
  });

  it('are listed in the sitemap, each with its last change, as soon as they exist', async () => {
    const app = appOver(dist);
    const added = await addProduct(backend, draftProduct({ name: uniqueName('Spilla Mappa') }));
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).toContain('<url><loc>https://aurea.test/shop</loc></url>');
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>http://[^<]+/shop/${added.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z</lastmod></url>`,
      ),
    );
    await serviceClient(backend).from('products').delete().eq('id', added.id);
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain(added.slug);
  });

  it('redirects the address with a trailing slash to the one without', async () => {
    const response = await appOver(dist).request('/shop/anello-luce/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/shop/anello-luce');
  });
});
