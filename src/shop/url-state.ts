import { catalogueSchema, catalogueSortKeys, catalogueViews } from '../../schemas/sections/catalogue.ts';
import { CATEGORIES } from '../products/types.ts';
import {
  ALL_CATEGORIES,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  type CatalogueFilters,
  type CategoryFilter,
  type PriceRange,
} from './filters.ts';
import type { CatalogueView, SortKey } from './vocabulary.ts';

/** What the page shows before the visitor changes anything (the site document may pick these two). */
export interface CatalogueDefaults {
  sort: SortKey;
  view: CatalogueView;
}

/** Everything the visitor can change on the catalogue; it lives in the address so it can be shared. */
export type CatalogueState = CatalogueFilters & CatalogueDefaults;

/** The schema's defaults, for a document that picks neither. */
const STANDARD_DEFAULTS: CatalogueDefaults = {
  sort: catalogueSchema.properties.defaultSort.default,
  view: catalogueSchema.properties.defaultView.default,
};

export const SEARCH_MAX_LENGTH = 100;

/** Query parameter names, in the shop's language. */
const PARAMS = {
  category: 'categoria',
  search: 'cerca',
  min: 'min',
  max: 'max',
  sort: 'ordina',
  view: 'vista',
} as const;

const sortSlugs: Record<SortKey, string> = {
  name: 'nome',
  'price-asc': 'prezzo-crescente',
  'price-desc': 'prezzo-decrescente',
  newest: 'novita',
};

const viewSlugs: Record<CatalogueView, string> = { grid: 'griglia', list: 'elenco' };

function keyForSlug<K extends string>(
  keys: readonly K[],
  slugs: Record<K, string>,
  slug: string | null,
): K | undefined {
  const wanted = slug?.toLowerCase();
  return keys.find((key) => slugs[key] === wanted);
}

export function initialState(defaults: CatalogueDefaults = STANDARD_DEFAULTS): CatalogueState {
  return { category: ALL_CATEGORIES, search: '', priceRange: [PRICE_MIN, PRICE_MAX], ...defaults };
}

function readCategory(value: string | null): CategoryFilter {
  if (value === null) return ALL_CATEGORIES;
  return CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase()) ?? ALL_CATEGORIES;
}

/** A slider position: a whole multiple of the step within the bounds, or nothing. */
function readPrice(value: string | null): number | undefined {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount >= PRICE_MIN && amount <= PRICE_MAX && amount % PRICE_STEP === 0 ? amount : undefined;
}

function readPriceRange(params: URLSearchParams): PriceRange {
  const min = readPrice(params.get(PARAMS.min)) ?? PRICE_MIN;
  const max = readPrice(params.get(PARAMS.max)) ?? PRICE_MAX;
  return min <= max ? [min, max] : [PRICE_MIN, PRICE_MAX];
}

function readSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The state an address describes. Anything missing, unknown or malformed (a category that does
 * not exist, `min=abc`, a minimum above the maximum) falls back to its default, silently: an old
 * or hand-edited link still opens the catalogue.
 */
export function readCatalogueState(
  params: URLSearchParams,
  defaults: CatalogueDefaults = STANDARD_DEFAULTS,
): CatalogueState {
  return {
    category: readCategory(params.get(PARAMS.category)),
    search: readSearch(params.get(PARAMS.search)),
    priceRange: readPriceRange(params),
    sort: keyForSlug(catalogueSortKeys, sortSlugs, params.get(PARAMS.sort)) ?? defaults.sort,
    view: keyForSlug(catalogueViews, viewSlugs, params.get(PARAMS.view)) ?? defaults.view,
  };
}

/**
 * The query for a state: only the values that differ from the defaults, so the plain catalogue
 * is plain `/shop`. Parameters that are not the catalogue's (a campaign tag, say) are kept.
 */
export function writeCatalogueState(
  state: CatalogueState,
  defaults: CatalogueDefaults = STANDARD_DEFAULTS,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of Object.values(PARAMS)) params.delete(name);
  if (state.category !== ALL_CATEGORIES) params.set(PARAMS.category, state.category.toLowerCase());
  const search = readSearch(state.search);
  if (search) params.set(PARAMS.search, search);
  const [min, max] = state.priceRange;
  if (min !== PRICE_MIN) params.set(PARAMS.min, String(min));
  if (max !== PRICE_MAX) params.set(PARAMS.max, String(max));
  if (state.sort !== defaults.sort) params.set(PARAMS.sort, sortSlugs[state.sort]);
  if (state.view !== defaults.view) params.set(PARAMS.view, viewSlugs[state.view]);
  return params;
}
