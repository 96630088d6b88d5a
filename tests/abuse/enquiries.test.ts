import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startShop, type Shop } from './harness.ts';

/**
 * Enquiries cannot flood a shop's inbox: the attacks measured on this server were one anonymous
 * request carrying hundreds of enquiries (all stored, each e-mailed over its own SMTP connection),
 * addresses of one IPv6 /64 counted apart, refused enquiries using up an address's allowance, a
 * honeypot that `Prefer: count=exact` gave away, pages that lead to another site, and a limit that
 * also stopped the owner. The shop trusts 127.0.0.1 as its reverse proxy, so each request's
 * `X-Forwarded-For` is its client address, and e-mails a local SMTP sink, digesting past five
 * enquiries a minute to one shop after three seconds.
 */

interface Mail {
  to: string[];
  text: string;
}

const mails: Mail[] = [];
let connections = 0;
let sink: SMTPServer;
let shop: Shop;
/** A shop of the seed whose e-mails only the burst test causes. */
let quietShop: string;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: readable(Buffer.concat(chunks)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  shop = await startShop({
    env: {
      TRUST_PROXY: '127.0.0.1',
      MESSAGE_RATE_LIMIT: '5/10',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL: 'titolare@boutique.test',
      NOTIFY_DIGEST: '5/3',
    },
  });
  const shops = await fetch(`${shop.url}/rest/v1/shops?select=id&id=neq.aurea&order=id&limit=1`, {
    headers: { apikey: shop.serviceKey, authorization: `Bearer ${shop.serviceKey}` },
  });
  quietShop = ((await shops.json()) as { id: string }[])[0]?.id ?? '';
  expect(quietShop).not.toBe('');
});
afterAll(async () => {
  await shop.stop();
  await new Promise<void>((resolve) => sink.close(resolve));
});

/** A mail's text as a person reads it: quoted-printable soft breaks and escapes undone. */
function readable(raw: Buffer): string {
  const unfolded = raw.toString('latin1').replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const enquiry = (subject: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Marta',
  last_name: 'Colombo',
  email: 'marta.colombo@example.it',
  subject,
  body: 'Avete ancora la collana della vetrina?',
  page: '/contatti',
  shop_id: 'aurea',
  ...overrides,
});

interface Sent {
  from?: string;
  token?: string;
  prefer?: string;
}

