import { isCategory, type Product } from './types.ts';

/**
 * Numeric columns arrive as JSON numbers from REST, but a realtime record whose column types were
 * not sent carries Postgres's text form ("120.50"): accept both, nothing else.
 */
function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one `products` row (from REST or a realtime record) into a Product, or null when the row
 * is incomplete or holds something the catalogue cannot show (an unknown category, a price that
 * is not a number). Callers decide what null means: skip it, or fetch the list again.
 */
export function toProduct(row: unknown): Product | null {
  if (!isRecord(row)) return null;
  const { id, name, description, price, original_price, category, image, is_new, is_sale, created_at } = row;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof name !== 'string' || typeof image !== 'string' || typeof created_at !== 'string') return null;
  if (typeof is_new !== 'boolean' || typeof is_sale !== 'boolean') return null;
  if (!isCategory(category)) return null;
  const amount = toAmount(price);
  if (amount === null) return null;
  const original = original_price === null || original_price === undefined ? null : toAmount(original_price);
  if (original_price !== null && original_price !== undefined && original === null) return null;
  return {
    id,
    name,
    description: typeof description === 'string' ? description : '',
    price: amount,
    original_price: original,
    category,
    image,
    is_new,
    is_sale,
    created_at,
  };
}

/** The id of a row, when it has one (a DELETE event may carry only the primary key). */
export function rowId(row: unknown): string | null {
  return isRecord(row) && typeof row.id === 'string' && row.id !== '' ? row.id : null;
}
