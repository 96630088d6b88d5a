import { image, mediumText, shortText } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

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
    ...bandedSection('brand-carousel', 'muted'),
    brands: { type: 'array', minItems: 3, maxItems: 12, items: brand },
  },
} as const;
