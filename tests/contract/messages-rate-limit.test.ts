import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryRateLimit } from '../../schemas/enquiry.ts';
import type { EnquiryOptions } from '../../server/messages/index.ts';
import { anonClient, anonPost, serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * The embedded server's per-address limit on enquiries (5 every 10 minutes unless told otherwise):
 * past it a visitor's insert is answered 429 with a JSON body, before the database is asked.
 */

let backend: Backend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

async function start(options?: EnquiryOptions): Promise<Backend> {
  backend = await startBackend(options);
  return backend;
}

const message = (subject: string) => ({
  first_name: 'Marco',
  last_name: 'Verdi',
  email: 'marco.verdi@example.it',
  subject,
  body: 'Avete ancora il bracciale in vetrina?',
  page: '/biologioielli',
  shop_id: 'aurea',
});

const post = (b: Backend, body: unknown, headers: Record<string, string> = {}) =>
  anonPost(b, 'messages', body, headers);

describe('the rate limit on enquiries', () => {
  it(`lets one address send ${enquiryRateLimit.count}, then answers 429 with a JSON body`, async () => {
    const b = await start();
    const tag = randomBytes(3).toString('hex');
    const visitor = anonClient(b);
    for (let i = 1; i <= enquiryRateLimit.count; i++) {
      const { error, status } = await visitor.from('messages').insert(message(`Domanda ${i} ${tag}`));
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const refused = await post(b, message(`Domanda di troppo ${tag}`));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(enquiryRateLimit.minutes * 60);
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: expect.stringMatching(/^Too many messages from this address/) as unknown,
      details: `At most ${enquiryRateLimit.count} messages every ${enquiryRateLimit.minutes} minutes from one address`,
      hint: null,
    });
    // supabase-js hands the form the status it explains.
    const again = await visitor.from('messages').insert(message(`Ancora ${tag}`));
    expect(again.status).toBe(429);
    expect(again.error).toMatchObject({ code: 'over_request_rate_limit' });

    const { data } = await serviceClient(b).from('messages').select('subject').like('subject', `%${tag}`);
    expect(data).toHaveLength(enquiryRateLimit.count);
  });

  it('is not fooled by an X-Forwarded-For the client writes itself', async () => {
    const b = await start({ rateLimit: { count: 2, minutes: 10 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await post(b, message(`Finto proxy ${i}`), { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('behind a trusted proxy, counts each forwarded address on its own', async () => {
    const b = await start({ rateLimit: { count: 1, minutes: 10 }, trustedProxies: ['127.0.0.1'] });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await post(b, message('Da A'), from('198.51.100.1'))).status).toBe(201);
    expect((await post(b, message('Da B'), from('198.51.100.2'))).status).toBe(201);
    expect((await post(b, message('Ancora da A'), from('198.51.100.1'))).status).toBe(429);
  });

  it("leaves the owner's reads alone", async () => {
    const b = await start({ rateLimit: { count: 1, minutes: 10 } });
    expect((await post(b, message('Unica'))).status).toBe(201);
    const { data, error } = await serviceClient(b).from('messages').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it('counts only the enquiries that are stored', async () => {
    const b = await start({ rateLimit: { count: 2, minutes: 10 } });
    const visitor = anonClient(b);
    for (const broken of [{ email: 'non-un-indirizzo' }, { page: '//evil.example' }, { shop_id: 'nessuno' }]) {
      const { status } = await visitor.from('messages').insert({ ...message('Rifiutata'), ...broken });
      expect([400, 409]).toContain(status);
    }
    expect((await visitor.from('messages').insert(message('Prima'))).status).toBe(201);
    expect((await visitor.from('messages').insert(message('Seconda'))).status).toBe(201);
    expect((await visitor.from('messages').insert(message('Terza'))).status).toBe(429);
  });

  it("refuses a visitor's several enquiries in one request, in Italian, and stores none", async () => {
    const b = await start();
    const tag = randomBytes(3).toString('hex');
    const { error, status } = await anonClient(b)
      .from('messages')
      .insert([message(`Prima ${tag}`), message(`Seconda ${tag}`)]);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST102',
      message: 'Una richiesta alla volta: invia un messaggio per volta.',
    });
    const { data } = await serviceClient(b).from('messages').select('id').like('subject', `%${tag}`);
    expect(data).toHaveLength(0);
  });

  it('leaves the service role its bulk inserts, past any visitor limit', async () => {
    const b = await start({ rateLimit: { count: 1, minutes: 10 } });
    const tag = randomBytes(3).toString('hex');
    const service = serviceClient(b);
    for (let i = 0; i < 3; i++) {
      const { error, status } = await service
        .from('messages')
        .insert([message(`Import ${i}a ${tag}`), message(`Import ${i}b ${tag}`)]);
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data } = await service.from('messages').select('id').like('subject', `%${tag}`);
    expect(data).toHaveLength(6);
    expect((await post(b, message(`Visitatore ${tag}`))).status).toBe(201);
  });
});
