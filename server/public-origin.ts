/**
 * The site's public origin, and which hosts the server answers for. Pages, `sitemap.xml`,
 * `robots.txt` and `/app-config.json` name the origin a request arrived on when the build was given
 * none (`PUBLIC_ORIGIN`), so only hosts of an allow-list (`AllowedHosts`) are answered at all: a
 * made-up Host can neither be written into a page nor make the server render pages for it.
 * This module imports nothing, so the build can use it.
 */
export const ORIGIN_TOKEN = '__BOUTIQUE_ORIGIN__';

/** What the origin is read from; Hono's `c.req` is one. */
export interface ArrivingRequest {
  url: string;
  header(name: string): string | undefined;
}

/**
 * A host name, IPv4 or bracketed IPv6 address, with an optional port. The origin is written into
 * pages and JSON, so a Host or X-Forwarded-Host with anything else (quotes, `<`) is not believed.
 */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The names of this machine's loopback, as a Host names them. */
export const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A host split into its name (lower case, as a URL writes it) and its port (null: none, or 80). */
export interface HostParts {
  name: string;
  port: number | null;
}

/**
 * `host` (`Shop.Example.it:8080`, `[::1]`) as a URL reads it: lower case, IPv4 in dotted form, IPv6
 * compressed, port 80 dropped. Null when it is not a plain host.
 */
export function parseHost(host: string): HostParts | null {
  if (!PLAIN_HOST.test(host)) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  return { name: url.hostname, port: url.port === '' ? null : Number(url.port) };
}

const hostText = ({ name, port }: HostParts) => (port === null ? name : `${name}:${port}`);

/**
 * The host the request's origin is written with: the one a reverse proxy named in `TRUST_PROXY`
 * (`viaTrustedProxy`, see `fromTrustedProxy` in client-address.ts) reports in `X-Forwarded-Host`,
 * else the request's own. Anyone else's `X-Forwarded-Host` is ignored. Null when it is not plain.
 */
export function arrivingHost(request: ArrivingRequest, viaTrustedProxy = false): string | null {
  const reported = viaTrustedProxy ? forwarded(request.header('x-forwarded-host')) : null;
  const parts = parseHost(reported ?? new URL(request.url).host);
  return parts === null ? null : hostText(parts);
}

/**
 * The origin the visitor's browser used: `arrivingHost` with the request's scheme, or the one a
 * trusted proxy reports (`X-Forwarded-Proto`). `fallback` when no host is a plain host.
 */
export function requestOrigin(request: ArrivingRequest, fallback: string, viaTrustedProxy = false): string {
  const url = new URL(request.url);
  const proto = viaTrustedProxy ? forwarded(request.header('x-forwarded-proto')) : null;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  const host = arrivingHost(request, viaTrustedProxy) ?? (viaTrustedProxy ? arrivingHost(request) : null);
  return host === null ? fallback : `${scheme}://${host}`;
}

/** The first value of a header a reverse proxy adds (`x-forwarded-*`), when it has one. */
function forwarded(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.trim();
  return first === undefined || first === '' ? null : first;
}

/**
 * `PUBLIC_ORIGIN` (`https://www.negozio.it`), the only origin pages and `/app-config.json` then
 * name; null when unset. Throws, saying why, when it is not an http(s) origin alone.
 */
export function publicOriginFromEnv(env: Record<string, string | undefined>): string | null {
  const value = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '');
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value)
    throw new Error(`PUBLIC_ORIGIN=${value}: expected an origin alone, such as https://www.negozio.it`);
  return value;
}

/**
 * `ALLOWED_HOSTS`: comma-separated hosts the server answers for besides its own names, each with
 * or without a port (`negozio.it,www.negozio.it,vetrina.local:8443`). Throws, naming the entry,
 * when one is not a plain host.
 */
export function allowedHostsFromEnv(env: Record<string, string | undefined>): string[] {
  const entries = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries)
    if (parseHost(entry) === null)
      throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host name or address (with an optional :port)`);
  return entries;
}

/** Where a request's connection arrived: the server's own address and port on it. */
export interface Arrival {
  address: string;
  port: number;
}

/**
 * The hosts the server answers for. Without a public origin: this machine's loopback names, the
 * address the request's connection arrived at (`Arrival`), its host name, and the hosts `allow` is
 * given (`PUBLIC_URL`'s, `ALLOWED_HOSTS`); a host given without a port is answered on no port and
 * on the ports the server listens on (`listeningOn`, and the one the connection arrived at), one
 * given with a port on that port alone. With a public origin (`PUBLIC_ORIGIN`): its
 * host and `ALLOWED_HOSTS` alone. Either way `anyLoopbackPort` lets a loopback name on any port
 * through: the server allows it for API requests from the machine itself (`npm run dev`'s proxy
 * sends Vite's `localhost:5173`, `npm run backup`), which no other visitor can send and a
 * DNS-rebinding page never names.
 */
export class AllowedHosts {
  /** Names answered on no port and on a listening port. */
  private readonly names = new Set<string>();
  /** Hosts answered as written (`name` or `name:port`). */
  private readonly exact = new Set<string>();
  private readonly ports = new Set<number>();

  /** `publicOrigin`: `PUBLIC_ORIGIN`, whose host is answered; null for the machine's own names. */
  constructor(readonly publicOrigin: string | null = null) {
    if (publicOrigin !== null) this.exact.add(new URL(publicOrigin).host);
    else for (const name of LOOPBACK_NAMES) this.names.add(name);
  }

  /** Answers `host`: without a port on no port and the listening ones, with one on that port. */
  allow(host: string): this {
    const parts = parseHost(host);
    if (parts === null) throw new Error(`${host} is not a host name or address`);
    if (parts.port === null) this.names.add(parts.name);
    else this.exact.add(hostText(parts));
    return this;
  }

  /**
   * A name the server has (its host name, an address it listens on, `PUBLIC_URL`'s host): answered
   * only while there is no public origin.
   */
  allowOwnName(name: string): this {
    return this.publicOrigin === null ? this.allow(name) : this;
  }

  /** The port the server listens on. */
  listeningOn(port: number): void {
    this.ports.add(port);
  }

  /**
   * Whether `host` (a Host or X-Forwarded-Host, as `arrivingHost` gives it) is answered, for a
   * request whose connection arrived at `arrival` (none for a request made in-process).
   */
  allows(host: string | null, anyLoopbackPort = false, arrival: Arrival | null = null): boolean {
    const parts = host === null ? null : parseHost(host);
    if (parts === null) return false;
    if (anyLoopbackPort && LOOPBACK_NAMES.includes(parts.name)) return true;
    if (this.exact.has(hostText(parts))) return true;
    const { name, port } = parts;
    if (port !== null && !this.ports.has(port) && port !== arrival?.port) return false;
    if (this.names.has(name)) return true;
    return this.publicOrigin === null && arrival !== null && name === arrivalName(arrival.address);
  }
}

/** The address a connection arrived at, as a Host names it (`[fd00::2]`, `192.0.2.2`). */
function arrivalName(address: string): string | null {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return parseHost(plain.includes(':') ? `[${plain}]` : plain)?.name ?? null;
}
