import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { policyKinds, policyRoute, policyRoutesOf } from '../../src/site/policies.ts';
import { e2eServiceClient } from './backend.ts';

/**
 * Pages arrive whole: each route's HTML holds its title and heading before any script runs, reads
 * complete without JavaScript, and hydrates with no warning.
 */

interface Doc {
  routes: string[];
  shop: { id: string };
  meta: { title: string };
  sections: { type: string; title?: string }[];
}

/** Sections whose content comes from the backend: their pages are not brochures. */
const LIVE = new Set(['catalogue', 'product-admin', 'product']);

/** The site documents' brochure pages, read now so a new shop is tested with no edit here. */
function brochures(): { route: string; doc: Doc }[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Doc)
    .filter((doc) => !doc.sections.some((s) => LIVE.has(s.type)))
    .flatMap((doc) => doc.routes.map((route) => ({ route, doc })));
}

/** The shops' catalogue pages. */
function catalogueDocuments(): Doc[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Doc)
    .filter((doc) => doc.sections.some((s) => s.type === 'catalogue'));
}

const address = (route: string) => route.split('/').map(encodeURIComponent).join('/');
const heroTitle = (doc: Doc) => doc.sections.find((s) => s.type === 'hero')?.title;
const htmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

for (const { route, doc } of brochures()) {
  test.describe(`pre-rendered ${route}`, () => {
    test('its HTML holds the title and the one h1 before any script runs', async ({ request }) => {
      const response = await request.get(address(route), { headers: { 'accept-encoding': 'identity' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${htmlText(doc.meta.title)}</title>`);
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings).toHaveLength(1);
      const title = heroTitle(doc);
      if (title !== undefined) expect(headings[0]?.[1]).toContain(htmlText(title));
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+" \/>/);
    });

    test('reads complete without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(address(route));
      await expect(page.locator('h1')).toBeVisible();
      const title = heroTitle(doc);
      if (title !== undefined) await expect(page.locator('h1')).toHaveText(title);
      for (const heading of await page.locator('h2').all()) {
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      const links = page.locator('main a[href], footer a[href]');
      expect(await links.count()).toBeGreaterThan(0);
      // Every link in view is opaque: read in one pass over the page (a page holds dozens of links).
      const faded = await links.evaluateAll((elements) =>
        elements
          .filter((link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden')
          .filter((link) => getComputedStyle(link).opacity !== '1')
          .map((link) => link.outerHTML.slice(0, 120)),
      );
      expect(faded, 'visible links that are not fully opaque').toEqual([]);
      await expect(page.locator('.reveal[data-visible="false"]')).toHaveCount(0);
      await expect(page.locator('noscript')).toHaveCount(0);
      await context.close();
    });

    test('hydrates with no warning', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(address(route), { waitUntil: 'networkidle' });
      await expect(page.locator('h1')).toBeVisible();
      expect(problems).toEqual([]);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  });
}

test('a route in another case reaches the page and names the declared route as canonical', async ({ request }) => {
  const response = await request.get('/cless');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/Cless" \/>/);
});

test('an unknown path answers 404 with the 404 page', async ({ request, page }) => {
  const manifest = await request.get('/pages.json');
  test.skip(!manifest.ok(), 'the build has no pages.json: the server answers every path with the app');
  const response = await request.get('/non-esiste');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
  await page.goto('/non-esiste');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('the sitemap lists every public page and robots.txt names it', async ({ request, baseURL }) => {
  // The published pieces: a draft's or an archived piece's page is not in it.
  const { data: products } = await e2eServiceClient()
    .from('products')
    .select('slug, shop_id')
    .eq('status', 'pubblicato');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  // Every address of a page is its own canonical, an alias (`/bisidefault`) too.
  const canonical = new Set(brochures().flatMap(({ doc }) => doc.routes));
  // Each page with a footer publishes its shop's privacy and cookie pages (`src/site/policies.ts`).
  for (const { doc } of brochures()) for (const route of policyRoutesOf(doc)) canonical.add(route);
  // Every shop's catalogue, with its policy pages, and every piece's page under its own shop's
  // catalogue, added by the server (products other tests add meanwhile may come and go).
  const catalogues = new Map(catalogueDocuments().map((doc) => [doc.shop.id, doc.routes[0] ?? '']));
  for (const doc of catalogueDocuments()) {
    canonical.add(doc.routes[0] ?? '');
    for (const kind of policyKinds) canonical.add(policyRoute(doc.routes[0] ?? '', kind));
  }
  for (const { slug, shop_id } of products ?? []) canonical.add(`${catalogues.get(shop_id) ?? ''}/${slug}`);
  expect(new Set(locations)).toEqual(new Set([...canonical].map((route) => `${baseURL ?? ''}${address(route)}`)));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
});

test.describe('the catalogue rendered with the current products', () => {
  const service = e2eServiceClient();
  // First by name, the catalogue's first order: on the first page however many products other tests left.
  const name = `Acquamarina Prova ${randomBytes(3).toString('hex')}`;
  const piece = {
    name,
    description: 'Spilla in argento brunito, pezzo unico del laboratorio.',
    price: 345.5,
    original_price: null,
    shop_id: 'aurea',
    category: 'Anelli',
    image: '/images/products/ring-solitaire.svg',
    is_new: false,
    is_sale: false,
    status: 'pubblicato',
  };

  test.afterAll(async () => {
    await service.from('products').delete().eq('name', name);
  });

  /** The ItemList of the page's JSON-LD, as a search engine reads it. */
  const itemList = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null') as { '@type': string; itemListElement?: unknown[] })
      .find((data) => data['@type'] === 'ItemList');

  test('its HTML lists a product added a moment ago, with its offer, and drops it once deleted', async ({
    request,
  }) => {
    const { error } = await service.from('products').insert(piece);
    expect(error).toBeNull();
    const html = await (await request.get('/shop', { headers: { 'accept-encoding': 'identity' } })).text();
    expect(html).toContain(`>${name}</a></h3>`);
    expect(html).not.toContain('Caricamento prodotti...');
    const items = itemList(html)?.itemListElement ?? [];
    expect(items).toContainEqual(
      expect.objectContaining({
        item: expect.objectContaining({
          '@type': 'Product',
          name,
          offers: expect.objectContaining({ price: '345.50', priceCurrency: 'EUR' }),
        }),
      }),
    );

    await service.from('products').delete().eq('name', name);
    const after = await (await request.get('/shop')).text();
    expect(after).not.toContain(name);
    expect(itemList(after)?.itemListElement).toHaveLength(items.length - 1);
  });

  test('without JavaScript the products are on the page', async ({ browser }) => {
    await service.from('products').insert(piece);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Collezione' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 3, name })).toBeAttached();
    await context.close();
    await service.from('products').delete().eq('name', name);
  });

  test('hydrates with no warning, then follows the catalogue live', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/shop', { waitUntil: 'networkidle' });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await page.getByRole('searchbox', { name: 'Cerca prodotti' }).fill(name);
    await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
    await service.from('products').insert(piece);
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await service.from('products').delete().eq('name', name);
  });
});
