import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, waitForLive, watchConsole } from './support.ts';

/**
 * Product pages as a visitor uses them, against the running embedded server. Each run adds its own
 * products, marked with a reference code in their description, and reaches them by searching the
 * catalogue for it, so the seed and other tests never get in the way.
 */

const service = e2eServiceClient();
const run = `rif${randomBytes(4).toString('hex')}`;

const photos = (stem: string, alts: string[]) =>
  alts.map((alt, i) => ({
    path: `/images/products/${i === 0 ? stem : `${stem}-dettaglio`}.svg`,
    alt,
    width: 800,
    height: 800,
  }));

const fixtures = {
  aurora: {
    status: 'pubblicato',
    name: 'Anello Aurora',
    slug: `anello-aurora-${run}`,
    shop_id: 'aurea',
    category: 'Anelli' as const,
    price: 1250,
    original_price: 1400,
    is_new: true,
    is_sale: true,
    availability: 'disponibile' as const,
    description: `Solitario in oro bianco 18 carati con diamante taglio brillante, ${run}.`,
    image: '/images/products/ring-solitaire.svg',
    images: [
      ...photos('ring-solitaire', ['Anello solitario in oro bianco', 'Dettaglio del diamante e delle griffe']),
      { path: '/images/products/ring-eternity.svg', alt: 'L’anello indossato', width: 800, height: 800 },
    ],
  },
  duna: {
    status: 'pubblicato',
    name: 'Orologio Duna',
    slug: `orologio-duna-${run}`,
    shop_id: 'aurea',
    category: 'Orologi' as const,
    price: 2400,
    original_price: null,
    is_new: false,
    is_sale: false,
    availability: 'disponibile' as const,
    description: `Cronografo automatico in acciaio e oro rosa, ${run}.`,
    image: '/images/products/watch-chrono.svg',
    images: photos('watch-chrono', ['Cronografo con lunetta tachimetrica', 'Dettaglio dei contatori']),
  },
};

test.beforeAll(async () => {
  const { error } = await service.from('products').insert(Object.values(fixtures));
  if (error) throw new Error(`Adding the test products failed: ${error.message}`);
});

test.afterAll(async () => {
  await service.from('products').delete().like('description', `%${run}%`);
});

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Prodotti' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

