import { mediumText, shortText, text } from '../common.ts';
import { bandedSection } from '../heading.ts';

/**
 * A newsletter box. It sends nothing: submitting shows `notice` in a polite live region, so the
 * visitor learns where things stand instead of watching a page reload (docs/decisions.md).
 */
export const newsletterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'fieldLabel', 'submitLabel', 'notice'],
  properties: {
    ...bandedSection('newsletter', 'muted'),
    fieldLabel: shortText,
    placeholder: shortText,
    submitLabel: text(30),
    notice: mediumText,
    /** Small print under the form (privacy, frequency). */
    note: mediumText,
  },
} as const;
