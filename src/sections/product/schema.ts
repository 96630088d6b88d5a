import { link, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/**
 * A product page (`/shop/:slug`): the piece comes from the backend by the slug in the address, not
 * from the document, so the document only names the way back to the catalogue. Its texts (price,
 * availability, the notices of a missing or removed piece) are the shop's vocabulary, not per-site.
 */
export const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    ...section('product'),
    /** The catalogue the back link and the breadcrumb lead to, when the visitor did not come from it. */
    catalogueHref: { ...link, default: '/shop' },
    /** The catalogue's name in the breadcrumb: "Collezione". */
    catalogueLabel: { ...shortText, default: 'Collezione' },
  },
} as const;
