import type { Database } from '../backend/database.types.ts';

/** A row of `products` exactly as the backend stores it. */
type ProductRow = Database['public']['Tables']['products']['Row'];

/** The categories a product can belong to (spec §3); the editor offers these three. */
export const CATEGORIES = ['Anelli', 'Orologi', 'Orecchini'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A product as the app uses it: the stored row, with its category narrowed to the known ones.
 * Field names stay those of the table so a product can be written back as it is (admin upsert).
 */
export type Product = Omit<ProductRow, 'category'> & { category: Category };

/** A product as the admin writes it: `created_at` is the server's to set. */
export type ProductInput = Omit<Product, 'created_at'>;

/** Shown for a product that has no picture of its own, or whose picture fails to load. */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

export function isCategory(value: unknown): value is Category {
  return CATEGORIES.some((category) => category === value);
}
