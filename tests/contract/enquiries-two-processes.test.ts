import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../abuse/harness.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';
import { startTwoShops, type TwoShops } from './two-shops.ts';

/**
 * Two server processes on one PostgreSQL database, as `WORKERS=2` runs a shop: an address's
 * enquiries are counted once for both (five in all, not five at each), and each enquiry is
 * e-mailed once, not once per process. Both trust 127.0.0.1 as their proxy, so `X-Forwarded-For`
 * is the client's address.
 */

let shops: TwoShops;
let a: Shop;
let b: Shop;
let sink: MailSink;

beforeAll(async () => {
  sink = await startMailSink();
  shops = await startTwoShops('enquiries-two-processes', {
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: sink.url,
    NOTIFY_EMAIL: 'titolare@boutique.test',
    // Every enquiry gets an e-mail of its own here: the digest has its own tests.
    NOTIFY_DIGEST: '100/60',
  });
  ({ a, b } = shops);
}, 180_000);

afterAll(async () => {
  await shops.stop();
  await sink.stop();
});

function send(shop: Shop, subject: string, from: string): Promise<Response> {
  return fetch(`${shop.url}/rest/v1/messages`, {
    method: 'POST',
    headers: {
      apikey: shop.anonKey,
      authorization: `Bearer ${shop.anonKey}`,
      'content-type': 'application/json',
      'x-forwarded-for': from,
    },
    body: JSON.stringify({
      first_name: 'Elena',
      last_name: 'Conti',
      email: 'elena.conti@example.it',
      subject,
      body: 'Fate anche riparazioni di orologi?',
      page: '/contatti',
      shop_id: 'aurea',
    }),
  });
}

describe('enquiries on two processes', () => {
  it("count an address's enquiries once for both", async () => {
    const tag = randomBytes(3).toString('hex');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await send(a, `Da A ${i} ${tag}`, '198.51.100.7')).status);
      statuses.push((await send(b, `Da B ${i} ${tag}`, '198.51.100.7')).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('e-mail each enquiry once', async () => {
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < 3; i++)
      expect((await send(i % 2 ? a : b, `Una volta ${i} ${tag}`, `198.51.100.${20 + i}`)).status).toBe(201);
    const mine = () => sink.received.filter((mail) => mail.raw.includes(tag));
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mine()).toHaveLength(3);
  });
});
