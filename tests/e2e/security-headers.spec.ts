import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse, type Page } from './fixtures.ts';
import { editor, gradientPng, signIn, toast, uniqueName } from './admin-helpers.ts';
import { e2eServiceClient } from './backend.ts';
import { waitForLive } from './support.ts';

/**
 * Every page is sent with a Content-Security-Policy that allows only the shop's own origin, and the
 * pages still work under it: no script, style, picture, video, font or connection of theirs is
 * refused while a visitor and the owner use them.
 */

const service = e2eServiceClient();
const run = `rif${randomBytes(4).toString('hex')}`;
const product = {
  name: 'Anello Vigilia',
  slug: `anello-vigilia-${run}`,
  shop_id: 'aurea',
  status: 'pubblicato',
  category: 'Anelli' as const,
  price: 980,
  is_new: true,
  is_sale: false,
  description: `Anello in oro giallo con zaffiro ovale, ${run}.`,
  image: '/images/products/ring-solitaire.svg',
  images: [{ path: '/images/products/ring-solitaire.svg', alt: 'Anello con zaffiro ovale', width: 800, height: 800 }],
};

test.beforeAll(async () => {
  const { error } = await service.from('products').insert(product);
  if (error) throw new Error(`Adding the test product failed: ${error.message}`);
});

test.afterAll(async () => {
  await service.from('products').delete().like('description', `%${run}%`);
});

/** A policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // Inline scripts never run; a brochure page's Speculation Rules (JSON, no script) are allowed.
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).not.toMatch(/immutable/);
}

test('every kind of page is sent with the security headers', async ({ request }) => {
  const pages = [
    ['/', 200],
    ['/shop', 200],
    [`/shop/${product.slug}`, 200],
    ['/admin', 200],
    ['/reboursp', 200],
    ['/cless/privacy', 200],
    ['/pagina-che-non-esiste', 404],
    ['/shop/nessun-prodotto-ha-questo-indirizzo', 404],
  ] as const;
  for (const [address, status] of pages) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(status);
    expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
  }
});

test('a file the build does not have is a 404 that is no page and is not kept', async ({ request }) => {
  for (const address of ['/assets/non-esiste-abc123.js', '/x.js', '/images/nessuna.png']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()['content-type'], address).not.toMatch(/html/);
    expect(response.headers()['cache-control'], address).toBe('no-store');
  }
});

/**
 * Records the page's policy violations from its first script on (an init script runs before the
 * page's own and is not subject to its policy), and its console errors.
 */
async function watchPolicy(page: Page): Promise<{ errors: string[]; violations: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__policyViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    violations: () =>
      page.evaluate(() => [...((window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [])]),
  };
}

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(watch.violations).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
});

test('the admin cannot be shown in a frame, not even by the shop itself', async ({ page }) => {
  await page.goto('/');
  const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/admin';
    frame.title = 'Amministrazione';
    document.body.append(frame);
  });
  expect((await refused).text()).toMatch(/has been blocked/);
  // The frame holds the browser's error page, not the admin's sign-in.
  const framed = page.frameLocator('iframe[title="Amministrazione"]');
  await expect(framed.getByRole('heading', { name: 'Boutique Admin' })).toHaveCount(0);
  await expect(framed.getByLabel('Password')).toHaveCount(0);
});

// The perfume shop has a hero video and carousels; its document names the product carousel.
const { sections } = JSON.parse(readFileSync('sites/reboursp.json', 'utf8')) as {
  sections: { type: string; title?: string }[];
};
const carouselTitle = sections.find((section) => section.type === 'product-carousel')?.title ?? '';

test('a brochure page plays its hero video and turns its carousels with nothing refused', async ({ page }) => {
  const watch = await watchPolicy(page);
  const videoAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/storage/v1/object/public/hero-videos/')) videoAnswers.push(response.status());
  });
  await page.goto('/reboursp');
  const hero = page.locator('section.hero');
  await expect(hero).toHaveAttribute('data-video-state', 'video');
  // The video's bytes arrived (media-src allows the shop's storage).
  await expect.poll(() => videoAnswers.some((status) => status === 200 || status === 206)).toBe(true);

  const carousel = page.getByRole('region', { name: carouselTitle });
  await carousel.scrollIntoViewIfNeeded();
  const first = carousel.getByRole('group').first();
  const shown = await first.getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Prodotto successivo' }).click();
  await expect(first).not.toHaveAttribute('aria-label', shown ?? '');

  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the catalogue shows a product added while it is open, with nothing refused', async ({ page }) => {
  const watch = await watchPolicy(page);
  const own = `rif${randomBytes(4).toString('hex')}`;
  await page.goto(`/shop?cerca=${own}`);
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  // The live list reads the catalogue once more when its channel is joined.
  await waitForLive(page, 2);

  const { error } = await service.from('products').insert({
    ...product,
    name: 'Anello Brezza',
    slug: `anello-brezza-${own}`,
    description: `Anello con acquamarina, ${own}, ${run}.`,
  });
  expect(error).toBeNull();
  const list = page.getByRole('list', { name: 'Prodotti' });
  await expect(list.getByRole('heading', { name: 'Anello Brezza', exact: true })).toBeVisible();

  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a product page opens its zoomed view with nothing refused', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto(`/shop/${product.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Ingrandisci la foto/ })
    .click();
  const zoomed = page.getByRole('dialog', { name: product.name });
  await expect(zoomed).toBeVisible();
  await expect(zoomed.getByRole('img', { name: 'Anello con zaffiro ovale' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoomed).toHaveCount(0);

  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the owner signs in and uploads a photo, also through the WebAssembly encoder, with nothing refused', async ({
  page,
}) => {
  test.slow();
  // Safari's canvas answers a WebP request with a PNG: the admin then compiles libwebp's WebAssembly.
  await page.addInitScript(() => {
    type Convert = (this: OffscreenCanvas, options?: ImageEncodeOptions) => Promise<Blob>;
    const convert = Object.getOwnPropertyDescriptor(OffscreenCanvas.prototype, 'convertToBlob')!.value as Convert;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return convert.call(this, { ...options, type: options?.type === 'image/webp' ? 'image/png' : options?.type });
    };
  });
  const watch = await watchPolicy(page);
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(request.url());
  });

  await signIn(page);
  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  const name = uniqueName('Bracciale Vigilia');
  await card.getByLabel('Nome').fill(name);
  await card.locator('input[type="file"]').setInputFiles({
    name: 'bracciale.png',
    mimeType: 'image/png',
    buffer: gradientPng(96),
  });
  await card.getByRole('region', { name: 'Inquadra la foto' }).getByRole('button', { name: 'Carica foto' }).click();
  await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible({
    timeout: 20_000,
  });
  expect(wasm.length).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();

  // Its page shows the stored WebP, in the zoomed view too. (Marked with this run, so it is removed
  // after; priced and published, so that its page opens.)
  const { data: saved } = await service
    .from('products')
    .update({ description: `Bracciale di prova, ${run}.`, price: 240, status: 'pubblicato' })
    .eq('name', name)
    .select('slug')
    .single();
  await page.goto(`/shop/${saved!.slug}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Ingrandisci la foto/ })
    .click();
  const photo = page.getByRole('dialog', { name }).getByRole('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});
