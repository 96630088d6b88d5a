import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { indexBuild, sendBuildFile, type BuildFile } from './build-files.ts';
import { OriginPages } from './origin-pages.ts';
import { PageRoutes, readPagesManifest, routeAddress, type PagesManifest } from './pages.ts';
import { requestOrigin } from './public-origin.ts';

/** What a path of the build answers. */
type Answer = { kind: 'file'; file: BuildFile; status: 200 | 404 } | { kind: 'moved'; route: string };

/**
 * Serves the production build. With the pre-rendered pages' manifest (`pages.json`): each route its
 * page, then the build's files, a route followed by a slash redirected to the route, and anything
 * else the 404 page with status 404. A build without one is a client-rendered app: any path that is
 * no file gets index.html, and the client router decides.
 */
export function mountApp(app: Hono, distDir: string, publicUrl: string): void {
  const files = indexBuild(distDir);
  const manifest = readPagesManifest(distDir);
  const fileNamed = (relative: string): BuildFile => {
    const file = files.get(`/${relative}`);
    if (!file) throw new Error(`No ${relative} in the build in ${distDir}: run \`npm run build\``);
    return file;
  };
  const answer = manifest ? prerenderedAnswers(manifest, files, fileNamed) : clientRenderedAnswers(files, fileNamed);
  const originPages = manifest?.origin === null ? new OriginPages() : null;

  // Hono's etag answers 304 to a matching If-None-Match; every file here carries its ETag.
  app.get('*', etag(), async (c) => {
    const found = answer(decodedPath(c.req.url));
    if (found.kind === 'moved') {
      const query = new URL(c.req.url).search;
      return c.redirect(`${routeAddress(found.route)}${query}`, 301);
    }
    const { file, status } = found;
    const cacheControl = cachePolicy(file);
    const substituted = originPages
      ? await originPages.send(file, requestOrigin(c.req, publicUrl), c.req, { status, cacheControl })
      : null;
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
    if (page) return { kind: 'file', file: page, status: 200 };
    const file = pathname === null ? undefined : files.get(pathname);
    if (file) return { kind: 'file', file, status: 200 };
    if (match?.kind === 'moved') return match;
    return { kind: 'file', file: notFound, status: 404 };
  };
}

function clientRenderedAnswers(
  files: ReadonlyMap<string, BuildFile>,
  fileNamed: (relative: string) => BuildFile,
): (pathname: string | null) => Answer {
  const indexHtml = fileNamed('index.html');
  return (pathname) => ({
    kind: 'file',
    file: (pathname === null ? undefined : files.get(pathname)) ?? indexHtml,
    status: 200,
  });
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
 * revalidated on every visit (a 304 when unchanged). Other files (pictures, icons) keep the
 * browser's own heuristic, from their Last-Modified, as before pages were pre-rendered.
 */
function cachePolicy(file: BuildFile): string | null {
  if (file.name.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/^(?:text\/|application\/(?:xml|json|manifest\+json))/.test(file.contentType)) return 'no-cache';
  return null;
}
