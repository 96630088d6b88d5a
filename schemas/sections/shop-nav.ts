import { link, shortText } from '../common.ts';
import { section } from '../heading.ts';

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
    ...section('shop-nav'),
    /** Accessible name of the navigation. */
    label: { ...shortText, default: 'Negozio' },
    primary: { type: 'array', minItems: 1, maxItems: 4, items: navLink },
    collections: { type: 'array', maxItems: 8, items: navLink, default: [] },
    /** Shown on small screens on the button that opens the links. */
    menuLabel: { ...shortText, default: 'Menu' },
  },
} as const;
