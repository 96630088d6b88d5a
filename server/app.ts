import { existsSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ApiKeys } from './auth/claims.ts';
import { AuthError } from './auth/errors.ts';
import { GoTrueError } from './auth/gotrue-error.ts';
import type { OwnerSetup } from './auth/owner-setup.ts';
import { authRoutes } from './auth/routes.ts';
import { backupRoutes, recordListeningAddress } from './backup/routes.ts';
import {
  forwardedClient,
  fromTrustedProxy,
  isLoopbackAddress,
  socketAddress,
  type TrustedProxies,
} from './client-address.ts';
import { compressText } from './compression.ts';
import { supabaseCors } from './cors.ts';
import type { Database } from './db.ts';
import { readPagesManifest } from './pages.ts';
import { AllowedHosts, arrivingHost, parseHost, requestOrigin, type Arrival } from './public-origin.ts';
import { functionRoutes } from './functions/index.ts';
import { enquiryGuard, startEnquiryNotifier, type EnquiryOptions } from './messages/index.ts';
import { newsletterWiring, type NewsletterOptions } from './newsletter/index.ts';
import { attachRealtime } from './realtime/index.ts';
import type { Handler } from './listen.ts';
import { ResponseCache } from './rest/response-cache.ts';
import { restRoutes } from './rest/routes.ts';
import { securityHeaders } from './security-headers.ts';
import { mountApp } from './static.ts';
import { StorageError } from './storage/errors.ts';
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
  /** Newsletter sign-ups' rate limit and confirmation e-mail (`server/newsletter/`). */
  newsletter?: NewsletterOptions;
  /** While no owner exists: the one-time link that creates it from the browser (`server/auth/owner-setup.ts`). */
  ownerSetup?: OwnerSetup;
  /** Reverse proxies whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`); none by default. */
  trustedProxies?: TrustedProxies;
  /**
   * The site's public origin (`PUBLIC_ORIGIN`): pages and `/app-config.json` name it, and only its
   * host (and `allowedHosts`) is answered. Without it, the origin each request arrived on, from an
   * allowed host (`AllowedHosts`).
   */
  publicOrigin?: string | null;
  /** Hosts answered besides the server's own names (`ALLOWED_HOSTS`), with or without a port. */
  allowedHosts?: readonly string[];
}

/**
 * The APIs' JSON bodies are read whole, so past these sizes a request stops being read at all and
 * gets the API's own 413. `/rest/v1` bounds its bodies itself, per route and role, once the caller
 * may write (`server/rest/limits.ts`). Storage streams its uploads and bounds them by the bucket's
 * limit; its JSON requests (listing, removing up to 1,000 names) are bounded here.
 */
const BODY_LIMITS: { path: string; methods?: string[]; maxSize: number; tooLarge: () => { body: object } }[] = [
  {
    path: '/auth/v1/*',
    maxSize: 64 * 1024,
    tooLarge: () => new GoTrueError(413, 'request_too_large', 'Request body too large'),
  },
  {
    path: '/storage/v1/object/list/*',
    maxSize: 64 * 1024,
    tooLarge: () => new StorageError(413, 'Payload too large', 'The request body is limited to 64 KB'),
  },
  {
    path: '/storage/v1/object/*',
    methods: ['DELETE'],
    maxSize: 1024 * 1024,
    tooLarge: () => new StorageError(413, 'Payload too large', 'The request body is limited to 1 MB'),
  },
];

/**
 * The whole embedded backend as one Hono app: Supabase's `/rest/v1`, `/auth/v1`, `/storage/v1`,
 * `/app-config.json` for the browser build, then the app itself with history fallback. `attach`
 * adds `/realtime/v1/websocket` to the http server that runs it.
 */
