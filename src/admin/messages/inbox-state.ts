import type { Message, MessageChange } from '../../backend/messages.ts';

/** The owner's inbox: the messages newest first, which one is open, and how loading went. */
export interface InboxState {
  messages: readonly Message[];
  loading: boolean;
  openId: string | null;
}

export const initialInbox: InboxState = { messages: [], loading: true, openId: null };

export type InboxAction =
  | { type: 'loaded'; messages: readonly Message[] }
  | { type: 'load-failed' }
  | { type: 'changed'; change: Exclude<MessageChange, { type: 'resync' }> }
  | { type: 'opened'; id: string }
  | { type: 'closed' }
  | { type: 'stored'; message: Message }
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
    case 'loaded': {
      const messages = [...action.messages].sort(newestFirst);
      const open = messages.some((m) => m.id === state.openId) ? state.openId : null;
      return { messages, loading: false, openId: open };
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
    case 'deleted':
      return {
        ...state,
        messages: state.messages.filter((m) => m.id !== action.id),
        openId: state.openId === action.id ? null : state.openId,
      };
  }
}

export const unreadCount = (state: InboxState): number => state.messages.filter((m) => m.readAt === null).length;

export const openMessage = (state: InboxState): Message | undefined =>
  state.messages.find((m) => m.id === state.openId);
