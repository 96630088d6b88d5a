import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterRateLimit } from '../../schemas/sections/newsletter-signup.ts';
import type { NewsletterOptions } from '../../server/newsletter/index.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { anonClient, anonPost, serviceClient, startBackend, type Backend } from './harness.ts';
import { readableMail, startMailSink, type ReceivedMail } from './mail-sink.ts';

/**
 * Newsletter sign-ups through the real supabase-js: visitors insert one address at a time and read
 * nothing; each shop's members read and remove only their own shop's list; a repeated address
 * answers as a new one and adds nothing; the token's functions unsubscribe and confirm without an
 * account; the embedded server limits sign-ups per address and, with SMTP, sends the confirmation.
 */

let backend: Backend;
let seoul: SupabaseClient<Database>;
let rebours: SupabaseClient<Database>;

const tag = () => randomBytes(4).toString('hex');
const address = (name: string) => `${name}.${tag()}@example.it`;
const CONSENT = 'Acconsento a ricevere la newsletter di Seoul, una e-mail al mese.';

const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  shop_id: 'seoul',
  email,
  consent: CONSENT,
  page: '/seoul',
  ...overrides,
});

const post = anonPost;

/** Two shops with pages, as `npm start` makes them from the site documents. */
const SHOPS = `
  insert into public.shops (id, name) values ('seoul', 'Seoul'), ('reboursp', 'Rebours Parfums')
  on conflict (id) do nothing;`;

/**
 * The real app over a fresh copy of the prepared shop (as `startBackend` starts it), with the
 * newsletter's options as `npm start` reads them from the environment, and the two shops.
 */
async function startShop(newsletter: NewsletterOptions, publicOrigin?: string): Promise<Backend> {
  const shop = await startBackend(undefined, { newsletter, ...(publicOrigin ? { publicOrigin } : {}) });
  await shop.sql(SHOPS);
  return shop;
}

async function signedIn(b: Backend, email: string, password: string, shop: string) {
  await b.createOwner(email, password, shop);
  const client = anonClient(b);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`${email} could not sign in: ${error.message}`);
  return client;
}

async function rowsOf(email: string) {
  const { data, error } = await serviceClient(backend).from('newsletter_subscribers').select().eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  backend = await startShop({ rateLimit: { count: 1000, minutes: 10 } });
  seoul = await signedIn(backend, 'titolare@seoul.test', 'Seoul-Titolare-2026', 'seoul');
  rebours = await signedIn(backend, 'titolare@rebours.test', 'Rebours-Titolare-2026', 'reboursp');
  return () => backend.stop();
});

