import { catalogueSortKeys, type catalogueViews } from '../sections/catalogue/schema.ts';

/**
 * The catalogue's sort orders and views. Their keys and defaults are the section schema's, so a
 * document's `defaultSort` or `defaultView` is always one the page knows; the words are the page's.
 */
export type SortKey = (typeof catalogueSortKeys)[number];
export type CatalogueView = (typeof catalogueViews)[number];

const sortLabels: Record<SortKey, string> = {
  name: 'Ordina per nome',
  'price-asc': 'Prezzo crescente',
  'price-desc': 'Prezzo decrescente',
  newest: 'Novità',
};

/** The sort select's options, in the order the schema lists them (spec §2). */
export const SORT_OPTIONS = catalogueSortKeys.map((key) => ({ value: key, label: sortLabels[key] }));
