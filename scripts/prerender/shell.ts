import { rootMarkup, splitPreloads, type RouterDataBlock } from '../../server/page-parts.ts';

/** What goes into the shell (`index.html` as Vite built it) for one page. */
export interface ShellFill {
  lang: string;
  /** Head tags, written before the shell's own stylesheet and scripts. */
  head: string;
  /** The rendered markup of `#root`. */
  body: string;
  /**
   * Data the page's script starts from: an app's router data (`src/main.tsx` reads it by `id`), or
   * the site's context for a brochure page's islands; null when it needs none.
   */
  routerData: RouterDataBlock | null;
  /** Whether the page still needs JavaScript to be read: its `<noscript>` notice stays. */
  needsScript: boolean;
  /** Module preloads of the page's own code (an app's sections), after everything it paints with. */
  modulePreloads?: readonly string[];
}

/** Replaces `pattern` in `html` exactly once, or says which part of the shell is missing. */
function replaceOnce(html: string, pattern: RegExp, by: string | ((match: string) => string), what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`the page shell (index.html) has no single ${what}`);
  return html.replace(pattern, (match) => (typeof by === 'string' ? by : by(match)));
}

/** The shell's stylesheet: render-blocking, so the head names it before anything else it loads. */
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * One page from the shell: its language, its head, its markup and its router data. The shell's
 * placeholder title and theme colour give way to the page's own. The head asks first for what the
 * first paint needs (the stylesheet, then the page's fonts and pictures) and last for script, which
 * over HTTP/1.1's six connections would otherwise hold the paint back.
 */
export function fillShell(shell: string, fill: ShellFill): string {
  let html = replaceOnce(shell, /<html lang="[^"]*">/, `<html lang="${fill.lang}">`, '<html lang>');
  html = replaceOnce(html, /\s*<title>[^<]*<\/title>/, '', '<title>');
  html = replaceOnce(html, /\s*<meta name="theme-color"[^>]*>/, '', 'theme-color');
  const { preloads, body } = splitPreloads(fill.body);
  const styles = (html.match(STYLESHEET) ?? []).map((tag) => tag.trim());
  html = html.replace(STYLESHEET, '');
  const head = [...styles, fill.head, ...preloads].join('\n    ');
  html = replaceOnce(html, /<meta name="viewport"[^>]*>/, (m) => `${m}\n    ${head}`, 'viewport');
  if (fill.modulePreloads?.length)
    html = replaceOnce(html, /\s*<\/head>/, (m) => `\n    ${fill.modulePreloads?.join('\n    ') ?? ''}${m}`, '</head>');
  html = replaceOnce(html, /<div id="root"><\/div>/, rootMarkup(body, fill.routerData), '#root');
  if (!fill.needsScript) html = replaceOnce(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '', '<noscript>');
  return html;
}
