import { applyProductChange, type AppliedChange, type ProductChange } from './changes.ts';
import { LiveState } from './live-state.ts';
import type { Product } from './types.ts';

/** Where a live list reads from: the backend in the app, a fake in tests. */
export interface ProductFeed {
  list(): Promise<Product[]>;
  /** Starts listening; returns the function that stops it. */
  subscribe(onChange: (change: ProductChange) => void): () => void;
}

export interface LiveProductsState {
  products: readonly Product[];
  /** True until the first read of the list has ended, whether it succeeded or not. */
  loading: boolean;
  /** The last read of the list failed: what is shown may be out of date, or nothing at all. */
  failed: boolean;
}

/** Before the first read: nothing to show yet. */
export const LOADING: LiveProductsState = { products: [], loading: true, failed: false };

/**
 * The catalogue kept in step with the backend (`LiveState`): each realtime change is applied to the
 * list as it arrives, `resync` (and the start) reads the whole list again. `initial` is what the page
 * already shows (the rows it was rendered with).
 */
export class LiveProductList {
  private readonly live: LiveState<LiveProductsState>;

  constructor(feed: ProductFeed, publish: (state: LiveProductsState) => void, initial: LiveProductsState = LOADING) {
    this.live = new LiveState<LiveProductsState>(
      {
        subscribe: (onChange) => feed.subscribe(onChange),
        apply: (state, change) => ({ ...state, products: applyProductChange(state.products, change) }),
        read: () => ({
          result: feed.list().then((products) => (changes: readonly AppliedChange[]) => ({
            products: changes.reduce<readonly Product[]>(applyProductChange, products),
            loading: false,
            failed: false,
          })),
          failed: (current, error) => {
            // Spec §8: a failed read is logged only; the list keeps what it had (empty at first).
            console.error('The catalogue could not be loaded:', error);
            return { ...current, loading: false, failed: true };
          },
        }),
      },
      publish,
      initial,
    );
  }

  /** Subscribes and reads the list; returns the function that stops both. */
  start(): () => void {
    return this.live.start();
  }

  /** Reads the whole list again (the visitor's "Riprova" after a failed read). */
  resync(): void {
    this.live.resync();
  }
}
