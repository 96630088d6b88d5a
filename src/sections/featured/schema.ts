import { action, image, mediumText, shortText, text } from '../../../schemas/common.ts';
import { bandedSection, cardList } from '../../../schemas/heading.ts';

export const featuredSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    ...bandedSection('featured'),
    items: cardList(['title', 'image'], {
      title: shortText,
      description: mediumText,
      image,
      /** e.g. "Nuova Collezione", "Bestseller". */
      badge: text(40),
      /** Shown as written ("da 1.200 €", "79 euro"). */
      price: text(40),
      action,
    }),
    action,
  },
} as const;