describe('a visitor', () => {
  it('signs up with an insert, stored with its consent, page and time, confirmed without SMTP', async () => {
    const email = address('giulia');
    const before = Date.now();
    const { error, status } = await anonClient(backend).from('newsletter_subscribers').insert(signUp(email));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ shop_id: 'seoul', email, consent: CONSENT, page: '/seoul' });
    expect(Date.parse(row!.consented_at)).toBeGreaterThanOrEqual(before - 5000);
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    const { data: doubleOptIn } = await anonClient(backend).rpc('newsletter_double_opt_in');
    expect(doubleOptIn).toBe(false);
  });

  it('cannot choose the token, the time or the confirmation', async () => {
    const email = address('furbo');
    const forged = await post(backend, 'newsletter_subscribers', signUp(email, { token: 'a'.repeat(64) }));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: '42501' });
    const confirmed = await post(backend, 'newsletter_subscribers', signUp(email, { confirmed_at: null }));
    expect(confirmed.status).toBe(401);
    expect(await rowsOf(email)).toHaveLength(0);
  });

  it('cannot read, change or delete any sign-up', async () => {
    const email = address('marta');
    await anonClient(backend).from('newsletter_subscribers').insert(signUp(email));
    const visitor = anonClient(backend);
    const read = await visitor.from('newsletter_subscribers').select('email');
    expect(read.error).toMatchObject({ code: '42501' });
    const readBack = await visitor
      .from('newsletter_subscribers')
      .insert(signUp(address('eco')))
      .select();
    expect(readBack.error).toMatchObject({ code: '42501' });
    const changed = await visitor
      .from('newsletter_subscribers')
      .update({ email: 'altro@example.it' })
      .eq('email', email);
    expect(changed.error).toMatchObject({ code: '42501' });
    const removed = await visitor.from('newsletter_subscribers').delete().eq('email', email);
    expect(removed.error).toMatchObject({ code: '42501' });
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('sends one address per request: a list is refused with 400 and a JSON body, nothing stored', async () => {
    const emails = [address('uno'), address('due')];
    for (const body of [emails.map((e) => signUp(e)), [signUp(emails[0]!)]]) {
      const response = await post(backend, 'newsletter_subscribers', body);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: /Una iscrizione alla volta/ });
    }
    // Spelt another way, the address is the same table's and the same rule holds.
    const encoded = await post(
      backend,
      'newsletter%5Fsubscribers',
      emails.map((e) => signUp(e)),
    );
    expect(encoded.status).toBe(400);
    // Other spellings of the same insert are refused too, with a JSON body.
    for (const path of ['newsletter_subscribers?columns=shop_id,email,consent,page', 'newsletter_subscribers/']) {
      const other = await post(
        backend,
        path,
        emails.map((e) => signUp(e)),
      );
      expect(other.status, path).toBeGreaterThanOrEqual(400);
      expect(other.status, path).toBeLessThan(500);
      expect(other.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    // Signed in, the box is a visitor's all the same.
    const signedIn = await seoul.from('newsletter_subscribers').insert(emails.map((e) => signUp(e)));
    expect(signedIn.status).toBe(400);
    expect(signedIn.error).toMatchObject({ code: 'PGRST102' });
    for (const email of emails) expect(await rowsOf(email)).toHaveLength(0);
  });

  it('is refused for a shop that does not exist, a page of another site or a malformed address', async () => {
    const visitor = anonClient(backend);
    const unknown = await visitor.from('newsletter_subscribers').insert(signUp(address('x'), { shop_id: 'nessuno' }));
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.error).toMatchObject({ code: '23503' });
    const elsewhere = await visitor
      .from('newsletter_subscribers')
      .insert(signUp(address('y'), { page: '//evil.example' }));
    expect(elsewhere.error).toMatchObject({ code: '23514' });
    const malformed = await visitor.from('newsletter_subscribers').insert(signUp('non-un-indirizzo'));
    expect(malformed.error).toMatchObject({ code: '23514' });
    const blank = await visitor.from('newsletter_subscribers').insert(signUp(address('z'), { consent: '  ' }));
    expect(blank.error).toMatchObject({ code: '23514' });
  });

  it('signing up again answers as a new address does and adds nothing', async () => {
    const email = address('ripetuta');
    const first = await post(backend, 'newsletter_subscribers', signUp(email), { prefer: 'count=exact' });
    const again = await post(backend, 'newsletter_subscribers', signUp(email.toUpperCase(), { page: '/seoul/altra' }), {
      prefer: 'count=exact',
    });
    const fresh = await post(backend, 'newsletter_subscribers', signUp(address('nuova')), { prefer: 'count=exact' });
    for (const response of [first, again, fresh]) {
      expect(response.status).toBe(201);
      expect(response.headers.get('content-range')).toBe('*/1');
      expect(await response.text()).toBe('');
    }
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.page).toBe('/seoul');
    // The same address may follow another shop.
    const other = await anonClient(backend)
      .from('newsletter_subscribers')
      .insert(signUp(email, { shop_id: 'reboursp', page: '/reboursp' }));
    expect(other.error).toBeNull();
    expect(await rowsOf(email)).toHaveLength(2);
  });
});

