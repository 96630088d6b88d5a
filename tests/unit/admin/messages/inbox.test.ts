import { describe, expect, it } from 'vitest';
import { messageChange, toMessage, type Message } from '../../../../src/backend/messages.ts';
import { inbox, initialInbox, openMessage, unreadCount } from '../../../../src/admin/messages/inbox-state.ts';
import { replyHref } from '../../../../src/admin/messages/reply.ts';

const row = (id: string, createdAt: string, fields: Record<string, unknown> = {}) => ({
  id,
  first_name: 'Giulia',
  last_name: 'Bianchi',
  email: 'giulia@example.it',
  phone: null,
  subject: `Richiesta ${id}`,
  body: 'Buongiorno,\nvorrei un preventivo.',
  page: '/moniagioielli',
  product_id: null,
  website: null,
  created_at: createdAt,
  read_at: null,
  answered_at: null,
  ...fields,
});

const message = (id: string, createdAt: string, fields: Record<string, unknown> = {}): Message => {
  const parsed = toMessage(row(id, createdAt, fields));
  if (!parsed) throw new Error('unreadable row');
  return parsed;
};

describe('the inbox', () => {
  const messages = [
    message('a', '2026-11-20T10:00:00Z'),
    message('b', '2026-11-22T10:00:00Z', { read_at: '2026-11-22T11:00:00Z' }),
  ];
  const loaded = inbox(initialInbox, {
    type: 'loaded',
    messages,
    rows: 2,
    last: { createdAt: '2026-11-20T10:00:00Z', id: 'a' },
    remaining: 2,
    total: 2,
    unread: 1,
  });

  it('lists newest first and counts the unread', () => {
    expect(loaded.loading).toBe(false);
    expect(loaded.messages.map((m) => m.id)).toEqual(['b', 'a']);
    expect(unreadCount(loaded)).toBe(1);
  });

  it('puts a new enquiry on top, and a replayed event in the same place', () => {
    const change = messageChange({ eventType: 'INSERT', new: row('c', '2026-11-23T09:00:00Z'), old: {} });
    expect(change).toMatchObject({ type: 'upsert', inserted: true });
    if (change.type === 'resync') throw new Error('unexpected resync');
    const once = inbox(loaded, { type: 'changed', change });
    const twice = inbox(once, { type: 'changed', change });
    expect(twice.messages.map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(unreadCount(twice)).toBe(2);
  });

  it('follows a mark made elsewhere, and a delete closes the open message', () => {
    const opened = inbox(loaded, { type: 'opened', id: 'a' });
    expect(openMessage(opened)?.id).toBe('a');
    const read = inbox(opened, { type: 'stored', message: message('a', '2026-11-20T10:00:00Z', { read_at: 'x' }) });
    expect(unreadCount(read)).toBe(0);
    const change = messageChange({ eventType: 'DELETE', new: {}, old: { id: 'a' } });
    if (change.type === 'resync') throw new Error('unexpected resync');
    const gone = inbox(read, { type: 'changed', change });
    expect(gone.messages.map((m) => m.id)).toEqual(['b']);
    expect(gone.openId).toBeNull();
  });

  it('asks about a delete, waits while it runs, and closes the question once deleted', () => {
    const asked = inbox(loaded, { type: 'delete-asked', message: message('a', '2026-11-20T10:00:00Z') });
    expect(asked.deleting?.id).toBe('a');
    const running = inbox(asked, { type: 'work-started' });
    expect(running.busy).toBe(true);
    // Annulla waits for the delete under way.
    expect(inbox(running, { type: 'delete-cancelled' })).toBe(running);
    const done = inbox(inbox(running, { type: 'deleted', id: 'a' }), { type: 'work-ended' });
    expect(done).toMatchObject({ busy: false, deleting: null });
    expect(done.messages.map((m) => m.id)).toEqual(['b']);
    expect(inbox(asked, { type: 'delete-cancelled' }).deleting).toBeNull();
  });

  it("another shop's inbox starts from empty", () => {
    const opened = inbox(loaded, { type: 'opened', id: 'a' });
    expect(inbox(opened, { type: 'shop-changed' })).toEqual(initialInbox);
    expect(inbox(initialInbox, { type: 'shop-changed' })).toBe(initialInbox);
  });

  it('asks for the list again when an event cannot be read', () => {
    expect(messageChange({ eventType: 'UPDATE', new: { id: 'a' }, old: {} })).toEqual({ type: 'resync' });
    expect(messageChange({ eventType: 'DELETE', new: {}, old: {} })).toEqual({ type: 'resync' });
  });
});

describe('the reply', () => {
  it("opens the owner's mail app addressed to the visitor, Re: the subject, the enquiry quoted", () => {
    const href = replyHref(message('a', '2026-11-20T10:00:00Z'));
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('giulia@example.it');
    expect(url.searchParams.get('subject')).toBe('Re: Richiesta a');
    expect(url.searchParams.get('body')).toBe(
      'Gentile Giulia Bianchi,\n\n\n\nIl 20 novembre 2026 alle ore 11:00 ha scritto:\n' +
        '> Buongiorno,\n> vorrei un preventivo.',
    );
  });

  it('keeps a subject that already answers, and cuts a very long quote', () => {
    const long = message('a', '2026-11-20T10:00:00Z', { subject: 'Re: anello', body: 'x'.repeat(3000) });
    const url = new URL(replyHref(long));
    expect(url.searchParams.get('subject')).toBe('Re: anello');
    expect(url.searchParams.get('body')).toMatch(/x{1500} \[…\]$/);
  });
});
