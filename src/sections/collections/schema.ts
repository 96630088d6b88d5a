import { action, image, link, mediumText, shortText } from '../../../schemas/common.ts';
import { bandedSection, cardList } from '../../../schemas/heading.ts';

export const collectionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'items'],
  properties: {
    ...bandedSection('collections'),
    items: cardList(['title', 'image'], {
      title: shortText,
      description: mediumText,
      /** Small label over the picture, e.g. "Anelli". */
      category: shortText,
      image,
      /** The whole card links here (usually /shop). */
      href: link,
      /** The visible call to action under a linked card. */
      linkLabel: { ...shortText, default: 'Scopri' },
    }),
    /** A closing button under the cards, e.g. "Esplora Tutte le Collezioni". */
    action,
  },
} as const;
