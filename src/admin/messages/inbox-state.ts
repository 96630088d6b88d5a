import type { Message, MessageChange } from '../../backend/messages.ts';

/**
 * One shop's inbox: the messages newest first, which one is open, how loading went, the message the
 * owner is asked about deleting, and whether a mark or a delete is under way.
 */
export interface InboxState {
  messages: readonly Message[];
  loading: boolean;
  openId: string | null;
  /** The message the delete dialog asks about. */
  deleting: Message | null;
  /** A mark or a delete is under way: the buttons that would start another wait. */
  busy: boolean;
}

export const initialInbox: InboxState = { messages: [], loading: true, openId: null, deleting: null, busy: false };

export type InboxAction =
  /** The inbox is another shop's from now on: nothing of the previous one stays. */
  | { type: 'shop-changed' }
  | { type: 'loaded'; messages: readonly Message[] }
  | { type: 'load-failed' }
  | { type: 'changed'; change: Exclude<MessageChange, { type: 'resync' }> }
  | { type: 'opened'; id: string }
  | { type: 'closed' }
  | { type: 'work-started' }
  | { type: 'work-ended' }
  | { type: 'stored'; message: Message }
  | { type: 'delete-asked'; message: Message }
  | { type: 'delete-cancelled' }
  | { type: 'deleted'; id: string };

const newestFirst = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt);

/** The list with `message` put in place by id (a replayed event lands in the same state). */
function upsert(list: readonly Message[], message: Message): Message[] {
  const others = list.filter((m) => m.id !== message.id);
  return [...others, message].sort(newestFirst);
}

/** What each event does to the inbox; the component asks the backend and reports here. */
export function inbox(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'shop-changed':
      return state === initialInbox ? state : initialInbox;
    case 'loaded': {
      const messages = [...action.messages].sort(newestFirst);
      const open = messages.some((m) => m.id === state.openId) ? state.openId : null;
      return { ...state, messages, loading: false, openId: open };
    }
    case 'load-failed':
      return { ...state, loading: false };
    case 'changed':
      if (action.change.type === 'delete') return inbox(state, { type: 'deleted', id: action.change.id });
      return { ...state, messages: upsert(state.messages, action.change.message) };
    case 'stored':
      return { ...state, messages: upsert(state.messages, action.message) };
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
    case 'deleted':
      return {
        ...state,
        messages: state.messages.filter((m) => m.id !== action.id),
        openId: state.openId === action.id ? null : state.openId,
        deleting: state.deleting?.id === action.id ? null : state.deleting,
      };
  }
}

export const unreadCount = (state: InboxState): number => state.messages.filter((m) => m.readAt === null).length;

export const openMessage = (state: InboxState): Message | undefined =>
  state.messages.find((m) => m.id === state.openId);
