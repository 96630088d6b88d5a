import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page, type Route } from './fixtures.ts';
import type { Product } from '../../src/products/types.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, holdReply, waitForLive, watchConsole } from './support.ts';

/**
 * The catalogue as a visitor uses it, against the running embedded server. Each run adds its own
 * products, marked with a reference code in their description, and most tests search for that code
 * first: the shop's other products (the seed, or those another test is writing) never get in the way.
 */

const service = e2eServiceClient();
const reference = () => `rif${randomBytes(4).toString('hex')}`;
const run = reference();

/** What a test product states; the database fills in the rest (slug, photos, availability, dates). */
type Fixture = Pick<
  Product,
  'name' | 'category' | 'price' | 'original_price' | 'is_new' | 'is_sale' | 'created_at' | 'description'
> & { image?: string };

const fixtures: Fixture[] = [
  {
    name: 'Anello Aurora',
    category: 'Anelli',
    price: 100,
    original_price: null,
    is_new: true,
    is_sale: false,
    created_at: '2025-01-01T10:00:00Z',
    description: `Fedina in oro giallo, ${run}.`,
  },
  {
    name: 'Anello Brina',
    category: 'Anelli',
    price: 1500,
    original_price: 1800,
    is_new: false,
    is_sale: true,
    created_at: '2025-03-01T10:00:00Z',
    description: `Oro bianco e diamanti, ${run}.`,
  },
  {
    name: 'Orologio Cielo',
    category: 'Orologi',
    price: 2500,
    original_price: null,
    is_new: false,
    is_sale: false,
    created_at: '2025-02-01T10:00:00Z',
    description: `Vetro zaffiro e cassa in acciaio, ${run}.`,
  },
  {
    name: 'Orologio Duna',
    category: 'Orologi',
    price: 5000,
    original_price: null,
    is_new: false,
    is_sale: false,
    created_at: '2025-05-01T10:00:00Z',
    description: `Cronografo in oro rosa, ${run}.`,
  },
  {
    name: 'Orecchini Perlé',
    category: 'Orecchini',
    price: 900,
    original_price: 1100,
    is_new: true,
    is_sale: true,
    created_at: '2025-04-01T10:00:00Z',
    description: `Pendenti d'acqua dolce, ${run}.`,
  },
];

const byName = ['Anello Aurora', 'Anello Brina', 'Orecchini Perlé', 'Orologio Cielo', 'Orologio Duna'];

test.beforeAll(async () => {
  const rows = fixtures.map((f) => ({
    ...f,
    shop_id: 'aurea',
    status: 'pubblicato',
    image: f.image ?? '/images/products/ring-solitaire.svg',
  }));
  const { error } = await service.from('products').insert(rows);
  if (error) throw new Error(`Adding the test products failed: ${error.message}`);
});

test.afterAll(async () => {
  await service.from('products').delete().like('description', `%${run}%`);
});

