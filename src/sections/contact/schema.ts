import { shortText } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

/**
 * Address, phone, WhatsApp, e-mail, hours (with whether the shop is open now) and social links come
 * from the document's `shop`.
 */
export const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    ...bandedSection('contact'),
    /** Show the shop's opening hours (when the document lists them). */
    hours: { type: 'boolean', default: true },
    /** The enquiry form: what a visitor writes reaches the owner's `Messaggi` in the admin. */
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