describe("a shop's members", () => {
  it('read and remove their own shop’s sign-ups, never another shop’s', async () => {
    const toSeoul = address('seoul');
    const toRebours = address('rebours');
    await anonClient(backend).from('newsletter_subscribers').insert(signUp(toSeoul));
    await anonClient(backend)
      .from('newsletter_subscribers')
      .insert(signUp(toRebours, { shop_id: 'reboursp', page: '/reboursp' }));

    const seoulList = await seoul.from('newsletter_subscribers').select('email, shop_id');
    expect(seoulList.error).toBeNull();
    expect(seoulList.data!.map((r) => r.email)).toContain(toSeoul);
    expect(seoulList.data!.every((r) => r.shop_id === 'seoul')).toBe(true);
    const crossRead = await seoul.from('newsletter_subscribers').select('email').eq('email', toRebours);
    expect(crossRead.data).toEqual([]);

    const crossDelete = await seoul.from('newsletter_subscribers').delete().eq('email', toRebours).select('id');
    expect(crossDelete.data).toEqual([]);
    expect(await rowsOf(toRebours)).toHaveLength(1);

    const own = await rebours.from('newsletter_subscribers').delete().eq('email', toRebours).select('id');
    expect(own.data).toHaveLength(1);
    expect(await rowsOf(toRebours)).toHaveLength(0);
  });

  it('cannot change a sign-up', async () => {
    const email = address('fissa');
    await anonClient(backend).from('newsletter_subscribers').insert(signUp(email));
    const changed = await seoul.from('newsletter_subscribers').update({ consent: 'Altro' }).eq('email', email);
    expect(changed.error).toMatchObject({ code: '42501' });
  });
});

describe('the links of a sign-up', () => {
  const tokenOf = async (email: string) => (await rowsOf(email))[0]!.token;

  it('unsubscribe by token without an account; a wrong or used token removes nothing and says so', async () => {
    const email = address('addio');
    const keep = address('resta');
    await anonClient(backend).from('newsletter_subscribers').insert(signUp(email));
    await anonClient(backend).from('newsletter_subscribers').insert(signUp(keep));
    const token = await tokenOf(email);

    const wrong = await anonClient(backend).rpc('newsletter_unsubscribe', { token: 'f'.repeat(64) });
    expect(wrong).toMatchObject({ error: null, data: null });
    const empty = await anonClient(backend).rpc('newsletter_unsubscribe', { token: '' });
    expect(empty).toMatchObject({ error: null, data: null });
    expect(await rowsOf(email)).toHaveLength(1);

    const done = await anonClient(backend).rpc('newsletter_unsubscribe', { token });
    expect(done).toMatchObject({ error: null, data: 'Seoul' });
    expect(await rowsOf(email)).toHaveLength(0);
    expect(await rowsOf(keep)).toHaveLength(1);
    const again = await anonClient(backend).rpc('newsletter_unsubscribe', { token });
    expect(again.data).toBeNull();
  });

  it('confirm by token, once or twice alike; a wrong token confirms nothing', async () => {
    const email = address('conferma');
    await backend.sql(`update boutique_private.newsletter_settings set double_opt_in = true`);
    try {
      await anonClient(backend).from('newsletter_subscribers').insert(signUp(email));
    } finally {
      await backend.sql(`update boutique_private.newsletter_settings set double_opt_in = false`);
    }
    expect((await rowsOf(email))[0]!.confirmed_at).toBeNull();
    const wrong = await anonClient(backend).rpc('newsletter_confirm', { token: '0'.repeat(64) });
    expect(wrong.data).toBeNull();
    expect((await rowsOf(email))[0]!.confirmed_at).toBeNull();

    const token = await tokenOf(email);
    const done = await anonClient(backend).rpc('newsletter_confirm', { token });
    expect(done).toMatchObject({ error: null, data: 'Seoul' });
    const confirmedAt = (await rowsOf(email))[0]!.confirmed_at;
    expect(confirmedAt).not.toBeNull();
    await anonClient(backend).rpc('newsletter_confirm', { token });
    expect((await rowsOf(email))[0]!.confirmed_at).toBe(confirmedAt);
  });
});

