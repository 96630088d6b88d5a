import type { AppliedChange, ProductChange } from './changes.ts';

/**
 * One read of the backend for a live state: `result` resolves to how the answer becomes the state,
 * given the changes that arrived while it was in flight; `failed` is the state after it failed.
 */
export interface LiveRead<S> {
  result: Promise<(changes: readonly AppliedChange[]) => S>;
  failed: (current: S, error: unknown) => S;
}

/** What a live state is made of: how it reads the backend, and how one change applies to it. */
export interface LiveRules<S> {
  /** Starts listening to every change of `products`; returns the function that stops it. */
  subscribe(onChange: (change: ProductChange) => void): () => void;
  read(state: S): LiveRead<S>;
  apply(state: S, change: AppliedChange): S;
}

/**
 * A state kept in step with the backend (the catalogue's list, a product page's piece). Each
 * realtime change is applied as it arrives; `resync` (and the start) reads again. Changes that
 * arrive while a read is in flight are also kept and replayed on top of its result: the read may
 * have been answered before they were committed, and replaying a suffix of upserts and deletes by
 * id is harmless when it was answered after. Only one read runs at a time; a resync during a read
 * schedules one more. The initial state is what the page already shows (what the server rendered
 * it with): changes apply on top of it until the first read replaces it.
 */
export class LiveState<S> {
  private replay: AppliedChange[] | null = null;
  private readAgain = false;
  private stopSource: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly rules: LiveRules<S>,
    private readonly publish: (state: S) => void,
    private state: S,
  ) {}

  /** Subscribes and reads; returns the function that stops both. */
  start(): () => void {
    this.stopSource = this.rules.subscribe((change) => this.receive(change));
    this.read();
    return () => this.stop();
  }

  /** Reads again (the visitor's "Riprova" after a failed read). */
  resync(): void {
    if (!this.stopped) this.read();
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
    this.set(this.rules.apply(this.state, change));
  }

  private read(): void {
    if (this.replay) {
      this.readAgain = true;
      return;
    }
    const replay: AppliedChange[] = [];
    this.replay = replay;
    const { result, failed } = this.rules.read(this.state);
    result.then(
      (finish) => {
        if (!this.stopped) this.finishRead(finish(replay));
      },
      (error: unknown) => {
        if (!this.stopped) this.finishRead(failed(this.state, error));
      },
    );
  }

  private finishRead(state: S): void {
    this.replay = null;
    this.set(state);
    if (this.readAgain) {
      this.readAgain = false;
      this.read();
    }
  }

  private set(state: S): void {
    this.state = state;
    this.publish(state);
  }
}
