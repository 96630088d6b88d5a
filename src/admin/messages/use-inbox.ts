import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import { listMessages, subscribeToMessages } from '../../backend/messages.ts';
import { useToast } from '../../ui/toast.tsx';
import { inbox, initialInbox, type InboxAction, type InboxState } from './inbox-state.ts';

/**
 * One shop's inbox, live: read once, then kept up to date by the realtime subscription (read again
 * each time the subscription is confirmed, since changes made while disconnected are not replayed).
 * A new enquiry arriving meanwhile is announced with a toast. Another shop starts from empty.
 */
export function useInbox(shopId: string): [InboxState, Dispatch<InboxAction>] {
  const toast = useToast();
  const [state, dispatch] = useReducer(inbox, initialInbox);
  // The ids already listed, read by the subscription's callback to tell a new enquiry from a replay.
  const known = useRef(new Set<string>());
  useEffect(() => {
    known.current = new Set(state.messages.map((m) => m.id));
  }, [state.messages]);

  const load = useCallback(
    (cancelled: () => boolean) => {
      listMessages(shopId).then(
        (messages) => {
          if (!cancelled()) dispatch({ type: 'loaded', messages });
        },
        (error: unknown) => {
          console.error(error);
          if (cancelled()) return;
          dispatch({ type: 'load-failed' });
          toast({ title: 'Errore', description: 'Impossibile caricare i messaggi', variant: 'destructive' });
        },
      );
    },
    [shopId, toast],
  );

  useEffect(() => {
    let stopped = false;
    const cancelled = () => stopped;
    dispatch({ type: 'shop-changed' });
    load(cancelled);
    const unsubscribe = subscribeToMessages(shopId, (change) => {
      if (stopped) return;
      if (change.type === 'resync') {
        load(cancelled);
        return;
      }
      if (change.type === 'upsert' && change.inserted && !known.current.has(change.message.id)) {
        const { firstName, lastName, subject } = change.message;
        toast({ title: 'Nuovo messaggio', description: `${firstName} ${lastName}: ${subject}` });
      }
      dispatch({ type: 'changed', change });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [shopId, load, toast]);

  return [state, dispatch];
}
