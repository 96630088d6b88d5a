import type { AppliedChange, ProductChange } from '../products/changes.ts';
import { LiveState } from '../products/live-state.ts';
import type { Product } from '../products/types.ts';

/**
 * What a product page shows. `shown`: the piece as last read or changed (`stale` after a failed read
 * again: still the latest known). `removed`: it was on the page and has been deleted. `missing`: no
 * product has the address's slug. `failed`: it could not be read and nothing is known of it.
 */
export type LiveProductState =
  | { phase: 'loading' }
  | { phase: 'shown'; product: Product; stale: boolean }
  | { phase: 'removed'; product: Product }
  | { phase: 'missing' }
  | { phase: 'failed' };

export const LOADING_PRODUCT: LiveProductState = { phase: 'loading' };

/** Where a product page reads its product: the backend in the app, a fake in tests. */
export interface ProductSource {
  /**
   * The product whose slug is `slug`, or when `id` is known and that is not it (its slug was changed
   * while the page was not listening), the product with that id; null when there is none.
   */
  read(slug: string, id: string | null): Promise<Product | null>;
  /** Starts listening to every change of `products`; returns the function that stops it. */
  subscribe(onChange: (change: ProductChange) => void): () => void;
}

const shown = (product: Product): LiveProductState => ({ phase: 'shown', product, stale: false });

/** The product a state is about, if any. */
export function productOf(state: LiveProductState): Product | null {
  return state.phase === 'shown' || state.phase === 'removed' ? state.product : null;
}

/**
 * A page's state after one change of the catalogue. Only the piece on the page matters: its update
 * replaces it (a new slug included), its delete turns the page into the notice that it is gone.
 * A piece that appears with the slug the page is looking for, while it shows nothing, is shown.
 */
export function applyToPage(state: LiveProductState, change: AppliedChange, slug: string): LiveProductState {
  const current = productOf(state);
  if (change.type === 'delete') {
    return state.phase === 'shown' && current?.id === change.id ? { phase: 'removed', product: current } : state;
  }
  if (current !== null && change.product.id === current.id) return shown(change.product);
  if (state.phase !== 'shown' && change.product.slug === slug) return shown(change.product);
  return state;
}

/** The slug a page follows: the piece's own once known (it may have been changed), else the address's. */
const followedSlug = (state: LiveProductState, slug: string): string => productOf(state)?.slug ?? slug;

/**
 * One product kept in step with the backend (`LiveState`, as the catalogue's list): realtime changes
 * apply as they arrive, `resync` (and the start) reads the product again. `initial` is what the page
 * already shows (the product the server rendered it with).
 */
export class LiveProduct {
  private readonly live: LiveState<LiveProductState>;

  constructor(
    source: ProductSource,
    slug: string,
    publish: (state: LiveProductState) => void,
    initial: LiveProductState = LOADING_PRODUCT,
  ) {
    this.live = new LiveState<LiveProductState>(
      {
        subscribe: (onChange) => source.subscribe(onChange),
        apply: (state, change) => applyToPage(state, change, followedSlug(state, slug)),
        read: (state) => {
          const known = productOf(state);
          const following = followedSlug(state, slug);
          return {
            result: source.read(following, known?.id ?? null).then((product) => {
              let next: LiveProductState;
              if (product) next = shown(product);
              else if (known) next = { phase: 'removed', product: known };
              else next = { phase: 'missing' };
              return (changes: readonly AppliedChange[]) =>
                changes.reduce((page, change) => applyToPage(page, change, following), next);
            }),
            failed: (current, error) => {
              console.error('The product could not be loaded:', error);
              if (current.phase === 'shown') return { ...current, stale: true };
              return known ? current : { phase: 'failed' };
            },
          };
        },
      },
      publish,
      initial,
    );
  }

  /** Subscribes and reads the product; returns the function that stops both. */
  start(): () => void {
    return this.live.start();
  }

  /** Reads the product again (the visitor's "Riprova" after a failed read). */
  resync(): void {
    this.live.resync();
  }
}
