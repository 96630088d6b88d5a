import type { Database } from '../backend/database.types.ts';

/** A row of `products` exactly as the backend stores it. */
export type ProductRow = Database['public']['Tables']['products']['Row'];

/** The categories a product can belong to (spec §3); the editor offers these three. */
export const CATEGORIES = ['Anelli', 'Orologi', 'Orecchini'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A product as the app uses it: the stored row, with its category narrowed to the known ones.
 * Field names stay those of the table so a product can be written back as it is (admin upsert).
 */
export type Product = Omit<ProductRow, 'category'> & { category: Category };

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** The sort orders of the catalogue, in the order the select lists them (spec §2). */
export const SORT_OPTIONS = [
  { key: 'name', label: 'Ordina per nome' },
  { key: 'price-asc', label: 'Prezzo crescente' },
  { key: 'price-desc', label: 'Prezzo decrescente' },
  { key: 'newest', label: 'Novità' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}
