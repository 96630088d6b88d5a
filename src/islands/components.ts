import type { ComponentType } from 'react';
import type { SectionData, Sections, SectionType } from '../../schemas/sections/index.ts';
import type { ShopIdentity, SiteHeader as HeaderOptions } from '../../schemas/site.ts';
import type { Hydrate } from '../sections/define.ts';
import { definitionOf } from '../sections/traits.ts';

/** How an island comes alive: a section definition's `hydrate`, but `never`. */
export type Trigger = Exclude<Hydrate, 'never'>;

/**
 * When a section comes alive on a brochure page (its definition's `hydrate`, which may depend on
 * the section's props), or null: never.
 */
export function sectionTrigger(section: SectionData): Trigger | null {
  const { hydrate } = definitionOf(section.type);
  const when = typeof hydrate === 'function' ? hydrate(section) : hydrate;
  return when === 'never' ? null : when;
}

/** The islands that are parts of sections, and the props their components take. */
interface PartIslands {
  /** The site's header: its phone menu, or the fashion shops' navigation panel. */
  'site-header': { options: HeaderOptions; overHero: boolean };
  /** The shop's social profiles, each icon with its tooltip. */
  'social-links': { social: ShopIdentity['social']; className?: string };
  /** The hero's line the visitor may rewrite for themselves. */
  'editable-line': { storageKey: string; fallback: string; className?: string };
}

/** Every island and the props its component takes (they travel in the page as JSON). */
export type Islands = { [K in SectionType]: { section: Sections[K] } } & PartIslands;

export type IslandName = keyof Islands;
export type IslandProps<N extends IslandName> = Islands[N];

type Loader<N extends IslandName> = () => Promise<ComponentType<IslandProps<N>>>;

/** The parts' code; a section's is its definition's `component`. */
const parts: { [N in keyof PartIslands]: Loader<N> } = {
  'site-header': () => import('../sections/site-header.tsx').then((m) => m.SiteHeader),
  'social-links': () => import('../sections/parts/social-links.tsx').then((m) => m.SocialLinks),
  'editable-line': () => import('../sections/parts/editable-line.tsx').then((m) => m.EditableLine),
};

/**
 * An island's code, loaded when the island is first used (or rendered, on the server). The imports
 * are dynamic: a page loads the code of the islands it uses, when it uses them.
 */
export function islandComponent(name: IslandName): Promise<ComponentType<IslandProps<IslandName>>> {
  const load = (Object.hasOwn(parts, name) ? parts[name as keyof PartIslands] : null) as Loader<IslandName> | null;
  if (load) return load();
  return definitionOf(name as SectionType)
    .component()
    .then((module) => module.default as ComponentType<IslandProps<IslandName>>);
}
