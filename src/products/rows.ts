import * as z from 'zod/mini';
import { DEFAULT_IMAGE_SIZE } from './images.ts';
import { AVAILABILITIES, PRODUCT_STATUSES, type Product, type ProductImage } from './types.ts';

/**
 * An amount of euros. Numeric columns arrive as JSON numbers from REST, but a realtime record whose
 * column types were not sent carries Postgres's text form ("120.50"): accept both, nothing else.
 */
const amount = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

const pixels = z.number().check(z.int(), z.positive());

/** One photo of `products.images`; a photo whose size is missing is taken as the catalogue's frame. */
const productImage = z.object({
  path: z.string().check(z.minLength(1)),
  alt: z.catch(z.string(), ''),
  width: z.catch(pixels, DEFAULT_IMAGE_SIZE),
  height: z.catch(pixels, DEFAULT_IMAGE_SIZE),
}) satisfies z.ZodMiniType<ProductImage>;

/** A `jsonb` value, also when a realtime record carries it as its text form. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The photos of a row: the entries that can be shown, in order. A column that is not a list at all
 * reads as no photos (`productImages` then falls back to `image`).
 */
const productImages = z.pipe(
  z.pipe(z.transform(jsonValue), z.catch(z.array(z.unknown()), [])),
  z.transform((entries): ProductImage[] =>
    entries.flatMap((entry) => {
      const parsed = productImage.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/**
 * A `products` row as the catalogue can show it. A missing description reads as empty, a photo that
 * cannot be read is left out; an unknown availability or state, a missing shop or category, a price
 * that is not a number or a missing field make the whole row unreadable.
 * Columns the app does not know are dropped.
 */
const productRow = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.catch(z.string(), ''),
  price: amount,
  original_price: z.pipe(
    z.nullish(amount),
    z.transform((value) => value ?? null),
  ),
  category: z.string().check(z.minLength(1)),
  shop_id: z.string().check(z.minLength(1)),
  image: z.string(),
  images: productImages,
  is_new: z.boolean(),
  is_sale: z.boolean(),
  slug: z.string().check(z.minLength(1)),
  availability: z.enum(AVAILABILITIES),
  // A row from a backend without states (before products had one) is in the shop.
  status: z.pipe(
    z.optional(z.enum(PRODUCT_STATUSES)),
    z.transform((status) => status ?? 'pubblicato'),
  ),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodMiniType<Product>;

const rowKey = z.object({ id: z.string().check(z.minLength(1)) });

/**
 * Reads one `products` row (from REST or a realtime record) into a Product, or null when the row
 * is incomplete or holds something the catalogue cannot show. Callers decide what null means:
 * skip it, or fetch the list again.
 */
export function toProduct(row: unknown): Product | null {
  const parsed = productRow.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** The id of a row, when it has one (a DELETE event may carry only the primary key). */
export function rowId(row: unknown): string | null {
  const parsed = rowKey.safeParse(row);
  return parsed.success ? parsed.data.id : null;
}

/**
 * The rows of a list read into Products, in order. Rows the catalogue cannot read (an unknown
 * category, say) are left out and logged, rather than failing the whole list.
 */
export function productsFromRows(rows: readonly unknown[]): Product[] {
  const products: Product[] = [];
  for (const row of rows) {
    const product = toProduct(row);
    if (product) products.push(product);
    else console.warn('Product left out of the catalogue, its row cannot be read:', row);
  }
  return products;
}
