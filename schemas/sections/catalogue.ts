import { mediumText, reveal, sectionId, shortText } from '../common.ts';

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
    type: { const: 'catalogue' },
    id: sectionId,
    reveal,
    /** Small line above the title, e.g. "Gioielleria". */
    eyebrow: shortText,
    /** The page heading: "Collezione". */
    title: shortText,
    intro: mediumText,
    defaultSort: { enum: ['name', 'price-asc', 'price-desc', 'newest'] },
    defaultView: { enum: ['grid', 'list'] },
  },
} as const;