export function createApp(deps: AppDeps): {
  app: Hono;
  attach: (server: http.Server) => void;
  /** What an http server runs: `raw` first (answers kept whole), then `fetch` (the app). */
  handler: Handler;
} {
  const app = new Hono();
  app.use(securityHeaders(deps.distDir));
  // Before anything else: a request for a host the server does not answer for is refused here.
  const hosts = serverHosts(deps);
  app.use(hosts.guard);
  // Made before anything else that listens for changes: it forgets a change before realtime delivers it.
  const responses = new ResponseCache(deps.db);
  const apis = {
    '/rest/v1': restRoutes({ ...deps, responses }),
    '/auth/v1': authRoutes(deps),
    '/storage/v1': storageRoutes(deps),
    // The edge functions reach the APIs in-process, as a hosted function reaches its project.
    '/functions/v1': functionRoutes({ ...deps, serve: (request) => app.fetch(request) }),
  };

  for (const prefix of Object.keys(apis)) app.use(`${prefix}/*`, supabaseCors);
  for (const prefix of ['/rest/v1', '/storage/v1']) app.use(`${prefix}/*`, compressText);
  for (const { path: limited, methods, maxSize, tooLarge } of BODY_LIMITS) {
    const limit = bodyLimit({
      maxSize,
      onError: (c) => c.json(tooLarge().body, 413, { connection: 'close' }),
    });
    const guarded: MiddlewareHandler = (c, next) =>
      !methods || methods.includes(c.req.method) ? limit(c, next) : next();
    app.use(limited, guarded);
  }

  // The browser build asks where its backend is when none was built in: the origin it came from
  // (as a reverse proxy in front reports it), so the session is stored under one host name.
  app.get('/app-config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    const origin = deps.publicOrigin ?? requestOrigin(c.req, deps.publicUrl, fromTrustedProxy(c, deps.trustedProxies));
    // Whether enquiries also go out by e-mail: the owner's inbox says so when they do not.
    return c.json({
      supabaseUrl: origin,
      supabaseAnonKey: deps.keys.anon,
      enquiryEmail: Boolean(deps.enquiries?.notify),
    });
  });

  // A visitor's enquiries: one per request, past the address's allowance refused before the body is read.
  app.use('/rest/v1/messages', enquiryGuard({ db: deps.db, keys: deps.keys, options: deps.enquiries }));
  const { notify } = deps.enquiries ?? {};
  if (notify) {
    startEnquiryNotifier(deps.db, notify, deps.publicUrl).catch((error: unknown) =>
      console.error('E-mail notification of messages could not start:', error),
    );
  }

  // Newsletter sign-ups: one per request and an allowance per address, decided by the table written.
  app.use(
    '/rest/v1/:table',
    newsletterWiring({ ...deps, options: deps.newsletter, origin: deps.publicOrigin ?? deps.publicUrl }),
  );

  for (const [prefix, routes] of Object.entries(apis)) app.route(prefix, routes);
  // A consistent copy of the shop for `npm run backup` (service_role key, loopback only).
  app.route('/backup/v1', backupRoutes(deps));

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
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ code: 'PGRST000', message: error.message, details: null, hint: null }, error.status);
    // A request nested past the stack is the request's fault: a 400, and no stack trace per request.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return c.json({ code: 'PGRST100', message: 'The request is nested too deeply', details: null, hint: null }, 400);
    console.error(error);
    return c.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
  });

  if (deps.distDir && existsSync(path.join(deps.distDir, 'index.html')))
    mountApp(app, {
      distDir: deps.distDir,
      publicUrl: deps.publicUrl,
      db: deps.db,
      trustedProxies: deps.trustedProxies,
      publicOrigin: deps.publicOrigin ?? null,
    });

  return {
    app,
    handler: {
      async fetch(request: Request, env?: unknown) {
        const began = responses.current;
        const response = await app.fetch(request, env);
        return responses.keepSent(request, response, began, deps.keys.anon);
      },
      raw: (request, response) => hosts.allowsRaw(request) && responses.serveRaw(request, response, deps.keys.anon),
    },
    attach: (server) => {
      hosts.listenOn(server);
      recordListeningAddress(server, deps.db);
      // Closing the http server closes the realtime sockets too (see attachRealtime).
      attachRealtime(server, { db: deps.db, keys: deps.keys, trustedProxies: deps.trustedProxies ?? [] });
    },
  };
}

/** Paths whose refusals are JSON, as their own errors are. */
const API_PATH = /^\/(?:(?:rest|auth|storage|realtime|functions|backup)\/v1(?:\/|$)|app-config\.json$)/;

