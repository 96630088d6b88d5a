import { link, sectionId, shortText, text } from './common.ts';

/** A link of the header: what it reads and where it leads. */
export const headerLink = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: { label: shortText, href: link },
} as const;

/** The header's looks: `bar` (name, sections, catalogue, phone) or `fashion` (departments and collections). */
export const headerVariants = ['bar', 'fashion'] as const;

/**
 * The site's header, written once per site and rendered above the sections of every page of it
 * (after a leading promo banner). `bar`: the shop's name or logo leading home, links to the page's
 * own sections (those with an `id`, labelled by `sectionLabels` or by their type's usual name), the
 * catalogue link, the phone; on phones the links fold into a menu. `fashion`: the shop's name in the
 * middle, departments (`primary`) beside it and a row of `collections` below.
 */
export const headerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { enum: headerVariants, default: 'bar' },
    /** Accessible name of the header's navigation. */
    label: { ...shortText, default: 'Principale' },
    /** The name of the button that opens the links on small screens. */
    menuLabel: { ...shortText, default: 'Apri il menu' },
    /**
     * What a section's link reads, by the section's `id`; a section with an id but no label here
     * reads its type's usual name ("Chi siamo" for a story, "Servizi", "Contatti"…).
     */
    sectionLabels: {
      type: 'array',
      maxItems: 12,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['section', 'label'],
        properties: { section: sectionId, label: text(40) },
      },
    },
    /** Sections (by `id`) the header leaves out. */
    hide: { type: 'array', maxItems: 12, default: [], items: sectionId },
    /** The link to the catalogue, when the shop has one: its label says what it holds. */
    catalogue: headerLink,
    /** Whether the phone is a tap-to-call link in the header (on phones). */
    phone: { type: 'boolean', default: true },
    /** `fashion`: the main departments beside the name (e.g. Shop Women, Shop Men). */
    primary: { type: 'array', maxItems: 4, default: [], items: headerLink },
    /** `fashion`: the row of collection links under the name. */
    collections: { type: 'array', maxItems: 8, default: [], items: headerLink },
  },
} as const;
