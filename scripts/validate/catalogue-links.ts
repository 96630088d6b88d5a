import { definitionOf, liveKindOf, type LiveKind } from '../../src/sections/traits.ts';
import { policyRoutesOf } from '../../src/site/policies.ts';
import { valueAt, type JsonPath } from './json-document.ts';
import { routeMatches, splitLink } from './routes.ts';
import type { SiteFile } from './types.ts';
import { sectionsOf, stringsAt } from './where.ts';

/** A document's object, or an empty one: site documents are read before they are known to be valid. */
export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A document's `shop.id` and `shop.name`, when they are strings. */
export function shopOf(document: unknown): { id: string | undefined; name: string | undefined } {
  const shop = record(record(document).shop);
  return {
    id: typeof shop.id === 'string' ? shop.id : undefined,
    name: typeof shop.name === 'string' ? shop.name : undefined,
  };
}

/** A page of one shop's catalogue: the catalogue itself, or the page of one of its products. */
export interface CataloguePage {
  site: SiteFile;
  kind: LiveKind;
  routes: string[];
  shopId: string | undefined;
  shopName: string | undefined;
  /** The catalogue section's categories (the tabs after "Tutti"); empty on a product page. */
  categories: string[];
}

/**
 * The documents that hold a live section (`app.live`: the catalogue, or a product page), with the
 * shop each belongs to.
 */
export function cataloguePages(sites: readonly SiteFile[]): CataloguePage[] {
  return sites.flatMap((site) => {
    const sections = sectionsOf(site.document).map(({ section }) => section);
    const kind = liveKindOf(sections);
    if (!kind) return [];
    const catalogue =
      kind === 'catalogue' ? sections.find((section) => definitionOf(section.type)?.app?.live === kind) : undefined;
    const { id, name } = shopOf(site.document);
    const categories = Array.isArray(catalogue?.categories)
      ? catalogue.categories.filter((category): category is string => typeof category === 'string')
      : [];
    const routes = stringsAt(site.document, 'routes').map(({ value }) => value);
    return [{ site, kind, routes, shopId: id, shopName: name, categories }];
  });
}

/** The route of a shop's own catalogue (its catalogue document's first route), if it has one. */
export function catalogueRouteOf(pages: readonly CataloguePage[], shopId: string): string | undefined {
  return pages.find((page) => page.kind === 'catalogue' && page.shopId === shopId)?.routes[0];
}

/** A link of a document that leads to a catalogue page, with what it asks of it. */
export interface CatalogueLink {
  path: JsonPath;
  /** The link as written: `/shop?categoria=anelli#catalogo`. */
  value: string;
  /** Its path alone: `/shop`. */
  target: string;
  query: URLSearchParams;
  page: CataloguePage;
}

const isPattern = (route: string) => route.split('/').some((part) => part.startsWith(':') || part === '*');

/**
 * A site's internal links (any property the schema marks as a link) that lead to a page of a
 * catalogue. A route written out wins over a pattern, as in the router: `/shop/privacy` is the
 * catalogue's privacy page (made from the document, `src/site/policies.ts`), not a product.
 */
export function linksInto(
  site: SiteFile,
  pages: readonly CataloguePage[],
  sites: readonly SiteFile[],
): CatalogueLink[] {
  const served = sites.flatMap((other) => {
    const routes = stringsAt(other.document, 'routes').map(({ value }) => value);
    const page = pages.find((candidate) => candidate.site === other);
    const policies = policyRoutesOf({ routes, sections: record(other.document).sections });
    return [...routes.map((route) => ({ route, page })), ...policies.map((route) => ({ route, page: undefined }))];
  });
  const fixed = served.filter(({ route }) => !isPattern(route));
  const patterns = served.filter(({ route }) => isPattern(route));

  return (site.schema?.references ?? []).flatMap(({ kind, path, value }) => {
    if (kind !== 'link' || !value.startsWith('/') || value.startsWith('//')) return [];
    const { path: target } = splitLink(value);
    const match =
      fixed.find(({ route }) => routeMatches(route, target)) ??
      patterns.find(({ route }) => routeMatches(route, target));
    if (!match?.page) return [];
    const query = new URLSearchParams(value.split('#')[0]?.split('?')[1] ?? '');
    return [{ path, value, target, query, page: match.page }];
  });
}

/** The properties of a link's object that name it, in the order a visitor reads them. */
const labelKeys = ['label', 'cta', 'linkLabel', 'title', 'name'] as const;

/** What the link at `path` reads: the texts of the object holding it (a button's label, a card's title). */
export function labelOf(document: unknown, path: JsonPath): string {
  const holder = record(valueAt(document, path.slice(0, -1)));
  return labelKeys.flatMap((key) => (typeof holder[key] === 'string' ? [holder[key]] : [])).join(' · ');
}
