import { image, link, mediumText, shortText } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

const tile = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'image', 'href'],
  properties: {
    eyebrow: shortText,
    title: shortText,
    text: mediumText,
    image,
    href: link,
    /** The visible call to action on the tile; the whole tile is the link. */
    cta: { ...shortText, default: 'Scopri' },
  },
} as const;

/** Tall tiles suit fashion photography, square ones still lifes. */
export const tileShapes = ['portrait', 'square'] as const;

/** Large image tiles that each lead somewhere: "Skincare" and "Profumi", "Shop Women" and "Shop Men". */
export const highlightTilesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'tiles'],
  properties: {
    ...bandedSection('highlight-tiles'),
    tiles: { type: 'array', minItems: 1, maxItems: 4, items: tile },
    shape: { enum: tileShapes, default: 'portrait' },
  },
} as const;
