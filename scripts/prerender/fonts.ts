import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { fontFamilies, SiteDocument } from '../../schemas/site.ts';

/**
 * The `@fontsource-variable` package of each bundled family, which also starts the names of its
 * files in the build (`playfair-display-latin-wght-normal-<hash>.woff2`).
 */
export const fontPackages = {
  cormorant: 'cormorant-garamond',
  playfair: 'playfair-display',
  inter: 'inter',
  montserrat: 'montserrat',
} satisfies Record<(typeof fontFamilies)[number], string>;

/**
 * The address of the Latin face of each font family in the build in `distDir`. A page preloads its
 * display and body fonts: the first screen (a hero's title, its spaced capitals) set in a fallback
 * and re-flowed when the font arrives would shift under the visitor.
 */
export function latinFonts(distDir: string): Map<string, string> {
  const assets = readdirSync(path.join(distDir, 'assets'));
  const fonts = new Map<string, string>();
  for (const [family, stem] of Object.entries(fontPackages)) {
    const file = assets.find((name) => name.startsWith(`${stem}-latin-wght-normal`) && name.endsWith('.woff2'));
    if (file) fonts.set(family, `/assets/${file}`);
    else console.warn(`No Latin font file of ${family} in the build: its pages do not preload it`);
  }
  return fonts;
}

/**
 * The fonts a page preloads (`fonts`: `latinFonts` of the build), chosen in this one place for the
 * pre-rendered pages and the pages the server renders from the version in force.
 */
export function pageFonts(site: Pick<SiteDocument, 'theme'>, fonts: ReadonlyMap<string, string>): string[] {
  const { display, body } = site.theme.fonts;
  return [...new Set([display, body])].flatMap((family) => fonts.get(family) ?? []);
}
