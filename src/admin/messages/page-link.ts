/** An origin of no site (`.invalid` is never resolved): where a page is placed to see where it leads. */
const PROBE = 'https://negozio.invalid';

/**
 * The path an enquiry's `page` names, when it is a path of this site: `/` followed by anything but a
 * second `/` or a `\`, or `/` alone, that a browser also reads as this site's (it drops tabs and line
 * breaks inside an address, so `/<tab>/evil.example` is `//evil.example`: another site). Null for
 * anything else (`//evil.example/login`, `/\evil.example/login`, `https://…`, `javascript:…`), which
 * the inbox shows as text, never as a link: a row stored before the table checked it, or by a
 * database that does not, must not take the owner elsewhere.
 */
export function sitePath(page: string): string | null {
  if (!/^\/(?:[^/\\]|$)/.test(page)) return null;
  let url: URL;
  try {
    url = new URL(page, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the browser would open, checked again as it will be written in the link.
  return /^\/(?:[^/\\]|$)/.test(path) ? path : null;
}
