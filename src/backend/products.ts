import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { changeFromPayload, type ProductChange } from '../products/changes.ts';
import { productsFromRows, toProduct } from '../products/rows.ts';
import type { Product, ProductInput } from '../products/types.ts';
import { backendClient, type BackendClient } from './client.ts';

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

let channelCount = 0;

/**
 * Call 2: every insert, update and delete on `products`, as changes. A `resync` is sent each time
 * the subscription is confirmed (first join and every rejoin after a lost connection): the
 * confirmation can come before the server listens, and changes made while disconnected are not
 * replayed, so the caller reads the list again. The returned function removes the channel.
 */
export function subscribeToProducts(onChange: (change: ProductChange) => void): () => void {
  let closed = false;
  let opened: { client: BackendClient; channel: RealtimeChannel } | null = null;

  backendClient().then(
    (client) => {
      if (closed) return;
      // A topic of its own: a channel being removed must not be handed back to a new subscriber.
      channelCount += 1;
      const channel = client
        .channel(`products-live-${channelCount}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, (payload) => {
          if (!closed) onChange(changeFromPayload(payload));
        })
        .subscribe((status, error) => {
          if (closed || status === REALTIME_SUBSCRIBE_STATES.CLOSED) return;
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
            onChange({ type: 'resync', reason: 'subscription confirmed' });
          } else {
            console.warn(`Live catalogue updates interrupted (${status}), retrying:`, error);
          }
        });
      opened = { client, channel };
    },
    (error: unknown) => console.error('Live catalogue updates are not available:', error),
  );

  return () => {
    closed = true;
    if (opened) void opened.client.removeChannel(opened.channel);
    opened = null;
  };
}

/** Call 3: insert or replace one product by id; resolves to the row as stored. */
export async function saveProduct(product: ProductInput): Promise<Product> {
  const client = await backendClient();
  const { data, error } = await client.from('products').upsert(product).select().single();
  if (error) throw new Error(`Saving product ${product.id} failed: ${error.message}`, { cause: error });
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
