import { applyProductChange, type AppliedChange, type ProductChange } from './changes.ts';
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
 * The catalogue kept in step with the backend. Each realtime change is applied to the list as it
 * arrives; `resync` (and the start) reads the whole list again. Changes that arrive while a read is
 * in flight are also kept and replayed on top of its result: the read may have been answered before
 * they were committed, and replaying a suffix of upserts and deletes by id is harmless when it was
 * answered after. Only one read runs at a time; a resync during a read schedules one more.
 * `initial` is what the page already shows (the rows it was rendered with): changes apply on top of
 * it until the first read replaces it.
 */
export class LiveProductList {
  private replay: AppliedChange[] | null = null;
  private readAgain = false;
  private stopFeed: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly feed: ProductFeed,
    private readonly publish: (state: LiveProductsState) => void,
    private state: LiveProductsState = LOADING,
  ) {}

  /** Subscribes and reads the list; returns the function that stops both. */
  start(): () => void {
    this.stopFeed = this.feed.subscribe((change) => this.receive(change));
    this.read();
    return () => this.stop();
  }

  /** Reads the whole list again (the visitor's "Riprova" after a failed read). */
  resync(): void {
    if (!this.stopped) this.read();
  }

  private stop(): void {
    this.stopped = true;
    this.stopFeed?.();
    this.stopFeed = null;
  }

  private receive(change: ProductChange): void {
    if (this.stopped) return;
    if (change.type === 'resync') {
      this.read();
      return;
    }
    this.replay?.push(change);
    this.set({ ...this.state, products: applyProductChange(this.state.products, change) });
  }

  private read(): void {
    if (this.replay) {
      this.readAgain = true;
      return;
    }
    const replay: AppliedChange[] = [];
    this.replay = replay;
    this.feed.list().then(
      (products) => {
        if (this.stopped) return;
        const current = replay.reduce<readonly Product[]>(applyProductChange, products);
        this.finishRead({ products: current, loading: false, failed: false });
      },
      (error: unknown) => {
        if (this.stopped) return;
        // Spec §8: a failed read is logged only; the list keeps what it had (empty at first).
        console.error('The catalogue could not be loaded:', error);
        this.finishRead({ ...this.state, loading: false, failed: true });
      },
    );
  }

  private finishRead(state: LiveProductsState): void {
    this.replay = null;
    this.set(state);
    if (this.readAgain) {
      this.readAgain = false;
      this.read();
    }
  }

  private set(state: LiveProductsState): void {
    this.state = state;
    this.publish(state);
  }
}