const cardNames = (page: Page) => page.getByRole('list', { name: 'Prodotti' }).getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('status');
const card = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Prodotti' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The catalogue showing this run's products only (the search box holds the reference code). */
async function openOwnProducts(page: Page, query = ''): Promise<void> {
  await page.goto(`/shop?cerca=${run}${query ? `&${query}` : ''}`);
  await expect(page.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue(run);
  await expect(count(page)).not.toHaveText('Caricamento prodotti...');
}

async function chooseSort(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Ordinamento' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText(label);
}

/**
 * Reaches the catalogue from a piece's page, by its "Torna alla collezione": inside the app, so the
 * browser renders the catalogue, not the server (a brochure page's link loads the server's page).
 */
async function followShopLink(page: Page): Promise<void> {
  await page.goto('/shop/anello-smeraldo-antico');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Torna alla collezione' }).click();
  await expect(page).toHaveURL(/\/shop$/);
}

test('the catalogue the browser renders shows a skeleton of the same layout while it loads', async ({ page }) => {
  const { held, release } = holdReply();
  await page.route('**/rest/v1/products*', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await followShopLink(page);

  await expect(count(page)).toHaveText('Caricamento prodotti...');
  const results = page.locator('#catalogue-results');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  const skeleton = results.locator('[aria-hidden="true"] > div').first();
  const before = await skeleton.boundingBox();

  release();
  await expect(count(page)).toHaveText(/^\d+ prodotti$/);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const after = await page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem').first().boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
  expect(after?.width).toBeCloseTo(before?.width ?? -1, 0);
  await expect(page.getByRole('heading', { level: 1, name: 'Collezione' })).toBeVisible();
});

test('a catalogue that cannot be read says so, not "no products", and "Riprova" reads it again', async ({ page }) => {
  const console = watchConsole(page);
  const unavailable = (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"PGRST000","message":"database unavailable","details":null,"hint":null}',
    });
  await page.route('**/rest/v1/products*', unavailable);
  // The backend is down for realtime too: its socket opens and never answers, so no confirmed
  // subscription starts a read of its own and only "Riprova" reads the list again.
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, () => undefined);
  await followShopLink(page);

  // supabase-js tries a read answered 503 three more times (after 1, 2 and 4 s) before it fails.
  await expect(page.getByRole('heading', { name: 'Impossibile caricare il catalogo' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(count(page)).toHaveText('Catalogo non disponibile');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Prodotti' })).toHaveCount(0);
  expect(console.errors.some((e) => e.includes('The catalogue could not be loaded'))).toBe(true);
  await expectNoAxeViolations(page);

  await page.unroute('**/rest/v1/products*', unavailable);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem').first()).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ prodotti$/);
  await expect(page.getByRole('heading', { name: 'Impossibile caricare il catalogo' })).toHaveCount(0);
});

test('the catalogue the server rendered keeps its products when the live read fails', async ({ page }) => {
  const console = watchConsole(page);
  await page.route('**/rest/v1/products*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"XX000","message":"database unavailable","details":null,"hint":null}',
    }),
  );
  await page.goto('/shop');
  await expect.poll(() => console.errors.some((e) => e.includes('The catalogue could not be loaded'))).toBe(true);
  await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem').first()).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ prodotti$/);
});

