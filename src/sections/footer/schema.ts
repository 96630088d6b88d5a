import { link, mediumText, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/**
 * An entry of the footer: with `href` a link to a page that exists (`npm run validate`'s
 * `footer-link`), without it plain text, visibly not a link (a service named, a page the shop does
 * not have), never `href="#"`.
 */
const footerLink = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: shortText,
    href: {
      ...link,
      description:
        'where the entry leads: a route of the site (/shop), a section of the page (#contatti), mailto:, tel: or ' +
        'an https:// address; leave it out and the entry is plain text',
    },
  },
} as const;

export const footerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'columns', 'year'],
  properties: {
    ...section('footer'),
    /** Under the shop's name; the shop's own `tagline` when absent. */
    tagline: mediumText,
    columns: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        properties: { title: shortText, links: { type: 'array', maxItems: 8, items: footerLink } },
      },
    },
    /**
     * Links of the bottom bar after the shop's own privacy, cookie and terms pages, which the footer
     * always links (with the shop's legal identity from `shop.legal`); an entry naming one of those
     * pages ("Termini di Servizio") is left out, the real page is linked once.
     */
    legal: { type: 'array', maxItems: 4, items: footerLink },
    year: { type: 'integer', minimum: 1900, maximum: 2100 },
    /** Text of the link to the shop's real profile (`shop.profileUrl`), opened in a new tab. */
    profileLabel: { ...shortText, default: 'Il nostro profilo' },
  },
} as const;
