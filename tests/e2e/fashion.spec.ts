import { expect, test } from './fixtures.ts';

test('on a phone the header folds its links behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/seoul');
  const nav = page.getByRole('navigation', { name: 'Negozio' });
  const menu = nav.getByRole('button', { name: 'Apri il menu' });

  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Shop Women' })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Shop Women' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Capispalla' })).toBeVisible();

  await nav.getByRole('link', { name: 'Shop Men' }).click();
  await expect(page).toHaveURL(/\/seoul\/catalogo$/);
});

test('on a desktop the departments and collections are in view, all leading to real pages', async ({ page }) => {
  await page.goto('/seoul');
  const nav = page.getByRole('navigation', { name: 'Negozio' });
  await expect(nav.getByRole('button', { name: 'Apri il menu' })).toBeHidden();
  // Into the shop's own catalogue: all of it, the newest first, or one of its departments.
  for (const [name, href] of [
    ['Shop Women', '/seoul/catalogo'],
    ['Shop Men', '/seoul/catalogo'],
    ['New In', '/seoul/catalogo?ordina=novita'],
    ['Abiti', '/seoul/catalogo?categoria=abiti'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href ?? '');
  }
  // The original's /collections/…, /pages/… and /blogs/journal led nowhere.
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => /^\/(collections|pages|blogs)\//.test(href ?? ''))).toEqual([]);
});

test('the newsletter box checks the address, sends nothing and says so', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/seoul');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const box = page.getByRole('region', { name: 'Prima di tutti sui nuovi arrivi' });
  const field = box.getByLabel('Indirizzo e-mail');
  const status = page.getByRole('status').filter({ hasText: /iscrizioni/i });

  await field.fill('non-è-un-indirizzo');
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await expect(status).toHaveCount(0);

  await field.fill('giulia@esempio.it');
  await field.press('Enter');
  await expect(box.getByRole('status')).toHaveText(
    'Grazie! Le iscrizioni online apriranno a breve: per ora il tuo indirizzo non è stato registrato.',
  );
  await expect(page).toHaveURL(/\/seoul$/);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(sent).toEqual([]);
});
