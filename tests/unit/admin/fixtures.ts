import type { ShopRules } from '../../../src/admin/product-form.ts';
import type { Product } from '../../../src/products/types.ts';
import { product as anyProduct } from '../shop/fixtures.ts';

/** The jewellery shop, as the admin knows it: its id and categories in its catalogue's order. */
export const AUREA: ShopRules = { id: 'aurea', categories: ['Anelli', 'Orologi', 'Orecchini'] };

/** The shoes and bags shop. */
export const CLESS: ShopRules = { id: 'cless', categories: ['Borse', 'Scarpe', 'Accessori'] };

/** A product of the jewellery shop with plausible values (each call a new id and a later creation). */
export function product(fields: Partial<Product> = {}): Product {
  return anyProduct({ shop_id: AUREA.id, ...fields });
}
