import type { Context } from 'hono';

/**
 * The address a request came from: the socket's, unless the socket is a reverse proxy named in
 * `trustedProxies`, whose `X-Forwarded-For` then says who it forwards (the last address it did not
 * add itself). Anyone else's `X-Forwarded-For` is ignored: a client must not choose its own address.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  const socket = socketAddress(c);
  if (socket === null) return 'unknown';
  if (!trustedProxies.includes(socket)) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i];
    if (address !== undefined && !trustedProxies.includes(address)) return address;
  }
  return socket;
}

/** The remote address of the request's socket (`@hono/node-server` puts the request in `env`). */
function socketAddress(c: Context): string | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  const { incoming } = env as { incoming?: { socket?: { remoteAddress?: string } } };
  const address = incoming?.socket?.remoteAddress;
  // An IPv4 client on a dual-stack socket reads `::ffff:1.2.3.4`.
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
}
