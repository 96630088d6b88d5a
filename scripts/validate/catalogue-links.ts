import { valueAt, type JsonPath } from './json-document.ts';
import { routeMatches, splitLink } from './routes.ts';
import type { SiteFile } from './types.ts';
import { sectionsOf, stringsAt } from './where.ts';

/** A document's object, or an empty one: site documents are read before they are known to be valid. */
export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The routes of the documents that hold a catalogue section, with the kind of shop that keeps each. */
export function catalogueRoutes(sites: readonly SiteFile[]): { route: string; businessType: unknown }[] {
  return sites.flatMap((site) => {
    if (!sectionsOf(site.document).some(({ section }) => section.type === 'catalogue')) return [];
    const businessType = record(record(site.document).shop).businessType;
    return stringsAt(site.document, 'routes').map(({ value }) => ({ route: value, businessType }));
  });
}

/** A site's internal links that lead to one of `routes`, with the link's path and query. */
export function linksInto(
  site: SiteFile,
  routes: readonly string[],
): { path: JsonPath; target: string; query: URLSearchParams }[] {
  return (site.schema?.references ?? []).flatMap(({ kind, path, value }) => {
    if (kind !== 'link' || !value.startsWith('/')) return [];
    const { path: target } = splitLink(value);
    if (!routes.some((route) => routeMatches(route, target))) return [];
    const query = new URLSearchParams(value.split('#')[0]?.split('?')[1] ?? '');
    return [{ path, target, query }];
  });
}

/** The properties of a link's object that name it, in the order a visitor reads them. */
const labelKeys = ['label', 'cta', 'title', 'name'] as const;

/** What the link at `path` reads: the texts of the object holding it (a button's label, a card's title). */
export function labelOf(document: unknown, path: JsonPath): string {
  const holder = record(valueAt(document, path.slice(0, -1)));
  return labelKeys.flatMap((key) => (typeof holder[key] === 'string' ? [holder[key]] : [])).join(' · ');
}
