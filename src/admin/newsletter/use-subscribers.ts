import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import { readSubscribers } from '../../backend/newsletter.ts';
import {
  initialSubscribers,
  subscribersReducer,
  type SubscribersAction,
  type SubscribersState,
} from './subscribers-state.ts';

/**
 * One shop's newsletter list, read when the tab is shown (`active`) and again each time it is shown
 * anew, so sign-ups made meanwhile appear. Another shop starts from empty; an answer for a shop left
 * meanwhile is dropped.
 */
export function useSubscribers(
  shopId: string,
  active: boolean,
): [SubscribersState, Dispatch<SubscribersAction>, () => void] {
  const [state, dispatch] = useReducer(subscribersReducer, initialSubscribers);
  const wanted = useRef(shopId);

  const load = useCallback(() => {
    dispatch({ type: 'loading' });
    readSubscribers(shopId).then(
      (subscribers) => {
        if (wanted.current === shopId) dispatch({ type: 'loaded', subscribers });
      },
      (error: unknown) => {
        console.error(error);
        if (wanted.current === shopId) dispatch({ type: 'load-failed' });
      },
    );
  }, [shopId]);

  useEffect(() => {
    wanted.current = shopId;
    dispatch({ type: 'shop-changed' });
  }, [shopId]);

  useEffect(() => {
    if (active) load();
  }, [active, load]);

  return [state, dispatch, load];
}
