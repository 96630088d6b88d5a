import { routeAddress, type LiveKind } from '../../server/pages.ts';

export type { LiveKind };

/**
 * Where pre-rendered pages go and what lists them: pure functions of the routes, so the build and
 * its tests agree on the layout the server (`server/pages.ts`) reads.
 */

/** A route with a `:param` segment (`/shop/:slug`): one page per value, not one page. */
export const isPatternRoute = (route: string): boolean => route.split('/').some((segment) => segment.startsWith(':'));

/** A route as the site documents declare it, and whether search engines may list it. */
export interface PublicRoute {
  route: string;
  /** The address this page names as canonical: the first route of its document. */
  canonical: string;
  indexable: boolean;
}

/** The 404 page's file, answered with status 404 for any path that is no route. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The file of a route's page, relative to the build folder, with `/` separators. A route keeps its
 * case and spaces (`/shoop bozza` → `shoop bozza/index.html`), so static hosts that map a folder's
 * `index.html` to its address serve the same pages. A pattern route's page is the template the
 * server fills for each value, in a folder named after the parameter (`/shop/:slug` →
 * `shop/[slug]/index.html`), an address no link leads to.
 */
export function pageFile(route: string): string {
  if (!route.startsWith('/')) throw new Error(`${route}: a route starts with /`);
  const segments = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment));
  if (segments.some((segment) => segment === '.' || segment === '..')) throw new Error(`${route}: not a page address`);
  return [...segments, 'index.html'].join('/');
}

/** The absolute URL of a route on `origin`, which has no trailing slash. */
export const absoluteUrl = (origin: string, route: string) => `${origin}${routeAddress(route)}`;

/** Pages the embedded server renders again at request time, and the bundle that renders them. */
export interface LiveRendering {
  /** Routes whose page shows live data, and which. */
  routes: Readonly<Record<string, LiveKind>>;
  /** Whose products each of those routes shows: its document's `shop.id`. */
  shops: Readonly<Record<string, string>>;
  /** The server bundle (`src/entry-server.tsx` built), relative to the build folder. */
  renderer: string;
}

/** A brochure route's page in the database (its document's first route) and its document's `documentHash`. */
export interface BrochurePage {
  page: string;
  document: string;
}

/**
 * What the embedded server needs to render a brochure page from its version in force
 * (`server/pages/brochure.ts`), as the build rendered it from the document in `sites/`.
 */
export interface BrochureRendering {
  /** The brochure pages' shell (a hidden file of the build, never served). */
  shell: string;
  /** The server bundle, relative to the build folder. */
  renderer: string;
  /** Each brochure route as built: the page it belongs to and the document it shows. */
  pages: Readonly<Record<string, BrochurePage>>;
}

/**
 * `pages.json`: every route and its file, the 404 page, the origin when the build was given one,
 * the pages rendered again at request time, the origin of the hosted backend built in, if any
 * (the server allows it in the pages' Content-Security-Policy), and how brochure pages are rendered.
 */
export function pagesManifest(
  routes: readonly string[],
  origin: string | null,
  live?: LiveRendering,
  backend: string | null = null,
  brochure?: BrochureRendering,
): string {
  const manifest = {
    routes: Object.fromEntries(routes.map((route) => [route, pageFile(route)])),
    notFound: NOT_FOUND_FILE,
    ...(origin === null ? {} : { origin }),
    ...(live && Object.keys(live.routes).length > 0 ? { live } : {}),
    ...(backend === null ? {} : { backend }),
    ...(brochure && Object.keys(brochure.pages).length > 0 ? { brochure } : {}),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The addresses search engines should list: each indexable page once, under its canonical address. */
export function sitemapRoutes(routes: readonly PublicRoute[]): string[] {
  return [...new Set(routes.filter((r) => r.indexable && !isPatternRoute(r.route)).map((r) => r.canonical))];
}

/**
 * `sitemap.xml` (sitemaps.org 0.9) of the indexable pages. A pattern route's pages (the products')
 * are added by the server that knows them (`server/live-pages.ts`).
 */
export function sitemapXml(routes: readonly PublicRoute[], origin: string): string {
  const urls = sitemapRoutes(routes).map((route) => `  <url><loc>${xmlText(absoluteUrl(origin, route))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled but the pages kept out of search, and where the sitemap is. */
export function robotsTxt(routes: readonly PublicRoute[], origin: string): string {
  const hidden = [...new Set(routes.filter((r) => !r.indexable && !isPatternRoute(r.route)).map((r) => r.route))];
  return [
    'User-agent: *',
    ...(hidden.length > 0 ? hidden.map((route) => `Disallow: ${routeAddress(route)}`) : ['Disallow:']),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
