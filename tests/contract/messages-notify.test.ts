import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, startBackend, type Backend } from './harness.ts';

/**
 * With SMTP settings the embedded server e-mails the owner for every stored enquiry, replying to
 * the visitor. The mail server here is a local sink (smtp-server) that keeps what it receives.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let backend: Backend;

/** The text of a mail as a person reads it: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

beforeAll(async () => {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  backend = await startBackend({
    rateLimit: { count: 100, minutes: 10 },
    notify: {
      url: `smtp://127.0.0.1:${port}`,
      to: 'titolare@aureagioielli.test',
      from: 'Aurea Gioielli <sito@aureagioielli.test>',
    },
  });
  // A shop with no address of its own: its enquiries go to the server's NOTIFY_EMAIL.
  await backend.sql(`
    insert into public.shops (id, name) values ('moniagioielli', 'Monia Gioielli') on conflict do nothing;
    update public.shops set email = null where id = 'moniagioielli'`);
  return async () => {
    await backend.stop();
    await new Promise<void>((resolve) => sink.close(resolve));
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
    const text = readable(mail?.raw ?? '');
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
    expect(readable(mail?.raw ?? '')).toContain('Paolo Neri ha scritto dal sito di Aurea Gioielli.');
  });
});
