import { action, icon, image, longText, mediumText, shortText } from '../../../schemas/common.ts';
import { bandedSection, cardList } from '../../../schemas/heading.ts';

export const servicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    ...bandedSection('services'),
    items: cardList(['title', 'description'], {
      icon,
      title: shortText,
      description: mediumText,
      features: { type: 'array', maxItems: 6, items: shortText },
      image,
      /** Small label such as "Template". */
      label: shortText,
    }),
    /** The free-consultation call to action; buttons without `href` are display only. */
    consultation: {
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: {
        title: mediumText,
        text: longText,
        actions: { type: 'array', maxItems: 3, items: action },
      },
    },
  },
} as const;
