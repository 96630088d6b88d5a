import type { MiddlewareHandler } from 'hono';
import { readPagesManifest } from './pages.ts';

/** The APIs answer data, never documents: they get `nosniff` and keep their own headers. */
const API_PREFIXES = ['/rest/v1/', '/auth/v1/', '/storage/v1/', '/realtime/v1/'];

/**
 * Browser features no page of the product uses, switched off for the pages and anything they
 * embed. Only features Chromium knows are named: an unknown one is reported on every page load.
 */
const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
];

/**
 * The Content-Security-Policy of every page: scripts, styles, fonts and frames only from the
 * product's own origin; data from it and, when the build talks to a hosted Supabase project
 * (`backend`, its origin), from that project too, over https and its websocket. See
 * `docs/security.md` for the reason of each directive.
 */
export function contentSecurityPolicy(backend: string | null): string {
  const hosted = backend === null ? [] : [backend];
  const socket = backend === null ? [] : [backend.replace(/^http/, 'ws')];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The admin encodes photos to WebP with libwebp compiled to WebAssembly where the browser cannot.
    ['script-src', "'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'"],
    // Pre-rendered markup carries style attributes (theme variables, entrance delays), and the
    // dialogs' scroll lock adds a <style> element: neither can carry a hash.
    ['style-src', "'self'", "'unsafe-inline'"],
    // `data:` for inline pictures in the styles, `blob:` for the admin's photo previews; the
    // pictures and videos are the backend's stored files.
    ['img-src', "'self'", 'data:', 'blob:', ...hosted],
    ['media-src', "'self'", ...hosted],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...hosted, ...socket],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers every page (and every file of the build) is sent with. */
export function pageHeaders(backend: string | null): ReadonlyMap<string, string> {
  return new Map([
    ['Content-Security-Policy', contentSecurityPolicy(backend)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', FEATURES_OFF.map((feature) => `${feature}=()`).join(', ')],
    // Browsers without `frame-ancestors` read this one.
    ['X-Frame-Options', 'DENY'],
  ]);
}

/**
 * The origin of the hosted backend the build in `distDir` was made with (`VITE_SUPABASE_URL`, as
 * its `pages.json` records it), or null when the build asks this server (`/app-config.json`),
 * which answers with the page's own origin.
 */
export function builtBackend(distDir: string | undefined): string | null {
  if (distDir === undefined) return null;
  return readPagesManifest(distDir)?.backend ?? null;
}

/**
 * Adds the security headers to every answer: the page headers (`pageHeaders`) to everything but
 * the APIs, `nosniff` to the APIs too. A header a route set itself is kept (storage's sandboxing
 * policy on stored files).
 */
export function securityHeaders(distDir: string | undefined): MiddlewareHandler {
  const page = pageHeaders(builtBackend(distDir));
  const api = new Map([['X-Content-Type-Options', 'nosniff']]);
  return async (c, next) => {
    await next();
    const wanted = API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ? api : page;
    const missing = [...wanted].filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    // A response built elsewhere may have immutable headers: it is copied before it is changed.
    let headers = c.res.headers;
    try {
      for (const [name, value] of missing) headers.set(name, value);
    } catch {
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      for (const [name, value] of missing) headers.set(name, value);
    }
  };
}
