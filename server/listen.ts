import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** A web app (`fetch`), and optionally what answers a request before it is made a `Request` (`raw`). */
export interface Handler {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** Answers the request itself and returns true, or returns false to leave it to `fetch`. */
  raw?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Serves `app` over HTTP on `hostname:port` (port 0: any free one). Resolves once it listens, with
 * the port it got; rejects when it cannot listen (the port is taken).
 */
export function listen(app: Handler, port: number, hostname: string): Promise<{ server: Server; port: number }> {
  const handle = getRequestListener((request, env) => app.fetch(request, env), { hostname });
  const { raw } = app;
  const server = createServer((request, response) => {
    if (raw?.(request, response)) return;
    void handle(request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address !== null ? address.port : port });
    });
  });
}
