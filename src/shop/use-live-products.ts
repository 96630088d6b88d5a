import { useEffect, useState } from 'react';
import { listProducts, subscribeToProducts } from '../backend/products.ts';
import { LiveProductList, type LiveProductsState, type ProductFeed } from '../products/live-list.ts';

const backendFeed: ProductFeed = { list: listProducts, subscribe: subscribeToProducts };

/** The catalogue, live for as long as the calling component is on the page. */
export function useLiveProducts(feed: ProductFeed = backendFeed): LiveProductsState {
  const [state, setState] = useState<LiveProductsState>({ products: [], loading: true });
  useEffect(() => new LiveProductList(feed, setState).start(), [feed]);
  return state;
}
