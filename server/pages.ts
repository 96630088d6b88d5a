import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `pages.json`, which the build writes beside the pre-rendered pages. */
export const PAGES_MANIFEST = 'pages.json';

/** The build's pre-rendered pages: files are relative to the build folder, with `/` separators. */
export interface PagesManifest {
  /** Each route exactly as a site document declares it (`/Cless`, `/shoop bozza`) and its file. */
  routes: ReadonlyMap<string, string>;
  /** The page answered, with status 404, for any other path. */
  notFound: string;
  /** The origin the build wrote into the pages, or null when they hold the origin token instead. */
  origin: string | null;
  /** Routes rendered again at request time with the current catalogue, and the bundle that renders them. */
  live: { routes: ReadonlySet<string>; renderer: string } | null;
}

/** The manifest of the build in `distDir`, or null for a build made before pages were pre-rendered. */
export function readPagesManifest(distDir: string): PagesManifest | null {
  const file = path.join(distDir, PAGES_MANIFEST);
  if (!existsSync(file)) return null;
  const problem = (what: string) => new Error(`${file}: ${what}`);
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(raw) || !isRecord(raw.routes)) throw problem('expected {"routes": {...}, "notFound": "..."}');
  const routes = new Map<string, string>();
  for (const [route, page] of Object.entries(raw.routes)) {
    if (!route.startsWith('/') || typeof page !== 'string') throw problem(`route ${route} has no page file`);
    routes.set(route, page);
  }
  if (typeof raw.notFound !== 'string') throw problem('"notFound" names no page file');
  if (raw.origin !== undefined && typeof raw.origin !== 'string') throw problem('"origin" is not a string');
  return {
    routes,
    notFound: raw.notFound,
    origin: raw.origin?.replace(/\/+$/, '') ?? null,
    live: raw.live === undefined ? null : liveRendering(raw.live, distDir, routes, problem),
  };
}

function liveRendering(
  raw: unknown,
  distDir: string,
  routes: ReadonlyMap<string, string>,
  problem: (what: string) => Error,
): NonNullable<PagesManifest['live']> {
  if (!isRecord(raw) || !Array.isArray(raw.routes) || typeof raw.renderer !== 'string')
    throw problem('expected "live": {"routes": [...], "renderer": "..."}');
  const live = new Set<string>();
  for (const route of raw.routes) {
    if (typeof route !== 'string' || !routes.has(route)) throw problem(`live route ${String(route)} is no route`);
    live.add(route);
  }
  return { routes: live, renderer: path.resolve(distDir, raw.renderer) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a path is among the pre-rendered routes. */
export type RouteMatch =
  /** A route's page; `route` is the route as declared, which the page names as canonical. */
  | { kind: 'page'; route: string; file: string }
  /** A route followed by slashes: answered with a permanent redirect to the route. */
  | { kind: 'moved'; route: string }
  | { kind: 'none' };

/** A route as declared and the file of its page. */
interface Page {
  route: string;
  file: string;
}

/**
 * Finds the pre-rendered page for a decoded path. Case is ignored, as the client router ignores it:
 * `/cless` gets `/Cless`'s page, which names `/Cless` as canonical, rather than a redirect that
 * would cost a phone one more round trip. A route declared in two cases keeps each its own page.
 */
export class PageRoutes {
  private readonly exact = new Map<string, Page>();
  private readonly folded = new Map<string, Page>();

  constructor(routes: ReadonlyMap<string, string>) {
    for (const [route, file] of routes) {
      this.exact.set(route, { route, file });
      if (!this.folded.has(route.toLowerCase())) this.folded.set(route.toLowerCase(), { route, file });
    }
  }

  match(pathname: string): RouteMatch {
    const page = this.page(pathname);
    if (page !== null) return { kind: 'page', ...page };
    const trimmed = pathname.replace(/\/+$/, '');
    const moved = trimmed === '' || trimmed === pathname ? null : this.page(trimmed);
    return moved === null ? { kind: 'none' } : { kind: 'moved', route: moved.route };
  }

  private page(pathname: string): Page | null {
    return this.exact.get(pathname) ?? this.folded.get(pathname.toLowerCase()) ?? null;
  }
}

/** A declared route as it goes into a `Location` header: `/shoop bozza` → `/shoop%20bozza`. */
export function routeAddress(route: string): string {
  return route.split('/').map(encodeURIComponent).join('/');
}
