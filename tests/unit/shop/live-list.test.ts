import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductChange } from '../../../src/products/changes.ts';
import { LiveProductList, type LiveProductsState, type ProductFeed } from '../../../src/products/live-list.ts';
import type { Product } from '../../../src/products/types.ts';
import { product } from './fixtures.ts';

/** A backend under the test's control: each read waits until the test answers it. */
class FakeFeed implements ProductFeed {
  reads: { resolve: (list: Product[]) => void; reject: (error: Error) => void }[] = [];
  emit: (change: ProductChange) => void = () => undefined;
  unsubscribed = false;

  list(): Promise<Product[]> {
    return new Promise((resolve, reject) => this.reads.push({ resolve, reject }));
  }

  subscribe(onChange: (change: ProductChange) => void): () => void {
    this.emit = onChange;
    return () => {
      this.unsubscribed = true;
    };
  }
}

function setUp(initial?: LiveProductsState) {
  const feed = new FakeFeed();
  const states: LiveProductsState[] = [];
  const list = new LiveProductList(feed, (state) => states.push(state), initial);
  const stop = list.start();
  const latest = () => states.at(-1);
  const names = () => latest()?.products.map((p) => p.name);
  return { feed, list, stop, latest, names };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('the live product list', () => {
  const a = product({ name: 'A' });
  const b = product({ name: 'B' });

  it('is loading until the first read, then shows it', async () => {
    const { feed, latest, names } = setUp();
    expect(latest()).toBeUndefined();
    feed.reads[0]?.resolve([a, b]);
    await flush();
    expect(latest()?.loading).toBe(false);
    expect(names()).toEqual(['A', 'B']);
  });

  it('applies each change as it arrives', async () => {
    const { feed, names } = setUp();
    feed.reads[0]?.resolve([a, b]);
    await flush();
    const c = product({ name: 'C' });
    feed.emit({ type: 'insert', product: c });
    expect(names()).toEqual(['C', 'A', 'B']);
    feed.emit({ type: 'update', product: { ...a, name: 'A2' } });
    expect(names()).toEqual(['C', 'A2', 'B']);
    feed.emit({ type: 'delete', id: b.id });
    expect(names()).toEqual(['C', 'A2']);
    expect(feed.reads).toHaveLength(1);
  });

  it('reads again when the subscription is confirmed, and keeps changes made during that read', async () => {
    const { feed, names } = setUp();
    feed.reads[0]?.resolve([a]);
    await flush();
    feed.emit({ type: 'resync', reason: 'subscription confirmed' });
    expect(feed.reads).toHaveLength(2);

    // B is committed while the read is in flight, and the read was answered before it.
    feed.emit({ type: 'insert', product: b });
    expect(names()).toEqual(['B', 'A']);
    feed.reads[1]?.resolve([a]);
    await flush();
    expect(names()).toEqual(['B', 'A']);
  });

  it('replays a delete that the answer of a read did not see yet', async () => {
    const { feed, names } = setUp();
    feed.emit({ type: 'delete', id: a.id });
    feed.reads[0]?.resolve([a, b]);
    await flush();
    expect(names()).toEqual(['B']);
  });

  it('runs one read at a time and reads once more after a resync during a read', async () => {
    const { feed, names } = setUp();
    feed.emit({ type: 'resync', reason: 'unreadable event' });
    feed.emit({ type: 'resync', reason: 'unreadable event' });
    expect(feed.reads).toHaveLength(1);
    feed.reads[0]?.resolve([a]);
    await flush();
    expect(names()).toEqual(['A']);
    expect(feed.reads).toHaveLength(2);
    feed.reads[1]?.resolve([a, b]);
    await flush();
    expect(names()).toEqual(['A', 'B']);
    expect(feed.reads).toHaveLength(2);
  });

  it('a failed first read is logged, ends loading, leaves the list empty and says it failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { feed, latest } = setUp();
    feed.reads[0]?.reject(new Error('503'));
    await flush();
    expect(latest()).toEqual({ products: [], loading: false, failed: true });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('a failed later read keeps the list it had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { feed, names, latest } = setUp();
    feed.reads[0]?.resolve([a, b]);
    await flush();
    feed.emit({ type: 'resync', reason: 'rejoined' });
    feed.reads[1]?.reject(new Error('network'));
    await flush();
    expect(names()).toEqual(['A', 'B']);
    expect(latest()?.failed).toBe(true);
  });

  it('tries again when asked, and a read that succeeds clears the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { feed, list, latest, names } = setUp();
    feed.reads[0]?.reject(new Error('503'));
    await flush();
    list.resync();
    feed.reads[1]?.resolve([a]);
    await flush();
    expect(latest()).toMatchObject({ loading: false, failed: false });
    expect(names()).toEqual(['A']);
  });

  it('starts from the list the page was rendered with, applies changes to it, then reads it afresh', async () => {
    const { feed, names, latest } = setUp({ products: [a, b], loading: false, failed: false });
    const c = product({ name: 'C' });
    feed.emit({ type: 'insert', product: c });
    expect(names()).toEqual(['C', 'A', 'B']);
    expect(latest()?.loading).toBe(false);
    feed.reads[0]?.resolve([b]);
    await flush();
    // The read may have been answered before the insert committed: the change is replayed on top.
    expect(names()).toEqual(['C', 'B']);
  });

  it('stopping unsubscribes and ignores what arrives afterwards', async () => {
    const { feed, stop, latest } = setUp();
    stop();
    expect(feed.unsubscribed).toBe(true);
    feed.reads[0]?.resolve([a]);
    feed.emit({ type: 'insert', product: b });
    await flush();
    expect(latest()).toBeUndefined();
  });
});
