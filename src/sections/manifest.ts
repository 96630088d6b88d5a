import brandCarousel from './brand-carousel/index.ts';
import catalogue from './catalogue/index.ts';
import collections from './collections/index.ts';
import contact from './contact/index.ts';
import featured from './featured/index.ts';
import footer from './footer/index.ts';
import hero from './hero/index.ts';
import highlightTiles from './highlight-tiles/index.ts';
import newsletter from './newsletter/index.ts';
import policy from './policy/index.ts';
import product from './product/index.ts';
import productAdmin from './product-admin/index.ts';
import productCarousel from './product-carousel/index.ts';
import productGrid from './product-grid/index.ts';
import promoBanner from './promo-banner/index.ts';
import services from './services/index.ts';
import story from './story/index.ts';
import team from './team/index.ts';

/**
 * The manifest of section types: every type a site document may use, and nothing else, one
 * definition each (`src/sections/<type>/index.ts`). From it come the site schema and the
 * `Sections` and `SectionData` types (`schemas/sections/index.ts`), the component registry
 * (`registry.ts`) and every list of types with a trait (`traits.ts`). Its order is the order of
 * the site schema's `oneOf`. Adding a type: docs/sites.md, "Adding a section type".
 */
export const sectionDefinitions = [
  hero,
  footer,
  productAdmin,
  story,
  collections,
  featured,
  team,
  services,
  contact,
  productCarousel,
  brandCarousel,
  promoBanner,
  productGrid,
  newsletter,
  highlightTiles,
  catalogue,
  policy,
  product,
] as const;