/** A POST on `/rest/v1/messages`: as a visitor (anon key) unless a token is given, from `from`. */
async function post(body: unknown, { from, token, prefer }: Sent = {}): Promise<Response> {
  return fetch(`${shop.url}/rest/v1/messages`, {
    method: 'POST',
    headers: {
      apikey: shop.anonKey,
      authorization: `Bearer ${token ?? shop.anonKey}`,
      'content-type': 'application/json',
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(prefer ? { prefer } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** How many enquiries are stored whose subject contains `tag` (read with the service role). */
async function storedWith(tag: string): Promise<number> {
  const response = await fetch(`${shop.url}/rest/v1/messages?select=id&subject=like.*${tag}*`, {
    headers: { apikey: shop.serviceKey, authorization: `Bearer ${shop.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

const newTag = () => randomBytes(4).toString('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one request, one enquiry', () => {
  it('refuses 150 enquiries in one anonymous request: none stored or e-mailed, the allowance untouched', async () => {
    const tag = newTag();
    const from = '198.51.100.10';
    const flood = Array.from({ length: 150 }, (_, i) => enquiry(`Spam ${i} ${tag}`));
    const refused = await post(flood, { from });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      code: 'PGRST102',
      message: 'Una richiesta alla volta: invia un messaggio per volta.',
      details: 'Un visitatore invia un solo messaggio per richiesta, non un elenco.',
      hint: null,
    });
    // Even an array of one: a visitor's form sends an object.
    expect((await post([enquiry(`Uno solo ${tag}`)], { from })).status).toBe(400);
    expect(await storedWith(tag)).toBe(0);
    // The same address still has its five.
    for (let i = 0; i < 5; i++) expect((await post(enquiry(`Vera ${i} ${tag}`), { from })).status).toBe(201);
    expect((await post(enquiry(`Sesta ${tag}`), { from })).status).toBe(429);
    expect(await storedWith(tag)).toBe(5);
    await pause(1500);
    expect(mails.filter((mail) => mail.text.includes(`Spam 0 ${tag}`))).toHaveLength(0);
  });

  it('keeps arrays for the owner and the service role, and never limits them', async () => {
    const signedIn = await fetch(`${shop.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: shop.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify(OWNER),
    });
    expect(signedIn.status).toBe(200);
    const token = ((await signedIn.json()) as { access_token: string }).access_token;
    const tag = newTag();
    const from = '198.51.100.20';
    for (let i = 0; i < 7; i++) expect((await post(enquiry(`Titolare ${i} ${tag}`), { from, token })).status).toBe(201);
    const rows = Array.from({ length: 3 }, (_, i) => enquiry(`Servizio ${i} ${tag}`));
    expect((await post(rows, { from, token: shop.serviceKey })).status).toBe(201);
    expect((await post(rows, { from, token })).status).toBe(201);
    expect(await storedWith(tag)).toBe(13);
    // A visitor from that address was not charged for any of them.
    expect((await post(enquiry(`Visitatore ${tag}`), { from })).status).toBe(201);
  });
});

describe('the allowance', () => {
  it('counts the addresses of one IPv6 /64 as one', async () => {
    const tag = newTag();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await post(enquiry(`IPv6 ${i} ${tag}`), { from: `2001:db8:5:6::${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(enquiry(`Stessa rete ${tag}`), { from: '2001:db8:5:6:ffff:1:2:3' })).status).toBe(429);
    expect((await post(enquiry(`Altra rete ${tag}`), { from: '2001:db8:5:7::1' })).status).toBe(201);
    expect(await storedWith(tag)).toBe(6);
  });

  it('is used up only by enquiries that are stored', async () => {
    const tag = newTag();
    const from = '198.51.100.30';
    const invalid = [
      enquiry(`Senza e-mail ${tag}`, { email: 'non-un-indirizzo' }),
      enquiry(`Pagina altrui ${tag}`, { page: '//evil.example/login' }),
      enquiry(`Negozio inesistente ${tag}`, { shop_id: 'nessuno' }),
      enquiry(`Colonna ignota ${tag}`, { read_at: '2026-01-01T00:00:00Z' }),
      'non un oggetto',
    ];
    for (let round = 0; round < 2; round++) {
      for (const body of invalid) {
        const response = await post(body, { from });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(429);
      }
    }
    for (let i = 0; i < 5; i++) expect((await post(enquiry(`Valida ${i} ${tag}`), { from })).status).toBe(201);
    expect((await post(enquiry(`Di troppo ${tag}`), { from })).status).toBe(429);
    expect(await storedWith(tag)).toBe(5);
  });
});

describe('pages', () => {
  it('refuses a page that leads to another site, and takes the paths of this one', async () => {
    const tag = newTag();
    for (const [i, page] of ['//evil.example/login', '/\\evil.example/login', 'https://evil.example', ''].entries()) {
      const response = await post(enquiry(`Altrove ${tag}`, { page }), { from: `198.51.100.${40 + i}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: '23514' });
    }
    for (const [i, page] of ['/', '/contatti', '/shop/anello-vecchia-bottega'].entries()) {
      expect((await post(enquiry(`Qui ${tag}`, { page }), { from: `198.51.100.${50 + i}` })).status).toBe(201);
    }
    expect(await storedWith(tag)).toBe(3);
  });
});

describe('the honeypot', () => {
  it('answers a trapped enquiry exactly as a stored one, whatever the Prefer header asks', async () => {
    const tag = newTag();
    let n = 0;
    for (const prefer of [
      undefined,
      'count=exact',
      'return=minimal, count=exact',
      'return=representation, count=exact',
    ]) {
      const answer = async (body: unknown) => {
        const response = await post(body, { from: `198.51.100.${60 + n++}`, ...(prefer ? { prefer } : {}) });
        return {
          status: response.status,
          range: response.headers.get('content-range'),
          applied: response.headers.get('preference-applied'),
          type: response.headers.get('content-type'),
          body: await response.text(),
        };
      };
      const real = await answer(enquiry(`Vera ${tag}`));
      const trapped = await answer(enquiry(`Trappola ${tag}`, { website: 'https://spam.example' }));
      expect(trapped, prefer ?? 'no Prefer').toEqual(real);
    }
    // One the table would refuse is refused all the same, with the same error.
    const refusals: Record<string, unknown>[] = [
      { email: 'non-un-indirizzo' },
      { page: '//evil.example/login' },
      { shop_id: 'nessuno' },
      { first_name: undefined },
      { first_name: undefined, email: 'x' },
    ];
    for (const broken of refusals) {
      const answer = async (body: unknown) => {
        const response = await post(body, { from: '198.51.100.69', prefer: 'count=exact' });
        return { status: response.status, body: await response.text() };
      };
      const real = await answer(enquiry(`Rifiutata ${tag}`, broken));
      const trapped = await answer(enquiry(`Rifiutata ${tag}`, { ...broken, website: 'https://spam.example' }));
      expect(real.status, JSON.stringify(broken)).toBeGreaterThanOrEqual(400);
      expect(trapped, JSON.stringify(broken)).toEqual(real);
    }
    // A trapped enquiry uses up the allowance as a stored one does: the limit tells nothing either.
    const from = '198.51.100.70';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(enquiry(`Bot ${i} ${tag}`, { website: 'x' }), { from })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await storedWith(`Trappola ${tag}`)).toBe(0);
    expect(await storedWith(`Bot 0 ${tag}`)).toBe(0);
  });
});

describe('e-mail', () => {
  it('announces a burst to one shop in five e-mails and a digest, each enquiry once, over one connection', async () => {
    const tag = newTag();
    const before = { mails: mails.length, connections };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(enquiry(`Raffica ${i} ${tag}`, { shop_id: quietShop }), { from: `203.0.113.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(12).fill(201));
    const burst = () => mails.slice(before.mails).filter((mail) => mail.text.includes(tag));
    const announced = () =>
      new Set(burst().flatMap((mail) => mail.text.match(new RegExp(`Raffica \\d+ ${tag}`, 'g')) ?? []));
    await expect.poll(() => announced().size, { timeout: 20_000 }).toBe(12);
    await pause(2000);
    // Every enquiry is announced once: five in e-mails of their own, the others listed in a digest
    // (one, or two if a late one is claimed after the first digest has gone).
    const single = burst().filter((mail) => /^Subject: Nuovo messaggio dal sito: Raffica/m.test(mail.text));
    const digests = burst().filter((mail) =>
      /^Subject: (Un nuovo messaggio|\d+ nuovi messaggi) dal sito\r?$/m.test(mail.text),
    );
    expect(single.length).toBeLessThanOrEqual(5);
    expect(digests.length).toBeGreaterThanOrEqual(1);
    expect(burst()).toHaveLength(single.length + digests.length);
    expect(burst().length).toBeLessThanOrEqual(7);
    for (let i = 0; i < 12; i++) {
      const times = burst().reduce(
        (n, mail) =>
          n +
          (mail.text.includes(`: Raffica ${i} ${tag}\n`) || mail.text.includes(`: Raffica ${i} ${tag}\r\n`) ? 1 : 0),
        0,
      );
      expect(times, `Raffica ${i}`).toBe(1);
    }
    expect(connections - before.connections).toBeLessThanOrEqual(1);
  });
});
