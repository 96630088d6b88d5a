import { link, reveal, sectionId, shortText } from '../common.ts';

const navLink = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: { label: shortText, href: link },
} as const;

/**
 * A shop's header: its name, the main departments (e.g. Shop Women, Shop Men) and a row of
 * collection links. On small screens the links fold into a menu button.
 */
export const shopNavSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'primary'],
  properties: {
    type: { const: 'shop-nav' },
    id: sectionId,
    reveal,
    /** Accessible name of the navigation, e.g. "Negozio". */
    label: shortText,
    primary: { type: 'array', minItems: 1, maxItems: 4, items: navLink },
    collections: { type: 'array', maxItems: 8, items: navLink },
    /** Shown on small screens on the button that opens the links. */
    menuLabel: shortText,
  },
} as const;
