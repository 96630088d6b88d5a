import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveKind as SectionLiveKind } from '../src/sections/traits.ts';
import { DEFAULT_SHOP } from './auth/owner.ts';

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
  /**
   * Routes rendered again at request time, with what (the current catalogue, or the product their
   * address names), and the bundle that renders them.
   */
  live: { routes: ReadonlyMap<string, LiveKind>; shops: ReadonlyMap<string, string>; renderer: string } | null;
  /**
   * The origin of the hosted backend the build talks to (`VITE_SUPABASE_URL` at build time), or
   * null when the browser asks the server that sent the page (`/app-config.json`).
   */
  backend: string | null;
  /**
   * How brochure pages are rendered from their version in force (`server/pages/brochure.ts`), or
   * null for a build made before pages were in the database: its pages are sent as built.
   */
  brochure: BrochureRendering | null;
}

/** A brochure route as built: its page (the first route of its document) and that document's `documentHash`. */
export interface BuiltBrochurePage {
  page: string;
  document: string;
}

export interface BrochureRendering {
  /** The brochure pages' shell, absolute. */
  shell: string;
  /** The server bundle that renders sections (`src/entry-server.tsx` built), absolute. */
  renderer: string;
  pages: ReadonlyMap<string, BuiltBrochurePage>;
}

/**
 * What a live page is rendered with: the catalogue's rows, or the row of the product it shows, as a
 * section definition's `app.live` names it (`src/sections/define.ts`).
 */
export type LiveKind = SectionLiveKind;

/**
 * Every kind, for reading `pages.json`. A record rather than the definitions themselves (their
 * components are not the server's to bundle): the compiler refuses one the definitions lack or add.
 */
const liveKinds: Readonly<Record<LiveKind, true>> = { catalogue: true, product: true };
const isLiveKind = (value: unknown): value is LiveKind => typeof value === 'string' && Object.hasOwn(liveKinds, value);

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
  if (raw.backend !== undefined && !isOrigin(raw.backend)) throw problem('"backend" is not an http(s) origin');
  return {
    routes,
    notFound: raw.notFound,
    origin: raw.origin?.replace(/\/+$/, '') ?? null,
    live: raw.live === undefined ? null : liveRendering(raw.live, distDir, routes, problem),
    backend: raw.backend ?? null,
    brochure: raw.brochure === undefined ? null : brochureRendering(raw.brochure, distDir, routes, problem),
  };
}

function brochureRendering(
  raw: unknown,
  distDir: string,
  routes: ReadonlyMap<string, string>,
  problem: (what: string) => Error,
): BrochureRendering {
  if (!isRecord(raw) || typeof raw.shell !== 'string' || typeof raw.renderer !== 'string' || !isRecord(raw.pages))
    throw problem('expected "brochure": {"shell": "...", "renderer": "...", "pages": {"/route": {...}}}');
  const pages = new Map<string, BuiltBrochurePage>();
  for (const [route, built] of Object.entries(raw.pages)) {
    if (!routes.has(route)) throw problem(`brochure route ${route} is no route`);
    if (!isRecord(built) || typeof built.page !== 'string' || typeof built.document !== 'string')
      throw problem(`brochure route ${route} names no page and document`);
    pages.set(route, { page: built.page, document: built.document });
  }
  return { shell: path.resolve(distDir, raw.shell), renderer: path.resolve(distDir, raw.renderer), pages };
}

/** `https://abc.supabase.co`: a scheme, a host and maybe a port, nothing after. */
function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

