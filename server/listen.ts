import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Serves `app` over HTTP on `hostname:port` (port 0: any free one). Resolves once it listens, with
 * the port it got; rejects when it cannot listen (the port is taken).
 */
export function listen(app: Hono, port: number, hostname: string): Promise<{ server: Server; port: number }> {
  const handle = getRequestListener((request, env) => app.fetch(request, env), { hostname });
  const server = createServer((request, response) => void handle(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address !== null ? address.port : port });
    });
  });
}
