import { mediumText, shortText } from '../../../schemas/common.ts';
import { section } from '../../../schemas/heading.ts';

/** The catalogue's sort orders, in the order its select lists them (spec §2). */
export const catalogueSortKeys = ['name', 'price-asc', 'price-desc', 'newest'] as const;
/** How the catalogue lays out its cards. */
export const catalogueViews = ['grid', 'list'] as const;

/** A category's name as the shop's products carry it and its tab shows it, e.g. "Anelli". */
export const categoryName = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;

/**
 * A shop's live catalogue (`/shop` for the jewellery shop, `/Cless/catalogo` for Cless): products
 * come from the backend, the shop's own (the document's `shop.id`), so the document words the page,
 * names the shop's categories and picks how it first opens. The sort options are the catalogue's
 * (spec §2). The categories are also the database's (`public.shop_categories`): the server keeps
 * them in step with this list, and refuses a product in any other.
 */
export const catalogueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'categories'],
  properties: {
    ...section('catalogue'),
    /** Small line above the title, e.g. "Gioielleria". */
    eyebrow: shortText,
    /** The page heading: "Collezione". */
    title: shortText,
    intro: mediumText,
    /** The shop's categories, in the order of the tabs after "Tutti": "Anelli", "Orologi", "Orecchini". */
    categories: { type: 'array', minItems: 1, maxItems: 8, uniqueItems: true, items: categoryName },
    /** The price slider's top, in euro (the jewellery shop's 5000, spec §2). */
    priceMax: { type: 'integer', minimum: 10, maximum: 100000, default: 5000 },
    defaultSort: { enum: catalogueSortKeys, default: 'name' },
    defaultView: { enum: catalogueViews, default: 'grid' },
  },
} as const;
