import { createElement, lazy, type ComponentType } from 'react';
import type { Sections, SectionType } from '../../schemas/sections/index.ts';
import { Collections } from './collections.tsx';
import { Contact } from './contact.tsx';
import { Featured } from './featured.tsx';
import { Footer } from './footer.tsx';
import { Hero } from './hero.tsx';
import { HighlightTiles } from './highlight-tiles.tsx';
import { Newsletter } from './newsletter.tsx';
import { ProductGrid } from './product-grid.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { Services } from './services.tsx';
import { Story } from './story.tsx';
import { Team } from './team.tsx';

export type SectionComponent<K extends SectionType> = ComponentType<{ section: Sections[K] }>;

/** Module loaders of the lazy sections, which `preloadSections` runs ahead of rendering. */
const preloads = new Map<SectionType, () => Promise<void>>();

/**
 * A section whose code downloads when a page first shows it. Once `preloadSections` has loaded it,
 * it renders at once instead of suspending: a pre-rendered page is hydrated with its sections'
 * code already there, so no fallback replaces the finished HTML.
 */
function lazySection<K extends SectionType>(
  type: K,
  load: () => Promise<{ default: SectionComponent<K> }>,
): SectionComponent<K> {
  let loaded: SectionComponent<K> | undefined;
  const Suspending = lazy(load);
  preloads.set(type, async () => {
    loaded = (await load()).default;
  });
  return function LazySection(props: { section: Sections[K] }) {
    return createElement(loaded ?? Suspending, props);
  };
}

/**
 * Section type → component, over the manifest in `schemas/sections/index.ts`: the mapped type makes
 * the compiler check that every type has a component, that no component is left without a type, and
 * that each one takes exactly its schema's props. Heavy sections (catalogue, admin, carousels) are
 * lazy, so brochure pages do not download them; their modules export the component as `default`,
 * as `React.lazy` expects.
 */
export const registry: { [K in SectionType]: SectionComponent<K> } = {
  hero: Hero,
  footer: Footer,
  'product-admin': lazySection('product-admin', () => import('../admin/ProductAdminSection.tsx')),
  story: Story,
  collections: Collections,
  featured: Featured,
  team: Team,
  services: Services,
  contact: Contact,
  'product-carousel': lazySection('product-carousel', () => import('./product-carousel.tsx')),
  'brand-carousel': lazySection('brand-carousel', () => import('./brand-carousel.tsx')),
  'promo-banner': PromoBanner,
  'product-grid': ProductGrid,
  newsletter: Newsletter,
  'highlight-tiles': HighlightTiles,
  catalogue: lazySection('catalogue', () => import('../shop/CatalogueSection.tsx')),
  policy: lazySection('policy', () => import('./policy.tsx')),
  product: lazySection('product', () => import('../product/ProductSection.tsx')),
};

/** Loads the code of the lazy sections among `types`, so that rendering them does not suspend. */
export async function preloadSections(types: Iterable<SectionType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => preloads.get(type)?.() ?? Promise.resolve()));
}

/**
 * Sections that render from the address's query (the catalogue's filters): a pre-rendered page,
 * made for the address without one, is rendered afresh rather than hydrated when a query is there.
 */
export const queryReadingSections: ReadonlySet<SectionType> = new Set(['catalogue']);
