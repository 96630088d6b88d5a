import type { SiteDocument } from '../../schemas/site.ts';

/**
 * The catalogue (`/shop`) is one shop's, Aurea Gioielli's, whose home is `/`; other shops link to it
 * too. A link into the catalogue from another shop says which one (`/shop?da=seoul`), so the
 * catalogue can offer the way back ("← Torna a Seoul").
 */
export const CATALOGUE_PATH = '/shop';
/** The home of the shop the catalogue belongs to: the catalogue's own logo leads there. */
export const CATALOGUE_SHOP_HOME = '/';
/** The query parameter that names the shop a visitor came from, by its document's `id`. */
export const WAY_BACK_PARAM = 'da';

/** What a site id may look like (`schemas/site.ts`): anything else in `da` is ignored, never shown. */
const siteIdPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Sections of the catalogue's own pages (the catalogue, a product, the admin). */
const catalogueSections = new Set<string>(['catalogue', 'product', 'product-admin']);

/** Whether `href` leads to the catalogue itself (`/shop`, `/shop?categoria=anelli`), not to a product page. */
export function isCatalogueLink(href: string): boolean {
  return href === CATALOGUE_PATH || href.startsWith(`${CATALOGUE_PATH}?`) || href.startsWith(`${CATALOGUE_PATH}#`);
}

/** `href` with `da=<slug>` added to its query (kept as it is when it already names where it came from). */
export function withWayBack(href: string, slug: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const [path = '', query = ''] = rest.split('?', 2);
  const params = new URLSearchParams(query);
  if (params.has(WAY_BACK_PARAM)) return href;
  params.append(WAY_BACK_PARAM, slug);
  return `${path}?${params.toString()}${hash}`;
}

/**
 * The name a site's links into the catalogue carry (its document's `id`; a policy page's, that of
 * the page it was made from), or null for the catalogue's own shop, whose way back is the logo.
 */
export function wayBackSlug(site: SiteDocument): string | null {
  if (site.routes.includes(CATALOGUE_SHOP_HOME)) return null;
  if (site.sections.some((section) => catalogueSections.has(section.type))) return null;
  const policy = site.sections.find((section) => section.type === 'policy');
  if (!policy) return site.id;
  if (policy.home === CATALOGUE_SHOP_HOME) return null;
  const suffix = `-${policy.policy}`;
  return site.id.endsWith(suffix) ? site.id.slice(0, -suffix.length) : site.id;
}

/** A copy of `value` whose every `href` into the catalogue carries `da=<slug>`. */
function rewriteLinks(value: unknown, slug: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteLinks(item, slug));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'href' && typeof child === 'string' && isCatalogueLink(child)
        ? withWayBack(child, slug)
        : rewriteLinks(child, slug),
    ]),
  );
}

/**
 * The document as a page renders it: on a shop that is not the catalogue's, every link into the
 * catalogue (in its sections and its header) says where it came from. The same on the server and in
 * the browser, so a pre-rendered page hydrates as it was rendered.
 */
export function withWayBackLinks(site: SiteDocument): SiteDocument {
  const slug = wayBackSlug(site);
  if (slug === null) return site;
  return {
    ...site,
    sections: rewriteLinks(site.sections, slug) as SiteDocument['sections'],
    ...(site.header ? { header: rewriteLinks(site.header, slug) as SiteDocument['header'] } : {}),
  };
}

/** The site id a catalogue address names in `da`, when it is one a site could have; null otherwise. */
export function wayBackParam(search: string): string | null {
  const value = new URLSearchParams(search).get(WAY_BACK_PARAM);
  return value !== null && siteIdPattern.test(value) ? value : null;
}
