import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiKeys } from './auth/claims.ts';
import { AuthError } from './auth/errors.ts';
import { GoTrueError } from './auth/gotrue-error.ts';
import type { OwnerSetup } from './auth/owner-setup.ts';
import { authRoutes } from './auth/routes.ts';
import type { TrustedProxies } from './client-address.ts';
import { compressText } from './compression.ts';
import { supabaseCors } from './cors.ts';
import type { Database } from './db.ts';
import { requestOrigin } from './public-origin.ts';
import { enquiryRateLimiter, startEnquiryNotifier, type EnquiryOptions } from './messages/index.ts';
import { attachRealtime } from './realtime/index.ts';
import { RestError } from './rest/errors.ts';
import { restRoutes } from './rest/routes.ts';
import { mountApp } from './static.ts';
import { storageRoutes } from './storage/routes.ts';

export interface AppDeps {
  db: Database;
  keys: ApiKeys;
  /** The production build to serve; without it only the API is served (dev server, tests). */
  distDir?: string;
  /** Where this server is reachable, for addresses built without a request at hand. */
  publicUrl: string;
  /** The enquiries' rate limit and e-mail notification (`server/messages/`). */
  enquiries?: EnquiryOptions;
  /** While no owner exists: the one-time link that creates it from the browser (`server/auth/owner-setup.ts`). */
  ownerSetup?: OwnerSetup;
  /** Reverse proxies whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`); none by default. */
  trustedProxies?: TrustedProxies;
}

/**
 * The APIs' JSON bodies are read whole, so past these sizes a request stops being read at all and
 * gets the API's own 413. Storage streams its uploads and bounds them by the bucket's limit.
 */
const BODY_LIMITS = [
  {
    path: '/rest/v1/*',
    maxSize: 10 * 1024 * 1024,
    tooLarge: () => new RestError(413, 'PGRST413', 'Payload too large', 'The body is limited to 10 MB'),
  },
  {
    path: '/auth/v1/*',
    maxSize: 64 * 1024,
    tooLarge: () => new GoTrueError(413, 'request_too_large', 'Request body too large'),
  },
];

/**
 * The whole embedded backend as one Hono app: Supabase's `/rest/v1`, `/auth/v1`, `/storage/v1`,
 * `/app-config.json` for the browser build, then the app itself with history fallback. `attach`
 * adds `/realtime/v1/websocket` to the http server that runs it.
 */
export function createApp(deps: AppDeps): { app: Hono; attach: (server: http.Server) => void } {
  const app = new Hono();
  const apis = { '/rest/v1': restRoutes(deps), '/auth/v1': authRoutes(deps), '/storage/v1': storageRoutes(deps) };

  for (const prefix of Object.keys(apis)) app.use(`${prefix}/*`, supabaseCors);
  for (const prefix of ['/rest/v1', '/storage/v1']) app.use(`${prefix}/*`, compressText);
  for (const { path: limited, maxSize, tooLarge } of BODY_LIMITS) {
    app.use(
      limited,
      bodyLimit({
        maxSize,
        onError: (c) => {
          const error = tooLarge();
          return c.json(error.body, 413);
        },
      }),
    );
  }

  // The browser build asks where its backend is when none was built in: the origin it came from
  // (as a reverse proxy in front reports it), so the session is stored under one host name.
  app.get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ supabaseUrl: requestOrigin(c.req, deps.publicUrl), supabaseAnonKey: deps.keys.anon });
  });

  // Enquiries past an address's allowance are refused before their body is read.
  app.use('/rest/v1/messages', enquiryRateLimiter(deps.enquiries));
  const { notify } = deps.enquiries ?? {};
  if (notify) {
    startEnquiryNotifier(deps.db, notify, deps.publicUrl).catch((error: unknown) =>
      console.error('E-mail notification of messages could not start:', error),
    );
  }

  for (const [prefix, routes] of Object.entries(apis)) app.route(prefix, routes);

  for (const prefix of [...Object.keys(apis), '/realtime/v1']) {
    app.all(`${prefix}/*`, (c) =>
      c.json(
        { code: 'PGRST125', message: `Unsupported path ${new URL(c.req.url).pathname}`, details: null, hint: null },
        404,
      ),
    );
  }

  app.onError((error, c) => {
    if (error instanceof AuthError)
      return c.json({ code: error.code, message: error.message, details: null, hint: null }, error.status);
    console.error(error);
    return c.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
  });

  if (deps.distDir && existsSync(path.join(deps.distDir, 'index.html')))
    mountApp(app, { distDir: deps.distDir, publicUrl: deps.publicUrl, db: deps.db });

  return {
    app,
    attach: (server) => {
      // Closing the http server closes the realtime sockets too (see attachRealtime).
      attachRealtime(server, { db: deps.db, keys: deps.keys });
    },
  };
}
