import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
  server.on('connection', lingerOnClose);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address !== null ? address.port : port });
    });
  });
}

/** How long a closing connection keeps reading what its client still sends. */
const LINGER_MS = 2000;

/**
 * A lingering close, as Apache and nginx do: when Node closes a connection after its answer (the
 * client asked for `Connection: close`, or the server refused a body it did not read), it would
 * close the socket with the client's unread bytes in it, and the kernel then resets the connection,
 * which can throw away the answer before the client reads it (a 401 or 413 to a client still
 * uploading). Instead our side is ended and what arrives is read and dropped until the client
 * closes its side, for at most `LINGER_MS`.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    if (this.readableEnded || this.destroyed) {
      this.destroy();
      return;
    }
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}
