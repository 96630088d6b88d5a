import { reveal, sectionId, shortText } from '../common.ts';
import { headingProperties, tone } from '../heading.ts';

/** Address, phone, e-mail, hours and social links come from the document's `shop`. */
export const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    type: { const: 'contact' },
    id: sectionId,
    reveal,
    tone,
    ...headingProperties,
    /** Show the shop's opening hours (when the document lists them). */
    hours: { type: 'boolean' },
    /** A display-only enquiry form (spec: nothing is sent). */
    form: {
      type: 'object',
      additionalProperties: false,
      properties: {
        title: shortText,
        submitLabel: shortText,
      },
    },
  },
} as const;
