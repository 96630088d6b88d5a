import { randomBytes, randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/auth/claims.ts';
import type { Database, TablesInsert } from '../../src/backend/database.types.ts';
import { addProduct, draftProduct } from './fixtures.ts';
import { anonClient, clientWithToken, serviceClient, startBackend, subscribed, type Backend } from './harness.ts';

/**
 * Enquiries as the backend itself guards them (row level security, column grants, the table's
 * checks and its honeypot trigger), asked with supabase-js as the contact form and the owner's
 * inbox call it: visitors insert and nothing else, the owner reads, marks and deletes.
 */

type Message = TablesInsert<'messages'>;

let backend: Backend;
let owner: SupabaseClient<Database>;
let nonOwner: SupabaseClient<Database>;

/** A complete enquiry with a subject of its own, so a test finds its rows whatever else the table holds. */
const enquiry = (overrides: Partial<Message> = {}): Message & { subject: string } => ({
  first_name: 'Giulia',
  last_name: 'Bianchi',
  email: 'giulia.bianchi@example.it',
  phone: '+39 333 123 4567',
  subject: `Anello su misura ${randomBytes(3).toString('hex')}`,
  body: 'Buongiorno, vorrei sapere se potete allargare un anello di famiglia.',
  page: '/moniagioielli',
  shop_id: 'aurea',
  ...overrides,
});

/** The stored rows with a subject, read with the service role so no policy hides anything. */
async function stored(subject: string) {
  const { data, error } = await serviceClient(backend).from('messages').select('*').eq('subject', subject);
  if (error) throw new Error(error.message);
  return data;
}

/** Sends as a visitor does and returns what the server stored of it. */
async function sendAsVisitor(overrides: Partial<Message> = {}) {
  const message = enquiry(overrides);
  const { error, status } = await anonClient(backend).from('messages').insert(message);
  expect(error).toBeNull();
  expect(status).toBe(201);
  const [row] = await stored(message.subject);
  if (!row) throw new Error('the message was not stored');
  return row;
}

beforeAll(async () => {
  // Far more than the tests send: the limit has its own test file.
  backend = await startBackend({ rateLimit: { count: 1000, minutes: 10 } });
  return () => backend.stop();
});

beforeAll(async () => {
  const credentials = await backend.createOwner('titolare.messaggi@boutique.test', 'Messaggi-Titolare-2026');
  owner = anonClient(backend);
  const signedIn = await owner.auth.signInWithPassword(credentials);
  if (signedIn.error) throw new Error(`owner sign-in failed: ${signedIn.error.message}`);
  const now = Math.floor(Date.now() / 1000);
  const token = await signToken(
    {
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      sub: randomUUID(),
      email: 'cliente@example.com',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { role: 'owner' },
      is_anonymous: false,
    },
    backend.keys,
  );
  nonOwner = clientWithToken(backend, token);
});

describe('a visitor', () => {
  it('sends an enquiry: stored with the time it arrived, unread and unanswered', async () => {
    const before = Date.now();
    const row = await sendAsVisitor();
    expect(row).toMatchObject({
      first_name: 'Giulia',
      email: 'giulia.bianchi@example.it',
      page: '/moniagioielli',
      product_id: null,
      website: null,
      read_at: null,
      answered_at: null,
    });
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('may leave out the phone, and may name the piece asked about', async () => {
    const piece = await addProduct(backend, draftProduct({ name: 'Anello Chiedi Informazioni' }));
    const row = await sendAsVisitor({ phone: null, page: '/shop/anello', product_id: piece.id });
    expect(row).toMatchObject({ phone: null, product_id: piece.id });
    // The enquiry outlives the piece.
    await serviceClient(backend).from('products').delete().eq('id', piece.id);
    expect((await stored(row.subject))[0]?.product_id).toBeNull();
  });

  it('cannot read any message, its own included', async () => {
    const row = await sendAsVisitor();
    const { data, error } = await anonClient(backend).from('messages').select('*').eq('id', row.id);
    expect(data ?? []).toEqual([]);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('cannot mark, change or delete a message', async () => {
    const row = await sendAsVisitor();
    const visitor = anonClient(backend);
    const marked = await visitor.from('messages').update({ read_at: new Date().toISOString() }).eq('id', row.id);
    expect(marked.error).toMatchObject({ code: '42501' });
    const changed = await visitor.from('messages').update({ body: 'Testo cambiato' }).eq('id', row.id);
    expect(changed.error).toMatchObject({ code: '42501' });
    const deleted = await visitor.from('messages').delete().eq('id', row.id);
    expect(deleted.error).toMatchObject({ code: '42501' });
    expect(await stored(row.subject)).toEqual([row]);
  });

  it('cannot set when a message was read, answered or received', async () => {
    for (const field of ['read_at', 'answered_at', 'created_at'] as const) {
      const message = enquiry({ [field]: '2020-01-01T00:00:00Z' });
      const { error, status } = await anonClient(backend).from('messages').insert(message);
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501' });
      expect(await stored(message.subject)).toEqual([]);
    }
  });

  it('who fills the honeypot is answered like anyone else, and nothing is stored', async () => {
    const message = enquiry({ website: 'https://spam.example.com' });
    const { error, status } = await anonClient(backend).from('messages').insert(message);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await stored(message.subject)).toEqual([]);
    const { data } = await serviceClient(backend).from('messages').select('id').not('website', 'is', null);
    expect(data).toEqual([]);
  });

  it('who fills the honeypot is told one row was created, as anyone asking for the count', async () => {
    const visitor = anonClient(backend);
    const real = await visitor.from('messages').insert(enquiry(), { count: 'exact' });
    const trapped = await visitor.from('messages').insert(enquiry({ website: 'https://spam.example.com' }), {
      count: 'exact',
    });
    expect(real).toMatchObject({ error: null, status: 201, count: 1 });
    expect(trapped).toMatchObject({ error: null, status: 201, count: 1 });
  });
});

describe('the table itself refuses what the form would not send', () => {
  const cases: [string, Partial<Message>][] = [
    ['a first name over 80 characters', { first_name: 'G'.repeat(81) }],
    ['a last name over 80 characters', { last_name: 'B'.repeat(81) }],
    ['a subject over 150 characters', { subject: 'S'.repeat(151) }],
    ['a text over 4000 characters', { body: 'm'.repeat(4001) }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.it` }],
    ['an e-mail without a domain', { email: 'giulia@' }],
    ['a phone with letters', { phone: 'chiamami' }],
    ['a blank first name', { first_name: '   ' }],
    ['a blank text', { body: ' \n ' }],
    ['a page that is not a path', { page: 'https://altro.example.com/' }],
    ['a page that leads to another site (//)', { page: '//evil.example/login' }],
    ['a page that leads to another site (/\\)', { page: '/\\evil.example/login' }],
  ];
  for (const [what, overrides] of cases) {
    it(`refuses ${what}, even to the service role`, async () => {
      const message = enquiry(overrides);
      for (const client of [anonClient(backend), serviceClient(backend)]) {
        const { error, status } = await client.from('messages').insert(message);
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '23514' });
      }
      const { data } = await serviceClient(backend)
        .from('messages')
        .select('id')
        .eq('subject', message.subject.slice(0, 150));
      expect(data).toEqual([]);
    });
  }

  it('accepts a field at its bound', async () => {
    const row = await sendAsVisitor({ first_name: 'G'.repeat(80), body: 'm'.repeat(4000) });
    expect(row.body).toHaveLength(4000);
  });
});

describe('a signed-in non-owner', () => {
  it('reads nothing and changes nothing', async () => {
    const row = await sendAsVisitor();
    const { data, error } = await nonOwner.from('messages').select('*').eq('id', row.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const marked = await nonOwner
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', row.id)
      .select();
    expect(marked.data).toEqual([]);
    const deleted = await nonOwner.from('messages').delete().eq('id', row.id).select('id');
    expect(deleted.data).toEqual([]);
    expect(await stored(row.subject)).toEqual([row]);
  });
});

describe('the owner', () => {
  it('reads every message, newest first', async () => {
    const first = await sendAsVisitor();
    const second = await sendAsVisitor();
    const { data, error } = await owner.from('messages').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const ids = (data ?? []).map((m) => m.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('marks a message read and answered, and back', async () => {
    const row = await sendAsVisitor();
    const at = '2026-11-23T10:15:00+00:00';
    const read = await owner.from('messages').update({ read_at: at }).eq('id', row.id).select().single();
    expect(read.error).toBeNull();
    expect(Date.parse(read.data?.read_at ?? '')).toBe(Date.parse(at));
    const answered = await owner
      .from('messages')
      .update({ answered_at: at, read_at: null })
      .eq('id', row.id)
      .select()
      .single();
    expect(answered.data).toMatchObject({ read_at: null, body: row.body });
    expect(answered.data?.answered_at).not.toBeNull();
  });

  it('cannot rewrite what the visitor wrote', async () => {
    const row = await sendAsVisitor();
    const { error } = await owner.from('messages').update({ body: 'Riscritto' }).eq('id', row.id);
    expect(error).toMatchObject({ code: '42501' });
    expect((await stored(row.subject))[0]?.body).toBe(row.body);
  });

  it('deletes a message', async () => {
    const row = await sendAsVisitor();
    const { data, error } = await owner.from('messages').delete().eq('id', row.id).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: row.id }]);
    expect(await stored(row.subject)).toEqual([]);
  });

  it('is told of a new message live, while a visitor subscribed is told nothing', async () => {
    type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
    const watch = async (client: SupabaseClient<Database>) => {
      const received: Change[] = [];
      await subscribed(
        client
          .channel(`messaggi-${randomBytes(3).toString('hex')}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, (change: Change) => {
            received.push(change);
          }),
      );
      return received;
    };
    const ownerSees = await watch(owner);
    const visitor = anonClient(backend);
    const visitorSees = await watch(visitor);
    const row = await sendAsVisitor();
    await expect
      .poll(() => ownerSees.find((c) => c.eventType === 'INSERT')?.new, { timeout: 10_000 })
      .toMatchObject({ id: row.id, subject: row.subject, read_at: null });
    // Delivered in commit order: once a later change reaches the owner, the visitor has had its chance.
    await owner.from('messages').update({ read_at: new Date().toISOString() }).eq('id', row.id);
    await expect.poll(() => ownerSees.some((c) => c.eventType === 'UPDATE'), { timeout: 10_000 }).toBe(true);
    expect(visitorSees).toEqual([]);
    await owner.removeAllChannels();
    await visitor.removeAllChannels();
  });
});
