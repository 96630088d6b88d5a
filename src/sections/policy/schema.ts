import { link } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/**
 * The policies every shop publishes, each a page of its own under the shop's address, named by its
 * last segment (`/moniagioielli/privacy`, `/moniagioielli/termini`); the footer links them and the
 * contact form's notice links the first.
 */
export const policyKinds = ['privacy', 'cookie', 'termini'] as const;

/**
 * A policy page (privacy, cookies, terms of use): what the product really stores and does, said for
 * one shop (its legal identity and contacts come from the document's `shop`). The build makes one per
 * policy for every page with a footer, so documents do not write this section themselves (`src/site/policies.ts`).
 */
export const policySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'policy', 'home'],
  properties: {
    ...section('policy'),
    policy: { enum: policyKinds },
    /** The shop's home page, which the page leads back to. */
    home: link,
    /** Whether the shop's pages carry an enquiry form, whose data the privacy page describes. */
    enquiries: { type: 'boolean', default: true },
    /** The local-storage keys under which the shop's editable hero lines are kept. */
    editableLines: {
      type: 'array',
      maxItems: 8,
      default: [],
      items: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9:._-]{0,79}$' },
    },
  },
} as const;
