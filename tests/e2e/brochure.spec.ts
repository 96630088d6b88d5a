import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, revealAll } from './support.ts';

/**
 * Console errors of a page, except the browser's own report of a hero video that is not there:
 * spec §8 allows a missing video (the still image shows, the failure is only logged).
 */
function watchErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/\/storage\/v1\/object\/public\/(predefined-)?hero-videos\//.test(message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

/** Every route that a site document declares, read now so a new shop is tested with no edit here. */
function brochureRoutes(): string[] {
  const dir = path.resolve('sites');
  const routes: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const doc = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { routes: string[] };
    routes.push(...doc.routes);
  }
  // The jewellery catalogue and the admin have their own tests, and so have product pages (a
  // pattern route, `/Cless/catalogo/:slug`, is no address to visit as it is).
  return routes.filter((route) => !/^\/(shop|admin)(\/|$)/i.test(route) && !route.includes('/:'));
}

for (const route of brochureRoutes()) {
  test(`${route} shows a finished, accessible page`, async ({ page }) => {
    const console = watchErrors(page);
    await page.goto(encodeURI(route));

    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await revealAll(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await revealAll(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

    expect(console.errors).toEqual([]);
  });
}
