import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes the site's SVG icon into every page as a `data:` address. A browser asks for a page's
 * icon once the page has loaded, on a connection the page's own files are still using; inline it
 * costs each page some 700 compressed bytes and no request (Lighthouse counted the two icon requests
 * of a fresh profile against a page's largest paint). `/favicon.ico` stays in the build for the
 * browsers and tools that ask for it by name.
 */
export function inlineIconPlugin(svgFile: string): Plugin {
  return {
    name: 'boutique-inline-icon',
    transformIndexHtml(html) {
      const svg = readFileSync(svgFile, 'utf8').trim();
      const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
      if (!html.includes(link)) throw new Error('index.html has no <link rel="icon" href="/favicon.svg"> to inline');
      return html.replace(
        link,
        `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`,
      );
    },
  };
}
