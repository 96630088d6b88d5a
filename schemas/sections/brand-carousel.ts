import { image, mediumText, reveal, sectionId, shortText } from '../common.ts';
import { tone } from '../heading.ts';

const brand = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'image'],
  properties: {
    name: shortText,
    /** The brand's wordmark; its alt text may stay empty because the name is written beside it. */
    image,
    description: mediumText,
  },
} as const;

export const brandCarouselSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'brands'],
  properties: {
    type: { const: 'brand-carousel' },
    id: sectionId,
    reveal,
    tone,
    eyebrow: shortText,
    title: mediumText,
    brands: { type: 'array', minItems: 3, maxItems: 12, items: brand },
  },
} as const;
