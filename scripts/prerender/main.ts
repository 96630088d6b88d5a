/**
 * Pre-renders the build: every route of every site document, and the 404 page, to finished HTML
 * with the app's own components (the server bundle `vite build --ssr` made of `src/entry-server.tsx`),
 * with each page's head, `pages.json` for the server, `sitemap.xml`, `robots.txt` and the share
 * pictures.
 *
 *   tsx scripts/prerender/main.ts [distDir]     # default: DIST_DIR, else dist
 *
 * (`scripts/prerender/build.ts` runs the builds and then this.)
 *
 * `PUBLIC_ORIGIN` (`https://www.negozio.it`) is written into every absolute URL; without it the
 * pages hold `ORIGIN_TOKEN`, which the embedded server replaces with the origin a request came on.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { SiteDocument } from '../../schemas/site.ts';
import { backendConfigSchema } from '../../src/backend/config-schema.ts';
import { appSectionTypes, liveKindOf, sectionTypes } from '../../src/sections/traits.ts';
import { ORIGIN_TOKEN } from '../../server/public-origin.ts';
import type * as EntryServer from '../../src/entry-server.tsx';
import { documentHash } from '../../server/pages/document-hash.ts';
import { latinFonts } from './fonts.ts';
import { headTags, shareCard } from '../../src/site/head-tags.ts';
import { isPrivate } from './head.ts';
import { appPreloads, closure, readManifest } from './app-preloads.ts';
import { appScripts, islandShell, speculationRules, type IslandsLoader } from './island-shell.ts';
import { writeOgImages } from './og-image.ts';
import { pageHead, renderBrochurePage } from './page.ts';
import {
  absoluteUrl,
  isPatternRoute,
  type BrochurePage,
  type LiveKind,
  NOT_FOUND_FILE,
  pageFile,
  pagesManifest,
  robotsTxt,
  sitemapXml,
  type PublicRoute,
} from './pages.ts';
import { fillShell } from './shell.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The share pictures' folder in the build, as addressed from pages. */
const OG_FOLDER = shareCard.folder;
/** The client build's `index.html`, kept as the shell of every page before pages overwrite it. */
const SHELL_FILE = '.shell.html';
/** The brochure pages' shell, for the server that renders them from the version in force (hidden: not served). */
const BROCHURE_SHELL_FILE = '.brochure-shell.html';
/**
 * Stands for the origin while pages are made when none is given: a valid URL, so that URLs can be
 * resolved against it (a shop's logo in its structured data), replaced by `ORIGIN_TOKEN` at the end.
 */
const PLACEHOLDER_ORIGIN = 'https://public-origin.invalid';

/**
 * Sections whose content comes from the backend (the definitions' `app`): their page is not
 * complete without JavaScript, and is an app (React and its router), where every other page is
 * HTML with islands.
 */
const LIVE_SECTIONS = appSectionTypes;
/** The islands' loader, as the client build's manifest names it. */
const LOADER_MODULE = 'src/islands/loader.ts';

const isApp = (site: SiteDocument) => site.sections.some((section) => LIVE_SECTIONS.has(section.type));

/**
 * The islands' loader in the build (`src/islands/loader.ts`, the client build's second entry) and
 * the chunks it imports, from the build's manifest.
 */
function islandsLoader(distDir: string): IslandsLoader {
  const manifest = readManifest(distDir);
  const entry = manifest?.[LOADER_MODULE];
  if (!manifest || !entry) throw new Error(`${distDir}/.vite/manifest.json names no ${LOADER_MODULE}`);
  const chunks = closure(manifest, LOADER_MODULE, new Set());
  chunks.delete(entry.file);
  return { src: `/${entry.file}`, preload: [...chunks].map((file) => `/${file}`) };
}

/**
 * What the embedded server fills a route's page with when it answers it (the definitions'
 * `app.live`): the current catalogue for a page with the catalogue, the product its address names
 * for a product page, which only a pattern route can name.
 */
function liveKind(site: SiteDocument, route: string): LiveKind | null {
  const kind = liveKindOf(site.sections);
  return kind === 'product' && !isPatternRoute(route) ? null : kind;
}

function publicOrigin(): string | null {
  const origin = process.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '');
  if (!origin) return null;
  if (new URL(origin).origin !== origin) throw new Error(`PUBLIC_ORIGIN=${origin}: expected an origin only`);
  return origin;
}

/**
 * The origin of the hosted backend built into the client (`VITE_SUPABASE_URL` and
 * `VITE_SUPABASE_ANON_KEY`, from the environment or `.env` files, taken as `src/backend/config.ts`
 * takes them), or null when the client asks the server that sent it.
 */
function builtInBackend(): string | null {
  const env = loadEnv('production', root, 'VITE_');
  const built = backendConfigSchema.safeParse({
    supabaseUrl: env.VITE_SUPABASE_URL,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
  });
  if (!built.success) return null;
  const { supabaseUrl } = built.data;
  if (!URL.canParse(supabaseUrl) || !/^https?:$/.test(new URL(supabaseUrl).protocol))
    throw new Error(`VITE_SUPABASE_URL=${supabaseUrl}: expected an http(s) address`);
  return new URL(supabaseUrl).origin;
}

