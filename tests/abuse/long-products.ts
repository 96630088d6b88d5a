import type { Shop } from './harness.ts';

/**
 * 2,000 letters that Postgres does not compress (a repeated text would be, and each of a read's
 * aliases would then decompress it again: slower, not bigger), the same for a seed on every run.
 */
export function description(seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < 2000) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += 'abcdefghilmnopqrstuvz '.charAt(state % 22);
  }
  return text;
}

/**
 * Adds `count` jewellery products named `<prefix> 1`… with long descriptions (from `seed` on), as
 * the service role in one request, so that wide reads of them are large. Throws unless stored.
 */
export async function addLongProducts(shop: Shop, prefix: string, count: number, seed: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    shop_id: 'aurea',
    name: `${prefix} ${String(i + 1)}`,
    description: description(seed + i),
    price: 100 + i,
    category: 'Anelli',
    // In the shop, so that visitors read them (a new product is otherwise a draft).
    status: 'pubblicato',
  }));
  const response = await fetch(`${shop.url}/rest/v1/products`, {
    method: 'POST',
    headers: {
      apikey: shop.serviceKey,
      authorization: `Bearer ${shop.serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  if (response.status !== 201) throw new Error(`adding products: ${String(response.status)} ${await response.text()}`);
}
