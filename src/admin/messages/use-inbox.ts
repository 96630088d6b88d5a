import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import { countInbox, readInbox, readInboxPage, subscribeToMessages } from '../../backend/messages.ts';
import { useToast } from '../../ui/toast.tsx';
import {
  inbox,
  INBOX_PAGE,
  INBOX_RESYNC_LIMIT,
  initialInbox,
  type InboxAction,
  type InboxState,
} from './inbox-state.ts';

/** How long the counts wait for changes to stop before they are read again. */
const RECOUNT_DELAY_MS = 300;

/**
 * One shop's inbox, live: its newest page read once, then kept up to date by the realtime
 * subscription (read again each time the subscription is confirmed, since changes made while
 * disconnected are not replayed: as many as are listed, so the pages opened stay). Older pages are
 * read on request (`loadMore`, "Carica altri"). A new enquiry arriving meanwhile is announced with a
 * toast. Another shop starts from empty.
 */
export function useInbox(shopId: string): [InboxState, Dispatch<InboxAction>, () => void] {
  const toast = useToast();
  const [state, dispatch] = useReducer(inbox, initialInbox);
  // The state as last drawn, read by callbacks: the ids already listed (a new enquiry or a replay?),
  // how many to read again on a resync, where the next page starts.
  const current = useRef(state);
  const known = useRef(new Set<string>());
  useEffect(() => {
    current.current = state;
    known.current = new Set(state.messages.map((m) => m.id));
  }, [state]);
  // The shop whose answers are still wanted: an answer for a shop left meanwhile is dropped.
  const wanted = useRef(shopId);

  const load = useCallback(
    (cancelled: () => boolean) => {
      const limit = Math.min(INBOX_RESYNC_LIMIT, Math.max(INBOX_PAGE, current.current.messages.length));
      readInbox(shopId, limit).then(
        (read) => {
          if (!cancelled()) dispatch({ type: 'loaded', ...read });
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
    wanted.current = shopId;
    dispatch({ type: 'shop-changed' });
    current.current = initialInbox;
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

  // Counts that could not follow a change are read again once changes pause; a count read before a
  // later change is not taken (`countVersion`), and this runs again for that change.
  const { recount, countVersion } = state;
  useEffect(() => {
    if (!recount) return;
    let stopped = false;
    const timer = setTimeout(() => {
      countInbox(shopId).then(
        (counts) => {
          if (!stopped) dispatch({ type: 'counted', ...counts, version: countVersion });
        },
        (error: unknown) => console.error(error),
      );
    }, RECOUNT_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [shopId, recount, countVersion]);

  const loadMore = useCallback(() => {
    const { more, loadingMore, floor } = current.current;
    if (!more || loadingMore) return;
    dispatch({ type: 'more-requested' });
    // Asked once per click even before the state is drawn again.
    current.current = { ...current.current, loadingMore: true };
    readInboxPage(shopId, { after: floor, limit: INBOX_PAGE }).then(
      (page) => {
        if (wanted.current === shopId) dispatch({ type: 'more-loaded', after: floor, ...page });
      },
      (error: unknown) => {
        console.error(error);
        if (wanted.current !== shopId) return;
        dispatch({ type: 'more-failed' });
        toast({ title: 'Errore', description: 'Impossibile caricare altri messaggi', variant: 'destructive' });
      },
    );
  }, [shopId, toast]);

  return [state, dispatch, loadMore];
}
