/**
 * `/functions/v1/<name>`: the project's edge functions, served in-process. Each is the handler a
 * hosted project runs under Deno (`supabase/functions/<name>/handler.ts`), made with this server's
 * URL and keys as a hosted project's environment gives them, and reaching this server's own APIs
 * in-process rather than through the network. An unknown name answers 404 as Supabase does.
 */
import { Hono } from 'hono';
import { createPagesHandler, type FunctionEnv } from '../../supabase/functions/pages/handler.ts';
import type { ApiKeys } from '../auth/claims.ts';
import { WebSocket } from 'ws';

type FunctionHandler = (request: Request) => Promise<Response>;

export interface FunctionDeps {
  keys: ApiKeys;
  /** Where the server is reachable: the functions' `SUPABASE_URL`. */
  publicUrl: string;
  /** The server's own app, which the functions' requests to `SUPABASE_URL` are handed to. */
  serve: (request: Request) => Response | Promise<Response>;
}

/** The functions this server runs, by name. */
const functions: Record<string, (env: FunctionEnv, fetch: typeof globalThis.fetch) => FunctionHandler> = {
  // `ws` for supabase-js's realtime client, which Node 20 cannot make without one (never connected).
  pages: (env, fetch) =>
    createPagesHandler(env, { fetch, webSocket: WebSocket as unknown as typeof globalThis.WebSocket }),
};

export function functionRoutes(deps: FunctionDeps): Hono {
  const env: FunctionEnv = {
    SUPABASE_URL: deps.publicUrl.replace(/\/+$/, ''),
    SUPABASE_ANON_KEY: deps.keys.anon,
    SUPABASE_SERVICE_ROLE_KEY: deps.keys.serviceRole,
  };
  const inProcess: typeof globalThis.fetch = async (input, init) => deps.serve(new Request(input, init));
  const handlers = new Map(Object.entries(functions).map(([name, make]) => [name, make(env, inProcess)]));

  const routes = new Hono();
  routes.all('/:name{[^/]+}', (c) => {
    const handler = handlers.get(c.req.param('name'));
    if (!handler) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    return handler(c.req.raw);
  });
  routes.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
  return routes;
}
