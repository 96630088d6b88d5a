import { action, image, link, mediumText, reveal, sectionId, shortText } from '../common.ts';
import { headingProperties, tone } from '../heading.ts';

export const collectionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    type: { const: 'collections' },
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
          /** Small label over the picture, e.g. "Anelli". */
          category: shortText,
          image,
          /** The whole card links here (usually /shop). */
          href: link,
          linkLabel: shortText,
        },
      },
    },
    /** A closing button under the cards, e.g. "Esplora Tutte le Collezioni". */
    action,
  },
} as const;
