import { lazy, type ComponentType } from 'react';
import type { Sections, SectionType } from '../../schemas/sections/index.ts';
import { Footer } from '../sections/footer.tsx';
import { Hero } from '../sections/hero.tsx';
import { Story } from '../sections/story.tsx';
import { Collections } from '../sections/collections.tsx';
import { Featured } from '../sections/featured.tsx';
import { Team } from '../sections/team.tsx';
import { Services } from '../sections/services.tsx';
import { Contact } from '../sections/contact.tsx';
import { HighlightTiles } from '../sections/highlight-tiles.tsx';
import { Newsletter } from '../sections/newsletter.tsx';
import { ProductGrid } from '../sections/product-grid.tsx';
import { PromoBanner } from '../sections/promo-banner.tsx';
import { ShopNav } from '../sections/shop-nav.tsx';

export type SectionComponent<K extends SectionType> = ComponentType<{ section: Sections[K] }>;

/**
 * Section type → component. The mapped type makes the compiler check that every schema has a
 * component and that each component takes exactly its schema's props. Heavy sections (catalogue,
 * admin, carousels) are registered with React.lazy so brochure pages do not download them.
 */
export type SectionRegistry = { [K in SectionType]: SectionComponent<K> };

export const registry: SectionRegistry = {
  hero: Hero,
  footer: Footer,
  'product-admin': lazy(() => import('../admin/ProductAdminSection.tsx').then((m) => ({ default: m.ProductAdminSection }))),
  story: Story,
  collections: Collections,
  featured: Featured,
  team: Team,
  services: Services,
  contact: Contact,
  'product-carousel': lazy(() => import('../sections/product-carousel.tsx').then((m) => ({ default: m.ProductCarousel }))),
  'brand-carousel': lazy(() => import('../sections/brand-carousel.tsx').then((m) => ({ default: m.BrandCarousel }))),
  'promo-banner': PromoBanner,
  'shop-nav': ShopNav,
  'product-grid': ProductGrid,
  newsletter: Newsletter,
  'highlight-tiles': HighlightTiles,
  catalogue: lazy(() => import('../shop/CatalogueSection.tsx')),
};

export function componentFor<K extends SectionType>(type: K): SectionComponent<K> {
  return registry[type];
}
