import { mediumText, shortText } from '../common.ts';
import { section } from '../heading.ts';

/** The catalogue's sort orders, in the order its select lists them (spec §2). */
export const catalogueSortKeys = ['name', 'price-asc', 'price-desc', 'newest'] as const;
/** How the catalogue lays out its cards. */
export const catalogueViews = ['grid', 'list'] as const;

/**
 * The live catalogue (`/shop`): products come from the backend, not from the document, so the
 * document only words the page and picks how it first opens. Categories, the price range and the
 * sort options are the shop's data model (spec §9), not per-site settings.
 */
export const catalogueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title'],
  properties: {
    ...section('catalogue'),
    /** Small line above the title, e.g. "Gioielleria". */
    eyebrow: shortText,
    /** The page heading: "Collezione". */
    title: shortText,
    intro: mediumText,
    defaultSort: { enum: catalogueSortKeys, default: 'name' },
    defaultView: { enum: catalogueViews, default: 'grid' },
  },
} as const;
