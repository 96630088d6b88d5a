/**
 * How a page's rendered markup sits in its HTML, shared by the build that writes the pages
 * (`scripts/prerender/shell.ts`) and the server that renders some of them again at request time
 * (`server/live-pages.ts`): both write, and find, the same parts.
 */

import { scriptJson } from '../src/site/head-tags.ts';

const ROOT_OPEN = '<div id="root">';

/** The data the browser's router starts from, and the id `src/main.tsx` reads it by. */
export interface RouterDataBlock {
  id: string;
  value: unknown;
}

const dataOpen = (id: string) => `<script type="application/json" id="${id}">`;

/** `#root` with the page's markup, then the data the browser hydrates it with, if any. */
export function rootMarkup(body: string, data: RouterDataBlock | null): string {
  const root = `${ROOT_OPEN}${body}</div>`;
  return data ? `${root}\n    ${dataOpen(data.id)}${scriptJson(data.value)}</script>` : root;
}

/**
 * React writes the preloads it found (the hero's picture, the first product pictures) ahead of the
 * markup; they belong in the head.
 */
export function splitPreloads(rendered: string): { preloads: string[]; body: string } {
  const [, preloads = '', body = rendered] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  return { preloads: preloads.split(/(?=<link )/).filter(Boolean), body };
}

/**
 * A page with its `#root` and router data (as `rootMarkup` wrote them) replaced by a new rendering,
 * and `headTags` added at the end of its head; null when the page has no such parts.
 */
export function replaceRoot(
  page: string,
  rendered: { html: string; data: RouterDataBlock },
  headTags: readonly string[],
): string | null {
  const start = page.indexOf(ROOT_OPEN);
  const dataStart = start < 0 ? -1 : page.indexOf(`</div>\n    ${dataOpen(rendered.data.id)}`, start);
  const end = dataStart < 0 ? -1 : page.indexOf('</script>', dataStart);
  const headEnd = page.indexOf('</head>');
  if (end < 0 || headEnd < 0 || headEnd > start) return null;
  const { preloads, body } = splitPreloads(rendered.html);
  // The pictures the first paint shows go before the page's scripts (HTTP/1.1 fetches six at once).
  const scripts = page.slice(0, headEnd).search(/<(?:link rel="modulepreload"|script type="module")/);
  const picturesAt = scripts < 0 ? headEnd : scripts;
  const pictures = preloads.map((tag) => `${tag}\n    `).join('');
  const head = headTags.map((tag) => `  ${tag}\n  `).join('');
  return (
    page.slice(0, picturesAt) +
    pictures +
    page.slice(picturesAt, headEnd) +
    head +
    page.slice(headEnd, start) +
    rootMarkup(body, rendered.data) +
    page.slice(end + '</script>'.length)
  );
}
