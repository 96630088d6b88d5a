import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp, type RawHttpResult } from '../../scripts/bench/abuse/raw-http.ts';
import { startShop, type Shop } from './harness.ts';

/**
 * A client still uploading a body the server refuses without reading it (a forged key, an anonymous
 * caller, a body over the limit) must read the refusal, not a reset connection: the server closes
 * with a lingering close (server/listen.ts).
 */

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 120_000);

afterAll(async () => {
  await shop.stop();
});

describe('a refused upload', () => {
  it('gets its answer while the client is still sending, every time', async () => {
    const { port } = new URL(shop.url);
    const body = Buffer.alloc(4 * 1024 * 1024, 'x');
    const send = (target: string, apikey: string): Promise<RawHttpResult> =>
      rawHttp(
        { host: '127.0.0.1', port: Number(port) },
        {
          method: 'PATCH',
          target,
          headers: [
            ['apikey', apikey],
            ['Content-Type', 'application/json'],
          ],
          body,
        },
        20_000,
      );
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 ? send('/rest/v1/products?id=eq.1', 'forged.key.value') : send('/rest/v1/products?id=eq.1', shop.anonKey),
      ),
    );
    const statuses = results.map((result) => (result.kind === 'answered' ? result.response.status : result.kind));
    // Forged keys: 401; the anonymous key: refused by the body limit or by the grants, never a reset.
    expect(statuses.filter((_, i) => i % 2 === 1)).toEqual(Array<number>(12).fill(401));
    for (const status of statuses.filter((_, i) => i % 2 === 0)) expect([401, 403, 413]).toContain(status);
  });
});
