import { createElement, lazy, type ComponentType } from 'react';
import type { Sections, SectionType } from '../../schemas/sections/index.ts';
import type { TypeOf } from './define.ts';
import { sectionDefinitions } from './manifest.ts';
import { queryReadingTypes } from './traits.ts';

export type SectionComponent<K extends SectionType> = ComponentType<{ section: Sections[K] }>;

type Definition = (typeof sectionDefinitions)[number];
type Loaded<D> = D extends { component: () => Promise<{ default: infer C }> } ? C : never;

/**
 * The types whose component does not take exactly its schema's props: none, or the alias below is
 * a compile error naming them ("Type '"hero"' does not satisfy the constraint 'never'"). A
 * definition cannot check this itself: a component's props name `Sections`, which is derived from
 * the definitions.
 */
type Misfits = {
  [D in Definition as TypeOf<D>]: Loaded<D> extends SectionComponent<TypeOf<D>> ? never : TypeOf<D>;
}[SectionType];
type None<T extends never> = T;
type _EveryComponentFitsItsSchema = None<Misfits>;

/** Module loaders of the sections, which `preloadSections` runs ahead of rendering. */
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
 * Section type → component, from the definitions in `src/sections/manifest.ts`: every section is
 * lazy, its code loaded through its definition's `component`, so a page downloads only the
 * sections it shows. The check above makes each component take exactly its schema's props.
 */
export const registry = Object.fromEntries(
  sectionDefinitions.map((definition) => {
    const type = definition.schema.properties.type.const;
    return [type, lazySection(type, definition.component as () => Promise<{ default: SectionComponent<typeof type> }>)];
  }),
) as { [K in SectionType]: SectionComponent<K> };

/** Loads the code of the sections among `types`, so that rendering them does not suspend. */
export async function preloadSections(types: Iterable<SectionType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => preloads.get(type)?.() ?? Promise.resolve()));
}

/**
 * Sections that render from the address's query (the catalogue's filters): a pre-rendered page,
 * made for the address without one, is rendered afresh rather than hydrated when a query is there.
 */
export const queryReadingSections: ReadonlySet<SectionType> = queryReadingTypes;
