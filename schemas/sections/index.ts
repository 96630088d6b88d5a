import type { FromSchema } from 'json-schema-to-ts';
import { footerSchema } from './footer.ts';
import { heroSchema } from './hero.ts';
import { productAdminSchema } from './product-admin.ts';
import { storySchema } from './story.ts';
import { collectionsSchema } from './collections.ts';
import { featuredSchema } from './featured.ts';
import { teamSchema } from './team.ts';
import { servicesSchema } from './services.ts';
import { contactSchema } from './contact.ts';
import { brandCarouselSchema } from './brand-carousel.ts';
import { highlightTilesSchema } from './highlight-tiles.ts';
import { newsletterSchema } from './newsletter.ts';
import { productCarouselSchema } from './product-carousel.ts';
import { productGridSchema } from './product-grid.ts';
import { promoBannerSchema } from './promo-banner.ts';
import { shopNavSchema } from './shop-nav.ts';
import { catalogueSchema } from './catalogue.ts';

/**
 * Every section type a site document may use. Adding a type: write its schema beside the others,
 * list it here, and register its component in src/engine/registry.ts (the compiler insists).
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
  shopNavSchema,
  productGridSchema,
  newsletterSchema,
  highlightTilesSchema,
  catalogueSchema,
] as const;

type SchemaList = typeof sectionSchemas;
export type SectionSchema = SchemaList[number];
export type SectionType = SectionSchema['properties']['type']['const'];

/** The props of each section type, derived from its schema. */
export type Sections = {
  [S in SectionSchema as S['properties']['type']['const']]: FromSchema<S>;
};

/** One section of a page: a union discriminated by `type`. */
export type SectionData = Sections[SectionType];
