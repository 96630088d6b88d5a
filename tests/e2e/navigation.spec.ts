import { expect, test, type Page } from './fixtures.ts';

/**
 * A link between pages of the app starts the next page at its top, or at the anchor it names, and
 * moves focus to the new page's heading (or anchor), as a full page load would; back returns to where
 * the visitor was. On a phone this is what tells a visitor that they have arrived.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ready = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function toTheBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
}

test('the last piece of the catalogue opens its page at the top, with focus on its name', async ({ page }) => {
  await page.goto('/shop');
  await ready(page);
  const cards = page.getByRole('list', { name: 'Prodotti' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  await toTheBottom(page);
  const last = cards.last();
  const name = (await last.innerText()).split('\n')[0]?.trim() ?? '';
  await last.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  await last.tap();

  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(heading).toBeFocused();

  // Back: the catalogue down where the visitor left it, not at its top.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(cards.last()).toBeAttached();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
});

test('a link at the bottom of a brochure page loads the next page, at its top', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await toTheBottom(page);
  // A brochure page has no router: the link loads the catalogue's own page.
  const loaded = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Catalogo online' }).tap();
  await loaded;
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a link to another page’s anchor opens it there, with focus on that part', async ({ page }) => {
  await page.goto('/shop');
  await ready(page);
  await toTheBottom(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contatti', exact: true }).tap();
  await expect(page).toHaveURL(/\/#contatti$/);
  const contact = page.locator('#contatti');
  await expect(contact).toBeFocused();
  await expect(contact).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(500);
});
