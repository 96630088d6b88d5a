import { describe, expect, it } from 'vitest';
import { toMessage, type InboxCursor, type Message } from '../../../../src/backend/messages.ts';
import {
  inbox,
  INBOX_PAGE,
  inboxOrder,
  initialInbox,
  unreadCount,
  type InboxAction,
  type InboxState,
} from '../../../../src/admin/messages/inbox-state.ts';

/** Enquiry number `n` of a flood: one a minute back from noon, the larger `n` the older. */
const at = (n: number) => new Date(Date.UTC(2026, 10, 27, 12, 0) - n * 60_000).toISOString();
const id = (n: number) => `m-${String(n).padStart(5, '0')}`;

function message(n: number, fields: Record<string, unknown> = {}): Message {
  const parsed = toMessage({
    id: id(n),
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'giulia@example.it',
    phone: null,
    subject: `Richiesta ${String(n)}`,
    body: 'Buongiorno',
    page: '/moniagioielli',
    product_id: null,
    created_at: at(n),
    read_at: null,
    answered_at: null,
    ...fields,
  });
  if (!parsed) throw new Error('unreadable row');
  return parsed;
}

/** Enquiries `from` to `to` (older), as a page of the server reads them. */
function page(from: number, to: number, remaining: number) {
  const messages = Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
  const end = messages[messages.length - 1];
  return { messages, rows: messages.length, last: end ? cursorOf(end) : null, remaining };
}

const cursorOf = (m: Message): InboxCursor => ({ createdAt: m.createdAt, id: m.id });

const run = (state: InboxState, ...actions: InboxAction[]) => actions.reduce(inbox, state);

const ids = (state: InboxState) => state.messages.map((m) => m.id);

/** A shop with 120 enquiries, 70 of them unread: its inbox open on the first page. */
const opened = run(initialInbox, { type: 'loaded', ...page(0, INBOX_PAGE - 1, 120), total: 120, unread: 70 });

describe('the inbox, a page at a time', () => {
  it('opens on the newest 50 with the counts of the whole shop', () => {
    expect(opened.messages).toHaveLength(50);
    expect(ids(opened)[0]).toBe(id(0));
    expect(opened).toMatchObject({ loading: false, more: true, total: 120, unread: 70 });
    expect(opened.floor).toEqual({ createdAt: at(49), id: id(49) });
    // The badge counts every unread enquiry of the shop, not only the 50 listed.
    expect(unreadCount(opened)).toBe(70);
  });

  it('reads the next page after the last one read, says where focus goes, and stops at the end', () => {
    const asked = inbox(opened, { type: 'more-requested' });
    expect(asked.loadingMore).toBe(true);
    // A second click while the page travels asks nothing more.
    expect(inbox(asked, { type: 'more-requested' })).toBe(asked);

    const second = inbox(asked, { type: 'more-loaded', after: opened.floor, ...page(50, 99, 70) });
    expect(second.messages).toHaveLength(100);
    expect(ids(second).slice(48, 52)).toEqual([id(48), id(49), id(50), id(51)]);
    expect(second).toMatchObject({ loadingMore: false, more: true, revealed: { id: id(50) } });

    const third = inbox(second, { type: 'more-loaded', after: second.floor, ...page(100, 119, 20) });
    expect(third.messages).toHaveLength(120);
    expect(third).toMatchObject({ more: false, revealed: { id: id(100) }, total: 120 });
  });

  it('takes no page read after a place the inbox has left (read again meanwhile)', () => {
    const asked = inbox(opened, { type: 'more-requested' });
    const stale = { createdAt: at(10), id: id(10) };
    const after = inbox(asked, { type: 'more-loaded', after: stale, ...page(11, 60, 109) });
    expect(after.messages).toHaveLength(50);
    expect(after.loadingMore).toBe(false);
  });

  it('a page that brings only messages already listed sends focus to the last one', () => {
    const again = inbox(opened, { type: 'more-loaded', after: opened.floor, ...page(45, 49, 5) });
    expect(again.messages).toHaveLength(50);
    expect(again).toMatchObject({ more: false, revealed: { id: id(49) } });
  });

  it('puts a new enquiry on top and counts it; a replay counts nothing', () => {
    const fresh = message(-1);
    const change = { type: 'upsert', message: fresh, inserted: true } as const;
    const once = inbox(opened, { type: 'changed', change });
    const twice = inbox(once, { type: 'changed', change });
    expect(ids(twice)[0]).toBe(id(-1));
    expect(twice.messages).toHaveLength(51);
    expect(twice).toMatchObject({ total: 121, unread: 71, recount: false });
  });

  it('marking a listed message read or deleting it moves the counts at once', () => {
    const read = inbox(opened, { type: 'stored', message: message(3, { read_at: at(0) }) });
    expect(read).toMatchObject({ total: 120, unread: 69, recount: false });
    const unread = inbox(read, { type: 'stored', message: message(3) });
    expect(unread.unread).toBe(70);
    const gone = inbox(read, { type: 'deleted', id: id(3) });
    expect(gone).toMatchObject({ total: 119, unread: 69, recount: false });
    expect(gone.messages).toHaveLength(49);
    // The next page still starts after the last one read, not after the last one left.
    expect(gone.floor).toEqual(opened.floor);
  });

  it('a change to an older message not read yet stays off the list and has the counts read again', () => {
    const older = message(80, { read_at: at(0) });
    const changed = inbox(opened, { type: 'changed', change: { type: 'upsert', message: older, inserted: false } });
    expect(ids(changed)).not.toContain(id(80));
    expect(changed.messages).toHaveLength(50);
    expect(changed.recount).toBe(true);
    // Counts read before a later change are not taken; those read after it are.
    const later = inbox(changed, { type: 'deleted', id: 'another-shop' });
    expect(inbox(later, { type: 'counted', total: 120, unread: 69, version: changed.countVersion })).toBe(later);
    const counted = inbox(later, { type: 'counted', total: 120, unread: 69, version: later.countVersion });
    expect(counted).toMatchObject({ total: 120, unread: 69, recount: false });
  });

  it('once everything is read, a change to any message is listed', () => {
    const all = run(initialInbox, { type: 'loaded', ...page(0, 9, 10), total: 10, unread: 10 });
    expect(all.more).toBe(false);
    const backdated = message(500);
    const listed = inbox(all, { type: 'changed', change: { type: 'upsert', message: backdated, inserted: true } });
    expect(ids(listed)[10]).toBe(id(500));
    expect(listed).toMatchObject({ total: 11, unread: 11 });
  });

  it('orders as the server does: newest first to the microsecond, then the larger id', () => {
    const same = '2026-11-27T12:00:00.000001+00:00';
    const a = { createdAt: same, id: 'b' };
    const b = { createdAt: '2026-11-27T12:00:00.000001Z', id: 'a' };
    const c = { createdAt: '2026-11-27T12:00:00.000002Z', id: 'a' };
    expect([a, b, c].sort(inboxOrder).map((x) => `${x.createdAt}/${x.id}`)).toEqual([
      '2026-11-27T12:00:00.000002Z/a',
      `${same}/b`,
      '2026-11-27T12:00:00.000001Z/a',
    ]);
  });

  it('a resync with the pages opened keeps them, and counts anew', () => {
    const two = inbox(opened, { type: 'more-loaded', after: opened.floor, ...page(50, 99, 70) });
    const resynced = inbox(two, { type: 'loaded', ...page(0, 99, 120), total: 120, unread: 64 });
    expect(resynced.messages).toHaveLength(100);
    expect(resynced).toMatchObject({ more: true, unread: 64, floor: { id: id(99) } });
  });
});
