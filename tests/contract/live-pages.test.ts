import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { rootMarkup } from '../../server/page-parts.ts';
import { addProduct, draftProduct, uniqueName } from './fixtures.ts';
import { serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * The catalogue's page rendered at request time with the current products, over a real database:
 * a renderer of the build's shape (here a small module that lists the rows' names) is called with
 * the rows an anonymous visitor may read, its page kept until a product changes.
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
  const files = {
    'pages.json': JSON.stringify({ routes: { '/shop': 'shop/index.html' }, notFound: '404.html', live }),
    'index.html': '<!doctype html><title>Shell</title><div id="root"></div>',
    'shop/index.html': page,
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
  writeBuild(dist, { routes: ['/shop'], renderer: 'renderer.mjs' });
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
    writeBuild(failing, { routes: ['/shop'], renderer: 'missing.mjs' });
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
