import { image, longText, shortText } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

export const teamSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'members'],
  properties: {
    ...bandedSection('team'),
    members: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'role', 'image'],
        properties: {
          name: shortText,
          role: shortText,
          /** `image.position` sets the framing, e.g. "50% 25%". */
          image,
          description: longText,
        },
      },
    },
    /** Visitors may rewrite names, roles and descriptions in the page (kept in memory only). */
    editable: { type: 'boolean', default: false },
  },
} as const;
