import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { e2eServiceClient } from './backend.ts';

/**
 * A product's page as the server answers it: finished HTML with the product, its own head and
 * structured data, readable without JavaScript, hydrated without a warning; an address no product
 * has is the 404 page with status 404; the sitemap lists every piece.
 */

const service = e2eServiceClient();
const tag = randomBytes(3).toString('hex');
const name = `Spilla Ape Regina ${tag}`;
let slug = '';
let id = '';

test.beforeAll(async () => {
  const { data, error } = await service
    .from('products')
    .insert({
      name,
      description: 'Spilla in oro giallo con corpo in smalto e ali traforate a mano.',
      price: 1480,
      original_price: 1650,
      is_sale: true,
      shop_id: 'aurea',
      category: 'Orecchini',
      availability: 'su ordinazione',
      status: 'pubblicato',
      images: [
        { path: '/images/products/earrings-drops.svg', alt: 'La spilla di fronte', width: 800, height: 800 },
        { path: '/images/products/earrings-drops-dettaglio.svg', alt: 'Le ali da vicino', width: 800, height: 800 },
      ],
    })
    .select('id, slug')
    .single();
  if (error) throw new Error(`Adding the test product failed: ${error.message}`);
  ({ id, slug } = data);
});

test.afterAll(async () => {
  await service.from('products').delete().eq('id', id);
});

test('arrives as finished HTML with its own head and a Product with its Offer', async ({ request, baseURL }) => {
  const response = await request.get(`/shop/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${name} · Aurea Gioielli</title>`);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/shop/${slug}" />`);
  expect(head).toContain('<meta property="og:type" content="product" />');
  expect(head).toContain(`<meta property="og:url" content="${baseURL}/shop/${slug}" />`);
  // The demo's drawn photos are SVGs, which previewers do not show: the shop's share card stands in.
  expect(head).toContain(`<meta property="og:image" content="${baseURL}/og/shop-product.jpg" />`);
  expect(head).not.toContain('<!--page-head-->');
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  expect(blocks).toContainEqual(
    expect.objectContaining({
      '@type': 'Product',
      name,
      offers: expect.objectContaining({
        price: '1480.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/MadeToOrder',
      }),
    }),
  );
  expect(html.slice(html.indexOf('<body'))).toContain(name);
});

test('answers an address no product has with the 404 page', async ({ request }) => {
  const response = await request.get(`/shop/nessun-pezzo-${tag}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the piece, its price and its availability', async ({ page }) => {
    await page.goto(`/shop/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^1480,00\s€$/).first()).toBeVisible();
    await expect(page.getByText(/su ordinazione/i).first()).toBeVisible();
  });
});

test('hydrates with no warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/shop/${slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(problems).toEqual([]);
});

test('is listed in the sitemap', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}/shop/${slug}</loc>`);
  expect(xml).not.toContain('[slug]');
  expect(xml).not.toContain(':slug');
});
