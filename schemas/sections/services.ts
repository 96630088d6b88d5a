import { action, icon, image, longText, mediumText, reveal, sectionId, shortText } from '../common.ts';
import { headingProperties, tone } from '../heading.ts';

export const servicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    type: { const: 'services' },
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
        required: ['title', 'description'],
        properties: {
          icon,
          title: shortText,
          description: mediumText,
          features: { type: 'array', maxItems: 6, items: shortText },
          image,
          /** Small label such as "Template". */
          label: shortText,
        },
      },
    },
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
