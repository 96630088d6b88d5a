import type { fontFamilies } from '../../schemas/site.ts';

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
