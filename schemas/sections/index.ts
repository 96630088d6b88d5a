import type { FromSchema } from 'json-schema-to-ts';
import { sectionDefinitions } from '../../src/sections/manifest.ts';

type Definitions = typeof sectionDefinitions;
type SectionSchema = Definitions[number]['schema'];

/**
 * The section types' schemas, in the order of the manifest (`src/sections/manifest.ts`), where each
 * type's definition lives beside its component (`src/sections/<type>/`). They make the site schema
 * (so `site.schema.json` and `npm run validate`) and, through the mapped type `Sections`, the props
 * the registry (`src/sections/registry.ts`) checks every component against.
 * Adding a type: docs/sites.md, "Adding a section type".
 */
export const sectionSchemas = sectionDefinitions.map((definition) => definition.schema) as readonly SectionSchema[];

export type SectionType = SectionSchema['properties']['type']['const'];

/** The props of each section type, derived from its schema, with the schema's defaults present. */
export type Sections = {
  [S in SectionSchema as S['properties']['type']['const']]: FromSchema<S>;
};

/** One section of a page: a union discriminated by `type`. */
export type SectionData = Sections[SectionType];
