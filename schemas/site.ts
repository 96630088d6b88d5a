import type { FromSchema } from 'json-schema-to-ts';
import { asset, link, mediumText, sectionList, shopIdPattern, shortText, text, weekdays } from './common.ts';
import { emailPattern, phonePattern } from './enquiry.ts';
import { headerSchema } from './header.ts';
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

export { weekdays };

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

/** One stretch of opening time in a day, on the 24-hour clock; `closes` is after `opens`. */
export const openingSlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['opens', 'closes'],
  properties: { opens: clockTime, closes: clockTime },
} as const;

/**
 * The week's opening hours: runs of days (`from` a day `to` a later one, or `from` alone) with one
 * slot, or two for a day with a lunch break. A day is written once; a day no range covers is closed.
 */
export const openingHoursSchema = {
  type: 'array',
  maxItems: 7,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'slots'],
    properties: {
      from: weekday,
      to: weekday,
      slots: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: openingSlotSchema,
        description: 'one slot, or two for a day with a lunch break, e.g. [{"opens": "09:00", "closes": "13:00"}]',
      },
    },
  },
} as const;

export const calendarDate = {
  type: 'string',
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  description: 'a date as YYYY-MM-DD, e.g. 2026-08-25',
} as const;

/**
 * Days the shop stays shut whatever its hours say (holidays, inventory), `from` and `to` included.
 * `note` says why, as it reads after "Chiuso": "per ferie" makes "Chiuso per ferie fino al 25 agosto".
 */
export const closuresSchema = {
  type: 'array',
  maxItems: 24,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to'],
    properties: {
      from: calendarDate,
      to: calendarDate,
      note: { ...text(40), description: 'why, as it reads after "Chiuso", e.g. per ferie' },
    },
  },
} as const;

/**
 * Who the shop is in law, as Italian law asks a business's site to say (art. 35 DPR 633/1972,
 * art. 2250 c.c.): shown in every footer and in the privacy page, given to search engines.
 */
export const legalIdentitySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['legalName', 'vatID'],
  properties: {
    legalName: { ...shortText, description: 'the ragione sociale, e.g. Aurea Gioielli S.r.l.' },
    vatID: {
      type: 'string',
      pattern: '^[0-9]{11}$',
      description: 'the Partita IVA: 11 digits, the last one a check digit, e.g. 01234567897',
    },
    rea: {
      type: 'string',
      pattern: '^[A-Z]{2}-[0-9]{1,7}$',
      description: 'the REA number: the province code and the number, e.g. MI-1234567',
    },
    shareCapital: {
      type: 'number',
      minimum: 1,
      maximum: 1000000000000,
      description: 'the share capital paid up, in euros, e.g. 10000',
    },
  },
} as const;

/** Who the shop is: used by the contact and footer sections and the page's structured data, written once per site. */
export const shopSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'businessType', 'address', 'phone', 'email'],
  properties: {
    /**
     * Which shop of the platform this page belongs to: its products, enquiries and owners are that
     * shop's (`public.shops.id`). Several documents share one (the jewellery shop's home, catalogue,
     * product pages and admin).
     */
    id: {
      type: 'string',
      pattern: shopIdPattern,
      description: 'a short lowercase id: letters, digits and -, starting with a letter, e.g. aurea',
    },
    name: shortText,
    /** What kind of shop it is, for search engines. */
    businessType: { enum: businessTypes },
    tagline: mediumText,
    logo: asset,
    address: postalAddressSchema,
    phone: {
      type: 'string',
      pattern: phonePattern,
      description: 'digits, spaces and + ( ) . / -, e.g. +39 02 1234 5678',
    },
    /** A mobile number that answers on WhatsApp: the contact block links it through wa.me. */
    whatsapp: {
      type: 'string',
      pattern: '^\\+[0-9][0-9 ]{6,20}$',
      description: 'a mobile number with its country code, e.g. +39 333 123 4567',
    },
    email: {
      type: 'string',
      pattern: emailPattern,
      maxLength: 120,
      description: 'an e-mail address, e.g. info@boutique.it',
    },
    hours: openingHoursSchema,
    closures: closuresSchema,
    /** Required by `npm run validate` on every page a visitor sees (the `legal` rule). */
    legal: legalIdentitySchema,
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
export const pageTitleSections = [
  'hero',
  'catalogue',
  'product-admin',
  'policy',
  'product',
] as const satisfies readonly SectionType[];

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
  /** The header every page of the site shows above its sections (the catalogue and the admin have their own). */
  header: headerSchema,
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
export type SiteHeader = FromSchema<typeof headerSchema>;
export type PostalAddress = FromSchema<typeof postalAddressSchema>;
export type OpeningHours = FromSchema<typeof openingHoursSchema>;
export type OpeningSlot = FromSchema<typeof openingSlotSchema>;
export type Closures = FromSchema<typeof closuresSchema>;
export type LegalIdentity = FromSchema<typeof legalIdentitySchema>;
export type Weekday = (typeof weekdays)[number];
export type BusinessType = (typeof businessTypes)[number];
export type SiteDocument = FromSchema<typeof siteBaseSchema> & { sections: SectionData[] };
export type { SectionData, Sections, SectionType } from './sections/index.ts';
