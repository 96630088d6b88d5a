import { icon, image, longText, mediumText, shortText, text } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

export const storySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'paragraphs'],
  properties: {
    ...bandedSection('story'),
    paragraphs: { type: 'array', minItems: 1, maxItems: 6, items: longText },
    /** Marketing figures such as 75+ anni. */
    stats: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: { value: text(12), label: shortText },
      },
    },
    mission: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: { title: shortText, text: longText },
    },
    values: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: { icon, title: shortText, text: mediumText },
      },
    },
    image,
    /** Which side of the text the picture takes on wide screens. */
    imageSide: { enum: ['start', 'end'], default: 'end' },
  },
} as const;
