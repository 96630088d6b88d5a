import { image, link, mediumText, reveal, sectionId, shortText } from '../common.ts';
import { tone } from '../heading.ts';

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
    cta: shortText,
  },
} as const;

/** Large image tiles that each lead somewhere: "Skincare" and "Profumi", "Shop Women" and "Shop Men". */
export const highlightTilesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'tiles'],
  properties: {
    type: { const: 'highlight-tiles' },
    id: sectionId,
    reveal,
    tone,
    eyebrow: shortText,
    title: mediumText,
    tiles: { type: 'array', minItems: 1, maxItems: 4, items: tile },
    /** Tall tiles suit fashion photography, square ones still lifes. */
    shape: { enum: ['portrait', 'square'] },
  },
} as const;
