/**
 * Stands for the site's public origin in pre-rendered pages, `sitemap.xml` and `robots.txt` when the
 * build was given none (`PUBLIC_ORIGIN`): the server writes in the origin each request arrived on.
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

/**
 * The origin the visitor's browser used: the request's own, or, when it came through a reverse
 * proxy named in `TRUST_PROXY` (`viaTrustedProxy`, see `fromTrustedProxy` in client-address.ts), as
 * that proxy reports it (`X-Forwarded-Proto`, `X-Forwarded-Host`); anyone else's `X-Forwarded-*` is
 * ignored. `fallback` when no host is a plain host.
 */
export function requestOrigin(request: ArrivingRequest, fallback: string, viaTrustedProxy = false): string {
  const url = new URL(request.url);
  const header = (name: string) => (viaTrustedProxy ? forwarded(request.header(name)) : null);
  const proto = header('x-forwarded-proto');
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  const host = [header('x-forwarded-host'), url.host].find(
    (candidate) => candidate !== null && PLAIN_HOST.test(candidate),
  );
  return host === undefined ? fallback : `${scheme}://${host}`;
}

/** The first value of a header a reverse proxy adds (`x-forwarded-*`), when it has one. */
function forwarded(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.trim();
  return first === undefined || first === '' ? null : first;
}
