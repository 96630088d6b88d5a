/**
 * The shell of a brochure page, made from the apps' shell (`index.html` as Vite built it): the
 * apps' entry and its module preloads give way to the islands' loader (`src/islands/loader.ts`)
 * and the page's Speculation Rules, so the page loads a few KB of script and no React until an
 * island is used, and a link to another page is prerendered while the visitor reaches for it.
 */

/** The apps' entry script, which a brochure page does not load. */
const APP_ENTRY = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
/** Module preloads of the apps' chunks. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** An address pattern (URLPattern's syntax) for a route: a `:param` segment matches any value. */
export function routePattern(route: string): string {
  return encodeURI(route.replace(/:[^/]+/g, '\u0000')).replaceAll('%00', '*');
}

/**
 * Speculation Rules for a brochure page: a link to another brochure page is prerendered when the
 * visitor hovers or touches it (a click then shows it at once, without a router); a link to an app
 * (the catalogue, a product page) is fetched ahead. The admin is left alone.
 */
export function speculationRules(appRoutes: readonly string[], privateRoutes: readonly string[]): string {
  const apps = appRoutes.map(routePattern);
  const hidden = privateRoutes.flatMap((route) => [routePattern(route), `${routePattern(route)}/*`]);
  const page = { href_matches: '/*' };
  const rules = {
    prerender: [
      {
        source: 'document',
        where: { and: [page, { not: { href_matches: [...apps, ...hidden] } }] },
        eagerness: 'moderate',
      },
    ],
    ...(apps.length > 0
      ? { prefetch: [{ source: 'document', where: { href_matches: apps }, eagerness: 'moderate' }] }
      : {}),
  };
  return JSON.stringify(rules);
}

/** The apps' entry and the chunks it imports, as the shell names them. */
export function appScripts(shell: string): { entry: string; preload: string[] } {
  const entries = [...shell.matchAll(APP_ENTRY)].map((match) => /src="([^"]+)"/.exec(match[0])?.[1] ?? '');
  if (entries.length !== 1 || !entries[0]) throw new Error('the page shell (index.html) has no single module script');
  const preload = [...shell.matchAll(MODULE_PRELOAD)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '');
  return { entry: entries[0], preload: preload.filter(Boolean) };
}

/** The islands' loader in the build, and the chunks it imports. */
export interface IslandsLoader {
  src: string;
  preload: readonly string[];
}

/**
 * The shell of a page that loads the islands' loader (`loader`, with its chunks) instead of the apps' scripts, with
 * `rules` (Speculation Rules): a brochure page; or, given `app` (its entry and chunks), the
 * catalogue or a product page, whose code the loader fetches once the page has painted.
 */
export function islandShell(
  shell: string,
  loader: IslandsLoader,
  rules: string,
  app?: { entry: string; preload: readonly string[] },
): string {
  appScripts(shell);
  const head = [
    `<script type="module" crossorigin src="${loader.src}"></script>`,
    // Its chunks asked for with it, rather than once it has arrived and been read.
    ...loader.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script type="speculationrules">${rules}</script>`,
    ...(app ? [`<script type="application/json" id="app-modules">${JSON.stringify(app)}</script>`] : []),
  ].join('\n    ');
  const html = shell.replace(APP_ENTRY, '').replace(MODULE_PRELOAD, '');
  if (!html.includes('</head>')) throw new Error('the page shell (index.html) has no </head>');
  return html.replace('</head>', `  ${head}\n  </head>`);
}
