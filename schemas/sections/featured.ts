import { action, image, mediumText, reveal, sectionId, shortText, text } from '../common.ts';
import { headingProperties, tone } from '../heading.ts';

export const featuredSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    type: { const: 'featured' },
    id: sectionId,
    reveal,
    tone,
    ...headingProperties,
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'image'],
        properties: {
          title: shortText,
          description: mediumText,
          image,
          /** e.g. "Nuova Collezione", "Bestseller". */
          badge: text(40),
          /** Shown as written ("da 1.200 €", "79 euro"). */
          price: text(40),
          action,
        },
      },
    },
    action,
  },
} as const;
