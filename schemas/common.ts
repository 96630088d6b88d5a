/**
 * Building blocks shared by every section schema. Each schema is written once, `as const`, so that
 * `json-schema-to-ts` derives the props type the component receives and ajv validates the JSON.
 * Every list of allowed values is an `as const` array exported here or beside its schema, and the
 * components derive their unions from it (`(typeof buttonVariants)[number]`), never retyping it.
 *
 * `default` is applied when a document is loaded (ajv's `useDefaults`, in `npm run validate` and in
 * the Vite plugin that serves the documents), so components receive it as a present property.
 *
 * `x-kind` marks strings the validator checks beyond their shape: `link` (internal targets must be
 * a route), `asset` (must exist under public/). ajv is told about the keyword; types ignore it.
 */

/**
 * The days of the week in Italian order (Monday first), as opening hours name them. Here rather than
 * in `site.ts` so that the browser's code reads them without the whole document schema.
 */
export const weekdays = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;

/** Upper bounds of the texts a document writes, so a long paste cannot break a layout. */
export const textLimits = { short: 80, medium: 200, long: 1200 } as const;

/** Plain text with an upper bound. */
export const text = <N extends number>(maxLength: N) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const shortText = text(textLimits.short);
export const mediumText = text(textLimits.medium);
export const longText = text(textLimits.long);

/**
 * Only web, mail, phone, in-page and internal links. Anything else (`javascript:`, `data:`,
 * protocol-relative `//host`) is refused by the pattern.
 */
export const link = {
  type: 'string',
  maxLength: 500,
  pattern: [
    '^(https?://[^\\s]+',
    'mailto:[^\\s]+',
    'tel:\\+?[0-9 ()./-]+',
    '#[A-Za-z][A-Za-z0-9_-]*',
    '/(?!/)[^#?]*(\\?[^#]*)?(#[A-Za-z0-9_-]*)?)$',
  ].join('|'),
  'x-kind': 'link',
} as const;

/** A file served from public/, by its absolute path (`/images/hero.webp`). */
export const asset = {
  type: 'string',
  maxLength: 300,
  pattern: '^/(?!/)[A-Za-z0-9._/-]+\\.(webp|avif|jpe?g|png|gif|svg|mp4|webm|ico)$',
  'x-kind': 'asset',
} as const;

/** An image with its text alternative and intrinsic size (no layout shift). */
export const image = {
  type: 'object',
  additionalProperties: false,
  required: ['src', 'alt'],
  properties: {
    src: asset,
    alt: { type: 'string', maxLength: 200 },
    width: { type: 'integer', minimum: 1, maximum: 6000 },
    height: { type: 'integer', minimum: 1, maximum: 6000 },
    /** CSS object-position, e.g. "50% 25%" for a portrait whose face sits high. */
    position: {
      type: 'string',
      pattern: '^\\d{1,3}% \\d{1,3}%$',
      description: 'horizontal and vertical position, e.g. 50% 25%',
    },
  },
} as const;

/** The button looks of the spec; `src/ui/button.tsx` styles each one. */
export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'luxury',
  'elegant',
  'glass',
  'gradient',
] as const;

export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;

/**
 * A call to action. Without `href` it is display only. With `href` to the anchor of a section that
 * holds the enquiry form and a `subject`, it leads into the form: the subject filled in, focus on
 * the first field ("Prenota Appuntamento" → `#contatti`, "Richiesta di appuntamento").
 * Its look defaults to where it stands (the hero's first button is `luxury`, the next ones `glass`),
 * so `variant` and `size` have no default here: they override the section's choice.
 */
export const action = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: shortText,
    href: link,
    subject: {
      ...shortText,
      description: "The enquiry's subject filled in when the action leads to a form on this page (needs `href`).",
    },
    variant: { enum: buttonVariants },
    size: { enum: buttonSizes },
  },
  dependencies: { subject: ['href'] },
} as const;

/** A call to action that must lead somewhere. */
export const linkAction = { ...action, required: ['label', 'href'] } as const;

/** The icons the section library can draw (`src/ui/icons.tsx`). */
export const iconNames = [
  'gem',
  'ring',
  'watch',
  'sparkles',
  'wrench',
  'award',
  'heart',
  'scissors',
  'shield',
  'hand',
  'users',
  'calendar',
  'phone',
  'mail',
  'map-pin',
  'clock',
  'gift',
  'truck',
  'leaf',
  'home',
  'shirt',
  'bag',
  'droplet',
  'star',
  'search',
  'palette',
  'feather',
  'crown',
] as const;

export const icon = { enum: iconNames } as const;

/** How a block of text lines up: centred, or against the start edge. */
export const alignments = ['center', 'start'] as const;

/** Every section may carry an anchor id (`#about`) that must be unique within its site. */
export const sectionId = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,39}$',
  description: 'lower-case letters, digits and dashes, starting with a letter, e.g. about',
} as const;

/**
 * The sections of a page: each one of the given section schemas, chosen by its `type`. With
 * `discriminator` ajv checks only the branch the type selects (so its errors are the ones shown)
 * and reports a type no branch names as such.
 */
export function sectionList<const S extends readonly object[]>(sections: S) {
  return {
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string' } },
      discriminator: { propertyName: 'type' },
      oneOf: sections,
    },
  } as const;
}

/** Entrance animation on scroll; on unless the document turns it off. */
export const reveal = { type: 'boolean', default: true } as const;

/**
 * A shop's id (`shop.id` in a site document, `public.shops.id` in the database, which checks the
 * same pattern): a short lowercase word, e.g. `aurea`, `cless`.
 */
export const shopIdPattern = '^[a-z][a-z0-9-]{1,39}$';
