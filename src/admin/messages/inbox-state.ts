import type { InboxCursor, Message, MessageChange } from '../../backend/messages.ts';

/** How many enquiries the inbox reads at a time: when it opens, and at each "Carica altri". */
export const INBOX_PAGE = 50;

/**
 * The most a read of the newest enquiries takes when the subscription is confirmed again: as many as
 * are listed (the pages the owner has opened stay), never more than this.
 */
export const INBOX_RESYNC_LIMIT = 10 * INBOX_PAGE;

/**
 * One shop's inbox: the newest messages read so far, newest first (more are read page by page), the
 * shop's counts, which one is open, the message the owner is asked about deleting, and whether a mark
 * or a delete is under way.
 */
export interface InboxState {
  messages: readonly Message[];
  loading: boolean;
  /** Older enquiries than the last one read remain on the server: "Carica altri" reads the next page. */
  more: boolean;
  /** The last enquiry read from the server: the next page starts after it, and nothing older is listed. */
  floor: InboxCursor | null;
  /** The next page is being read. */
  loadingMore: boolean;
  /** The shop's enquiries, as the server counted them and the changes heard since (null before the first read). */
  total: number | null;
  /** The shop's unread enquiries, likewise. */
  unread: number | null;
  /** A change the counts could not follow (about an enquiry not listed): they are to be read again. */
  recount: boolean;
  /** Moves at every change that touches the counts, so that counts read before it are not taken. */
  countVersion: number;
  /** The first message the last "Carica altri" brought (the last listed when it brought none): focus goes there. */
  revealed: { id: string } | null;
  openId: string | null;
  /** The message the delete dialog asks about. */
  deleting: Message | null;
  /** A mark or a delete is under way: the buttons that would start another wait. */
  busy: boolean;
}

export const initialInbox: InboxState = {
  messages: [],
  loading: true,
  more: false,
  floor: null,
  loadingMore: false,
  total: null,
  unread: null,
  recount: false,
  countVersion: 0,
  revealed: null,
  openId: null,
  deleting: null,
  busy: false,
};

/** A page as the backend read it (`readInboxPage`). */
interface PageRead {
  messages: readonly Message[];
  rows: number;
  last: InboxCursor | null;
  remaining: number;
}

export type InboxAction =
  /** The inbox is another shop's from now on: nothing of the previous one stays. */
  | { type: 'shop-changed' }
  /** The newest enquiries and the shop's counts were read (on opening, and on each resync). */
  | ({ type: 'loaded'; total: number; unread: number } & PageRead)
  | { type: 'load-failed' }
  | { type: 'more-requested' }
  /** The page after `after` was read ("Carica altri"). */
  | ({ type: 'more-loaded'; after: InboxCursor | null } & PageRead)
  | { type: 'more-failed' }
  /** The shop's counts, read when `countVersion` was `version`. */
  | { type: 'counted'; total: number; unread: number; version: number }
  | { type: 'changed'; change: Exclude<MessageChange, { type: 'resync' }> }
  | { type: 'opened'; id: string }
  | { type: 'closed' }
  | { type: 'work-started' }
  | { type: 'work-ended' }
  | { type: 'stored'; message: Message }
  | { type: 'delete-asked'; message: Message }
  | { type: 'delete-cancelled' }
  | { type: 'deleted'; id: string };

/**
 * A timestamp as a number of microseconds, whatever way it is written (`…T10:00:00Z`,
 * `…T10:00:00.123456+00:00`): the database orders by microseconds, which `Date.parse` drops.
 */
