import type { FromSchema } from 'json-schema-to-ts';
import { asset, link, mediumText, shortText, text } from './common.ts';
import { sectionSchemas, type SectionData } from './sections/index.ts';

const color = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour as #rrggbb, e.g. #1c1917' } as const;

/** Fonts bundled with the app (served from our own origin, never from a font host). */
export const fontFamilies = ['cormorant', 'inter', 'playfair', 'montserrat'] as const;

export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['palette', 'fonts'],
  properties: {
    palette: {
      type: 'object',
      additionalProperties: false,
      required: ['background', 'foreground', 'primary', 'primaryForeground', 'accent', 'muted', 'mutedForeground', 'border'],
      properties: {
        background: color,
        foreground: color,
        /** Buttons and highlights. */
        primary: color,
        primaryForeground: color,
        /** Gold leaf, badges, small ornaments. */
        accent: color,
        /** Alternate section background. */
        muted: color,
        mutedForeground: color,
        border: color,
        /** Dark bands such as the hero overlay and the footer. */
        inverse: color,
        inverseForeground: color,
      },
    },
    fonts: {
      type: 'object',
      additionalProperties: false,
      required: ['display', 'body'],
      properties: { display: { enum: fontFamilies }, body: { enum: fontFamilies } },
    },
    radius: { enum: ['none', 'sm', 'md', 'lg', 'full'] },
  },
} as const;

const weekday = { enum: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] } as const;

/** Who the shop is: used by the contact and footer sections, written once per site. */
export const shopSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'address', 'phone', 'email'],
  properties: {
    name: shortText,
    tagline: mediumText,
    logo: asset,
    address: mediumText,
    phone: { type: 'string', pattern: '^\\+?[0-9 ()./-]{6,25}$', description: 'digits, spaces and + ( ) . / -, e.g. +39 02 1234 5678' },
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', maxLength: 120, description: 'an e-mail address, e.g. info@boutique.it' },
    hours: {
      type: 'array',
      maxItems: 7,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['days', 'time'],
        properties: { days: shortText, time: shortText, from: weekday, to: weekday },
      },
    },
    social: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['network', 'url'],
        properties: {
          network: { enum: ['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube', 'x', 'linkedin'] },
          url: link,
        },
      },
    },
    /** One real external profile, opened in a new tab (the other social icons are placeholders). */
    profileUrl: link,
  },
} as const;

export const metaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: {
    title: text(70),
    description: text(160),
    image: asset,
  },
} as const;

const siteBaseProperties = {
  $schema: { type: 'string' },
  id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$', description: 'lower-case letters, digits and dashes, e.g. gioielleria-rossi' },
  routes: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', pattern: '^/(?!/)[^?#]{0,99}$', description: 'a path starting with /, without ? or #, e.g. /gioielleria' },
  },
  lang: { enum: ['it', 'en'] },
  meta: metaSchema,
  theme: themeSchema,
  shop: shopSchema,
} as const;

const siteBaseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'routes', 'lang', 'meta', 'theme', 'shop'],
  properties: siteBaseProperties,
} as const;

/** The whole site document, as ajv validates it and as `site.schema.json` publishes it. */
export const siteSchema = {
  $id: 'site.schema.json',
  title: 'Boutique site document',
  type: 'object',
  additionalProperties: false,
  required: [...siteBaseSchema.required, 'sections'],
  properties: {
    ...siteBaseProperties,
    sections: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['type'],
        properties: { type: { type: 'string' } },
        discriminator: { propertyName: 'type' },
        oneOf: sectionSchemas,
      },
    },
  },
} as const;

export type Theme = FromSchema<typeof themeSchema>;
export type ShopIdentity = FromSchema<typeof shopSchema>;
export type SiteDocument = FromSchema<typeof siteBaseSchema> & { sections: SectionData[] };
export type { SectionData, Sections, SectionType } from './sections/index.ts';
