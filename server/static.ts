import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { indexBuild, sendBuildFile, type BuildFile } from './build-files.ts';
import { fromTrustedProxy, type TrustedProxies } from './client-address.ts';
import type { Database } from './db.ts';
import { LivePages } from './live-pages.ts';
import { OriginPages } from './origin-pages.ts';
import { BrochurePages } from './pages/brochure.ts';
import { PageRoutes, readPagesManifest, routeAddress, type PagesManifest } from './pages.ts';
import { requestOrigin } from './public-origin.ts';

/** What a path of the build answers. */
type Answer =
  /** `route`: the route whose page this is, when it is one, and `params` the values its path gives. */
  | { kind: 'file'; file: BuildFile; status: 200 | 404; route?: string; params?: Readonly<Record<string, string>> }
  | { kind: 'moved'; path: string }
  /** A file the build does not have (`/assets/gone-abc.js`, `/images/none.png`): no page stands for it. */
  | { kind: 'missing' };

export interface BuildServing {
  distDir: string;
  /** Where this server is reachable, for a build without a public origin and a request without a Host. */
  publicUrl: string;
  /** The database the pages with the live catalogue are rendered from; without it they are sent as built. */
  db?: Database;
  /** Reverse proxies whose `X-Forwarded-Host`/`-Proto` give the origin (`TRUST_PROXY`); none by default. */
  trustedProxies?: TrustedProxies | undefined;
  /**
   * The site's public origin (`PUBLIC_ORIGIN` when the server starts), written into pages the build
   * wrote without one; without it, the origin each request arrived on (its host allowed by the
   * app's Host guard, `AllowedHosts`).
   */
  publicOrigin?: string | null | undefined;
}

/**
 * Serves the production build. With the pre-rendered pages' manifest (`pages.json`): each route its
 * page, then the build's files, a route followed by a slash redirected to the route, and anything
 * else the 404 page with status 404; the pages the manifest names as live are rendered with the
 * current products (`LivePages`), and a product page whose address names no product is the 404
 * page. A build without one is a client-rendered app: any path that is no file gets index.html, and
 * the client router decides. Either way a path that names a file (under `/assets/`, or with an
 * extension) the build does not have is a short 404 that no cache keeps, never a page: a script or
 * picture asked for by an old page must fail as one.
 */
export function mountApp(app: Hono, { distDir, publicUrl, db, trustedProxies, publicOrigin }: BuildServing): void {
  const files = indexBuild(distDir);
  const manifest = readPagesManifest(distDir);
  const fileNamed = (relative: string): BuildFile => {
    const file = files.get(`/${relative}`);
    if (!file) throw new Error(`No ${relative} in the build in ${distDir}: run \`npm run build\``);
    return file;
  };
  const answer = manifest ? prerenderedAnswers(manifest, files, fileNamed) : clientRenderedAnswers(files, fileNamed);
  const originPages = manifest?.origin === null ? new OriginPages() : null;
  const live =
    manifest?.live && db
      ? { routes: manifest.live.routes, shops: manifest.live.shops, pages: new LivePages(db, manifest.live.renderer) }
      : null;
  // Brochure pages follow their version in force in the database (`server/pages/`).
  const brochure = manifest?.brochure && db ? new BrochurePages(db, manifest.brochure, distDir) : null;
  const notFound = manifest ? fileNamed(manifest.notFound) : null;
  const productRoutes = [...(manifest?.live?.routes ?? [])].flatMap(([route, kind]) =>
    kind === 'product' ? [{ route, shop: manifest?.live?.shops.get(route) ?? '' }] : [],
  );
  const sitemap = files.get('/sitemap.xml');
  if (manifest?.origin && publicOrigin && manifest.origin !== publicOrigin)
    console.warn(
      `PUBLIC_ORIGIN=${publicOrigin}, but the build in ${distDir} names ${manifest.origin}:` +
        ' its pages keep that one (rebuild to change it)',
    );
  const originOf = (c: Context) =>
    manifest?.origin ?? publicOrigin ?? requestOrigin(c.req, publicUrl, fromTrustedProxy(c, trustedProxies));

  // Hono's etag answers 304 to a matching If-None-Match; every file here carries its ETag.
  app.get('*', etag(), async (c) => {
    const found = answer(decodedPath(c.req.url));
    if (found.kind === 'missing') {
      c.header('Cache-Control', 'no-store');
      return c.text('File non trovato', 404);
    }
    if (found.kind === 'moved') {
      const query = new URL(c.req.url).search;
      return c.redirect(`${routeAddress(found.path)}${query}`, 301);
    }
    const { route, params = {} } = found;
    let { file, status } = found;
    if (live && file === sitemap && productRoutes.length > 0) {
      const listed = await live.pages.sendSitemap(productRoutes, file, originOf(c), c.req, {
        cacheControl: cachePolicy(file),
      });
      if (listed) return listed;
    }
    const kind = route === undefined ? undefined : live?.routes.get(route);
    const shop = route === undefined ? undefined : live?.shops.get(route);
    const rendered =
      live && route !== undefined && kind !== undefined && shop !== undefined
        ? await live.pages.send({ route, kind, shop, params }, file, originOf(c), c.req, {
            cacheControl: cachePolicy(file),
          })
        : brochure && route !== undefined
          ? await brochure.send(route, file, originOf(c), c.req, { cacheControl: cachePolicy(file) })
          : null;
    // The address names no product: the 404 page, as for any other unknown address.
    if (rendered === 'not-found' && notFound) [file, status] = [notFound, 404];
    const cacheControl = cachePolicy(file);
    const substituted =
      (rendered instanceof Response ? rendered : null) ??
      (originPages ? await originPages.send(file, originOf(c), c.req, { status, cacheControl }) : null);
    const sent = substituted ?? (await sendBuildFile(file, c.req, { status, cacheControl }));
    return sent ?? c.text('Not found', 404);
  });
}

