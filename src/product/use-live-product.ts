import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { followProducts, productsBackend, whenIdle } from '../backend/later.ts';
import { toProduct } from '../products/rows.ts';
import type { Product } from '../products/types.ts';
import { useProductSnapshot } from '../site/product-snapshot.ts';
import { LiveProduct, LOADING_PRODUCT, productOf, type LiveProductState, type ProductSource } from './live-product.ts';

/**
 * A shop's product by its slug and, when the slug no longer leads to the product the page follows
 * (it was changed while the page was not listening), by its id, from the shop's catalogue: the
 * backend has no other read by id for visitors, and this happens only after a lost connection.
 */
async function readProduct(shopId: string, slug: string, id: string | null): Promise<Product | null> {
  const { listProducts, productBySlug } = await productsBackend();
  const bySlug = await productBySlug(shopId, slug);
  if (id === null || bySlug?.id === id) return bySlug;
  const all = await listProducts(shopId);
  return all.find((product) => product.id === id) ?? null;
}

/** One shop's products, as the backend reads and announces them. */
function backendSource(shopId: string): ProductSource {
  return {
    read: (slug, id) => readProduct(shopId, slug, id),
    subscribe: (onChange) => followProducts(shopId, onChange),
  };
}

export interface LiveProductPage {
  state: LiveProductState;
  /** Reads the product again, after a failed read. */
  retry: () => void;
}

/**
 * A shop's product at `<catalogue>/<slug>` (`/shop/<slug>`), live for as long as the page shows
 * it. It starts from the product the server rendered the page with, when it did; otherwise it
 * reads it. When the piece's own slug changes (the owner renamed it), the page keeps following it:
 * the caller moves the address, and the new address does not start a new read.
 */
export function useLiveProduct(shopId: string, slug: string, given?: ProductSource): LiveProductPage {
  const source = useMemo(() => given ?? backendSource(shopId), [given, shopId]);
  const snapshot = useProductSnapshot();
  const [start] = useState<LiveProductState>(() => {
    const product = snapshot?.slug === slug ? toProduct(snapshot.row) : null;
    return product ? { phase: 'shown', product, stale: false } : LOADING_PRODUCT;
  });
  const [page, setPage] = useState({ slug, first: start, state: start });

  // A new address that is not the followed piece's own new slug is another product: start again.
  const followed = productOf(page.state)?.slug;
  let current = page;
  if (slug !== page.slug && slug !== followed) {
    current = { slug, first: LOADING_PRODUCT, state: LOADING_PRODUCT };
    setPage(current);
  }

  const live = useRef<LiveProduct | null>(null);
  const { slug: followedSlug, first } = current;
  useEffect(() => {
    const product = new LiveProduct(source, followedSlug, (state) => setPage((p) => ({ ...p, state })), first);
    live.current = product;
    let stop: (() => void) | null = null;
    const begin = () => {
      stop = product.start();
    };
    // A page shown whole (rendered with its product) starts following it once the browser is idle,
    // so the live connection does not compete with the page's first paint and hydration.
    let cancel: (() => void) | null = null;
    if (first.phase === 'shown') cancel = whenIdle(begin, 2000);
    else begin();
    return () => {
      cancel?.();
      stop?.();
      live.current = null;
    };
  }, [source, followedSlug, first]);
  const retry = useCallback(() => live.current?.resync(), []);
  return { state: current.state, retry };
}
