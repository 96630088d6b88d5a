import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { RestError } from '../../../server/rest/errors.ts';
import { MAX_ALIAS_LENGTH, MAX_SELECT_ITEMS } from '../../../server/rest/limits.ts';
import { checkSelectBounds, parseQuery } from '../../../server/rest/query.ts';
import {
  ByteBoundedLru,
  canonicalQuery,
  ENTRY_OVERHEAD_BYTES,
  RESPONSE_CACHE_LIMITS,
  ResponseCache,
  responseCacheLimitsFromEnv,
} from '../../../server/rest/response-cache.ts';

const KB = 1024;
const MB = 1024 * KB;

/** A database that is never asked anything: the cache only listens for changes on it. */
const quietDatabase = {
  pg: {
    listen: () => Promise.resolve(() => Promise.resolve()),
    query: () => Promise.reject(new Error('not expected')),
  },
} as unknown as Database;

const ANON = 'anon-key';

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1${path}`, { headers: { apikey: ANON, ...headers } });
}

/** A read of `bytes` bytes of JSON, counting how often it ran. */
function reader(bytes: number) {
  const state = { reads: 0 };
  const read = () => {
    state.reads += 1;
    const body = `[${'1,'.repeat(Math.max(0, Math.floor((bytes - 3) / 2)))}1]`;
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'content-range': '0-0/*' } }),
    );
  };
  return { state, read };
}

describe('ByteBoundedLru', () => {
  it('holds at most its budget, dropping the least recently used first', () => {
    const lru = new ByteBoundedLru<string>(1000);
    for (let i = 0; i < 10; i++) lru.set(`k${String(i)}`, 'v', 300);
    expect(lru.bytes).toBe(900);
    expect(lru.size).toBe(3);
    expect(lru.get('k6')).toBeUndefined();
    // Reading k7 makes it the most recent: the next set drops k8 instead.
    expect(lru.get('k7')).toBe('v');
    lru.set('k10', 'v', 300);
    expect(lru.get('k8')).toBeUndefined();
    expect(lru.get('k7')).toBe('v');
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it('does not keep an entry larger than the whole budget, and counts replacements once', () => {
    const lru = new ByteBoundedLru<string>(1000);
    lru.set('a', 'v', 400);
    expect(lru.set('huge', 'v', 1001)).toBe(false);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(400);
    lru.set('a', 'w', 500);
    expect(lru.bytes).toBe(500);
    expect(lru.size).toBe(1);
    lru.delete('a');
    expect(lru.bytes).toBe(0);
    lru.set('b', 'v', 10);
    lru.clear();
    expect([lru.bytes, lru.size]).toEqual([0, 0]);
  });
});

describe('the response cache in bytes', () => {
  it('keeps answers within one budget in bytes, however many distinct reads come', async () => {
    const cache = new ResponseCache(quietDatabase, { bytes: 1 * MB, entryBytes: 256 * KB });
    const { read } = reader(100 * KB);
    for (let i = 0; i < 200; i++) {
      const response = await cache.answer(get(`/rest/v1/products?select=*&limit=${String(1000 + i)}`), read);
      expect(response.status).toBe(200);
      expect(cache.heldBytes).toBeLessThanOrEqual(1 * MB);
    }
    // Answers of 100 KB with their keys, headers and entry costs: ten fit in 1 MB, not eleven.
    expect(cache.heldEntries).toBe(10);
    expect(cache.heldBytes).toBeGreaterThan(10 * 100 * KB);
  });

  it('counts whole sent answers in the same budget as the answers', async () => {
    const cache = new ResponseCache(quietDatabase, { bytes: 1 * MB, entryBytes: 256 * KB });
    const { read } = reader(100 * KB);
    for (let i = 0; i < 50; i++) {
      const request = get(`/rest/v1/products?select=*&limit=${String(1000 + i)}`, {
        origin: `https://${String(i)}.example`,
      });
      const made = await cache.answer(request, read);
      const sent = await cache.keepSent(request, made, cache.current, ANON);
      expect(sent.status).toBe(200);
      expect(cache.heldBytes).toBeLessThanOrEqual(1 * MB);
    }
    // Each read is kept twice (as made, and as sent), each entry over 100 KB: ten entries fit.
    expect(cache.heldEntries).toBe(10);
  });

  it('counts a fixed cost for every entry, so tiny answers are bounded too', async () => {
    const cache = new ResponseCache(quietDatabase, { bytes: 64 * KB, entryBytes: 64 * KB });
    const { read } = reader(2);
    for (let i = 0; i < 1000; i++) await cache.answer(get(`/rest/v1/products?id=eq.${String(i)}`), read);
    expect(cache.heldBytes).toBeLessThanOrEqual(64 * KB);
    expect(cache.heldEntries).toBeLessThanOrEqual((64 * KB) / ENTRY_OVERHEAD_BYTES);
  });

  it('does not keep an answer over the bound of one entry', async () => {
    const cache = new ResponseCache(quietDatabase, { bytes: 4 * MB, entryBytes: 256 * KB });
    const { state, read } = reader(300 * KB);
    await cache.answer(get('/rest/v1/products'), read);
    await cache.answer(get('/rest/v1/products'), read);
    expect(state.reads).toBe(2);
    expect(cache.heldBytes).toBe(0);
  });

  it('forgets everything on a change', async () => {
    const cache = new ResponseCache(quietDatabase, RESPONSE_CACHE_LIMITS);
    const { read } = reader(10 * KB);
    await cache.answer(get('/rest/v1/products'), read);
    expect(cache.heldBytes).toBeGreaterThan(10 * KB);
    cache.invalidate();
    expect([cache.heldBytes, cache.heldEntries]).toEqual([0, 0]);
  });
});

