import type { Context } from 'hono';

/**
 * Who a request comes from. The socket's address, unless the socket is a reverse proxy named in
 * `TRUST_PROXY` (comma-separated addresses): then the proxy's `X-Forwarded-*` headers are believed.
 * Anyone else's `X-Forwarded-*` is ignored: a client must not choose its own address or host.
 */
export type TrustedProxies = readonly string[];

/** `TRUST_PROXY` as a list; none by default. */
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): TrustedProxies {
  return (env.TRUST_PROXY ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The address a Hono request came from (see `forwardedClient`). */
export function clientAddress(c: Context, trustedProxies: TrustedProxies = []): string {
  return forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies) ?? 'unknown';
}

/** Whether the request arrived through a trusted reverse proxy, whose `X-Forwarded-*` headers count. */
export function fromTrustedProxy(c: Context, trustedProxies: TrustedProxies = []): boolean {
  const socket = socketAddress(c);
  return socket !== null && trustedProxies.includes(socket);
}

/**
 * The client behind `socket`: `socket` itself unless it is a trusted proxy, whose `X-Forwarded-For`
 * then says who it forwards (the last address it did not add itself). Also for WebSocket upgrades.
 */
export function forwardedClient(
  socket: string | null | undefined,
  forwardedFor: string | undefined,
  trustedProxies: TrustedProxies = [],
): string | null {
  const address = socket ? plainAddress(socket) : null;
  if (address === null || !trustedProxies.includes(address)) return address;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i];
    if (hop !== undefined && !trustedProxies.includes(hop)) return hop;
  }
  return address;
}

/**
 * The remote address of the request's socket (`@hono/node-server` puts the request in `env`); null
 * for a request made in-process (`app.request`), which has none.
 */
export function socketAddress(c: Context): string | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  const { incoming } = env as { incoming?: { socket?: { remoteAddress?: string } } };
  const address = incoming?.socket?.remoteAddress;
  return address ? plainAddress(address) : null;
}

/** Whether `address` (as `socketAddress` gives it) is this machine's loopback: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/** An IPv4 client on a dual-stack socket reads `::ffff:1.2.3.4`. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
