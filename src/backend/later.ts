import type { ProductChange } from '../products/changes.ts';

/**
 * The products' backend (supabase-js and its realtime client), loaded when a page first reads or
 * follows products, not with the page: a page the server rendered with its rows shows them whole
 * without it.
 */
export const productsBackend = () => import('./products.ts');

/**
 * Follows one shop's product changes once the backend's code has come; the returned function
 * stops (also before it has come).
 */
export function followProducts(shopId: string, onChange: (change: ProductChange) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void productsBackend().then(({ subscribeToProducts }) => {
    if (!stopped) stop = subscribeToProducts(shopId, onChange);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms); the returned function
 * cancels it if it has not run. A page shown whole starts its live connection so, and it does not
 * compete with the page's first paint and hydration.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