describe('the keys of kept answers', () => {
  it('leave out the apikey parameter, which the header overrides', async () => {
    const cache = new ResponseCache(quietDatabase, RESPONSE_CACHE_LIMITS);
    const { state, read } = reader(1 * KB);
    const first = await cache.answer(get('/rest/v1/products?select=id'), read);
    expect(first.headers.get('x-cache')).toBe('miss');
    for (let i = 0; i < 20; i++) {
      const again = await cache.answer(get(`/rest/v1/products?select=id&apikey=${String(i)}`), read);
      expect(again.headers.get('x-cache')).toBe('hit');
    }
    expect(state.reads).toBe(1);
    expect(cache.heldEntries).toBe(1);
  });

  it('take the parameters in order by name, and keep the order of those of one name', async () => {
    const cache = new ResponseCache(quietDatabase, RESPONSE_CACHE_LIMITS);
    const { state, read } = reader(1 * KB);
    await cache.answer(get('/rest/v1/products?select=id&price=gt.10&order=name'), read);
    const reordered = await cache.answer(get('/rest/v1/products?order=name&price=gt.10&select=id'), read);
    expect(reordered.headers.get('x-cache')).toBe('hit');
    const encoded = await cache.answer(get('/rest/v1/products?sel%65ct=id&order=name&price=gt.10'), read);
    expect(encoded.headers.get('x-cache')).toBe('hit');
    expect(state.reads).toBe(1);
    // The last select wins: these two are different reads.
    await cache.answer(get('/rest/v1/products?select=id&select=name'), read);
    const swapped = await cache.answer(get('/rest/v1/products?select=name&select=id'), read);
    expect(swapped.headers.get('x-cache')).toBe('miss');
    expect(state.reads).toBe(3);
  });

  it('are what the server parses: the same canonical query, the same parsed query', () => {
    const pairs = [
      ['select=id&apikey=x&price=gt.1&price=lt.9', 'price=gt.1&apikey=y&price=lt.9&select=id'],
      ['select=id%2Cname&order=name.desc', 'order=name.desc&select=id,name'],
      ['or=(a.eq.1,b.eq.2)&select=*', 'select=*&or=(a.eq.1,b.eq.2)'],
    ] as const;
    for (const [a, b] of pairs) {
      expect(canonicalQuery(a)).toBe(canonicalQuery(b));
      expect(parseQuery(new URLSearchParams(a), null)).toEqual(parseQuery(new URLSearchParams(b), null));
    }
    expect(canonicalQuery('select=a&select=b')).not.toBe(canonicalQuery('select=b&select=a'));
    expect(canonicalQuery('?apikey=k')).toBe('');
  });
});

describe('REST_CACHE_MB', () => {
  it('sets the budget in MB; 32 MB without it; anything else is refused', () => {
    expect(responseCacheLimitsFromEnv({})).toEqual({ bytes: 32 * MB, entryBytes: 1 * MB });
    expect(responseCacheLimitsFromEnv({ REST_CACHE_MB: '8' })).toEqual({ bytes: 8 * MB, entryBytes: 1 * MB });
    expect(responseCacheLimitsFromEnv({ REST_CACHE_MB: '0.5' })).toEqual({ bytes: MB / 2, entryBytes: MB / 2 });
    expect(responseCacheLimitsFromEnv({ REST_CACHE_MB: '0' }).bytes).toBe(0);
    for (const wrong of ['-1', 'tanti', '1e9', '32MB'])
      expect(() => responseCacheLimitsFromEnv({ REST_CACHE_MB: wrong })).toThrow(/REST_CACHE_MB/);
  });
});

describe('the select list of the public roles', () => {
  const select = (text: string) => parseQuery(new URLSearchParams({ select: text }), null).select;
  const refusal = (fn: () => void): RestError => {
    try {
      fn();
    } catch (error) {
      if (error instanceof RestError) return error;
      throw error;
    }
    throw new Error('not refused');
  };

  it(`has at most ${String(MAX_SELECT_ITEMS)} columns, aliases and each column of * counted`, () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${String(i)}:name`).join(',');
    expect(() => checkSelectBounds(select(aliases(MAX_SELECT_ITEMS)), 20)).not.toThrow();
    const over = refusal(() => checkSelectBounds(select(aliases(MAX_SELECT_ITEMS + 1)), 20));
    expect([over.status, over.code]).toEqual([400, 'PGRST100']);
    expect(over.message).toBe(`The select list asks for 101 columns: at most ${String(MAX_SELECT_ITEMS)} are allowed`);
    // Five stars of 20 columns are 100; a sixth is too many.
    expect(() => checkSelectBounds(select('*,*,*,*,*'), 20)).not.toThrow();
    expect(refusal(() => checkSelectBounds(select('*,*,*,*,*,*'), 20)).status).toBe(400);
    // What the shop asks for.
    expect(() => checkSelectBounds(select('*'), 20)).not.toThrow();
    expect(() => checkSelectBounds(select('shop_id, name, position'), 20)).not.toThrow();
  });

  it(`refuses an alias over ${String(MAX_ALIAS_LENGTH)} bytes, which Postgres would cut`, () => {
    expect(() => checkSelectBounds(select(`${'a'.repeat(MAX_ALIAS_LENGTH)}:name`), 20)).not.toThrow();
    const long = refusal(() => checkSelectBounds(select(`${'a'.repeat(MAX_ALIAS_LENGTH + 1)}:name`), 20));
    expect([long.status, long.code]).toEqual([400, 'PGRST100']);
    expect(long.message).toMatch(/too long/);
    // Bytes, not characters: 32 two-byte letters are 64 bytes.
    expect(() => checkSelectBounds(select(`${'è'.repeat(32)}:name`), 20)).toThrow(RestError);
  });
});
