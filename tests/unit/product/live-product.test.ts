import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveProduct, type LiveProductState, type ProductSource } from '../../../src/product/live-product.ts';
import type { ProductChange } from '../../../src/products/changes.ts';
import type { Product } from '../../../src/products/types.ts';
import { product } from '../shop/fixtures.ts';

/** A backend under the test's control: each read waits until the test answers it. */
class FakeSource implements ProductSource {
  reads: { slug: string; id: string | null; resolve: (p: Product | null) => void; reject: (e: Error) => void }[] = [];
  emit: (change: ProductChange) => void = () => undefined;
  unsubscribed = false;

  read(slug: string, id: string | null): Promise<Product | null> {
    return new Promise((resolve, reject) => this.reads.push({ slug, id, resolve, reject }));
  }

  subscribe(onChange: (change: ProductChange) => void): () => void {
    this.emit = onChange;
    return () => {
      this.unsubscribed = true;
    };
  }
}

function setUp(slug: string, initial?: LiveProductState) {
  const source = new FakeSource();
  const states: LiveProductState[] = [];
  const live = new LiveProduct(source, slug, (state) => states.push(state), initial);
  const stop = live.start();
  const latest = () => states.at(-1);
  return { source, live, stop, latest };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('a product page kept live', () => {
  const ring = product({ name: 'Anello Aurora', slug: 'anello-aurora' });
  const other = product({ name: 'Orologio Duna', slug: 'orologio-duna' });

  it('reads the product by the address’s slug, then shows it', async () => {
    const { source, latest } = setUp('anello-aurora');
    expect(source.reads.map((r) => [r.slug, r.id])).toEqual([['anello-aurora', null]]);
    source.reads[0]?.resolve(ring);
    await flush();
    expect(latest()).toEqual({ phase: 'shown', product: ring, stale: false });
  });

  it('an unknown slug is missing (the 404 page)', async () => {
    const { source, latest } = setUp('nessuno');
    source.reads[0]?.resolve(null);
    await flush();
    expect(latest()).toEqual({ phase: 'missing' });
  });

  it('starts from the product the server rendered and reads it again by its id too', () => {
    const { source, latest } = setUp('anello-aurora', { phase: 'shown', product: ring, stale: false });
    expect(latest()).toBeUndefined();
    expect(source.reads[0]).toMatchObject({ slug: 'anello-aurora', id: ring.id });
  });

  it('follows the piece’s updates, a new slug included, and ignores other pieces', async () => {
    const { source, latest } = setUp('anello-aurora', { phase: 'shown', product: ring, stale: false });
    source.reads[0]?.resolve(ring);
    await flush();
    source.emit({ type: 'update', product: { ...other, price: 1 } });
    expect(latest()).toMatchObject({ phase: 'shown', product: { name: 'Anello Aurora' } });
    source.emit({ type: 'update', product: { ...ring, availability: 'venduto' } });
    expect(latest()).toMatchObject({ phase: 'shown', product: { availability: 'venduto' } });
    source.emit({ type: 'update', product: { ...ring, slug: 'anello-aurora-oro' } });
    expect(latest()).toMatchObject({ phase: 'shown', product: { slug: 'anello-aurora-oro' } });
    // A resync now reads by the new slug.
    source.emit({ type: 'resync', reason: 'subscription confirmed' });
    expect(source.reads.at(-1)).toMatchObject({ slug: 'anello-aurora-oro', id: ring.id });
  });

  it('a delete of the piece turns the page into the notice, keeping its name; others do not', async () => {
    const { source, latest } = setUp('anello-aurora');
    source.reads[0]?.resolve(ring);
    await flush();
    source.emit({ type: 'delete', id: other.id });
    expect(latest()?.phase).toBe('shown');
    source.emit({ type: 'delete', id: ring.id });
    expect(latest()).toEqual({ phase: 'removed', product: ring });
  });

  it('a read that no longer finds a shown piece says it was removed', async () => {
    const { source, latest } = setUp('anello-aurora', { phase: 'shown', product: ring, stale: false });
    source.reads[0]?.resolve(null);
    await flush();
    expect(latest()).toEqual({ phase: 'removed', product: ring });
  });

  it('a removed piece that is put back is shown again', async () => {
    const { source, latest } = setUp('anello-aurora');
    source.reads[0]?.resolve(ring);
    await flush();
    source.emit({ type: 'delete', id: ring.id });
    source.emit({ type: 'insert', product: ring });
    expect(latest()).toMatchObject({ phase: 'shown', product: ring });
  });

  it('replays changes that arrive during a read on its answer', async () => {
    const { source, latest } = setUp('anello-aurora', { phase: 'shown', product: ring, stale: false });
    source.emit({ type: 'update', product: { ...ring, price: 990 } });
    // The read was answered before the update was committed.
    source.reads[0]?.resolve(ring);
    await flush();
    expect(latest()).toMatchObject({ phase: 'shown', product: { price: 990 } });

    source.emit({ type: 'resync', reason: 'rejoined' });
    source.emit({ type: 'delete', id: ring.id });
    source.reads[1]?.resolve({ ...ring, price: 990 });
    await flush();
    expect(latest()).toMatchObject({ phase: 'removed' });
  });

  it('runs one read at a time: a resync during a read reads once more after it', async () => {
    const { source } = setUp('anello-aurora');
    source.emit({ type: 'resync', reason: 'a' });
    source.emit({ type: 'resync', reason: 'b' });
    expect(source.reads).toHaveLength(1);
    source.reads[0]?.resolve(ring);
    await flush();
    expect(source.reads).toHaveLength(2);
  });

  it('a failed first read says so, and Riprova reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source, live, latest } = setUp('anello-aurora');
    source.reads[0]?.reject(new Error('offline'));
    await flush();
    expect(latest()).toEqual({ phase: 'failed' });
    expect(console.error).toHaveBeenCalled();
    live.resync();
    source.reads[1]?.resolve(ring);
    await flush();
    expect(latest()).toMatchObject({ phase: 'shown', product: ring });
  });

  it('a failed read keeps a shown piece, marked stale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source, latest } = setUp('anello-aurora', { phase: 'shown', product: ring, stale: false });
    source.reads[0]?.reject(new Error('503'));
    await flush();
    expect(latest()).toEqual({ phase: 'shown', product: ring, stale: true });
  });

  it('stops listening and publishing once stopped', async () => {
    const { source, stop, latest } = setUp('anello-aurora');
    stop();
    expect(source.unsubscribed).toBe(true);
    source.reads[0]?.resolve(ring);
    source.emit({ type: 'insert', product: ring });
    await flush();
    expect(latest()).toBeUndefined();
  });
});
