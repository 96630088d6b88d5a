import { expect, test, type Page } from './fixtures.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * Every shop that sells has a catalogue of its own: its goods only, its categories as tabs, its
 * name in the bar, its product pages under its own address, and the way home to its own pages.
 */

const shops = [
  { id: 'cless', name: 'Cless', home: '/Cless', catalogue: '/Cless/catalogo', tabs: ['Borse', 'Scarpe', 'Accessori'] },
  {
    id: 'reboursp',
    name: 'Rebours Parfums',
    home: '/reboursp',
    catalogue: '/reboursp/catalogo',
    tabs: ['Fragranze', 'Cura della pelle'],
  },
  {
    id: 'intimamentehome',
    name: 'Intimamente Home',
    home: '/intimamentehome',
    catalogue: '/intimamentehome/catalogo',
    tabs: ['Camera da letto', 'Bagno', 'Soggiorno', 'Finestre'],
  },
  {
    id: 'seoul',
    name: 'Seoul',
    home: '/seoul',
    catalogue: '/seoul/catalogo',
    tabs: ['Abiti', 'Capispalla', 'Maglieria', 'Accessori'],
  },
] as const;

async function productNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Prodotti' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allInnerTexts();
}

for (const shop of shops) {
  test(`${shop.catalogue} lists ${shop.name}'s own goods, with its categories and its name`, async ({ page }) => {
    const console = watchConsole(page);
    const { data: jewels } = await e2eServiceClient().from('products').select('name').eq('shop_id', 'aurea');
    await page.goto(shop.catalogue);

    await expect(page).toHaveTitle(new RegExp(shop.name));
    // The shop's bar: its name leads to its own home page.
    await expect(page.getByRole('link', { name: shop.name, exact: true })).toHaveAttribute('href', shop.home);
    await expect(page.getByRole('tablist', { name: 'Categorie' }).getByRole('tab')).toHaveText(['Tutti', ...shop.tabs]);
    const names = await productNames(page);
    expect(names.length).toBeGreaterThanOrEqual(6);
    // Its published goods, no drafts: read again until page and database agree, since other
    // owners' tests add goods to these shops while this one runs and the catalogue is live.
    await expect
      .poll(async () => {
        const { data: own } = await e2eServiceClient()
          .from('products')
          .select('name')
          .eq('shop_id', shop.id)
          .eq('status', 'pubblicato');
        const shown = await productNames(page);
        const published = (own ?? []).map((product) => product.name);
        return [
          ...shown.filter((name) => !published.includes(name)),
          ...published.filter((name) => !shown.includes(name)),
        ];
      })
      .toEqual([]);
    for (const jewel of jewels ?? []) expect(names).not.toContain(jewel.name);
    expect(console.errors).toEqual([]);
  });
}

test("a shop's category tab shows that category, and its address says so", async ({ page }) => {
  const { data: shoes } = await e2eServiceClient()
    .from('products')
    .select('name')
    .eq('shop_id', 'cless')
    .eq('category', 'Scarpe')
    .eq('status', 'pubblicato');
  await page.goto('/Cless/catalogo');
  // The tabs are the hydrated catalogue's: a pre-rendered tab does nothing until then.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'Scarpe' }).click();
  await expect(page).toHaveURL(/\/Cless\/catalogo\?categoria=scarpe$/);
  await expect(page.getByRole('tab', { name: 'Scarpe' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(() => productNames(page))
    .toEqual(expect.arrayContaining((shoes ?? []).map((product) => product.name)));
  expect((await productNames(page)).length).toBe(shoes?.length);
});

test("a piece opens on its page under its shop's catalogue, which leads back there and home", async ({ page }) => {
  await page.goto('/reboursp/catalogo?categoria=fragranze');
  // The app carries the filter over to the piece's page (a link followed before it is live loads
  // the piece's page whole, which leads back to the whole collection).
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const card = page.getByRole('list', { name: 'Prodotti' }).getByRole('link').first();
  const name = (await card.innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/reboursp\/catalogo\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${name}.*Rebours Parfums`));

  await page.getByRole('link', { name: 'Torna alla collezione' }).click();
  await expect(page).toHaveURL(/\/reboursp\/catalogo\?categoria=fragranze$/);
  await page.getByRole('link', { name: 'Rebours Parfums', exact: true }).click();
  await expect(page).toHaveURL(/\/reboursp$/);
});

test("an address under one shop's catalogue never shows another shop's piece", async ({ page }) => {
  const { data } = await e2eServiceClient().from('products').select('slug').eq('shop_id', 'aurea').limit(1).single();
  const response = await page.goto(`/Cless/catalogo/${data?.slug ?? ''}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' }).first()).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`a shop's catalogue and product page pass an axe WCAG 2.1 AA scan at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/intimamentehome/catalogo');
    await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('list', { name: 'Prodotti' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
