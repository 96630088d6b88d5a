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
 * been called; `what` names the view in the console when updates are interrupted.
 */
export function subscribeToTable(table: string, what: string, listener: TableListener): () => void {
  let closed = false;
  let opened: { client: BackendClient; channel: RealtimeChannel } | null = null;

  backendClient().then(
    (client) => {
      if (closed) return;
      // A topic of its own: a channel being removed must not be handed back to a new subscriber.
      channelCount += 1;
      const channel = client
        .channel(`${table}-live-${channelCount}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
          if (!closed) listener.change(payload);
        })
        .subscribe((status, error) => {
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
