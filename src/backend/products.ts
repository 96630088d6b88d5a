import { changeFromPayload, publicChange, type ProductChange } from '../products/changes.ts';
import { productsFromRows, toProduct } from '../products/rows.ts';
import type { Product, ProductInput } from '../products/types.ts';
import { backendClient } from './client.ts';
import { subscribeToTable } from './live-table.ts';

/**
 * The catalogue's reads and the owner's writes (spec §7 calls 1-4). Rows become Products here, at
 * the door; nothing past it sees a raw row. Whether a write is allowed is decided by the backend (row
 * level security on the writer's membership of the product's shop), not here: a refusal is reported
 * as an error like any other.
 */

/**
 * Call 1: the published products of one shop, newest first, as the shop shows them. Row level
 * security gives visitors nothing else; the filter keeps a member browsing the shop signed in from
 * seeing drafts and archived pieces there. Rows the catalogue cannot read are left out and logged
 * (`productsFromRows`), rather than failing the whole list.
 */
export async function listProducts(shopId: string): Promise<Product[]> {
  const client = await backendClient();
  const { data, error } = await client
    .from('products')
    .select('*')
    .eq('shop_id', shopId)
    .eq('status', 'pubblicato')
    .order('created_at', { ascending: false });
  if (error) throw new Error(`Reading products failed: ${error.message}`, { cause: error });
  return productsFromRows(data);
}

/** Every product of one shop, whatever its state, newest first: the admin's list (members only). */
export async function listAllProducts(shopId: string): Promise<Product[]> {
  const client = await backendClient();
  const { data, error } = await client
    .from('products')
    .select('*')
    .eq('shop_id', shopId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(`Reading products failed: ${error.message}`, { cause: error });
  return productsFromRows(data);
}

/**
 * Call 2: the inserts and updates of one shop's products, and the deletes of products, as changes
 * (a delete carries only the id: removing one the list does not hold changes nothing). A `resync`
 * is sent each time the subscription is confirmed (first join and every rejoin after a lost
 * connection), so the caller reads the list again. The returned function removes the channel.
 * The shop's pages hear a product that stops being published as deleted (`publicChange`); the
 * admin (`every`) hears every state.
 */
export function subscribeToProducts(
  shopId: string,
  onChange: (change: ProductChange) => void,
  every = false,
): () => void {
  return subscribeToTable(
    'products',
    'catalogue',
    {
      change: (payload) => {
        const change = changeFromPayload(payload);
        onChange(every ? change : publicChange(change));
      },
      confirmed: () => onChange({ type: 'resync', reason: 'subscription confirmed' }),
    },
    `shop_id=eq.${shopId}`,
  );
}

/**
 * One of a shop's published products by its address (`/shop/<slug>`), or null when the shop has none with it.
 * The product page reads this when the server did not render it with the product (a move inside the app).
 */
export async function productBySlug(shopId: string, slug: string): Promise<Product | null> {
  const client = await backendClient();
  const { data, error } = await client
    .from('products')
    .select('*')
    .eq('shop_id', shopId)
    .eq('slug', slug)
    .eq('status', 'pubblicato')
    .maybeSingle();
  if (error) throw new Error(`Reading product ${slug} failed: ${error.message}`, { cause: error });
  return data === null ? null : toProduct(data);
}

/**
 * The database refused a product's values: a check constraint (`constraint`, e.g.
 * `products_name_present`) or a required column left empty (`column`). The admin says which field.
 */
export class ProductRefusedError extends Error {
  readonly constraint?: string;
  readonly column?: string;

  constructor(message: string, rule: { constraint?: string; column?: string }, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProductRefusedError';
    if (rule.constraint !== undefined) this.constraint = rule.constraint;
    if (rule.column !== undefined) this.column = rule.column;
  }
}

/**
 * PostgREST passes Postgres's refusal on: SQLSTATE 23514 names the check, 23505 the unique
 * constraint (a slug another product has), 23503 the reference (a category the shop does not list,
 * `products_category_known`), 23502 the empty column.
 */
function refusedRule(error: { code: string; message: string }): { constraint?: string; column?: string } | null {
  const constraint =
    error.code === '23514' || error.code === '23505' || error.code === '23503'
      ? /(?:check|unique|foreign key) constraint "([^"]+)"/.exec(error.message)?.[1]
      : undefined;
  if (constraint !== undefined) return { constraint };
  const column = error.code === '23502' ? /column "([^"]+)"/.exec(error.message)?.[1] : undefined;
  return column !== undefined ? { column } : null;
}

/**
 * The product changed on the backend since the admin read it (another device saved it, or deleted
 * it): the save was not made. `current` is the product as it is now, or null when it is gone.
 */
export class ProductConflictError extends Error {
  constructor(
    readonly productId: string,
    readonly current: Product | null,
  ) {
    super(
      current
        ? `Product ${productId} was changed at ${current.updated_at} since it was read: not saved`
        : `Product ${productId} was deleted since it was read: not saved`,
    );
    this.name = 'ProductConflictError';
  }
}

function saveFailed(product: ProductInput, error: { code: string; message: string }): Error {
  const message = `Saving product ${product.id} failed: ${error.message}`;
  const rule = refusedRule(error);
  return rule ? new ProductRefusedError(message, rule, { cause: error }) : new Error(message, { cause: error });
}

function savedProduct(product: ProductInput, row: unknown): Product {
  const saved = toProduct(row);
  if (!saved) throw new Error(`Saving product ${product.id} returned a row the admin cannot read`);
  return saved;
}

/**
 * Call 3: saves one product; resolves to the row as stored. The product names its shop (`shop_id`)
 * even though the database would default it for an owner of one shop: a person running several
 * shops has no default. A new product (`readAt` null) is inserted. A stored one is updated only if
 * it is still the version the admin read, the one whose `updated_at` is `readAt`: otherwise nothing
 * is written and `ProductConflictError` says what the product is now, so an edit made meanwhile on
 * another device is never silently overwritten.
 */
export async function saveProduct(product: ProductInput, readAt: string | null): Promise<Product> {
  const client = await backendClient();
  if (readAt === null) {
    const { data, error } = await client.from('products').insert(product).select().single();
    if (error) throw saveFailed(product, error);
    return savedProduct(product, data);
  }
  const { id, ...changes } = product;
  const { data, error } = await client.from('products').update(changes).eq('id', id).eq('updated_at', readAt).select();
  if (error) throw saveFailed(product, error);
  const [row] = data;
  if (row !== undefined) return savedProduct(product, row);
  // Nothing matched: the product moved on, or is gone (or the session may not write, which the
  // current version's read cannot tell apart; the owner's reload then shows the same product).
  const current = await client.from('products').select('*').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Reading product ${id} failed: ${current.error.message}`);
  throw new ProductConflictError(id, current.data === null ? null : toProduct(current.data));
}

/**
 * Call 4: delete one product. The deleted row is asked back: row level security turns a refused
 * delete into "0 rows deleted" rather than an error, and the list must only drop a product the
 * server really removed.
 */
export async function deleteProduct(id: string): Promise<void> {
  const client = await backendClient();
  const { data, error } = await client.from('products').delete().eq('id', id).select('id');
  if (error) throw new Error(`Deleting product ${id} failed: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error(`Deleting product ${id} removed nothing (refused, or already gone)`);
}
