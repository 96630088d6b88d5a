import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { followProducts, productsBackend, whenIdle } from '../backend/later.ts';
import { LiveProductList, LOADING, type LiveProductsState, type ProductFeed } from '../products/live-list.ts';
import { productsFromRows } from '../products/rows.ts';
import { useCatalogueSnapshot } from '../site/catalogue-snapshot.ts';

/** A shop's products from the backend: its list, and its changes. */
export function shopFeed(shopId: string): ProductFeed {
  return {
    list: async () => (await productsBackend()).listProducts(shopId),
    subscribe: (onChange) => followProducts(shopId, onChange),
  };
}

export interface LiveProducts extends LiveProductsState {
  /** Reads the list again, after a failed read. */
  retry: () => void;
}

/**
 * A shop's catalogue, live for as long as the calling component is on the page. It starts from the rows
 * the page was rendered with, when the server rendered it so, and reads the list again as soon as
 * the subscription is confirmed.
 */
export function useLiveProducts(shopId: string, given?: ProductFeed): LiveProducts {
  const feed = useMemo(() => given ?? shopFeed(shopId), [given, shopId]);
  const snapshot = useCatalogueSnapshot();
  const [first] = useState<LiveProductsState>(() =>
    snapshot ? { products: productsFromRows(snapshot), loading: false, failed: false } : LOADING,
  );
  const [state, setState] = useState(first);
  const list = useRef<LiveProductList | null>(null);
  useEffect(() => {
    const live = new LiveProductList(feed, setState, first);
    list.current = live;
    let stop: (() => void) | null = null;
    const begin = () => {
      stop = live.start();
    };
    // A catalogue shown whole (rendered with its rows) starts following the backend once the browser
    // is idle, so supabase-js and the live connection do not compete with its first paint.
    const cancel = first.loading ? null : whenIdle(begin, 2000);
    if (!cancel) begin();
    return () => {
      cancel?.();
      stop?.();
      list.current = null;
    };
  }, [feed, first]);
  const retry = useCallback(() => list.current?.resync(), []);
  return { ...state, retry };
}
