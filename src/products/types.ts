import type { Database } from '../backend/database.types.ts';

/** A row of `products` exactly as the backend stores it. */
type ProductRow = Database['public']['Tables']['products']['Row'];

/**
 * A product's category: one of its shop's (`public.shop_categories`, named in the shop's catalogue
 * document), e.g. "Anelli" for the jewellery shop, "Borse" for Cless. The database refuses another.
 */
export type Category = string;

/**
 * Whether a piece can be bought, in the order the admin offers them. `su ordinazione`: made or
 * ordered for the customer; `riservato`: held for someone; `venduto`: gone, its page stays.
 */
export const AVAILABILITIES = ['disponibile', 'su ordinazione', 'riservato', 'venduto'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** How an availability reads to people: on the catalogue's badges, the product page, the admin. */
export const AVAILABILITY_LABELS = {
  disponibile: 'Disponibile',
  'su ordinazione': 'Su ordinazione',
  riservato: 'Riservato',
  venduto: 'Venduto',
} as const satisfies Record<Availability, string>;

/**
 * Where a product stands: `bozza` (a draft, seen only in the admin), `pubblicato` (in the shop) or
 * `archiviato` (taken out of the shop, kept in the admin). A new product starts as a draft.
 */
export const PRODUCT_STATUSES = ['bozza', 'pubblicato', 'archiviato'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How a state reads to the owner: the list's badges, its filter, the editor. */
export const PRODUCT_STATUS_LABELS = {
  bozza: 'Bozza',
  pubblicato: 'Pubblicato',
  archiviato: 'Archiviato',
} as const satisfies Record<ProductStatus, string>;

/**
 * One photo of a product, as `products.images` stores it. `path` is the address the browser loads
 * (a file of the site, or a public object of `product-images`); `width` and `height` are its pixels.
 * An uploaded photo is stored in several widths named `<stem>-<width>.webp` (`src/products/images.ts`),
 * and `path` names the largest. (A type, not an interface: it is written as a `jsonb` value.)
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- assignable to supabase-js's Json
export type ProductImage = {
  path: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A product as the app uses it: the stored row, with its category, availability and photos
 * narrowed to what the app knows. Field names stay those of the table so a product can be written
 * back as it is (admin save).
 */
export type Product = Omit<ProductRow, 'availability' | 'images' | 'status'> & {
  availability: Availability;
  images: ProductImage[];
  status: ProductStatus;
};

/**
 * A product as the admin writes it: `created_at` and `updated_at` are the server's to set. An empty
 * `slug` asks the database to make one from the name.
 */
export type ProductInput = Omit<Product, 'created_at' | 'updated_at'>;

/** Shown for a product that has no picture of its own, or whose picture fails to load. */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** True when visitors see the product: its page, the catalogue, the sitemap. */
export function isPublished(product: Pick<Product, 'status'>): boolean {
  return product.status === 'pubblicato';
}

export function isAvailability(value: unknown): value is Availability {
  return AVAILABILITIES.some((availability) => availability === value);
}
