import type { FromSchema } from 'json-schema-to-ts';
import { brandCarouselSchema } from './brand-carousel.ts';
import { catalogueSchema } from './catalogue.ts';
import { collectionsSchema } from './collections.ts';
import { contactSchema } from './contact.ts';
import { featuredSchema } from './featured.ts';
import { footerSchema } from './footer.ts';
import { heroSchema } from './hero.ts';
import { highlightTilesSchema } from './highlight-tiles.ts';
import { newsletterSchema } from './newsletter.ts';
import { policySchema } from './policy.ts';
import { productAdminSchema } from './product-admin.ts';
import { productCarouselSchema } from './product-carousel.ts';
import { productGridSchema } from './product-grid.ts';
import { productSchema } from './product.ts';
import { promoBannerSchema } from './promo-banner.ts';
import { servicesSchema } from './services.ts';
import { storySchema } from './story.ts';
import { teamSchema } from './team.ts';

/**
 * The manifest of section types: every type a site document may use, and nothing else. It feeds
 * the `SectionData` union, the site schema (so `site.schema.json` and `npm run validate`) and,
 * through the mapped type `Sections`, the component registry in `src/sections/registry.ts`, where a
 * type listed here without a component, or a component without a type, is a compile error.
 * Adding a type: docs/sites.md, "Adding a section type".
 */
export const sectionSchemas = [
  heroSchema,
  footerSchema,
  productAdminSchema,
  storySchema,
  collectionsSchema,
  featuredSchema,
  teamSchema,
  servicesSchema,
  contactSchema,
  productCarouselSchema,
  brandCarouselSchema,
  promoBannerSchema,
  productGridSchema,
  newsletterSchema,
  highlightTilesSchema,
  catalogueSchema,
  policySchema,
  productSchema,
] as const;

type SectionSchema = (typeof sectionSchemas)[number];
export type SectionType = SectionSchema['properties']['type']['const'];

/** The props of each section type, derived from its schema, with the schema's defaults present. */
export type Sections = {
  [S in SectionSchema as S['properties']['type']['const']]: FromSchema<S>;
};

/** One section of a page: a union discriminated by `type`. */
export type SectionData = Sections[SectionType];