function write(distDir: string, file: string, text: string): void {
  const target = path.join(distDir, ...file.split('/'));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

/**
 * Where the server bundle of the build in `distDir` goes: inside the project, where its imports of
 * React and the router resolve, and outside the build, so it is never served or uploaded. One
 * folder per build folder, so that builds into different folders do not overwrite each other's.
 */
export function serverBundleFolder(distDir: string): string {
  const key = createHash('sha256').update(path.resolve(distDir)).digest('hex').slice(0, 12);
  return path.join(root, 'node_modules', '.cache', 'boutique-ssr', key);
}

/** Pre-renders the client build in `distDir` with the server bundle in `bundleDir`. */
export async function prerender(distDir: string, bundleDir = serverBundleFolder(distDir)): Promise<void> {
  const entry = path.join(bundleDir, 'entry-server.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build with scripts/prerender/build.ts`);
  const shellFile = path.join(distDir, SHELL_FILE);
  if (!existsSync(shellFile)) copyFileSync(path.join(distDir, 'index.html'), shellFile);
  const shell = readFileSync(shellFile, 'utf8');
  const { renderPage, renderIslandPage, siteRoutes, NOT_FOUND_TITLE, ROUTER_DATA_ID, ISLAND_SITE_ID } = (await import(
    pathToFileURL(entry).href
  )) as typeof EntryServer;

  const given = publicOrigin();
  const origin = given ?? PLACEHOLDER_ORIGIN;
  const finish = (text: string) => (given === null ? text.replaceAll(PLACEHOLDER_ORIGIN, ORIGIN_TOKEN) : text);

  const started = performance.now();
  const fonts = latinFonts(distDir);
  const documents = await Promise.all(siteRoutes.map(async (route) => ({ ...route, site: await route.load() })));
  const appRoutes = documents.filter(({ site }) => isApp(site));
  const preloadsOf = appPreloads(distDir, root, sectionTypes);
  const apps = appScripts(shell);
  const loader = islandsLoader(distDir);
  const rules = speculationRules(
    appRoutes.filter(({ site }) => !isPrivate(site)).map(({ path: route }) => route),
    appRoutes.filter(({ site }) => isPrivate(site)).map(({ path: route }) => route),
  );
  const brochure = { shell: islandShell(shell, loader, rules), fonts, renderer: { renderIslandPage, ISLAND_SITE_ID } };
  /** Each brochure route's page (its document's first route) and the fingerprint of the document it shows. */
  const brochurePages: Record<string, BrochurePage> = {};
  const sites = new Map<string, SiteDocument>();
  const routes: PublicRoute[] = [];
  const liveRoutes: Record<string, LiveKind> = {};
  const liveShops: Record<string, string> = {};
  for (const { path: route, site } of documents) {
    sites.set(site.id, site);
    // Each address is its own canonical (`pageHead`), an alias too.
    routes.push({ route, canonical: route, indexable: !isPrivate(site) });
    const live = liveKind(site, route);
    if (live) {
      liveRoutes[route] = live;
      liveShops[route] = site.shop.id;
    }
    // A brochure page is HTML with islands (as the server renders it from the version in force);
    // the catalogue, a product page and the admin are apps.
    if (!isApp(site)) {
      brochurePages[route] = { page: site.routes[0] ?? route, document: documentHash(site) };
      write(distDir, pageFile(route), finish(await renderBrochurePage(site, route, origin, brochure)));
      continue;
    }
    const page = await renderPage(absoluteUrl(origin, route));
    // The catalogue and product pages paint first and fetch their app's code (its entry and its
    // sections' chunks) after; the owner's admin, kept out of search, loads it with the page.
    const sectionChunks = preloadsOf(site.sections.map((section) => section.type));
    const owners = isPrivate(site);
    const pageShell = owners
      ? shell
      : islandShell(shell, loader, rules, { entry: apps.entry, preload: [...apps.preload, ...sectionChunks] });
    const modulePreloads = owners
      ? sectionChunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      : [];
    const html = fillShell(pageShell, {
      lang: site.lang,
      head: pageHead(site, route, origin, fonts),
      modulePreloads,
      body: page.html,
      routerData: { id: ROUTER_DATA_ID, value: page.routerData },
      needsScript: true,
    });
    write(distDir, pageFile(route), finish(html));
  }

  const notFoundPath = '/404';
  if (siteRoutes.some((r) => r.path.toLowerCase() === notFoundPath)) throw new Error(`${notFoundPath} is a route`);
  const notFound = await renderPage(absoluteUrl(origin, notFoundPath));
  const notFoundHead = { lang: 'it', title: NOT_FOUND_TITLE, noindex: true, themeColor: '#f5f5f4' };
  write(
    distDir,
    NOT_FOUND_FILE,
    finish(
      fillShell(shell, {
        lang: 'it',
        head: headTags(notFoundHead),
        body: notFound.html,
        routerData: { id: ROUTER_DATA_ID, value: notFound.routerData },
        needsScript: false,
      }),
    ),
  );

  write(distDir, 'sitemap.xml', finish(sitemapXml(routes, origin)));
  write(distDir, 'robots.txt', finish(robotsTxt(routes, origin)));
  const pictures = await writeOgImages([...sites.values()], path.join(distDir, OG_FOLDER), {
    publicDir: path.join(root, 'public'),
  });

  // Last: the server and `npm start` take a build with its manifest for a finished one.
  const routeList = routes.map((r) => r.route);
  const live = {
    routes: liveRoutes,
    shops: liveShops,
    renderer: path.relative(distDir, entry).split(path.sep).join('/'),
  };
  write(distDir, BROCHURE_SHELL_FILE, brochure.shell);
  const brochureRendering = {
    shell: BROCHURE_SHELL_FILE,
    renderer: live.renderer,
    pages: brochurePages,
  };
  write(distDir, 'pages.json', pagesManifest(routeList, given, live, builtInBackend(), brochureRendering));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${routes.length} pages, a 404 page, ${pictures.length} share pictures in ${distDir} (${seconds} s)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await prerender(path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist'));
}
