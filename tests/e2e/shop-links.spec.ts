import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { revealAll } from './support.ts';

interface Document {
  id: string;
  routes: string[];
  shop: { id: string; name: string };
  sections: { type: string }[];
}

interface SiteFile {
  file: string;
  route: string;
  shopName: string;
  /** The route of the shop's own catalogue. */
  catalogue: string;
  /** How many links into a catalogue the document declares (any `href`, at any depth). */
  catalogueLinks: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `href` leads into the catalogue at `route` (itself, with a query or an anchor). */
const leadsInto = (href: string, route: string) =>
  href === route || href.startsWith(`${route}?`) || href.startsWith(`${route}#`);

function countLinks(value: unknown, catalogues: readonly string[]): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countLinks(item, catalogues), 0);
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [key, item]) =>
        sum +
        (key === 'href' && typeof item === 'string'
          ? Number(catalogues.some((route) => leadsInto(item, route)))
          : countLinks(item, catalogues)),
      0,
    );
  }
  return 0;
}

/** Read at test time, so a new shop's links are checked with no edit here. */
function sites(): SiteFile[] {
  const dir = path.resolve('sites');
  const documents = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, doc: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Document }));
  const catalogueOf = new Map(
    documents
      .filter(({ doc }) => doc.sections.some((section) => section.type === 'catalogue'))
      .map(({ doc }) => [doc.shop.id, doc.routes[0] ?? '']),
  );
  const everyCatalogue = [...catalogueOf.values()];
  return documents.flatMap(({ file, doc }) => {
    const catalogue = catalogueOf.get(doc.shop.id);
    const route = doc.routes[0];
    const catalogueLinks = countLinks(doc, everyCatalogue);
    if (!catalogue || !route || route.includes(':') || catalogueLinks === 0) return [];
    return [{ file, route, shopName: doc.shop.name, catalogue, catalogueLinks }];
  });
}

for (const site of sites()) {
  test(`every catalogue link of ${site.file} (${site.route}) leads to the shop's own, ${site.catalogue}`, async ({
    page,
  }) => {
    await page.goto(encodeURI(site.route));
    await expect(page.getByRole('heading').first()).toBeVisible();
    await revealAll(page);
    // Every link on the page that leads into a catalogue, by where it leads.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const intoCatalogues = hrefs
      .map((pathname) => decodeURI(pathname))
      .filter((pathname) => sites().some((other) => pathname === other.catalogue) || pathname === '/shop');
    // A carousel renders only the slides in view, so a page may show fewer links than its document holds.
    expect(intoCatalogues.length, 'links into a catalogue on the page').toBeGreaterThanOrEqual(1);
    expect(new Set(intoCatalogues)).toEqual(new Set([site.catalogue]));

    // One of them, followed, opens the shop's own catalogue, titled with its name.
    if (site.route !== site.catalogue) {
      const link = page.locator(`a[href^="${encodeURI(site.catalogue)}"]:visible`).first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${escape(encodeURI(site.catalogue))}(\\?[^#]*)?(#.*)?$`));
      // The catalogue has arrived (not the page left behind, still shown while it loads): its bar
      // names the shop and leads to its home.
      await expect(page.getByRole('tablist', { name: 'Categorie' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: site.shopName, exact: true })).toHaveAttribute(
        'href',
        site.route,
      );
    }
  });
}
