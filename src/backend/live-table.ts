import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
} from '@supabase/supabase-js';
import { backendClient, type BackendClient } from './client.ts';

let channelCount = 0;

/** What a live view of one table hears. */
export interface TableListener {
  /** One committed insert, update or delete the caller may see, as Realtime sends it. */
  change(payload: RealtimePostgresChangesPayload<Record<string, unknown>>): void;
  /**
   * The subscription is confirmed (first join and every rejoin after a lost connection). The
   * confirmation can come before the server listens, and changes made while disconnected are not
   * replayed: the caller reads the table again.
   */
  confirmed(): void;
}

/**
 * Every insert, update and delete on `public.<table>`, for as long as the returned function has not
 * been called; `what` names the view in the console when updates are interrupted. With `filter`
 * (`shop_id=eq.aurea`), inserts and updates are only the matching rows'; deletes are all of the
 * table's the caller may see, as Realtime sends them under row level security: the old row's primary
 * key only, which no filter on another column can match.
 */
export function subscribeToTable(table: string, what: string, listener: TableListener, filter?: string): () => void {
  let closed = false;
  let opened: { client: BackendClient; channel: RealtimeChannel } | null = null;

  backendClient().then(
    (client) => {
      if (closed) return;
      // A topic of its own: a channel being removed must not be handed back to a new subscriber.
      channelCount += 1;
      const deliver = (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
        if (!closed) listener.change(payload);
      };
      const channel = client.channel(`${table}-live-${channelCount}`);
      if (filter === undefined) channel.on('postgres_changes', { event: '*', schema: 'public', table }, deliver);
      else {
        channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table, filter }, deliver);
        channel.on('postgres_changes', { event: 'UPDATE', schema: 'public', table, filter }, deliver);
        channel.on('postgres_changes', { event: 'DELETE', schema: 'public', table }, deliver);
      }
      channel.subscribe((status, error) => {
        if (closed || status === REALTIME_SUBSCRIBE_STATES.CLOSED) return;
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) listener.confirmed();
        else console.warn(`Live ${what} updates interrupted (${status}), retrying:`, error);
      });
      opened = { client, channel };
    },
    (error: unknown) => console.error(`Live ${what} updates are not available:`, error),
  );

  return () => {
    closed = true;
    if (opened) void opened.client.removeChannel(opened.channel);
    opened = null;
  };
}
