import { expect, test, type Page } from './fixtures.ts';

const ready = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

test('/shop?da=seoul offers the way back to Seoul, and it leads there', async ({ page }) => {
  await page.goto('/shop?da=seoul');
  const back = page.getByRole('link', { name: 'Torna a Seoul' });
  await expect(back).toHaveText('← Torna a Seoul');
  await expect(back).toHaveAttribute('href', '/seoul');
  // The catalogue's own name still leads to its own shop.
  await expect(page.getByRole('link', { name: 'Aurea Gioielli', exact: true })).toHaveAttribute('href', '/');
  await back.click();
  await expect(page).toHaveURL(/\/seoul$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Linee pulite, stagioni lunghe');
});

test('a link from /seoul into the catalogue says where it came from', async ({ page }) => {
  await page.goto('/seoul');
  await ready(page);
  await page.getByRole('main').getByRole('link', { name: 'Shop Women' }).first().click();
  await expect(page).toHaveURL(/\/shop\?da=seoul$/);
  await expect(page.getByRole('link', { name: 'Torna a Seoul' })).toBeVisible();
  // Choosing a category keeps the way back.
  await page.getByRole('tab', { name: 'Anelli' }).click();
  await expect(page).toHaveURL(/[?&]da=seoul/);
  await expect(page.getByRole('link', { name: 'Torna a Seoul' })).toBeVisible();
});

test('a policy page’s links carry their shop, and the way back leads to its home', async ({ page }) => {
  await page.goto('/Cless/privacy');
  await ready(page);
  const links = page.locator('a[href^="/shop"]');
  await expect(links.first()).toHaveAttribute('href', '/shop?da=cless');
  await page.goto('/shop?da=cless');
  await expect(page.getByRole('link', { name: 'Torna a Cless' })).toHaveAttribute('href', '/Cless');
});

test('the catalogue’s own shop links it as it is, and the catalogue offers no way back then', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Catalogo' })).toHaveAttribute('href', '/shop');
  await page.getByRole('banner').getByRole('link', { name: 'Catalogo' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Torna a/)).toHaveCount(0);
});

for (const da of ['nessuno', 'landing', '%3Cb%3ESeoul%3C%2Fb%3E', 'Seoul', 'shop']) {
  test(`an unknown or own shop in da (${da}) shows nothing`, async ({ page }) => {
    await page.goto(`/shop?da=${da}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/Torna a/)).toHaveCount(0);
    await expect(page.locator('b')).toHaveCount(0);
  });
}
