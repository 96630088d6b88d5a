import { link, mediumText, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/** A one-line announcement across the top of the page, e.g. a shipping offer. */
export const promoBannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'message'],
  properties: {
    ...section('promo-banner'),
    message: mediumText,
    link: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'href'],
      properties: { label: shortText, href: link },
    },
  },
} as const;
