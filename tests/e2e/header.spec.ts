import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

const phone = { width: 390, height: 844 };

/** The documents with a header of their own, read now so a new shop is tested with no edit here. */
function shopsWithHeader(): { file: string; home: string; name: string }[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const doc = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
        routes: string[];
        header?: unknown;
        shop: { name: string };
      };
      const home = doc.routes[0];
      return doc.header && home ? [{ file, home, name: doc.shop.name }] : [];
    });
}

/** Console errors of a page (hydration warnings included), except a hero video the test server lacks. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.includes('hero-videos/')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const ready = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

/** Where an element's top is, and where the header's bottom is, on screen. */
async function topAndHeaderBottom(page: Page, selector: string): Promise<{ top: number; headerBottom: number }> {
  return page.evaluate((target) => {
    const header = document.querySelector('[data-site-header]');
    const element = document.querySelector(target);
    return {
      top: element?.getBoundingClientRect().top ?? Number.NaN,
      headerBottom: header?.getBoundingClientRect().bottom ?? Number.NaN,
    };
  }, selector);
}

test('every shop has its header: its name leads home', async ({ page }) => {
  test.slow();
  for (const shop of shopsWithHeader()) {
    await page.goto(encodeURI(shop.home));
    const banner = page.getByRole('banner');
    await expect(banner, shop.file).toHaveCount(1);
    await expect(banner.getByRole('link', { name: shop.name, exact: true }), shop.file).toHaveAttribute(
      'href',
      shop.home,
    );
  }
});

test('on a desktop the header links the page’s sections, and no catalogue the shop does not have', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/moniagioielli');
  await ready(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principale' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Chi siamo', 'Collezioni', 'Il team', 'Servizi', 'Contatti']);
  for (const [name, href] of [
    ['Chi siamo', '#about'],
    ['Servizi', '#services'],
    ['Contatti', '#contatti'],
  ] as const)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  // A link reaches its section, and the header (solid once scrolled) does not cover its top.
  await nav.getByRole('link', { name: 'Servizi', exact: true }).click();
  await expect(page).toHaveURL(/\/moniagioielli#services$/);
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-state', 'solid');
  await expect
    .poll(async () => {
      const { top, headerBottom } = await topAndHeaderBottom(page, '#services');
      return top >= headerBottom - 1 && top < 200;
    })
    .toBe(true);

  await expect(page.getByRole('banner').getByRole('link', { name: 'Catalogo', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('over the hero the header is transparent, and solid once the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/Cless');
  await ready(page);
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-state', 'clear');
  const hero = await page.locator('.hero').first().boundingBox();
  // It lies over the hero: the hero starts at the top of the page, under it.
  expect(hero?.y).toBe(0);
  await page.mouse.wheel(0, 700);
  await expect(header).toHaveAttribute('data-state', 'solid');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-state', 'clear');
});

test('on a phone the menu opens as a dialog, keeps focus inside, closes with Escape and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/moniagioielli');
  await ready(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Principale' })).toBeHidden();
  const button = banner.getByRole('button', { name: 'Apri il menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Monia Gioielli' });
  await expect(dialog).toBeVisible();
  // While the dialog is open the rest of the page is hidden from assistive technology.
  await expect(page.getByRole('button', { name: 'Apri il menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(dialog.getByRole('link')).toHaveText([
    'Chi siamo',
    'Collezioni',
    'Il team',
    'Servizi',
    'Contatti',
    'Chiama +39 059 223 4517',
  ]);

  // Tab and Shift+Tab go round the dialog's controls, never out of it.
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The close button closes it too.
  await button.click();
  await dialog.getByRole('button', { name: 'Chiudi il menu' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('on a phone a menu link reaches its section, not hidden under the header', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/moniagioielli');
  await ready(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contatti' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/#contatti$/);
  await expect(page.locator('#contatti')).toBeFocused();
  await expect
    .poll(async () => {
      const { top, headerBottom } = await topAndHeaderBottom(page, '#contatti');
      return top >= headerBottom - 1 && top < 200;
    })
    .toBe(true);
});

test('on a phone the phone number is a tap-to-call link in the header', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/reboursp');
  const call = page.getByRole('banner').getByRole('link', { name: 'Chiama +39 055 234 8810' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+390552348810');
  // On a desktop the bar shows the sections instead.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(call).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Fragranze' })).toHaveAttribute('href', '#fragranze');
});

test('a page without a hero keeps its header in the flow, above its title', async ({ page }) => {
  await page.goto('/moniagioielli/privacy');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-state', 'solid');
  const { top, headerBottom } = await topAndHeaderBottom(page, 'h1');
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test('the header shifts nothing while the page loads and hydrates', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/intimamentehome');
  await ready(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

for (const viewport of [phone, { width: 1440, height: 900 }]) {
  test(`axe finds nothing on pages with the header at ${viewport.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const route of ['/', '/seoul', '/reboursp', '/bozzadefault4', '/Cless/privacy']) {
      await page.goto(route);
      await ready(page);
      await expectNoAxeViolations(page);
    }
  });
}

test('axe finds nothing in the open phone menu', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/spazio11');
  await ready(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
