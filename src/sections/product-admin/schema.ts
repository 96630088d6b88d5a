import { link, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/**
 * The owner's admin: sign-in, then the product list and editor. Its texts and behaviour are the
 * spec's (§2 "Admin screen"); the document only names the page and where its two links lead.
 */
export const productAdminSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'subtitle', 'shopHref', 'homeHref'],
  properties: {
    ...section('product-admin'),
    /** "Boutique Admin" */
    title: shortText,
    /** "Gestione Prodotti" */
    subtitle: shortText,
    /** The catalogue, behind "Vai al Shop". */
    shopHref: link,
    /** The shop's home page. */
    homeHref: link,
  },
} as const;
