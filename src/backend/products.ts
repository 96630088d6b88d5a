import { changeFromPayload, type ProductChange } from '../products/changes.ts';
import { productsFromRows, toProduct } from '../products/rows.ts';
import type { Product, ProductInput } from '../products/types.ts';
import { backendClient } from './client.ts';
import { subscribeToTable } from './live-table.ts';

/**
 * The catalogue's reads and the owner's writes (spec §7 calls 1-4). Rows become Products here, at
 * the door; nothing past it sees a raw row. Whether a write is allowed is decided by the backend (row
 * level security on the owner's claim), not here: a refusal is reported as an error like any other.
 */

/**
 * Call 1: every product, newest first. Rows the catalogue cannot read are left out and logged
 * (`productsFromRows`), rather than failing the whole list.
 */
export async function listProducts(): Promise<Product[]> {
  const client = await backendClient();
  const { data, error } = await client.from('products').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(`Reading products failed: ${error.message}`, { cause: error });
  return productsFromRows(data);
}

/**
 * Call 2: every insert, update and delete on `products`, as changes. A `resync` is sent each time
 * the subscription is confirmed (first join and every rejoin after a lost connection), so the
 * caller reads the list again. The returned function removes the channel.
 */
export function subscribeToProducts(onChange: (change: ProductChange) => void): () => void {
  return subscribeToTable('products', 'catalogue', {
    change: (payload) => onChange(changeFromPayload(payload)),
    confirmed: () => onChange({ type: 'resync', reason: 'subscription confirmed' }),
  });
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

/** PostgREST passes Postgres's refusal on: SQLSTATE 23514 names the check, 23502 the empty column. */
function refusedRule(error: { code: string; message: string }): { constraint?: string; column?: string } | null {
  const constraint = error.code === '23514' ? /check constraint "([^"]+)"/.exec(error.message)?.[1] : undefined;
  if (constraint !== undefined) return { constraint };
  const column = error.code === '23502' ? /column "([^"]+)"/.exec(error.message)?.[1] : undefined;
  return column !== undefined ? { column } : null;
}

/** Call 3: insert or replace one product by id; resolves to the row as stored. */
export async function saveProduct(product: ProductInput): Promise<Product> {
  const client = await backendClient();
  const { data, error } = await client.from('products').upsert(product).select().single();
  if (error) {
    const message = `Saving product ${product.id} failed: ${error.message}`;
    const rule = refusedRule(error);
    throw rule ? new ProductRefusedError(message, rule, { cause: error }) : new Error(message, { cause: error });
  }
  const saved = toProduct(data);
  if (!saved) throw new Error(`Saving product ${product.id} returned a row the admin cannot read`);
  return saved;
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
