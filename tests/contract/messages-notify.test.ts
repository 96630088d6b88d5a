import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startEnquiryNotifier, type SmtpSettings } from '../../server/messages/index.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';
import { readableMail, startMailSink, type ReceivedMail } from './mail-sink.ts';

/**
 * With SMTP settings the embedded server e-mails the owner for every stored enquiry, replying to
 * the visitor. The mail server here is a local sink (smtp-server) that keeps what it receives.
 */

let received: ReceivedMail[] = [];
let backend: Backend;
let settings: SmtpSettings;

beforeAll(async () => {
  const sink = await startMailSink();
  received = sink.received;
  settings = {
    url: sink.url,
    to: 'titolare@aureagioielli.test',
    from: 'Aurea Gioielli <sito@aureagioielli.test>',
    // Past five a minute to one shop, the digest follows two seconds after the first it holds.
    digest: { perMinute: 5, delaySeconds: 2 },
  };
  backend = await startBackend({ rateLimit: { count: 100, minutes: 10 }, notify: settings });
  // A shop with no address of its own: its enquiries go to the server's NOTIFY_EMAIL. Two more for
  // the tests that count a shop's e-mails.
  await backend.sql(`
    insert into public.shops (id, name) values ('moniagioielli', 'Monia Gioielli') on conflict do nothing;
    update public.shops set email = null where id = 'moniagioielli';
    insert into public.shops (id, name, email) values
      ('due-processi', 'Due Processi', 'due@processi.test'),
      ('raffica', 'Raffica Moda', 'raffica@moda.test')
    on conflict do nothing`);
  return async () => {
    await backend.stop();
    await sink.stop();
  };
});

describe('e-mail notification', () => {
  it('sends the owner one e-mail per enquiry, answering to the visitor, and none for a honeypot', async () => {
    const visitor = anonClient(backend);
    const trapped = await visitor.from('messages').insert({
      first_name: 'Bot',
      last_name: 'Spam',
      email: 'bot@spam.example.com',
      subject: 'Offerta imperdibile',
      body: 'Compra follower',
      page: '/',
      shop_id: 'aurea',
      website: 'https://spam.example.com',
    });
    expect(trapped.error).toBeNull();
    const { error } = await visitor.from('messages').insert({
      first_name: 'Lucia',
      last_name: 'Ferri',
      email: 'lucia.ferri@example.it',
      phone: '+39 347 555 0101',
      subject: 'Orecchini in oro rosa',
      body: 'Avete gli orecchini della vetrina anche in oro rosa? Grazie, Lucia',
      page: '/moniagioielli',
      shop_id: 'moniagioielli',
    });
    expect(error).toBeNull();

    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = received;
    expect(mail?.from).toBe('sito@aureagioielli.test');
    expect(mail?.to).toEqual(['titolare@aureagioielli.test']);
    const text = readableMail(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Nuovo messaggio dal sito: Orecchini in oro rosa\r?$/m);
    expect(text).toMatch(/^Reply-To: Lucia Ferri <lucia\.ferri@example\.it>\r?$/m);
    expect(text).toContain('Lucia Ferri ha scritto dal sito di Monia Gioielli.');
    expect(text).toContain('Avete gli orecchini della vetrina anche in oro rosa? Grazie, Lucia');
    expect(text).toContain('Telefono: +39 347 555 0101');
    expect(text).toContain('Pagina: http://127.0.0.1/moniagioielli');
    expect(text).toContain('http://127.0.0.1/admin#messaggi');
    expect(text).not.toContain('Offerta imperdibile');
  });

  it('sends an enquiry to the address of the shop whose page sent it', async () => {
    const before = received.length;
    const { error } = await anonClient(backend).from('messages').insert({
      first_name: 'Paolo',
      last_name: 'Neri',
      email: 'paolo.neri@example.it',
      subject: 'Cinturino per il Cronografo Riviera',
      body: 'Avete un cinturino in pelle marrone per il Cronografo Riviera?',
      page: '/shop',
      shop_id: 'aurea',
    });
    expect(error).toBeNull();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['atelier@aureagioielli.it']);
    expect(readableMail(mail?.raw ?? '')).toContain('Paolo Neri ha scritto dal sito di Aurea Gioielli.');
  });

  it('sends one e-mail per enquiry however many server processes hear of it', async () => {
    // A second process on the same database: its notifier hears every insert too.
    const second = await startEnquiryNotifier(backend.db, settings, 'http://127.0.0.1');
    try {
      const tag = randomBytes(3).toString('hex');
      const visitor = anonClient(backend);
      for (let i = 0; i < 3; i++) {
        const { error } = await visitor.from('messages').insert(enquiryTo('due-processi', `Doppio ${i} ${tag}`));
        expect(error).toBeNull();
      }
      const mine = () => received.filter((mail) => readableMail(mail.raw).includes(tag));
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(mine()).toHaveLength(3);
      expect(mine().every((mail) => mail.to[0] === 'due@processi.test')).toBe(true);
    } finally {
      await second();
    }
  });

  it('past five enquiries a minute to one shop, announces the next ones together in a digest', async () => {
    const tag = randomBytes(3).toString('hex');
    const visitor = anonClient(backend);
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => visitor.from('messages').insert(enquiryTo('raffica', `Raffica ${i} ${tag}`))),
    );
    expect(sent.map((answer) => answer.error)).toEqual(Array<null>(8).fill(null));
    const mine = () =>
      received.filter((mail) => readableMail(mail.raw).includes(tag)).map((mail) => readableMail(mail.raw));
    const listed = (i: number) => `- Giorgio Riva <giorgio.riva@example.it>: Raffica ${i} ${tag}`;
    const alone = (i: number) => `Subject: Nuovo messaggio dal sito: Raffica ${i} ${tag}`;
    const announced = () =>
      [...Array(8).keys()].filter((i) => mine().some((text) => text.includes(listed(i)) || text.includes(alone(i))));
    await expect.poll(() => announced().length, { timeout: 15_000 }).toBe(8);
    const single = mine().filter((text) => /^Subject: Nuovo messaggio dal sito: Raffica \d /m.test(text));
    const digests = mine().filter((text) =>
      /^Subject: (Un nuovo messaggio|\d+ nuovi messaggi) dal sito\r?$/m.test(text),
    );
    // Five claimed first get an e-mail of their own; the others wait for the digest (a second one
    // only if one was claimed after the first had gone).
    expect(single).toHaveLength(5);
    expect(digests.length).toBeGreaterThanOrEqual(1);
    expect(mine()).toHaveLength(single.length + digests.length);
    expect(digests[0]).toMatch(/(Un nuovo messaggio|\d+ nuovi messaggi) dal sito di Raffica Moda\./);
    expect(digests[0]).toContain('http://127.0.0.1/admin#messaggi');
    // Each of the eight is announced once: in an e-mail of its own or in a digest.
    for (let i = 0; i < 8; i++) {
      const times = mine().filter((text) => text.includes(listed(i)) || text.includes(alone(i))).length;
      expect(times, `Raffica ${i}`).toBe(1);
    }
    const recipients = received.filter((mail) => readableMail(mail.raw).includes(tag)).map((mail) => mail.to);
    expect(recipients.every((to) => to.length === 1 && to[0] === 'raffica@moda.test')).toBe(true);
  });
});

function enquiryTo(shop: string, subject: string) {
  return {
    first_name: 'Giorgio',
    last_name: 'Riva',
    email: 'giorgio.riva@example.it',
    subject,
    body: 'Vorrei sapere se la giacca in vetrina c’è ancora nella taglia 50.',
    page: '/contatti',
    shop_id: shop,
  };
}
