import type { FromSchema } from 'json-schema-to-ts';
import { asset, link, mediumText, sectionList, shortText, text } from './common.ts';
import { sectionSchemas, type SectionData, type SectionType } from './sections/index.ts';

const color = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'a colour as #rrggbb, e.g. #1c1917',
} as const;

/** Fonts bundled with the app (served from our own origin, never from a font host). */
export const fontFamilies = ['cormorant', 'inter', 'playfair', 'montserrat'] as const;

/** How round corners are, from square to pill (`src/engine/theme.ts` gives each its size). */
export const themeRadii = ['none', 'sm', 'md', 'lg', 'full'] as const;

export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['palette', 'fonts'],
  properties: {
    palette: {
      type: 'object',
      additionalProperties: false,
      required: [
        'background',
        'foreground',
        'primary',
        'primaryForeground',
        'accent',
        'muted',
        'mutedForeground',
        'border',
      ],
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
    radius: { enum: themeRadii, default: 'sm' },
  },
} as const;

/** The days of the week in Italian order (Monday first), as opening hours name them. */
export const weekdays = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;

const weekday = { enum: weekdays } as const;

export const clockTime = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'a time of day as HH:MM on the 24-hour clock, e.g. 09:30',
} as const;

/**
 * The kinds of shop search engines know (schema.org `LocalBusiness` subtypes). schema.org has no
 * perfumery: perfume shops are `HealthAndBeautyStore`.
 */
export const businessTypes = [
  'Store',
  'JewelryStore',
  'ClothingStore',
  'ShoeStore',
  'HomeGoodsStore',
  'FurnitureStore',
  'HealthAndBeautyStore',
  'GiftShop',
  'Florist',
  'BookStore',
] as const;

/** The networks the shop may link to; `src/ui/icons.tsx` draws and names each one. */
export const socialNetworks = ['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube', 'x', 'linkedin'] as const;

/**
 * Where the shop is, in the parts search engines read (schema.org `PostalAddress`); the line the
 * page shows is composed from them (`src/site/address.ts`).
 */
export const postalAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['streetAddress', 'postalCode', 'addressLocality'],
  properties: {
    streetAddress: { ...shortText, description: 'street and number, e.g. Via Emilia Centro 214' },
    postalCode: {
      type: 'string',
      pattern: '^[0-9A-Z][0-9A-Z -]{2,9}$',
      description: 'the postal code (CAP), e.g. 41121',
    },
    addressLocality: { ...shortText, description: 'the town, e.g. Modena' },
    addressRegion: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      description: 'the province as its two-letter code, e.g. MO',
    },
    addressCountry: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      default: 'IT',
      description: 'the country as its ISO 3166 two-letter code, e.g. IT',
    },
  },
} as const;

/**
 * One span of opening time on a run of days (`to` absent: `from` only). A day with a lunch break has
 * two spans; a day no span covers is closed.
 */
export const openingHoursSchema = {
  type: 'array',
  maxItems: 14,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'opens', 'closes'],
    properties: { from: weekday, to: weekday, opens: clockTime, closes: clockTime },
  },
} as const;

/** Who the shop is: used by the contact and footer sections and the page's structured data, written once per site. */
export const shopSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'businessType', 'address', 'phone', 'email'],
  properties: {
    name: shortText,
    /** What kind of shop it is, for search engines. */
    businessType: { enum: businessTypes },
    tagline: mediumText,
    logo: asset,
    address: postalAddressSchema,
    phone: {
      type: 'string',
      pattern: '^\\+?[0-9 ()./-]{6,25}$',
      description: 'digits, spaces and + ( ) . / -, e.g. +39 02 1234 5678',
    },
    email: {
      type: 'string',
      pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      maxLength: 120,
      description: 'an e-mail address, e.g. info@boutique.it',
    },
    hours: openingHoursSchema,
    social: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['network', 'url'],
        properties: {
          network: { enum: socialNetworks },
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
    /** Search results cut a title beyond about 60 characters. */
    title: text(60),
    /** The snippet under a search result: shorter says too little, longer is cut. */
    description: { ...text(160), minLength: 70 },
    /** The picture a shared link previews with (the hero's image when absent); svg, png or jpeg. */
    image: asset,
  },
} as const;

/**
 * The section types whose component renders the page's `h1` (its own title): a page has exactly one
 * of them, so it has one main heading (`npm run validate` checks it; a test renders them to make sure).
 */
export const pageTitleSections = ['hero', 'catalogue', 'product-admin'] as const satisfies readonly SectionType[];

const siteBaseProperties = {
  $schema: { type: 'string' },
  id: {
    type: 'string',
    pattern: '^[a-z0-9][a-z0-9-]{0,59}$',
    description: 'lower-case letters, digits and dashes, e.g. gioielleria-rossi',
  },
  routes: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: {
      type: 'string',
      pattern: '^/(?!/)[^?#]{0,99}$',
      description: 'a path starting with /, without ? or #, e.g. /gioielleria',
    },
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
    sections: sectionList(sectionSchemas),
  },
} as const;

export type Theme = FromSchema<typeof themeSchema>;
export type ShopIdentity = FromSchema<typeof shopSchema>;
export type PostalAddress = FromSchema<typeof postalAddressSchema>;
export type OpeningHours = FromSchema<typeof openingHoursSchema>;
export type Weekday = (typeof weekdays)[number];
export type BusinessType = (typeof businessTypes)[number];
export type SiteDocument = FromSchema<typeof siteBaseSchema> & { sections: SectionData[] };
export type { SectionData, Sections, SectionType } from './sections/index.ts';
