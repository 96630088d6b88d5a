import { shortText } from '../common.ts';
import { bandedSection } from '../heading.ts';

/** Address, phone, e-mail, hours and social links come from the document's `shop`. */
export const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    ...bandedSection('contact'),
    /** Show the shop's opening hours (when the document lists them). */
    hours: { type: 'boolean', default: true },
    /** A display-only enquiry form (spec: nothing is sent). */
    form: {
      type: 'object',
      additionalProperties: false,
      properties: {
        title: { ...shortText, default: 'Scrivici' },
        submitLabel: { ...shortText, default: 'Invia Richiesta' },
      },
    },
  },
} as const;
