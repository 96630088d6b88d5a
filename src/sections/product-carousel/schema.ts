import { image, link, linkAction, shortText, text } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

/** One perfume (or any product sold in several sizes): shown as a card in the carousel. */
const carouselProduct = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'brand', 'name', 'price', 'variants', 'images'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
    brand: shortText,
    name: shortText,
    /** Shown as written: "da 95,00 €", "€ 140 – 210". */
    price: text(40),
    /** Sizes or versions, e.g. "50ml", "6ml", "10ml". */
    variants: { type: 'array', minItems: 1, maxItems: 6, items: text(20) },
    /** A short line such as "3 formati"; without it the card counts the variants itself. */
    variantCount: text(40),
    /** The first image is the card's face; a second one shows on hover. */
    images: { type: 'array', minItems: 1, maxItems: 4, items: image },
    href: link,
  },
} as const;

export const productCarouselSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'products'],
  properties: {
    ...bandedSection('product-carousel'),
    /** At least three, so the desktop row of three is always full. */
    products: { type: 'array', minItems: 3, maxItems: 12, items: carouselProduct },
    /** A closing link under the cards. */
    action: linkAction,
  },
} as const;
