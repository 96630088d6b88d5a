import { link, mediumText, shortText } from '../common.ts';
import { section } from '../heading.ts';

/** A link without `href` is a placeholder and renders as plain text (never `href="#"`). */
const footerLink = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: { label: shortText, href: link },
} as const;

export const footerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'columns', 'year'],
  properties: {
    ...section('footer'),
    /** Under the shop's name; the shop's own `tagline` when absent. */
    tagline: mediumText,
    columns: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        properties: { title: shortText, links: { type: 'array', maxItems: 8, items: footerLink } },
      },
    },
    /**
     * Links of the bottom bar after the shop's own privacy and cookie pages, which the footer always
     * links (with the shop's legal identity from `shop.legal`).
     */
    legal: { type: 'array', maxItems: 4, items: footerLink },
    year: { type: 'integer', minimum: 1900, maximum: 2100 },
    /** Text of the link to the shop's real profile (`shop.profileUrl`), opened in a new tab. */
    profileLabel: { ...shortText, default: 'Il nostro profilo' },
  },
} as const;
