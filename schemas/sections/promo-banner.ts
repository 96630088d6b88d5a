import { link, mediumText, reveal, sectionId, shortText } from '../common.ts';

/** A one-line announcement across the top of the page, e.g. a shipping offer. */
export const promoBannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'message'],
  properties: {
    type: { const: 'promo-banner' },
    id: sectionId,
    reveal,
    message: mediumText,
    link: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'href'],
      properties: { label: shortText, href: link },
    },
  },
} as const;
