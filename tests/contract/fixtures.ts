import { randomBytes, randomUUID } from 'node:crypto';
import type { Tables, TablesInsert } from '../../src/backend/database.types.ts';
import { serviceClient, type Backend } from './harness.ts';

/**
 * The products a contract test asserts on, made by the test itself. Nothing here reads
 * `supabase/seed.sql`: the seed is demo content and may change or be emptied without touching a test.
 */

export type Product = Tables<'products'>;
export type ProductDraft = TablesInsert<'products'>;

/** `base` with a random tag, so a test can find its own rows whatever else the catalogue holds. */
export const uniqueName = (base: string): string => `${base} ${randomBytes(3).toString('hex')}`;

/** A complete product with its own id; a test overrides what it asserts on. */
export function draftProduct(overrides: Partial<ProductDraft> = {}): ProductDraft & { id: string } {
  return {
    id: randomUUID(),
    name: 'Prodotto di prova',
    description: 'Creato da un test del contratto',
    price: 100,
    original_price: null,
    shop_id: 'aurea',
    category: 'Anelli',
    image: '/images/products/placeholder.svg',
    is_new: false,
    is_sale: false,
    // In the shop, as the tests that read it as a visitor expect (a new row is otherwise a draft).
    status: 'pubblicato',
    ...overrides,
  };
}

/** Inserts products with the service role, as the shop's server side would, and returns them as stored. */
export async function addProducts(backend: Backend, drafts: readonly ProductDraft[]): Promise<Product[]> {
  const rows = drafts.map((draft) => draftProduct(draft));
  const { data, error } = await serviceClient(backend).from('products').insert(rows).select();
  if (error) throw new Error(`could not add the test's products: ${error.message}`);
  const byId = new Map(data.map((product) => [product.id, product]));
  return rows.map((row) => byId.get(row.id)!);
}

export async function addProduct(backend: Backend, draft: ProductDraft): Promise<Product> {
  const [product] = await addProducts(backend, [draft]);
  return product!;
}

/**
 * Empties the catalogue, the seed's rows included, and fills it with `drafts`: for tests whose answers
 * cover the whole table (totals, pages, orders, functions reading every row).
 */
export async function stockCatalogue(backend: Backend, drafts: readonly ProductDraft[]): Promise<Product[]> {
  await backend.sql('delete from public.products');
  return addProducts(backend, drafts);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * A small catalogue with what reading needs: three categories, pieces on sale (with an original
 * price) and at full price (without), new ones, distinct prices and distinct ages.
 *
 * | name                   | category  | price   | original | sale | new | days old |
 * |------------------------|-----------|---------|----------|------|-----|----------|
 * | Anello Stella Polare   | Anelli    | 1500.00 | 1750.00  | yes  | yes |        4 |
 * | Fascia Intrecciata     | Anelli    |  980.00 | 1100.00  | yes  |     |       10 |
 * | Sigillo Ottagonale     | Anelli    |  310.00 |          |      |     |       20 |
 * | Orologio Laguna        | Orologi   |  720.00 |          |      | yes |        2 |
 * | Orologio Perlato       | Orologi   | 1340.00 |          |      |     |        8 |
 * | Orologio da Tasca      | Orologi   | 5200.00 |          |      |     |       60 |
 * | Orecchini Perla Nera   | Orecchini |  610.00 |          |      | yes |       25 |
 * | Cerchietti Argento     | Orecchini |  180.00 |  220.00  | yes  |     |       12 |
 * | Pendenti Ambra         | Orecchini | 2900.00 | 3300.00  | yes  |     |       40 |
 */
export const SHOWCASE: readonly ProductDraft[] = [
  showcase('Anello Stella Polare', 'Anelli', 1500, 1750, { isNew: true, days: 4, image: 'ring-solitaire' }),
  showcase('Fascia Intrecciata', 'Anelli', 980, 1100, { days: 10, image: 'ring-eternity' }),
  showcase('Sigillo Ottagonale', 'Anelli', 310, null, { days: 20, image: 'ring-signet' }),
  showcase('Orologio Laguna', 'Orologi', 720, null, { isNew: true, days: 2, image: 'watch-classic' }),
  showcase('Orologio Perlato', 'Orologi', 1340, null, { days: 8, image: 'watch-lady' }),
  showcase('Orologio da Tasca', 'Orologi', 5200, null, { days: 60, image: 'watch-gold' }),
  showcase('Orecchini Perla Nera', 'Orecchini', 610, null, { isNew: true, days: 25, image: 'earrings-pearl' }),
  showcase('Cerchietti Argento', 'Orecchini', 180, 220, { days: 12, image: 'earrings-hoops' }),
  showcase('Pendenti Ambra', 'Orecchini', 2900, 3300, { days: 40, image: 'earrings-drops' }),
];

function showcase(
  name: string,
  category: string,
  price: number,
  originalPrice: number | null,
  { isNew = false, days, image }: { isNew?: boolean; days: number; image: string },
): ProductDraft {
  return {
    name,
    description: `${name}: pezzo della vetrina di prova.`,
    price,
    original_price: originalPrice,
    category,
    image: `/images/products/${image}.svg`,
    is_new: isNew,
    is_sale: originalPrice !== null,
    created_at: daysAgo(days),
  };
}
