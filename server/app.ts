import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { AuthError, type ApiKeys } from './auth/claims.ts';
import { authRoutes } from './auth/routes.ts';
import type { Database } from './db.ts';
import { restRoutes } from './rest/routes.ts';
import { mountApp } from './static.ts';
import { attachRealtime } from './realtime/index.ts';
import { storageRoutes } from './storage/routes.ts';

export interface AppDeps {
  db: Database;
  keys: ApiKeys;
  /** The production build to serve; without it only the API is served (dev server, tests). */
  distDir?: string;
  /** Where this server is reachable, for addresses built without a request at hand. */
  publicUrl: string;
}

/** Headers supabase-js sends and reads; browsers need them listed or `count` comes back null. */
const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'accept', 'accept-profile', 'content-profile',
  'prefer', 'range', 'range-unit', 'x-upsert', 'cache-control', 'x-supabase-api-version', 'x-retry-count',
  'if-none-match', 'if-modified-since',
];
const EXPOSED_HEADERS = [
  'content-range', 'content-length', 'content-type', 'content-profile', 'preference-applied', 'range-unit',
  'x-supabase-api-version', 'etag', 'last-modified', 'accept-ranges', 'location',
];

/**
 * The whole embedded backend as one Hono app: Supabase's `/rest/v1`, `/auth/v1`, `/storage/v1`,
 * `/app-config.json` for the browser build, then the app itself with history fallback. `attach`
 * adds `/realtime/v1/websocket` to the http server that runs it.
 */
export function createApp(deps: AppDeps): { app: Hono; attach(server: http.Server): void } {
  const app = new Hono();

  app.use('/rest/v1/*', cors({ origin: '*', allowHeaders: ALLOWED_HEADERS, exposeHeaders: EXPOSED_HEADERS, maxAge: 86400 }));
  app.use('/auth/v1/*', cors({ origin: '*', allowHeaders: ALLOWED_HEADERS, exposeHeaders: EXPOSED_HEADERS, maxAge: 86400 }));
  app.use('/storage/v1/*', cors({ origin: '*', allowHeaders: ALLOWED_HEADERS, exposeHeaders: EXPOSED_HEADERS, maxAge: 86400 }));

  // Bodies are read whole for JSON; past these sizes the request stops being read at all.
  app.use('/rest/v1/*', bodyLimit({ maxSize: 10 * 1024 * 1024, onError: (c) => c.json({ code: 'PGRST413', message: 'Payload too large', details: 'The body is limited to 10 MB', hint: null }, 413) }));
  app.use('/auth/v1/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ code: 413, error_code: 'request_too_large', msg: 'Request body too large' }, 413) }));

  // The browser build asks where its backend is when none was built in: the origin it came from
  // (as a reverse proxy in front reports it), so the session is stored under one host name.
  app.get('/app-config.json', (c) => {
    const url = new URL(c.req.url);
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    const origin = `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host || url.host}`;
    c.header('Cache-Control', 'no-store');
    return c.json({ supabaseUrl: origin, supabaseAnonKey: deps.keys.anon });
  });

  app.route('/rest/v1', restRoutes(deps));
  app.route('/auth/v1', authRoutes(deps));
  app.route('/storage/v1', storageRoutes(deps));

  for (const prefix of ['/rest/v1', '/auth/v1', '/storage/v1', '/realtime/v1']) {
    app.all(`${prefix}/*`, (c) => c.json({ code: 'PGRST125', message: `Unsupported path ${new URL(c.req.url).pathname}`, details: null, hint: null }, 404));
  }

  app.onError((error, c) => {
    if (error instanceof AuthError) return c.json({ code: error.code, message: error.message, details: null, hint: null }, error.status);
    console.error(error);
    return c.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
  });

  if (deps.distDir && existsSync(path.join(deps.distDir, 'index.html'))) mountApp(app, deps.distDir);

  return {
    app,
    attach(server: http.Server): void {
      // Closing the http server closes the realtime sockets too (see attachRealtime).
      attachRealtime(server, { db: deps.db, keys: deps.keys });
    },
  };
}
