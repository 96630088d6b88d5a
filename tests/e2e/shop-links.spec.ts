import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { revealAll } from './support.ts';

interface SiteFile {
  file: string;
  routes: string[];
  shopLinks: number;
  /** What its links to /shop read on the page: another shop's say where they came from (`?da=`). */
  href: string;
}

/** The catalogue's own shop (home `/`) and its own pages link to it as written. */
const ownPages = new Set(['shop.json', 'shop-product.json', 'admin.json']);

/** How many links to /shop a document declares (any `href`, at any depth). */
function countShopLinks(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countShopLinks(item), 0);
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [key, item]) => sum + (key === 'href' && item === '/shop' ? 1 : countShopLinks(item)),
      0,
    );
  }
  return 0;
}

/** Read at test time, so a new shop's links are checked with no edit here. */
function sites(): SiteFile[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const doc = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { id: string; routes: string[] };
      const own = ownPages.has(file) || doc.routes.includes('/');
      return { file, routes: doc.routes, shopLinks: countShopLinks(doc), href: own ? '/shop' : `/shop?da=${doc.id}` };
    })
    .filter((site) => site.shopLinks > 0);
}

/** A pattern route (`/shop/:slug`) is visited as one of its pages: a piece of the demo catalogue. */
const visitable = (route: string) => route.replace(/:[^/]+/g, 'anello-solitario-luce');

for (const site of sites()) {
  const route = visitable(site.routes[0] ?? '/');
  test(`every /shop link of ${site.file} (${route}) leads to ${site.href}`, async ({ page }) => {
    test.setTimeout(120_000);
    const backAt = new RegExp(`${encodeURI(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await page.goto(encodeURI(route));
    await expect(page.getByRole('heading').first()).toBeVisible();
    await revealAll(page);
    const links = page.locator(`a[href="${site.href}"]`);
    const arrived = new RegExp(`${site.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const count = await links.count();
    // A carousel renders only the slides in view, so a page may show fewer links than its document holds.
    expect(count, 'links to /shop on the page').toBeGreaterThanOrEqual(Math.min(site.shopLinks, 1));

    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      // A link inside a carousel slide that is not showing cannot be clicked; its target is still checked.
      if (!(await link.isVisible())) continue;
      await link.click();
      await expect(page).toHaveURL(arrived);
      if (route !== '/shop') {
        // Back as soon as the page is there again: its links are checked below, its pictures need not load.
        await page.goBack({ waitUntil: 'commit' });
        await expect(page).toHaveURL(backAt);
        await expect(links).toHaveCount(count);
      }
    }
  });
}
