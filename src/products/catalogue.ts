import type { RealtimeChannel } from '@supabase/supabase-js';
import { backendClient, type BackendClient } from '../backend/client.ts';
import { changeFromPayload, type ProductChange } from './changes.ts';
import { toProduct } from './rows.ts';
import type { Product } from './types.ts';

/**
 * Spec §7 call 1: every product, newest first. Rows the catalogue cannot read (an unknown
 * category, say) are left out and logged, rather than failing the whole list.
 */
export async function listProducts(): Promise<Product[]> {
  const client = await backendClient();
  const { data, error } = await client.from('products').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(`Reading products failed: ${error.message}`, { cause: error });
  const products: Product[] = [];
  for (const row of data) {
    const product = toProduct(row);
    if (product) products.push(product);
    else console.warn('Product left out of the catalogue, its row cannot be read:', row);
  }
  return products;
}

let channelCount = 0;

/**
 * Spec §7 call 2: every insert, update and delete on `products`, as changes. A `resync` is sent each
 * time the subscription is confirmed (first join and every rejoin after a lost connection): the
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
          if (closed) return;
          if (status === 'SUBSCRIBED') onChange({ type: 'resync', reason: 'subscription confirmed' });
          else if (status !== 'CLOSED') console.warn(`Live catalogue updates interrupted (${status}), retrying:`, error);
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
