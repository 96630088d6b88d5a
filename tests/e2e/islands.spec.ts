import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';

/**
 * A brochure page is HTML with islands: before the visitor does anything it loads its loader of
 * plain behaviours (a few KB) and no React; an island's code and React come on its trigger, and the
 * interaction that fired it still happens.
 */

/** Budget of script before any interaction on a brochure page, as transferred (`npm run bench:bundle`). */
const BROCHURE_SCRIPT_BUDGET = 20_000;

/** The scripts a page requests, as they come. */
function watchScripts(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

/** Console errors and warnings (hydration mismatches among them), but the test server's missing hero videos. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/\/storage\/v1\/object\/public\/(predefined-)?hero-videos\//.test(message.location().url)) return;
    messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

async function arrive(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const fileOf = (request: Request) => new URL(request.url()).pathname.split('/').pop() ?? '';

/** Any of React's own chunks, or the code that hydrates islands. */
const reactChunk = /^(react-dom|components|hydrate|jsx-runtime)-/;

for (const width of [390, 1440]) {
  for (const route of ['/', '/seoul', '/reboursp']) {
    test(`${route} at ${width} px loads its loader and no React before the visitor does anything`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // The pointer rests on the hero, away from the header's island at the top left: a pointer
      // moving over an island is a visitor's interaction, and the browser may report one for where
      // the pointer sits when the page lays out under it.
      await page.mouse.move(5, 450);
      const scripts = watchScripts(page);
      await arrive(page, route);

      const files = scripts.map(fileOf);
      expect(files.some((file) => file.startsWith('islands-'))).toBe(true);
      const live = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((island) =>
          island.dataset.hydrated === undefined ? [] : [island.dataset.island],
        ),
      );
      expect(
        files.filter((file) => reactChunk.test(file)),
        `islands hydrated: ${live.join(', ')}`,
      ).toEqual([]);
      const sizes = await Promise.all(scripts.map(async (request) => (await request.sizes()).responseBodySize));
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(BROCHURE_SCRIPT_BUDGET);
      // No router data: the page is not an app.
      await expect(page.locator('#router-data')).toHaveCount(0);
    });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on "next" loads the carousel and moves it', async ({ page }) => {
    const scripts = watchScripts(page);
    const messages = watchConsole(page);
    await arrive(page, '/reboursp');
    const carousel = page.getByRole('region', { name: 'Le fragranze della stagione' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group').first()).toHaveAttribute('aria-label', '1 di 6');
    expect(scripts.map(fileOf).filter((file) => reactChunk.test(file))).toEqual([]);

    await carousel.getByRole('button', { name: 'Prodotto successivo' }).tap();
    await expect(carousel.getByRole('group').first()).toHaveAttribute('aria-label', '2 di 6');
    expect(scripts.map(fileOf).some((file) => file.startsWith('react-dom-'))).toBe(true);
    await carousel.getByRole('button', { name: 'Prodotto successivo' }).tap();
    await expect(carousel.getByRole('group').first()).toHaveAttribute('aria-label', '3 di 6');
    expect(messages).toEqual([]);
  });

  test("Seoul's menu opens with a tap, folds with Escape and gives focus back to its button", async ({ page }) => {
    await arrive(page, '/seoul');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: 'Apri il menu' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = header.getByRole('link', { name: 'Shop Men' }).last();
    await expect(panel).toBeVisible();

    await panel.focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a link at the bottom of a brochure page opens the next brochure page at its top', async ({ page }) => {
    await arrive(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).tap();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('every island of the landing page comes alive on use without a hydration warning', async ({ page }) => {
  const messages = watchConsole(page);
  await arrive(page, '/');
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index++) {
    const island = islands.nth(index);
    // Focus on the island's first control is a trigger, as a pointer or a key would be.
    await island.locator('a, button, input, textarea').filter({ visible: true }).first().focus();
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
  expect(messages).toEqual([]);
});

test('without JavaScript a brochure page reads whole: nothing is left hidden', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/reboursp');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.reveal[data-visible="false"]')).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});