/** The catalogue showing this run's products (and `query`), as a visitor reaches it. */
async function openCatalogue(page: Page, query = ''): Promise<void> {
  await page.goto(`/shop?cerca=${run}${query ? `&${query}` : ''}`);
  await expect(page.getByRole('status').first()).not.toHaveText('Caricamento prodotti...');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Opens a product's page from its card in the catalogue (a move inside the app). */
async function openFromCard(page: Page, name: string): Promise<void> {
  await card(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a card opens its product page, with photos, price, availability, description and category', async ({ page }) => {
  const console = watchConsole(page);
  await openCatalogue(page);
  const aurora = card(page, 'Anello Aurora');
  // The whole card is the link's area; the link's name is the product's.
  await expect(aurora.getByRole('link')).toHaveAccessibleName('Anello Aurora');
  const box = (await aurora.locator('img').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect(page).toHaveURL(`/shop/${fixtures.aurora.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anello Aurora' })).toBeVisible();
  await expect(page).toHaveTitle('Anello Aurora · Aurea Gioielli');
  const main = page.getByRole('main');
  await expect(main.getByText('1250,00\u00a0€', { exact: true })).toBeVisible();
  await expect(main.locator('del')).toHaveText('prezzo originale 1400,00\u00a0€');
  await expect(main.getByText('NUOVO', { exact: true })).toBeVisible();
  await expect(main.getByText('SALDO', { exact: true })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Disponibile');
  await expect(main.getByText(fixtures.aurora.description)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Anelli' })).toHaveAttribute('href', '/shop?categoria=anelli');
  await expect(main.getByRole('img', { name: 'Anello solitario in oro bianco' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(3);
  expect(console.errors).toEqual([]);
});

/** The main photo's tab panel, and the name of the photo it shows. */
const mainPhoto = (page: Page) => page.getByRole('tabpanel');
const shownPhoto = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Ingrandisci la foto/ });

test('the gallery follows the mouse: thumbnails and the arrows beside the photo', async ({ page }) => {
  const console = watchConsole(page);
  // A first visit: the server renders the page with the piece, the browser hydrates it.
  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(shownPhoto(page)).toHaveAccessibleName('Ingrandisci la foto: Anello solitario in oro bianco');

  await page.getByRole('tab', { name: 'Foto 2 di 3' }).click();
  await expect(page.getByRole('tab', { name: 'Foto 2 di 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(shownPhoto(page)).toHaveAccessibleName('Ingrandisci la foto: Dettaglio del diamante e delle griffe');

  await mainPhoto(page).hover();
  await page.getByRole('button', { name: 'Foto successiva' }).click();
  await expect(shownPhoto(page)).toHaveAccessibleName('Ingrandisci la foto: L’anello indossato');
  // Round from the last to the first, and back.
  await page.getByRole('button', { name: 'Foto successiva' }).click();
  await expect(page.getByRole('tab', { name: 'Foto 1 di 3' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Foto precedente' }).click();
  await expect(page.getByRole('tab', { name: 'Foto 3 di 3' })).toHaveAttribute('aria-selected', 'true');
  // The photos that are not shown are out of the accessibility tree.
  await expect(page.getByRole('img', { name: 'Anello solitario in oro bianco' })).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test('the gallery follows a finger: sideways swipes turn the photo, an upward one scrolls the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const panel = mainPhoto(page);
  await expect(panel).toHaveCSS('touch-action', 'pan-y');
  const cdp = await context.newCDPSession(page);

  /** One finger pressed at the photo's middle, moved by `dx`, `dy` in ten steps, and lifted. */
  async function swipe(dx: number, dy: number) {
    const box = (await panel.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) {
      const point = { x: x + (dx * step) / 10, y: y + (dy * step) / 10 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  await swipe(-160, 6);
  await expect(page.getByRole('tab', { name: 'Foto 2 di 3' })).toHaveAttribute('aria-selected', 'true');
  await swipe(-160, -4);
  await expect(page.getByRole('tab', { name: 'Foto 3 di 3' })).toHaveAttribute('aria-selected', 'true');
  await swipe(160, 0);
  await expect(page.getByRole('tab', { name: 'Foto 2 di 3' })).toHaveAttribute('aria-selected', 'true');
  // A swipe is not a tap: the zoomed view stayed closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Up and down belongs to the page: the photo stays, the page scrolls.
  await swipe(10, -250);
  await expect(page.getByRole('tab', { name: 'Foto 2 di 3' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A tap opens the zoomed view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shownPhoto(page).tap();
  await expect(page.getByRole('dialog', { name: 'Anello Aurora' })).toBeVisible();
  await context.close();
});

test('the gallery follows the keyboard: one tab stop, arrows, Home and End', async ({ page }) => {
  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const tab = (n: number) => page.getByRole('tab', { name: `Foto ${String(n)} di 3` });
  // From the photo, Tab reaches the arrows beside it (shown while focused), then the selected thumbnail only.
  await shownPhoto(page).focus();
  await page.keyboard.press('Tab');
  const previous = page.getByRole('button', { name: 'Foto precedente' });
  await expect(previous).toBeFocused();
  await expect(previous).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Foto successiva' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tab(1)).toBeFocused();
  expect(await tab(1).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  await page.keyboard.press('ArrowRight');
  await expect(tab(2)).toBeFocused();
  await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(shownPhoto(page)).toHaveAccessibleName('Ingrandisci la foto: Dettaglio del diamante e delle griffe');
  await page.keyboard.press('End');
  await expect(tab(3)).toBeFocused();
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(1)).toBeFocused();
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { selected: false }).first()).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
});

test('the zoomed view keeps the focus inside, turns photos, closes with Escape and gives the focus back', async ({
  page,
}) => {
  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await shownPhoto(page).click();
  const dialog = page.getByRole('dialog', { name: 'Anello Aurora' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Anello solitario in oro bianco');
  await expect(dialog.getByText('Foto 1 di 3')).toBeVisible();

  // Focus goes round inside the dialog, never back to the page behind it.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Foto 2 di 3')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAccessibleName('Dettaglio del diamante e delle griffe');
  await dialog.getByRole('button', { name: 'Foto successiva' }).click();
  await expect(dialog.getByText('Foto 3 di 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The page shows the photo reached in the zoomed view, and its photo has the focus again.
  await expect(shownPhoto(page)).toBeFocused();
  await expect(shownPhoto(page)).toHaveAccessibleName('Ingrandisci la foto: L’anello indossato');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shownPhoto(page)).toBeFocused();
});

test('a piece marked venduto, repriced and renamed shows on an open product page and an open catalogue', async ({
  browser,
}) => {
  const product = {
    ...fixtures.duna,
    name: 'Orologio Vela',
    slug: `orologio-vela-${run}`,
    description: `Orologio da polso in oro giallo, ${run}.`,
  };
  const { data: row, error } = await service.from('products').insert(product).select().single();
  expect(error).toBeNull();

  const context = await browser.newContext();
  const productPage = await context.newPage();
  const catalogue = await context.newPage();
  await productPage.goto(`/shop/${product.slug}`);
  await expect(productPage.getByRole('heading', { level: 1, name: 'Orologio Vela' })).toBeVisible();
  await openCatalogue(catalogue);
  const listed = card(catalogue, 'Orologio Vela');
  await expect(listed).toBeVisible();
  await expect(listed.getByText('Venduto')).toHaveCount(0);
  await waitForLive(productPage, 1);
  await waitForLive(catalogue, 2);
  // The page's own read after the channel is confirmed.
  await expect.poll(() => productPage.evaluate(() => document.readyState)).toBe('complete');

  const started = Date.now();
  await service.from('products').update({ availability: 'venduto' }).eq('id', row!.id);
  const status = productPage.getByRole('main').getByRole('status');
  await expect(status).toContainText('Venduto');
  const onPage = Date.now() - started;
  await expect(listed.getByText('Venduto', { exact: true })).toBeVisible();
  const onCatalogue = Date.now() - started;
  test.info().annotations.push({
    type: 'delay',
    description: `venduto seen after ${String(onPage)} ms (product page), ${String(onCatalogue)} ms (catalogue)`,
  });
  await expect(status).toContainText('Questo pezzo ha già trovato casa');
  await expect(productPage.getByRole('main').getByText('VENDUTO', { exact: false }).first()).toBeVisible();

  await service.from('products').update({ price: 1990, original_price: 2400, is_sale: true }).eq('id', row!.id);
  await expect(productPage.getByRole('main').getByText('1990,00\u00a0€', { exact: true })).toBeVisible();
  await expect(productPage.getByRole('main').locator('del')).toContainText('2400,00\u00a0€');
  await expect(listed.getByText('1990,00\u00a0€', { exact: true })).toBeVisible();

  // A new slug moves the page's address; the page stays on the piece.
  await service
    .from('products')
    .update({ slug: `orologio-vela-oro-${run}` })
    .eq('id', row!.id);
  await expect(productPage).toHaveURL(`/shop/orologio-vela-oro-${run}`);
  await expect(productPage.getByRole('heading', { level: 1, name: 'Orologio Vela' })).toBeVisible();
  await expect(listed.getByRole('link', { name: 'Orologio Vela' })).toHaveAttribute(
    'href',
    `/shop/orologio-vela-oro-${run}`,
  );
  await context.close();
});

test('a deleted piece’s open page says it is no longer in the catalogue', async ({ page }) => {
  const product = {
    ...fixtures.duna,
    name: 'Orecchini Onda',
    shop_id: 'aurea',
    category: 'Orecchini' as const,
    slug: `orecchini-onda-${run}`,
    description: `Orecchini pendenti in oro bianco, ${run}.`,
  };
  const { data: row } = await service.from('products').insert(product).select().single();
  await openCatalogue(page);
  await openFromCard(page, 'Orecchini Onda');
  await waitForLive(page, 3);

  await service.from('products').delete().eq('id', row!.id);
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Questo gioiello non è più nel catalogo');
  await expect(notice).toContainText('«Orecchini Onda» è stato tolto dal catalogo');
  // Nothing of the piece is left as if it were still on sale.
  await expect(page.getByRole('main').getByText('2400,00\u00a0€')).toHaveCount(0);
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  await expect(page).toHaveTitle('Non più disponibile · Aurea Gioielli');
  await notice.getByRole('link', { name: 'Torna alla collezione' }).click();
  await expect(page).toHaveURL(`/shop?cerca=${run}`);
});

test('the back link returns to the catalogue with its filters; a direct visit goes back to /shop', async ({ page }) => {
  await openCatalogue(page, 'categoria=anelli&ordina=prezzo-decrescente&vista=elenco');
  await openFromCard(page, 'Anello Aurora');
  await page.getByRole('link', { name: 'Torna alla collezione' }).click();
  await expect(page).toHaveURL(`/shop?cerca=${run}&categoria=anelli&ordina=prezzo-decrescente&vista=elenco`);
  await expect(page.getByRole('tab', { name: 'Anelli' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue(run);
  await expect(card(page, 'Anello Aurora')).toBeVisible();
  await expect(card(page, 'Orologio Duna')).toHaveCount(0);

  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await expect(page.getByRole('link', { name: 'Torna alla collezione' })).toHaveAttribute('href', '/shop');
});

test('an unknown slug is the 404 page, on a move inside the app and on a first visit', async ({ page }) => {
  await page.goto('/shop');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    history.pushState({}, '', '/shop/nessun-gioiello-qui');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();

  const response = await page.goto('/shop/nessun-gioiello-qui');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});

test('with reduced motion the photos change without sliding', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/shop/${fixtures.aurora.slug}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const strip = mainPhoto(page).locator('> div').first();
  const duration = () => strip.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(await duration()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await duration()).toBe(0.5);
});

/** The address a picture was loaded from, once it has loaded (the variant `srcset` chose). */
const loaded = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : ''));

/** Three WebP variants of one square photo, encoded by the browser's canvas, as the admin makes them. */
async function encodeVariants(page: Page, widths: number[]): Promise<Map<number, Buffer>> {
  const encoded = await page.evaluate(async (sizes) => {
    const out: [number, string][] = [];
    for (const size of sizes) {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      const gradient = context.createRadialGradient(size / 2, size / 2, size / 10, size / 2, size / 2, size / 1.4);
      gradient.addColorStop(0, '#f5efe4');
      gradient.addColorStop(1, '#b89b5e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, size, size);
      context.strokeStyle = '#84672f';
      context.lineWidth = size / 40;
      context.beginPath();
      context.arc(size / 2, size / 2, size / 4, 0, 2 * Math.PI);
      context.stroke();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/webp', 0.8));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push([size, btoa(binary)]);
    }
    return out;
  }, widths);
  return new Map(encoded.map(([size, base64]) => [size, Buffer.from(base64, 'base64')]));
}

test('on a 390 px phone the catalogue downloads only photo variants of 800 px or less', async ({ browser, page }) => {
  const own = `rif${randomBytes(4).toString('hex')}`;
  const storage = service.storage.from('product-images');
  const variants = await encodeVariants(page, [400, 800, 1600]);
  const paths: string[] = [];
  for (const [width, bytes] of variants) {
    const path = `${own}/anello-${String(width)}.webp`;
    const { error } = await storage.upload(path, bytes, { contentType: 'image/webp' });
    expect(error).toBeNull();
    paths.push(path);
  }
  const largest = storage.getPublicUrl(`${own}/anello-1600.webp`).data.publicUrl;
  const { error } = await service.from('products').insert({
    ...fixtures.aurora,
    name: 'Anello Cerchio',
    slug: `anello-cerchio-${own}`,
    description: `Anello in oro giallo, ${own}, ${run}.`,
    image: largest,
    images: [{ path: largest, alt: 'Anello in oro giallo su fondo chiaro', width: 1600, height: 1600 }],
  });
  expect(error).toBeNull();

  // A phone of pixel ratio 3: a card one column wide is about 1050 device pixels. Its screen, pixel
  // ratio and touch, without Chrome's mobile emulation: on a busy machine that emulation sometimes
  // lays a new document out at a desktop width before `width=device-width` applies, and the page's
  // <picture> starts the desktop variant (seen in traces; a real phone's viewport is its own from
  // the start). The pages name `width=device-width`, so the layout is the phone's either way.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
  });
  const phone = await context.newPage();
  const photos: string[] = [];
  phone.on('request', (request) => {
    if (request.url().includes('/product-images/')) photos.push(new URL(request.url()).pathname);
  });
  await phone.goto(`/shop?cerca=${own}`);
  const picture = card(phone, 'Anello Cerchio').getByRole('img', { name: 'Anello in oro giallo su fondo chiaro' });
  await expect.poll(() => loaded(picture)).toMatch(/-800\.webp$/);
  test.info().annotations.push({ type: 'catalogue photos at 390 px', description: photos.join(', ') });
  expect(photos.length).toBeGreaterThan(0);
  expect(
    photos.every((path) => /-(400|800)\.webp$/.test(path)),
    photos.join(', '),
  ).toBe(true);

  // Its page on the phone keeps to 800 px too; the zoomed view is where the 1600 px file is for.
  await card(phone, 'Anello Cerchio').getByRole('link', { name: 'Anello Cerchio' }).click();
  const main = shownPhoto(phone).locator('img');
  await expect.poll(() => loaded(main)).toMatch(/-800\.webp$/);
  expect(
    photos.some((path) => path.endsWith('-1600.webp')),
    photos.join(', '),
  ).toBe(false);
  await shownPhoto(phone).tap();
  await expect.poll(() => photos.some((path) => path.endsWith('-1600.webp'))).toBe(true);
  await context.close();
  await storage.remove(paths);
});

test('product pages and the zoomed view pass an axe WCAG 2.1 AA scan, on a desktop and a phone', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/shop/${fixtures.aurora.slug}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);
    await shownPhoto(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  }
  // A sold piece, and one whose page turned into the notice.
  const { data: row } = await service
    .from('products')
    .insert({ ...fixtures.duna, name: 'Anello Luna', slug: `anello-luna-${run}`, availability: 'riservato' })
    .select()
    .single();
  await page.goto(`/shop/${row!.slug}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Riservato');
  await expectNoAxeViolations(page);
  await waitForLive(page, 1);
  await service.from('products').delete().eq('id', row!.id);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});