function liveRendering(
  raw: unknown,
  distDir: string,
  routes: ReadonlyMap<string, string>,
  problem: (what: string) => Error,
): NonNullable<PagesManifest['live']> {
  if (!isRecord(raw) || !isRecord(raw.routes) || typeof raw.renderer !== 'string')
    throw problem(
      'expected "live": {"routes": {"/route": "catalogue" | "product"}, "shops": {...}, "renderer": "..."}',
    );
  const live = new Map<string, LiveKind>();
  for (const [route, kind] of Object.entries(raw.routes)) {
    if (!routes.has(route)) throw problem(`live route ${route} is no route`);
    if (!isLiveKind(kind)) throw problem(`live route ${route} is rendered with ${String(kind)}, not a known kind`);
    live.set(route, kind);
  }
  // Whose products each live route shows (a build made before shops has none: the jewellery shop's).
  const shops = new Map<string, string>();
  if (raw.shops !== undefined && !isRecord(raw.shops)) throw problem('"live.shops" is not {"/route": "shop id"}');
  for (const route of live.keys()) {
    const shop = raw.shops?.[route] ?? DEFAULT_SHOP;
    if (typeof shop !== 'string') throw problem(`live route ${route} names no shop`);
    shops.set(route, shop);
  }
  return { routes: live, shops, renderer: path.resolve(distDir, raw.renderer) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a path is among the pre-rendered routes. */
export type RouteMatch =
  /**
   * A route's page; `route` is the route as declared, which the page names as canonical. For a
   * pattern route (`/shop/:slug`), `params` holds the values the path gives (`{slug: 'anello'}`).
   */
  | { kind: 'page'; route: string; file: string; params?: Readonly<Record<string, string>> }
  /**
   * A route followed by slashes: answered with a permanent redirect to `path`, the route as declared
   * (or, for a pattern route, the path without the slashes).
   */
  | { kind: 'moved'; route: string; path: string }
  | { kind: 'none' };

/** A route as declared and the file of its page. */
interface Page {
  route: string;
  file: string;
}

/** A pattern route split into its segments: a fixed one in lower case, or a parameter's name. */
interface Pattern extends Page {
  segments: readonly ({ fixed: string } | { param: string })[];
}

const isParam = (segment: string) => segment.startsWith(':') && segment.length > 1;

/**
 * Finds the pre-rendered page for a decoded path. Case is ignored, as the client router ignores it:
 * `/cless` gets `/Cless`'s page, which names `/Cless` as canonical, rather than a redirect that
 * would cost a phone one more round trip. A route declared in two cases keeps each its own page.
 * A declared route wins over a pattern (`/shop/privacy` over `/shop/:slug`), as in the client router;
 * a parameter takes one non-empty segment, as written.
 */
export class PageRoutes {
  private readonly exact = new Map<string, Page>();
  private readonly folded = new Map<string, Page>();
  private readonly patterns: Pattern[] = [];

  constructor(routes: ReadonlyMap<string, string>) {
    for (const [route, file] of routes) {
      const segments = route.split('/').slice(1);
      if (segments.some(isParam)) {
        this.patterns.push({
          route,
          file,
          segments: segments.map((segment) =>
            isParam(segment) ? { param: segment.slice(1) } : { fixed: segment.toLowerCase() },
          ),
        });
        continue;
      }
      this.exact.set(route, { route, file });
      if (!this.folded.has(route.toLowerCase())) this.folded.set(route.toLowerCase(), { route, file });
    }
  }

  match(pathname: string): RouteMatch {
    const page = this.page(pathname) ?? this.pattern(pathname);
    if (page !== null) return { kind: 'page', ...page };
    const trimmed = pathname.replace(/\/+$/, '');
    if (trimmed === '' || trimmed === pathname) return { kind: 'none' };
    const declared = this.page(trimmed);
    if (declared) return { kind: 'moved', route: declared.route, path: declared.route };
    const pattern = this.pattern(trimmed);
    return pattern ? { kind: 'moved', route: pattern.route, path: trimmed } : { kind: 'none' };
  }

  private page(pathname: string): Page | null {
    return this.exact.get(pathname) ?? this.folded.get(pathname.toLowerCase()) ?? null;
  }

  private pattern(pathname: string): (Page & { params: Record<string, string> }) | null {
    const parts = pathname.split('/').slice(1);
    for (const pattern of this.patterns) {
      if (parts.length !== pattern.segments.length) continue;
      const params: Record<string, string> = {};
      const fits = pattern.segments.every((segment, index) => {
        const part = parts[index] ?? '';
        if ('fixed' in segment) return part.toLowerCase() === segment.fixed;
        params[segment.param] = part;
        return part !== '';
      });
      if (fits) return { route: pattern.route, file: pattern.file, params };
    }
    return null;
  }
}

/** A declared route as it goes into a `Location` header: `/shoop bozza` → `/shoop%20bozza`. */
export function routeAddress(route: string): string {
  return route.split('/').map(encodeURIComponent).join('/');
}
