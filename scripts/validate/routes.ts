/**
 * Route paths compared the way the router compares them: case-insensitively, percent-encoding
 * decoded (`/shoop%20bozza` is `/shoop bozza`), a trailing slash ignored.
 */
export function normalizeRoute(route: string): string {
  let decoded = route;
  try {
    decoded = decodeURI(route);
  } catch {
    // A malformed escape stays as written; it then matches nothing, which is the truth.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** `/a/b?x=1#top` → path `/a/b`, hash `top`. */
export function splitLink(link: string): { path: string; hash: string | undefined } {
  const hashAt = link.indexOf('#');
  const hash = hashAt >= 0 ? link.slice(hashAt + 1) : undefined;
  const beforeHash = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash, hash: hash === '' ? undefined : hash };
}

/** Whether a route (which may use `:param` segments or a final `*`) serves a path. */
export function routeMatches(route: string, path: string): boolean {
  const routeParts = normalizeRoute(route).split('/');
  const pathParts = normalizeRoute(path).split('/');
  for (let i = 0; i < routeParts.length; i++) {
    const part = routeParts[i] ?? '';
    if (part === '*') return true;
    const actual = pathParts[i];
    if (actual === undefined) return false;
    if (part.startsWith(':')) {
      if (actual === '') return false;
    } else if (part !== actual) {
      return false;
    }
  }
  return routeParts.length === pathParts.length;
}