test('tabs and the category select agree', async ({ page }) => {
  await openOwnProducts(page);
  await expect(count(page)).toHaveText('5 prodotti');
  await page.getByRole('button', { name: 'Filtri' }).click();
  const select = page.getByRole('combobox', { name: 'Categoria' });
  await expect(select).toHaveText('Tutti');

  await page.getByRole('tab', { name: 'Orologi' }).click();
  await expect(page.getByRole('tab', { name: 'Orologi' })).toHaveAttribute('aria-selected', 'true');
  await expect(select).toHaveText('Orologi');
  await expect(cardNames(page)).toHaveText(['Orologio Cielo', 'Orologio Duna']);
  await expect(count(page)).toHaveText('2 prodotti');

  await select.click();
  await page.getByRole('option', { name: 'Orecchini' }).click();
  await expect(page.getByRole('tab', { name: 'Orecchini' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Orologi' })).toHaveAttribute('aria-selected', 'false');
  await expect(cardNames(page)).toHaveText(['Orecchini Perlé']);
  await expect(count(page)).toHaveText('1 prodotto');

  // The tabs follow the arrow keys, as WAI-ARIA tabs do.
  await page.getByRole('tab', { name: 'Orecchini' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Orologi' })).toBeFocused();
  await expect(select).toHaveText('Orologi');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Tutti' })).toHaveAttribute('aria-selected', 'true');
  await expect(count(page)).toHaveText('5 prodotti');
});

test('the price range is inclusive at both ends and is set from the keyboard', async ({ page }) => {
  await openOwnProducts(page);
  await page.getByRole('button', { name: 'Filtri' }).click();
  const min = page.getByRole('slider', { name: 'Prezzo minimo' });
  const max = page.getByRole('slider', { name: 'Prezzo massimo' });
  await expect(min).toHaveAttribute('aria-valuetext', '0\u00a0€');
  await expect(max).toHaveAttribute('aria-valuetext', '5000\u00a0€ e oltre');

  await min.focus();
  await page.keyboard.press('ArrowRight');
  await expect(min).toHaveAttribute('aria-valuenow', '100');
  await expect(cardNames(page)).toHaveText(byName);

  await max.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(max).toHaveAttribute('aria-valuetext', '1500\u00a0€');
  // 100 € and 1500 € are both inside [100, 1500]; 2500 € and 5000 € are not.
  await expect(cardNames(page)).toHaveText(['Anello Aurora', 'Anello Brina', 'Orecchini Perlé']);
  await expect(page).toHaveURL(/min=100&max=1500/);

  await min.focus();
  await page.keyboard.press('ArrowRight');
  await expect(cardNames(page)).toHaveText(['Anello Brina', 'Orecchini Perlé']);

  // The top of the slider has no upper limit; a piece at exactly 5000 € is in.
  await max.focus();
  await page.keyboard.press('End');
  await expect(cardNames(page)).toHaveText(['Anello Brina', 'Orecchini Perlé', 'Orologio Cielo', 'Orologio Duna']);

  // Home and End move the focused thumb as far as it goes: the maximum stops at the minimum.
  await page.keyboard.press('Home');
  await expect(max).toHaveAttribute('aria-valuenow', '200');
  await expect(min).toHaveAttribute('aria-valuenow', '200');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  await min.focus();
  await page.keyboard.press('Home');
  await expect(cardNames(page)).toHaveText(['Anello Aurora']);
});

test('the four sorts', async ({ page }) => {
  await openOwnProducts(page);
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText('Ordina per nome');
  await expect(cardNames(page)).toHaveText(byName);

  await chooseSort(page, 'Prezzo crescente');
  await expect(cardNames(page)).toHaveText([
    'Anello Aurora',
    'Orecchini Perlé',
    'Anello Brina',
    'Orologio Cielo',
    'Orologio Duna',
  ]);

  await chooseSort(page, 'Prezzo decrescente');
  await expect(cardNames(page)).toHaveText([
    'Orologio Duna',
    'Orologio Cielo',
    'Anello Brina',
    'Orecchini Perlé',
    'Anello Aurora',
  ]);

  // Keyboard: open with Enter, move with the arrows, choose with Enter.
  await page.getByRole('combobox', { name: 'Ordinamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Prezzo decrescente' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Radix moves focus to the next option on a timer: wait for it as a person would see it move.
  await expect(page.getByRole('option', { name: 'Novità' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText('Novità');
  await expect(cardNames(page)).toHaveText([
    'Orologio Duna',
    'Orecchini Perlé',
    'Anello Brina',
    'Orologio Cielo',
    'Anello Aurora',
  ]);

  await chooseSort(page, 'Ordina per nome');
  await expect(cardNames(page)).toHaveText(byName);
});

test('grid and list views', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOwnProducts(page);
  const grid = page.getByRole('button', { name: 'Griglia' });
  const list = page.getByRole('button', { name: 'Elenco' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  const first = card(page, 'Anello Aurora');
  const second = card(page, 'Anello Brina');
  // Grid: side by side, four to a row at this width.
  expect((await first.boundingBox())?.y).toBeCloseTo((await second.boundingBox())?.y ?? -1, 0);

  await list.focus();
  await page.keyboard.press('Space');
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/vista=elenco/);
  // List: one under the other, full width.
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
  expect(a?.width ?? 0).toBeGreaterThan(1000);

  await grid.click();
  await expect(page).not.toHaveURL(/vista=/);
});

test('grid columns follow the width, from one to four', async ({ page }) => {
  await openOwnProducts(page);
  const columns = async () => {
    const tops = await page
      .getByRole('list', { name: 'Prodotti' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 1).length;
  };
  for (const [width, expected] of [
    [390, 1],
    [700, 2],
    [1100, 3],
    [1440, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns).toBe(expected);
  }
});

test('cards show badges, the price in euro and the struck original price', async ({ page }) => {
  await openOwnProducts(page);
  const aurora = card(page, 'Anello Aurora');
  await expect(aurora.getByText('NUOVO', { exact: true })).toBeVisible();
  await expect(aurora.getByText('SALDO', { exact: true })).toHaveCount(0);
  await expect(aurora.getByText('100,00\u00a0€')).toBeVisible();
  await expect(aurora.locator('del')).toHaveCount(0);
  await expect(aurora.getByRole('img', { name: 'Anello Aurora' })).toHaveAttribute('width', '800');

  const brina = card(page, 'Anello Brina');
  await expect(brina.getByText('SALDO', { exact: true })).toBeVisible();
  await expect(brina.getByText('NUOVO', { exact: true })).toHaveCount(0);
  await expect(brina.getByText('1500,00\u00a0€', { exact: true })).toBeVisible();
  await expect(brina.locator('del')).toHaveText('prezzo originale 1800,00\u00a0€');
  expect(await brina.locator('del').evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain(
    'line-through',
  );

  const perle = card(page, 'Orecchini Perlé');
  await expect(perle.getByText('NUOVO', { exact: true })).toBeVisible();
  await expect(perle.getByText('SALDO', { exact: true })).toBeVisible();
  await expect(perle.locator('del')).toContainText('1100,00\u00a0€');

  // The description is clamped to two lines.
  const description = aurora.locator('p.line-clamp-2');
  expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
});

test('empty state, and "Cancella filtri" resets category, price and search', async ({ page }) => {
  await openOwnProducts(page, 'categoria=orologi&max=1000');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  await expect(page.getByText('Prova a modificare i filtri o i criteri di ricerca')).toBeVisible();
  await expect(count(page)).toHaveText('0 prodotti');

  await page.getByRole('button', { name: 'Cancella filtri' }).click();
  await expect(page.getByRole('tab', { name: 'Tutti' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Filtri' }).click();
  await expect(page.getByRole('slider', { name: 'Prezzo minimo' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('slider', { name: 'Prezzo massimo' })).toHaveAttribute('aria-valuenow', '5000');
  await expect(page.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue('');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toHaveCount(0);
});

test('search finds names and descriptions, with or without accents, as the visitor types', async ({ page }) => {
  await openOwnProducts(page);
  const search = page.getByRole('searchbox', { name: 'Cerca prodotti' });
  await expect(search).toHaveAttribute('placeholder', 'Cerca prodotti...');

  await search.fill(`perle ${run}`);
  await expect(cardNames(page)).toHaveText(['Orecchini Perlé']);
  await expect(page).toHaveURL(new RegExp(`cerca=perle\\+${run}`));

  await search.fill(`PERLÉ ${run}`);
  await expect(cardNames(page)).toHaveText(['Orecchini Perlé']);

  await search.fill(`${run} zaffiro`);
  await expect(cardNames(page)).toHaveText(['Orologio Cielo']);

  await search.fill(`${run} rubino`);
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();

  await search.fill(run);
  await search.press('Enter');
  await expect(count(page)).toHaveText('5 prodotti');
});

test('the search box’s own clear button empties it, in the theme’s colour, and keeps the focus there', async ({
  page,
}) => {
  await openOwnProducts(page);
  await expect(count(page)).toHaveText('5 prodotti');
  const clear = page.getByRole('button', { name: 'Cancella la ricerca' });
  const primary = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'text-primary';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(await clear.evaluate((el) => getComputedStyle(el).color)).toBe(primary);
  await clear.click();
  const search = page.getByRole('searchbox', { name: 'Cerca prodotti' });
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page).not.toHaveURL(/cerca=/);
  await expect(clear).toHaveCount(0);
});

test('a price filter left on shows as a chip while the filter panel is closed, and the chip removes it', async ({
  page,
}) => {
  await openOwnProducts(page, 'min=200&max=1500');
  const chip = page.getByRole('button', { name: 'Rimuovi il filtro Prezzo: 200 € – 1500 €' });
  await expect(chip).toBeVisible();
  const shown = await count(page).textContent();
  // Opening the panel shows the sliders instead; closing it brings the chip back.
  await page.getByRole('button', { name: 'Filtri' }).click();
  await expect(chip).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtri' }).click();
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&](min|max)=/);
  await expect(count(page)).toHaveText('5 prodotti');
  expect(shown).not.toBe('5 prodotti');
  await openOwnProducts(page, 'min=3000');
  await expect(page.getByRole('button', { name: 'Rimuovi il filtro Prezzo: da 3000 €' })).toBeVisible();
  await openOwnProducts(page, 'max=400');
  await expect(page.getByRole('button', { name: 'Rimuovi il filtro Prezzo: fino a 400 €' })).toBeVisible();
});

test('the address holds the state: a shared link opens the same view, and back restores the previous one', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openOwnProducts(page, 'categoria=anelli&ordina=prezzo-decrescente&vista=elenco&min=100&max=2000');
  await expect(page.getByRole('tab', { name: 'Anelli' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText('Prezzo decrescente');
  await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText(['Anello Brina', 'Anello Aurora']);
  await page.getByRole('button', { name: 'Filtri' }).click();
  await expect(page.getByRole('slider', { name: 'Prezzo massimo' })).toHaveAttribute('aria-valuenow', '2000');

  await page.getByRole('tab', { name: 'Orologi' }).click();
  await expect(page).toHaveURL(/categoria=orologi/);
  await chooseSort(page, 'Prezzo crescente');
  await expect(page).toHaveURL(/ordina=prezzo-crescente/);
  // Watches between 100 and 2000 €: none of this run's.
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText('Prezzo decrescente');
  await expect(page.getByRole('tab', { name: 'Orologi' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Anelli' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardNames(page)).toHaveText(['Anello Brina', 'Anello Aurora']);
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Orologi' })).toHaveAttribute('aria-selected', 'true');

  // Back to the search box's own history: the box shows what the address says.
  await page.getByRole('searchbox', { name: 'Cerca prodotti' }).fill(`${run} aurora`);
  await expect(page).toHaveURL(/aurora/);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue(run);
  expect(console.errors).toEqual([]);
});

test('two changes made in quick succession both stay', async ({ page }) => {
  await openOwnProducts(page);
  // Both clicks in one task, before the router has landed the first change.
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('#catalogue-tab-orologi')?.click();
    document.querySelector<HTMLElement>('[aria-label="Elenco"]')?.click();
  });
  await expect(page).toHaveURL(/categoria=orologi/);
  await expect(page).toHaveURL(/vista=elenco/);
  await expect(page.getByRole('tab', { name: 'Orologi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText(['Orologio Cielo', 'Orologio Duna']);
});

test('unknown or malformed values in the address fall back to the defaults', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(`/shop?cerca=${run}&categoria=collane&ordina=prezzo&vista=mosaico&min=abc&max=99999`);
  await expect(count(page)).toHaveText('5 prodotti');
  await expect(page.getByRole('tab', { name: 'Tutti' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Ordinamento' })).toHaveText('Ordina per nome');
  await expect(page.getByRole('button', { name: 'Griglia' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText(byName);
  expect(console.errors).toEqual([]);
});

test('a product inserted, changed and deleted through the API appears, changes and disappears on an open page', async ({
  page,
}) => {
  const own = reference();
  await page.goto(`/shop?cerca=${own}`);
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  // Wait for the live subscription, so the test measures delivery, not the page's start-up.
  await waitForLive(page, 2);

  const { data, error } = await service
    .from('products')
    .insert({
      name: 'Anello Rugiada',
      description: `Anello con acquamarina, ${own}.`,
      price: 740,
      shop_id: 'aurea',
      category: 'Anelli',
      image: '/images/products/ring-emerald.svg',
      is_new: true,
      is_sale: false,
      status: 'pubblicato',
    })
    .select()
    .single();
  expect(error).toBeNull();
  const live = card(page, 'Anello Rugiada');
  await expect(live).toBeVisible({ timeout: 1_000 });
  await expect(count(page)).toHaveText('1 prodotto');

  await service.from('products').update({ price: 690, original_price: 740, is_sale: true }).eq('id', data!.id);
  await expect(live.getByText('690,00\u00a0€', { exact: true })).toBeVisible({ timeout: 1_000 });
  await expect(live.getByText('SALDO', { exact: true })).toBeVisible();

  await service.from('products').delete().eq('id', data!.id);
  await expect(live).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
});

test('leaving the catalogue closes its live channel', async ({ page }) => {
  const sent: string[] = [];
  let closed = false;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/websocket')) return;
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('close', () => (closed = true));
  });
  await page.goto('/shop');
  await expect.poll(() => sent.some((f) => f.includes('phx_join') && f.includes('"table":"products"'))).toBe(true);
  const topic = /"(realtime:products-live-\d+)"/.exec(sent.find((f) => f.includes('phx_join')) ?? '')?.[1];
  expect(topic).toBeTruthy();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => closed || sent.some((f) => f.includes('phx_leave') && f.includes(topic!))).toBe(true);
});

test('keyboard users reach every control in order and see where the focus is', async ({ page }) => {
  await openOwnProducts(page);
  await page.getByRole('searchbox', { name: 'Cerca prodotti' }).focus();
  const order = [
    page.getByRole('button', { name: 'Cancella la ricerca' }),
    page.getByRole('tab', { name: 'Tutti' }),
    page.getByRole('link', { name: 'Home' }),
    page.getByRole('button', { name: 'Filtri' }),
    page.getByRole('combobox', { name: 'Ordinamento' }),
    page.getByRole('button', { name: 'Griglia' }),
    page.getByRole('button', { name: 'Elenco' }),
  ];
  for (const control of order) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    expect(await control.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  }
});

test('the catalogue passes an axe WCAG 2.1 AA scan, in both views and with the filters open', async ({ page }) => {
  await openOwnProducts(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Filtri' }).click();
  await page.getByRole('button', { name: 'Elenco' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Orologi' }).click();
  await page.getByRole('slider', { name: 'Prezzo massimo' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
  await expectNoAxeViolations(page);
});