function prerenderedAnswers(
  manifest: PagesManifest,
  files: ReadonlyMap<string, BuildFile>,
  fileNamed: (relative: string) => BuildFile,
): (pathname: string | null) => Answer {
  const routes = new PageRoutes(manifest.routes);
  const pages = new Map([...manifest.routes.values()].map((page) => [page, fileNamed(page)]));
  const notFound = fileNamed(manifest.notFound);
  return (pathname) => {
    const match = pathname === null ? null : routes.match(pathname);
    const page = match?.kind === 'page' ? pages.get(match.file) : undefined;
    if (page && match?.kind === 'page')
      return {
        kind: 'file',
        file: page,
        status: 200,
        route: match.route,
        ...(match.params ? { params: match.params } : {}),
      };
    const file = pathname === null ? undefined : files.get(pathname);
    if (file) return { kind: 'file', file, status: 200 };
    if (match?.kind === 'moved') return match;
    if (pathname !== null && namesFile(pathname)) return { kind: 'missing' };
    return { kind: 'file', file: notFound, status: 404 };
  };
}

function clientRenderedAnswers(
  files: ReadonlyMap<string, BuildFile>,
  fileNamed: (relative: string) => BuildFile,
): (pathname: string | null) => Answer {
  const indexHtml = fileNamed('index.html');
  return (pathname) => {
    const file = pathname === null ? undefined : files.get(pathname);
    if (file) return { kind: 'file', file, status: 200 };
    if (pathname !== null && namesFile(pathname)) return { kind: 'missing' };
    return { kind: 'file', file: indexHtml, status: 200 };
  };
}

/**
 * Whether a path that is no route names a file rather than a page: anything under `/assets/` (the
 * build's hashed files), or a last segment with an extension (`/x.js`, `/images/none.png`).
 */
function namesFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** The path of a request URL, percent-decoded (`/shoop%20bozza` → `/shoop bozza`); null when malformed. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

/**
 * Hashed assets never change under their name; pages, the sitemap and other documents are
 * revalidated on every visit (a 304 when unchanged), wherever they are: a page is never kept for a
 * year, even one under `/assets/`. Other files (pictures, icons) keep the browser's own heuristic,
 * from their Last-Modified, as before pages were pre-rendered.
 */
function cachePolicy(file: Pick<BuildFile, 'name' | 'contentType'>): string | null {
  if (file.name.startsWith('/assets/') && !file.contentType.startsWith('text/html'))
    return 'public, max-age=31536000, immutable';
  if (/^(?:text\/|application\/(?:xml|json|manifest\+json))/.test(file.contentType)) return 'no-cache';
  return null;
}
