import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

test('a path under a shop is its 404, in its look and with its header', async ({ page }) => {
  const response = await page.goto('/seoul/saldi-invernali');
  expect(response?.status()).toBe(404);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Seoul', exact: true })).toHaveAttribute('href', '/seoul');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeVisible();
  // Seoul's palette: its page is white, not the default site's.
  await expect(page.locator('.site')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const home = page.getByRole('link', { name: /Return to Home/ });
  await expect(home).toContainText('Torna alla pagina iniziale');
  await home.click();
  await expect(page).toHaveURL(/\/seoul$/);
});

test('any other unknown path is the default shop’s 404', async ({ page }) => {
  const response = await page.goto('/pagina-che-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Aurea Gioielli', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Catalogo' })).toBeVisible();
});

for (const address of ['/shop/pezzo-che-non-esiste', '/Cless/catalogo/pezzo-che-non-esiste']) {
  test(`an unknown piece (${address}) answers 404 and says so once`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toHaveCount(1);
    await expect(page.getByText('Oops! Page not found')).toHaveCount(1);
    await expect(page.getByText('La pagina che cerchi non esiste o è stata spostata.')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(logged).toContain(`404 Error: User attempted to access non-existent route: ${address}`);
    await expectNoAxeViolations(page);
  });
}
