/**
 * The lists every part of the product reads from the section definitions (`manifest.ts`), so none
 * of them names a section type: the registry, the pre-renderer, the validator, a page's head. Pure
 * data: importing this never loads React (the components load through each definition's
 * `component`, which nothing here calls).
 */
import type { SectionType } from '../../schemas/sections/index.ts';
import type { SectionDefinition } from './define.ts';
import { sectionDefinitions } from './manifest.ts';

/** Every definition as the traits read it: its schema and traits, its component loosely typed. */
export type AnySectionDefinition = SectionDefinition;

/** Every section type, in the manifest's order. */
export const sectionTypes: readonly SectionType[] = sectionDefinitions.map(
  (definition) => definition.schema.properties.type.const,
);

const byType = new Map<string, AnySectionDefinition>(
  sectionDefinitions.map((definition) => [definition.schema.properties.type.const, definition]),
);

/**
 * The definition of a section type; undefined for a string no definition names (a document the
 * validator has not yet found valid).
 */
export function definitionOf(type: SectionType): AnySectionDefinition;
export function definitionOf(type: unknown): AnySectionDefinition | undefined;
export function definitionOf(type: unknown): AnySectionDefinition | undefined {
  return typeof type === 'string' ? byType.get(type) : undefined;
}

const typesWhere = (test: (definition: AnySectionDefinition) => boolean): ReadonlySet<SectionType> =>
  new Set(sectionTypes.filter((type) => test(definitionOf(type))));

/** What the embedded server renders a live page with (`SectionApp['live']`, null aside). */
export type LiveKind = NonNullable<NonNullable<AnySectionDefinition['app']>['live']>;

/**
 * Sections that make their page a React app, its content coming from the backend: the page is not
 * complete without JavaScript (the catalogue, a product page, the owner's admin).
 */
export const appSectionTypes = typesWhere((definition) => definition.app !== undefined);

/**
 * Sections that render from the address's query (the catalogue's filters): a pre-rendered page,
 * made for the address without one, is rendered afresh rather than hydrated when a query is there.
 */
export const queryReadingTypes = typesWhere((definition) => definition.app?.readsQuery === true);

/** Sections that talk to the backend when used. */
export const backendSectionTypes = typesWhere((definition) => definition.backend);

/**
 * What the embedded server fills a page holding these sections with, from the first section that
 * names one: the current catalogue, or the product its address names. Null for any other page.
 * Takes any values, as a document not yet validated holds them.
 */
export function liveKindOf(sections: readonly { type?: unknown }[]): LiveKind | null {
  for (const section of sections) {
    const live = definitionOf(section.type)?.app?.live;
    if (live) return live;
  }
  return null;
}

/** Whether a page holding these sections is kept out of search engines (the owner's admin). */
export const isPrivatePage = (sections: readonly { type?: unknown }[]): boolean =>
  sections.some((section) => definitionOf(section.type)?.head?.noindex === true);

/**
 * Whether the page's top is dark: its first section paints it so (a hero, a promotion), and the
 * browser bar takes the palette's inverse band colour.
 */
export const opensDark = (sections: readonly { type?: unknown }[]): boolean =>
  definitionOf(sections[0]?.type)?.head?.darkTop === true;

/** A picture a section offers to stand for its page in link previews, and where it is written. */
export interface SectionSharePicture {
  src: string;
  /** Its CSS object-position, as the section frames it. */
  position: string | undefined;
  /** The section's index in the page, and the property holding the picture. */
  index: number;
  property: string;
}

/**
 * The pictures that may stand for a page in link previews when its document names none
 * (`head.sharePicture`: a hero's image), in page order; the first one is the page's. Takes any
 * values, as a document not yet validated holds them.
 */
export function sectionSharePictures(sections: readonly unknown[]): SectionSharePicture[] {
  return sections.flatMap((section, index) => {
    if (section === null || typeof section !== 'object') return [];
    const record = section as Record<string, unknown>;
    const property = definitionOf(record.type)?.head?.sharePicture;
    if (property === undefined) return [];
    const picture = record[property] as { src?: unknown; position?: unknown } | null | undefined;
    if (typeof picture?.src !== 'string') return [];
    const position = typeof picture.position === 'string' ? picture.position : undefined;
    return [{ src: picture.src, position, index, property }];
  });
}
