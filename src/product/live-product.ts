import type { AppliedChange, ProductChange } from '../products/changes.ts';
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

/**
 * One product kept in step with the backend, as `LiveProductList` keeps the catalogue: realtime
 * changes apply as they arrive, `resync` (and the start) reads the product again, and changes that
 * arrive while a read is in flight are replayed on its answer. `initial` is what the page already
 * shows (the product the server rendered it with).
 */
export class LiveProduct {
  private replay: AppliedChange[] | null = null;
  private readAgain = false;
  private stopSource: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly source: ProductSource,
    private readonly slug: string,
    private readonly publish: (state: LiveProductState) => void,
    private state: LiveProductState = LOADING_PRODUCT,
  ) {}

  /** Subscribes and reads the product; returns the function that stops both. */
  start(): () => void {
    this.stopSource = this.source.subscribe((change) => this.receive(change));
    this.read();
    return () => this.stop();
  }

  /** Reads the product again (the visitor's "Riprova" after a failed read). */
  resync(): void {
    if (!this.stopped) this.read();
  }

  /** The slug the page is following: the piece's own once known (it may have been changed), else the address's. */
  private get currentSlug(): string {
    return productOf(this.state)?.slug ?? this.slug;
  }

  private stop(): void {
    this.stopped = true;
    this.stopSource?.();
    this.stopSource = null;
  }

  private receive(change: ProductChange): void {
    if (this.stopped) return;
    if (change.type === 'resync') {
      this.read();
      return;
    }
    this.replay?.push(change);
    this.set(applyToPage(this.state, change, this.currentSlug));
  }

  private read(): void {
    if (this.replay) {
      this.readAgain = true;
      return;
    }
    const replay: AppliedChange[] = [];
    this.replay = replay;
    const known = productOf(this.state);
    const slug = this.currentSlug;
    this.source.read(slug, known?.id ?? null).then(
      (product) => {
        if (this.stopped) return;
        let next: LiveProductState;
        if (product) next = shown(product);
        else if (known) next = { phase: 'removed', product: known };
        else next = { phase: 'missing' };
        this.finishRead(replay.reduce((state, change) => applyToPage(state, change, slug), next));
      },
      (error: unknown) => {
        if (this.stopped) return;
        console.error('The product could not be loaded:', error);
        const state = this.state;
        this.finishRead(state.phase === 'shown' ? { ...state, stale: true } : known ? state : { phase: 'failed' });
      },
    );
  }

  private finishRead(state: LiveProductState): void {
    this.replay = null;
    this.set(state);
    if (this.readAgain) {
      this.readAgain = false;
      this.read();
    }
  }

  private set(state: LiveProductState): void {
    this.state = state;
    this.publish(state);
  }
}
