import type { Category, Product } from '../products/types.ts';
import type { SortKey } from './vocabulary.ts';

/** The header tabs and the category select: every category, or one (spec §2, §9). */
export const ALL_CATEGORIES = 'Tutti';
/** "Tutti" or one of the shop's categories (both strings: "Tutti" is never a category's name). */
export type CategoryFilter = Category;

/** The tabs of a shop's catalogue: "Tutti", then the shop's categories in its order. */
export function categoryFilters(categories: readonly Category[]): CategoryFilter[] {
  return [ALL_CATEGORIES, ...categories];
}

/**
 * The price slider's bottom and step, in euros (spec §5, §9). Its top is the catalogue's
 * (`priceMax` in its document): the jewellery shop's 5000 €, less for a shop of scarves.
 */
export const PRICE_MIN = 0;
export const DEFAULT_PRICE_MAX = 5000;
export const PRICE_STEP = 100;

export type PriceRange = readonly [number, number];

/** The whole slider: no price left out. */
export function fullPriceRange(priceMax: number): PriceRange {
  return [PRICE_MIN, priceMax];
}

/** Whether a range leaves any price out (the full one, 0 to the top "and over", leaves none). */
export function isPriceFiltered([min, max]: PriceRange, priceMax: number): boolean {
  return min > PRICE_MIN || max < priceMax;
}

export interface CatalogueFilters {
  category: CategoryFilter;
  /** What the visitor typed; matching ignores case and accents. */
  search: string;
  priceRange: PriceRange;
}

/** Every product: no category, no words, no price bound at all. */
export const NO_FILTERS: CatalogueFilters = {
  category: ALL_CATEGORIES,
  search: '',
  priceRange: [PRICE_MIN, Number.POSITIVE_INFINITY],
};

/** Lower case without diacritics, so `perle` matches `Perlé` and `ETERNITA` matches `Eternità`. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a query; a product matches when its name or description holds every one. */
function searchTerms(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

// Products are immutable (a change replaces the object), so their normalised text is computed once.
const searchableText = new WeakMap<Product, string>();

function textOf(product: Product): string {
  let text = searchableText.get(product);
  if (text === undefined) {
    text = normalizeText(`${product.name}\n${product.description}`);
    searchableText.set(product, text);
  }
  return text;
}

/**
 * Inclusive at both ends. The top of the slider (`priceMax`) means "and above": a piece priced over
 * 5000 € is still shown when the visitor has not lowered the maximum.
 */
export function inPriceRange(price: number, [min, max]: PriceRange, priceMax = DEFAULT_PRICE_MAX): boolean {
  return price >= min && (max >= priceMax || price <= max);
}

export function filterProducts(
  products: readonly Product[],
  filters: CatalogueFilters,
  priceMax = DEFAULT_PRICE_MAX,
): Product[] {
  const terms = searchTerms(filters.search);
  const { category, priceRange } = filters;
  return products.filter(
    (product) =>
      (category === ALL_CATEGORIES || product.category === category) &&
      inPriceRange(product.price, priceRange, priceMax) &&
      (terms.length === 0 || terms.every((term) => textOf(product).includes(term))),
  );
}

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

const byName = (a: Product, b: Product) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each order ends on the name (then the id), so equal prices or dates never shuffle between renders. */
function sortCopy(products: readonly Product[], sort: SortKey): Product[] {
  switch (sort) {
    case 'name':
      return [...products].sort(byName);
    case 'price-asc':
      return [...products].sort((a, b) => a.price - b.price || byName(a, b));
    case 'price-desc':
      return [...products].sort((a, b) => b.price - a.price || byName(a, b));
    case 'newest': {
      // Dates are parsed once per product, not once per comparison.
      const keyed = products.map((product) => ({ product, time: Date.parse(product.created_at) || 0 }));
      keyed.sort((a, b) => b.time - a.time || byName(a.product, b.product));
      return keyed.map(({ product }) => product);
    }
  }
}

// A list is immutable too (a live change makes a new array), so each order is computed once per list.
const sortedLists = new WeakMap<readonly Product[], Partial<Record<SortKey, readonly Product[]>>>();

/** The list in the given order, computed once per list and order; the input is left as it is. */
export function sortProducts(products: readonly Product[], sort: SortKey): readonly Product[] {
  let orders = sortedLists.get(products);
  if (!orders) {
    orders = {};
    sortedLists.set(products, orders);
  }
  return (orders[sort] ??= sortCopy(products, sort));
}

/**
 * What the grid shows: the products that pass the filters, in the chosen order. When the list has
 * already been sorted that way, filtering the sorted list keeps its order and costs one pass;
 * otherwise only what passes the filters is sorted, and a sort of the whole list is kept for next time.
 */
export function visibleProducts(
  products: readonly Product[],
  filters: CatalogueFilters,
  sort: SortKey,
  priceMax = DEFAULT_PRICE_MAX,
): Product[] {
  const sorted = sortedLists.get(products)?.[sort];
  if (sorted) return filterProducts(sorted, filters, priceMax);
  const passing = filterProducts(products, filters, priceMax);
  if (passing.length === products.length) return [...sortProducts(products, sort)];
  return sortCopy(passing, sort);
}