describe('the allowance per address', () => {
  let limited: Backend;
  beforeAll(async () => {
    limited = await startShop({});
    return () => limited.stop();
  });

  it(`lets one address sign up ${newsletterRateLimit.count} times, then answers 429 with a JSON body`, async () => {
    const visitor = anonClient(limited);
    // A refused sign-up (unknown shop) gives its place back.
    const refused = await visitor.from('newsletter_subscribers').insert(signUp(address('r'), { shop_id: 'nessuno' }));
    expect(refused.error).not.toBeNull();
    for (let i = 0; i < newsletterRateLimit.count; i++) {
      const { error } = await visitor.from('newsletter_subscribers').insert(signUp(address(`n${i}`)));
      expect(error).toBeNull();
    }
    const over = await post(limited, 'newsletter_subscribers', signUp(address('troppo')));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // The insert is what counts, however the address spells the table.
    const spelt = await post(limited, 'newsletter%5Fsubscribers', signUp(address('travestito')));
    expect(spelt.status).toBe(429);
    const { error, status } = await visitor.from('newsletter_subscribers').insert(signUp(address('ancora')));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'over_request_rate_limit' });
    // Enquiries have an allowance of their own, and the service role none.
    const enquiry = await visitor.from('messages').insert({
      shop_id: 'seoul',
      first_name: 'Anna',
      last_name: 'Riva',
      email: 'anna.riva@example.it',
      subject: 'Taglie',
      body: 'Avete la giacca in taglia M?',
      page: '/seoul',
    });
    expect(enquiry.error).toBeNull();
    const service = await serviceClient(limited)
      .from('newsletter_subscribers')
      .insert(signUp(address('servizio')));
    expect(service.error).toBeNull();
  });
});

describe('double opt-in with SMTP', () => {
  let received: ReceivedMail[] = [];
  let shop: Backend;

  beforeAll(async () => {
    const sink = await startMailSink();
    received = sink.received;
    shop = await startShop({ mail: { url: sink.url, from: 'Seoul <sito@seoul.test>' } }, 'https://www.seoul.test');
    return async () => {
      await shop.stop();
      await sink.stop();
    };
  });

  it('waits for the confirmation link, e-mailed once with the unsubscribe link, on the public origin', async () => {
    const email = address('doppia');
    const visitor = anonClient(shop);
    expect((await visitor.rpc('newsletter_double_opt_in')).data).toBe(true);
    const { error } = await visitor
      .from('newsletter_subscribers')
      .insert(signUp(email))
      .setHeader('x-forwarded-host', 'evil.example');
    expect(error).toBeNull();
    // The same address again sends no second e-mail.
    await visitor.from('newsletter_subscribers').insert(signUp(email));
    await expect.poll(() => received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const text = readableMail(mails[0]!.raw);
    expect(text).toContain("Subject: Conferma l'iscrizione alla newsletter di Seoul");
    const service = serviceClient(shop);
    const { data } = await service.from('newsletter_subscribers').select().eq('email', email).single();
    expect(data!.confirmed_at).toBeNull();
    const confirm = `https://www.seoul.test/seoul?newsletter=conferma&token=${data!.token}`;
    const unsubscribe = `https://www.seoul.test/seoul?newsletter=disiscrizione&token=${data!.token}`;
    expect(text).toContain(confirm);
    expect(text).toContain(unsubscribe);
    expect(text).toMatch(/List-Unsubscribe:\s+<https:\/\/www\.seoul\.test\//);
    expect(text).not.toContain('evil.example');

    expect((await visitor.rpc('newsletter_confirm', { token: data!.token })).data).toBe('Seoul');
    const after = await service.from('newsletter_subscribers').select('confirmed_at').eq('email', email).single();
    expect(after.data!.confirmed_at).not.toBeNull();
  });
});
