import { backendClient } from './client.ts';

/**
 * The shops a signed-in person runs: their memberships (`shop_members`, of which row level security
 * shows each person only their own), each shop's name and catalogue route (`shops`) and its
 * categories (`shop_categories`). Three plain reads rather than one embedded select: the embedded
 * server does not support resource embedding (`select=…,shops(…)`).
 */

/** A shop as the admin works on it. */
export interface OwnerShop {
  id: string;
  name: string;
  /** The route of the shop's catalogue (its products' pages are under it), or null without one. */
  catalogueRoute: string | null;
  /** The categories its products may have, in the order its catalogue shows them. */
  categories: string[];
}

/** Every shop the person with this id is a member of, by name; empty when they run none. */
export async function listOwnerShops(userId: string): Promise<OwnerShop[]> {
  const client = await backendClient();
  const members = await client.from('shop_members').select('shop_id').eq('user_id', userId);
  if (members.error)
    throw new Error(`Reading the shops run failed: ${members.error.message}`, { cause: members.error });
  const ids = [...new Set(members.data.map((row) => row.shop_id))];
  if (ids.length === 0) return [];

  const [shops, categories] = await Promise.all([
    client.from('shops').select('id, name, catalogue_route').in('id', ids),
    client
      .from('shop_categories')
      .select('shop_id, name, position')
      .in('shop_id', ids)
      .order('position', { ascending: true })
      .order('name', { ascending: true }),
  ]);
  if (shops.error) throw new Error(`Reading the shops failed: ${shops.error.message}`, { cause: shops.error });
  if (categories.error) {
    throw new Error(`Reading the shops' categories failed: ${categories.error.message}`, { cause: categories.error });
  }

  return shops.data
    .map((shop) => ({
      id: shop.id,
      name: shop.name,
      catalogueRoute: shop.catalogue_route,
      categories: categories.data.filter((row) => row.shop_id === shop.id).map((row) => row.name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it') || a.id.localeCompare(b.id));
}
