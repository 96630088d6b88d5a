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

test('the newsletter box says at the field what is missing, then signs up without leaving the page', async ({
  page,
}) => {
  await page.goto('/seoul');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const box = page.getByRole('region', { name: 'Prima di tutti sui nuovi arrivi' });
  const field = box.getByLabel('Indirizzo e-mail');
  const consent = box.getByRole('checkbox', { name: /Voglio ricevere la newsletter di Seoul/ });

  await field.fill('non-è-un-indirizzo');
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(
    "L'indirizzo e-mail non sembra completo: scrivilo come nome@esempio.it.",
  );

  await field.fill(`giulia.${Date.now()}@esempio.it`);
  await field.press('Enter');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(
    'Per iscriverti spunta la casella: è il tuo consenso a ricevere la newsletter.',
  );

  await consent.check();
  await box.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(box.getByRole('status')).toHaveText('Grazie! Ti abbiamo iscritto alla newsletter di Seoul.');
  await expect(page).toHaveURL(/\/seoul$/);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
