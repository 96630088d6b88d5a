import type { ComponentType } from 'react';
import type { Sections, SectionType } from '../../schemas/sections/index.ts';
import { Footer } from '../sections/footer.tsx';
import { Hero } from '../sections/hero.tsx';

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
};

export function componentFor<K extends SectionType>(type: K): SectionComponent<K> {
  return registry[type];
}
