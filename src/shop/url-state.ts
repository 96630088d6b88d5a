import { catalogueSchema, catalogueSortKeys, catalogueViews } from '../sections/catalogue/schema.ts';
import type { Category } from '../products/types.ts';
import {
  ALL_CATEGORIES,
  DEFAULT_PRICE_MAX,
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

/**
 * What an address is read against: the defaults, the shop's categories (a `categoria` that is not
 * one of them is ignored) and the slider's top (`max` at it is left out of the address).
 */
export interface CatalogueSetup extends CatalogueDefaults {
  categories: readonly Category[];
  priceMax: number;
}

/** Everything the visitor can change on the catalogue; it lives in the address so it can be shared. */
export type CatalogueState = CatalogueFilters & CatalogueDefaults;

/** The schema's defaults, for a document that picks neither, and no categories. */
const STANDARD_SETUP: CatalogueSetup = {
  sort: catalogueSchema.properties.defaultSort.default,
  view: catalogueSchema.properties.defaultView.default,
  categories: [],
  priceMax: DEFAULT_PRICE_MAX,
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

export function initialState(setup: CatalogueSetup = STANDARD_SETUP): CatalogueState {
  return {
    category: ALL_CATEGORIES,
    search: '',
    priceRange: [PRICE_MIN, setup.priceMax],
    sort: setup.sort,
    view: setup.view,
  };
}

function readCategory(value: string | null, categories: readonly Category[]): CategoryFilter {
  if (value === null) return ALL_CATEGORIES;
  return categories.find((category) => category.toLowerCase() === value.toLowerCase()) ?? ALL_CATEGORIES;
}

/** A slider position: a whole multiple of the step within the bounds, or nothing. */
function readPrice(value: string | null, priceMax: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount >= PRICE_MIN && amount <= priceMax && amount % PRICE_STEP === 0 ? amount : undefined;
}

function readPriceRange(params: URLSearchParams, priceMax: number): PriceRange {
  const min = readPrice(params.get(PARAMS.min), priceMax) ?? PRICE_MIN;
  const max = readPrice(params.get(PARAMS.max), priceMax) ?? priceMax;
  return min <= max ? [min, max] : [PRICE_MIN, priceMax];
}

function readSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The state an address describes. Anything missing, unknown or malformed (a category that does
 * not exist, `min=abc`, a minimum above the maximum) falls back to its default, silently: an old
 * or hand-edited link still opens the catalogue.
 */
export function readCatalogueState(params: URLSearchParams, setup: CatalogueSetup = STANDARD_SETUP): CatalogueState {
  return {
    category: readCategory(params.get(PARAMS.category), setup.categories),
    search: readSearch(params.get(PARAMS.search)),
    priceRange: readPriceRange(params, setup.priceMax),
    sort: keyForSlug(catalogueSortKeys, sortSlugs, params.get(PARAMS.sort)) ?? setup.sort,
    view: keyForSlug(catalogueViews, viewSlugs, params.get(PARAMS.view)) ?? setup.view,
  };
}

/**
 * The query for a state: only the values that differ from the defaults, so the plain catalogue
 * is plain `/shop`. Parameters that are not the catalogue's (a campaign tag, say) are kept.
 */
export function writeCatalogueState(
  state: CatalogueState,
  setup: CatalogueSetup = STANDARD_SETUP,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of Object.values(PARAMS)) params.delete(name);
  if (state.category !== ALL_CATEGORIES) params.set(PARAMS.category, state.category.toLowerCase());
  const search = readSearch(state.search);
  if (search) params.set(PARAMS.search, search);
  const [min, max] = state.priceRange;
  if (min !== PRICE_MIN) params.set(PARAMS.min, String(min));
  if (max < setup.priceMax) params.set(PARAMS.max, String(max));
  if (state.sort !== setup.sort) params.set(PARAMS.sort, sortSlugs[state.sort]);
  if (state.view !== setup.view) params.set(PARAMS.view, viewSlugs[state.view]);
  return params;
}