/**
 * The hosts this server answers for (`AllowedHosts`), and the guard that refuses the others: a
 * request without a Host (HTTP/1.0, or an empty one) gets 400, one naming a host not allowed 421
 * (Misdirected Request), JSON on the APIs and a short text elsewhere, before any route. The host is
 * the one the origin would be written with (`arrivingHost`: a trusted proxy's `X-Forwarded-Host`
 * goes through the same list). The address and port a connection arrived at are the server's own
 * (whatever `HOST` it listens on). A request from this machine to an API (`npm run dev`'s proxy
 * sends Vite's `localhost:5173`; `npm run backup`) may name a loopback name on any port; no page is
 * ever written for one. Requests made in-process (`app.request`) count as this machine's.
 */
function serverHosts(deps: AppDeps): {
  guard: MiddlewareHandler;
  allowsRaw: (request: http.IncomingMessage) => boolean;
  listenOn: (server: http.Server) => void;
} {
  const hosts = new AllowedHosts(deps.publicOrigin ?? null);
  const allowOwn = (host: string) => {
    // A machine name with `_` or the like is no name a browser sends.
    if (parseHost(host) !== null) hosts.allowOwnName(host);
  };
  const built = deps.distDir ? readPagesManifest(deps.distDir)?.origin : null;
  for (const origin of [deps.publicUrl, built]) if (origin && URL.canParse(origin)) allowOwn(new URL(origin).host);
  const machine = os.hostname().toLowerCase();
  allowOwn(machine);
  if (!machine.includes('.')) allowOwn(`${machine}.local`);
  for (const host of deps.allowedHosts ?? []) hosts.allow(host);
  const trusted = deps.trustedProxies ?? [];

  return {
    async guard(c, next) {
      const incoming = arrivedOn(c);
      if (incoming !== null && !incoming.headers.host?.trim()) return refuseHost(c, 400);
      const viaProxy = fromTrustedProxy(c, trusted);
      const socket = socketAddress(c);
      const fromThisMachine = incoming === null || (!viaProxy && socket !== null && isLoopbackAddress(socket));
      const anyLoopbackPort = fromThisMachine && API_PATH.test(c.req.path);
      // A host a proxy reports was asked of the proxy, not of the address the proxy reached.
      const forwarded = viaProxy && Boolean(c.req.header('x-forwarded-host')?.trim());
      const arrival = incoming === null || forwarded ? null : arrivalOf(incoming.socket);
      if (!hosts.allows(arrivingHost(c.req, viaProxy), anyLoopbackPort, arrival)) return refuseHost(c, 421);
      await next();
    },
    // Kept REST answers are sent before the app sees the request: only for an allowed Host of the
    // request's own (a trusted proxy's forwarded host, or a URL in the request line, is the app's to check).
    allowsRaw(request) {
      const host = request.headers.host?.trim();
      const socket = forwardedClient(request.socket.remoteAddress, undefined);
      if (!host || !request.url?.startsWith('/') || socket === null || trusted.includes(socket)) return false;
      return hosts.allows(host, isLoopbackAddress(socket), arrivalOf(request.socket));
    },
    listenOn(server) {
      const record = () => {
        const address = server.address();
        if (address !== null && typeof address !== 'string') hosts.listeningOn(address.port);
      };
      if (server.listening) record();
      else server.once('listening', record);
    },
  };
}

/** The server's own address and port on a connection. */
function arrivalOf(socket: { localAddress?: string | undefined; localPort?: number | undefined }): Arrival | null {
  const { localAddress, localPort } = socket;
  return localAddress === undefined || localPort === undefined ? null : { address: localAddress, port: localPort };
}

/** The request Node parsed, when it came over a socket; null when made in-process. */
function arrivedOn(c: Context): http.IncomingMessage | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  return (env as { incoming: http.IncomingMessage }).incoming;
}

/** A request without a Host (400), or for a host this server does not answer for (421). */
function refuseHost(c: Context, status: 400 | 421): Response {
  c.header('Cache-Control', 'no-store');
  if (API_PATH.test(c.req.path)) {
    const [code, message, hint] =
      status === 400
        ? ['host_missing', 'The request names no host: a Host header is required', null]
        : [
            'host_not_allowed',
            'This server does not answer for the host the request names',
            "Use the shop's own address; its server allows other hosts with ALLOWED_HOSTS",
          ];
    return c.json({ code, message, details: null, hint }, status);
  }
  return c.text(
    status === 400
      ? 'Richiesta senza indirizzo del sito (intestazione Host).'
      : 'Questo indirizzo non appartiene al negozio.',
    status,
  );
}
