import { image, longText, reveal, sectionId, shortText } from '../common.ts';
import { headingProperties, tone } from '../heading.ts';

export const teamSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'members'],
  properties: {
    type: { const: 'team' },
    id: sectionId,
    reveal,
    tone,
    ...headingProperties,
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
    editable: { type: 'boolean' },
  },
} as const;
