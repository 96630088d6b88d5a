import type { Product } from '../../../src/products/types.ts';

let sequence = 0;

/** A product with plausible values; each call gets its own id and a later creation time. */
export function product(fields: Partial<Product> = {}): Product {
  sequence += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Prodotto ${sequence}`,
    slug: `prodotto-${String(sequence)}`,
    description: 'Un gioiello fatto a mano.',
    price: 100,
    original_price: null,
    shop_id: 'aurea',
    category: 'Anelli',
    image: '/images/products/placeholder.svg',
    images: [],
    availability: 'disponibile',
    is_new: false,
    is_sale: false,
    created_at: createdAt,
    updated_at: createdAt,
    status: 'pubblicato',
    ...fields,
  };
}