function instant(timestamp: string): number {
  const fraction = /\.(\d+)/.exec(timestamp)?.[1] ?? '';
  const seconds = Date.parse(timestamp.replace(/\.\d+/, ''));
  return seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** The inbox's order, the server's: newest first, then the larger id first. Negative: `a` comes first. */
export function inboxOrder(a: InboxCursor, b: InboxCursor): number {
  const byTime = instant(b.createdAt) - instant(a.createdAt);
  if (byTime !== 0) return byTime;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/** The list with `message` put in place by id (a replayed event lands in the same state). */
function upsert(list: readonly Message[], message: Message): Message[] {
  const others = list.filter((m) => m.id !== message.id);
  return [...others, message].sort(inboxOrder);
}

/** Whether `message` belongs among those listed: everything is read, or it comes before the last read. */
const withinRead = (state: InboxState, message: Message): boolean =>
  !state.more || (state.floor !== null && inboxOrder(message, state.floor) <= 0);

const unreadOne = (message: Message | undefined): number => (message?.readAt === null ? 1 : 0);

/** The counts after a change of which the count moved by `total` and `unread`, when known. */
function recounted(state: InboxState, delta: { total: number; unread: number } | null): InboxState {
  const countVersion = state.countVersion + 1;
  if (delta === null || state.total === null || state.unread === null) return { ...state, countVersion, recount: true };
  return {
    ...state,
    countVersion,
    total: Math.max(0, state.total + delta.total),
    unread: Math.max(0, state.unread + delta.unread),
  };
}

/** An enquiry stored or changed (`inserted`: a new row), listed if it belongs, counted. */
function place(state: InboxState, message: Message, inserted: boolean): InboxState {
  const before = state.messages.find((m) => m.id === message.id);
  const listed = before !== undefined || withinRead(state, message);
  const next = listed ? { ...state, messages: upsert(state.messages, message) } : state;
  if (before) return recounted(next, { total: 0, unread: unreadOne(message) - unreadOne(before) });
  // A new enquiry counts once; anything else about one not listed, the counts cannot tell.
  return recounted(next, inserted && listed ? { total: 1, unread: unreadOne(message) } : null);
}

/** What each event does to the inbox; the component asks the backend and reports here. */
export function inbox(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'shop-changed':
      return state === initialInbox ? state : initialInbox;
    case 'loaded': {
      const messages = [...action.messages].sort(inboxOrder);
      const open = messages.some((m) => m.id === state.openId) ? state.openId : null;
      return {
        ...state,
        messages,
        loading: false,
        more: action.rows < action.remaining,
        floor: action.last,
        total: action.total,
        unread: action.unread,
        recount: false,
        countVersion: state.countVersion + 1,
        openId: open,
      };
    }
    case 'load-failed':
      return { ...state, loading: false };
    case 'more-requested':
      return state.loadingMore || !state.more ? state : { ...state, loadingMore: true };
    case 'more-loaded': {
      // Read after a place the inbox has left meanwhile (read again from the top): not this list's.
      const current =
        action.after === null ? state.floor === null : state.floor !== null && sameCursor(state.floor, action.after);
      if (!current) return { ...state, loadingMore: false };
      const listed = new Set(state.messages.map((m) => m.id));
      const fresh = action.messages.filter((m) => !listed.has(m.id)).sort(inboxOrder);
      const messages = action.messages.reduce<readonly Message[]>(upsert, state.messages);
      // The page is newest first: its first new message is the one right under those already listed.
      const reveal = fresh[0]?.id ?? messages[messages.length - 1]?.id;
      return {
        ...state,
        messages,
        loadingMore: false,
        more: action.rows < action.remaining,
        floor: action.last ?? state.floor,
        revealed: reveal === undefined ? null : { id: reveal },
      };
    }
    case 'more-failed':
      return { ...state, loadingMore: false };
    case 'counted':
      if (action.version !== state.countVersion) return state;
      return { ...state, total: action.total, unread: action.unread, recount: false };
    case 'changed':
      if (action.change.type === 'delete') return inbox(state, { type: 'deleted', id: action.change.id });
      return place(state, action.change.message, action.change.inserted);
    case 'stored':
      return place(state, action.message, false);
    case 'opened':
      return { ...state, openId: action.id };
    case 'closed':
      return { ...state, openId: null };
    case 'work-started':
      return { ...state, busy: true };
    case 'work-ended':
      return { ...state, busy: false };
    case 'delete-asked':
      return { ...state, deleting: action.message };
    case 'delete-cancelled':
      return state.busy ? state : { ...state, deleting: null };
    case 'deleted': {
      const gone = state.messages.find((m) => m.id === action.id);
      const next = {
        ...state,
        messages: state.messages.filter((m) => m.id !== action.id),
        openId: state.openId === action.id ? null : state.openId,
        deleting: state.deleting?.id === action.id ? null : state.deleting,
      };
      return recounted(next, gone ? { total: -1, unread: -unreadOne(gone) } : null);
    }
  }
}

function sameCursor(a: InboxCursor, b: InboxCursor): boolean {
  return a.id === b.id && a.createdAt === b.createdAt;
}

/** The shop's unread enquiries, listed or not. */
export const unreadCount = (state: InboxState): number =>
  state.unread ?? state.messages.filter((m) => m.readAt === null).length;

export const openMessage = (state: InboxState): Message | undefined =>
  state.messages.find((m) => m.id === state.openId);
