import { describe, expect, it } from 'vitest';
import { MAX_ORIGINS, OriginSlots } from '../../../server/origin-pages.ts';

/** A clock the test moves by hand. */
function clock() {
  let now = 0;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

const origins = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `http://localhost:${10_000 + from + i}`);

describe('the origins pages are kept for', () => {
  it('are at most MAX_ORIGINS: a further origin gets no place while the others are in use', () => {
    const time = clock();
    const slots = new OriginSlots(MAX_ORIGINS, 60_000, time.now);
    for (const origin of origins(MAX_ORIGINS)) expect(slots.take(origin), origin).not.toBeNull();
    for (const origin of origins(200, MAX_ORIGINS)) {
      time.pass(100);
      expect(slots.take(origin), origin).toBeNull();
    }
    expect(slots.origins).toHaveLength(MAX_ORIGINS);
    expect(slots.origins).toEqual(origins(MAX_ORIGINS));
  });

  it('keep an origin’s renditions while it holds its place, across invalidations', () => {
    const slots = new OriginSlots(2, 60_000, clock().now);
    const first = slots.take('http://localhost:8080');
    slots.take('http://127.0.0.1:8080');
    slots.invalidate();
    expect(slots.take('http://localhost:8080')).toBe(first);
    expect(slots.origins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  });

  it('give the place of the least recently used origin to a new one once it has been idle', () => {
    const time = clock();
    const slots = new OriginSlots(2, 60_000, time.now);
    slots.take('http://a.test');
    time.pass(30_000);
    slots.take('http://b.test');
    time.pass(20_000);
    expect(slots.take('http://c.test')).toBeNull();
    time.pass(10_000); // a.test unused for 60 s
    expect(slots.take('http://c.test')).not.toBeNull();
    expect(slots.origins).toEqual(['http://b.test', 'http://c.test']);
    // b.test, used 30 s ago, keeps its place.
    expect(slots.take('http://a.test')).toBeNull();
  });
});
