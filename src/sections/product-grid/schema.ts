import { image, link, linkAction, shortText, text } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

const gridProduct = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'price', 'image', 'href'],
  properties: {
    name: shortText,
    /** A second line under the name, e.g. the colour or the fabric. */
    detail: shortText,
    /** Written as the shop shows it: "79,00 €". */
    price: text(40),
    /** The former price, struck through. */
    originalPrice: text(40),
    badge: text(24),
    image,
    href: link,
  },
} as const;

/** Static product cards that lead to the catalogue (the fashion clone's six products). */
export const productGridSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'products'],
  properties: {
    ...bandedSection('product-grid'),
    products: { type: 'array', minItems: 1, maxItems: 12, items: gridProduct },
    /** A closing link under the cards. */
    action: linkAction,
  },
} as const;
