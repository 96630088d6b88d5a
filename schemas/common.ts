/**
 * Building blocks shared by every section schema. Each schema is written once, `as const`, so that
 * `json-schema-to-ts` derives the props type the component receives and ajv validates the JSON.
 *
 * `x-kind` marks strings the validator checks beyond their shape: `link` (internal targets must be
 * a route), `asset` (must exist under public/). ajv is told about the keyword; types ignore it.
 */

/** Plain text with an upper bound, so a long paste cannot break a layout. */
export const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const shortText = { type: 'string', minLength: 1, maxLength: 80 } as const;
export const mediumText = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const longText = { type: 'string', minLength: 1, maxLength: 1200 } as const;

/**
 * Only web, mail, phone, in-page and internal links. Anything else (`javascript:`, `data:`,
 * protocol-relative `//host`) is refused by the pattern.
 */
export const link = {
  type: 'string',
  maxLength: 500,
  pattern: '^(https?://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9 ()./-]+|#[A-Za-z][A-Za-z0-9_-]*|/(?!/)[^#?]*(\\?[^#]*)?(#[A-Za-z0-9_-]*)?)$',
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
    position: { type: 'string', pattern: '^\\d{1,3}% \\d{1,3}%$', description: 'horizontal and vertical position, e.g. 50% 25%' },
  },
} as const;

export const buttonVariant = {
  enum: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'luxury', 'elegant', 'glass', 'gradient'],
} as const;

export const buttonSize = { enum: ['default', 'sm', 'lg', 'icon'] } as const;

/** A call to action. Without `href` it is display only (spec: consultation buttons have no action). */
export const action = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: shortText,
    href: link,
    variant: buttonVariant,
    size: buttonSize,
  },
} as const;

/** The icons the section library can draw. */
export const icon = {
  enum: [
    'gem', 'ring', 'watch', 'sparkles', 'wrench', 'award', 'heart', 'scissors', 'shield', 'hand',
    'users', 'calendar', 'phone', 'mail', 'map-pin', 'clock', 'gift', 'truck', 'leaf', 'home',
    'shirt', 'bag', 'droplet', 'star', 'search', 'palette', 'feather', 'crown',
  ],
} as const;

/** Every section may carry an anchor id (`#about`) that must be unique within its site. */
export const sectionId = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,39}$',
  description: 'lower-case letters, digits and dashes, starting with a letter, e.g. about',
} as const;

/** Entrance animation on scroll; on by default. */
export const reveal = { type: 'boolean' } as const;
