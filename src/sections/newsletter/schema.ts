import { mediumText, shortText, text } from '../../../schemas/common.ts';
import { bandedSection } from '../../../schemas/heading.ts';

/**
 * A newsletter box: an e-mail field and the consent the visitor agrees to. A sign-up is stored for
 * the page's shop (`public.newsletter_subscribers`) with the very words of `consent`, and confirmed
 * in a polite live region; the same box follows a sign-up's confirmation and unsubscribe links,
 * which lead back to the page it was given on (docs/newsletter.md).
 */
export const newsletterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'fieldLabel', 'submitLabel', 'consent'],
  properties: {
    ...bandedSection('newsletter', 'muted'),
    fieldLabel: shortText,
    placeholder: shortText,
    submitLabel: text(30),
    /**
     * What the visitor agrees to, beside the checkbox they tick: stored with the address, word for
     * word, as the record of their consent.
     */
    consent: mediumText,
    /** Small print under the form (privacy, frequency). */
    note: mediumText,
  },
} as const;
