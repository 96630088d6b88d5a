/**
 * A small site schema built from the real shared pieces (links, assets, images, actions, icons), and
 * helpers to lint in-memory documents with it. Rule tests use it rather than the real section
 * schemas and sites/, so that they test the rules, not content that keeps growing.
 */
import { action, asset, icon, image, link, sectionId, sectionList, shortText, text } from '../../../schemas/common.ts';
import {
  closuresSchema,
  legalIdentitySchema,
  metaSchema,
  openingHoursSchema,
  socialNetworks,
} from '../../../schemas/site.ts';
import { assetListIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { createSchemaChecker } from '../../../scripts/validate/schema-check.ts';
import type { Diagnostic, Rule } from '../../../scripts/validate/types.ts';

const heroSection = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    type: { const: 'hero' },
    id: sectionId,
    title: text(40),
    image,
    actions: { type: 'array', maxItems: 2, items: action },
  },
} as const;

const servicesSection = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'items'],
  properties: {
    type: { const: 'services' },
    id: sectionId,
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'icon'],
        properties: { title: shortText, icon },
      },
    },
  },
} as const;

const footerEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: { label: shortText, href: link },
} as const;

const footerSection = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'footer' },
    id: sectionId,
    links: { type: 'array', items: footerEntry },
    /** As the real footer's: columns of entries and the bottom bar's. */
    columns: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        properties: { title: shortText, links: { type: 'array', items: footerEntry } },
      },
    },
    legal: { type: 'array', items: footerEntry },
    year: { type: 'integer', minimum: 1900, maximum: 2100 },
  },
} as const;

export const fixtureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'routes', 'lang', 'sections'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$', description: 'lower-case letters, digits and dashes' },
    routes: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: '^/(?!/)[^?#]{0,99}$' },
    },
    lang: { enum: ['it', 'en'] },
    meta: metaSchema,
    shop: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        name: shortText,
        phone: { type: 'string' },
        whatsapp: { type: 'string' },
        email: { type: 'string' },
        address: {
          type: 'object',
          additionalProperties: false,
          properties: { streetAddress: shortText, postalCode: shortText, addressLocality: shortText },
        },
        logo: asset,
        social: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['network', 'url'],
            properties: { network: { enum: socialNetworks }, url: link },
          },
        },
        profileUrl: link,
        hours: openingHoursSchema,
        closures: closuresSchema,
        legal: legalIdentitySchema,
        /** Either a line of text or a from/to pair: a plain `oneOf`, without a discriminator. */
        holidays: {
          oneOf: [
            { type: 'string', maxLength: 40 },
            {
              type: 'object',
              additionalProperties: false,
              required: ['from', 'to'],
              properties: { from: shortText, to: shortText },
            },
          ],
        },
      },
    },
    sections: sectionList([heroSection, servicesSection, footerSection]),
  },
} as const;

export const checkFixture = createSchemaChecker(fixtureSchema);

/** A valid document; fields given replace the defaults. */
export function site(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'negozio',
    routes: ['/negozio'],
    lang: 'it',
    sections: [{ type: 'hero', title: 'Benvenuti' }],
    ...fields,
  };
}

/**
 * A page's `meta` that passes every rule when `shareAssets` are the assets; fields given replace the
 * defaults.
 */
export function pageMeta(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Monia Gioielli · Laboratorio orafo',
    description: 'Gioielli fatti a mano in oro e argento: anelli, orecchini, creazioni su misura e riparazioni.',
    image: '/images/share.svg',
    ...fields,
  };
}

export const shareAssets = ['/images/share.svg'];

export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export interface FixtureOptions {
  /** Files that exist under public/. */
  assets?: string[];
  targets?: string[];
  /** Only these rules (all when absent). */
  rules?: Rule[];
}

/** Lints in-memory files: `{ 'sites/a.json': document or raw text }`. */
export function lintFixture(files: Record<string, unknown>, options: FixtureOptions = {}): Diagnostic[] {
  return lint({
    files: Object.entries(files).map(([file, content]) => ({
      file,
      text: typeof content === 'string' ? content : json(content),
    })),
    checkSchema: checkFixture,
    assets: assetListIndex(options.assets ?? []),
    ...(options.targets ? { targets: options.targets } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
  });
}

/** 1-based line and column of the first occurrence of `needle` in `text` (after `from`, if given). */
export function positionOf(text: string, needle: string, from?: string): { line: number; column: number } {
  const start = from ? text.indexOf(from) : 0;
  const offset = text.indexOf(needle, start);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
