import type { Subscriber } from '../../backend/newsletter.ts';

/**
 * One shop's newsletter list as the owner's "Iscritti" tab holds it: the sign-ups read, newest
 * first, whether a read is under way or failed, the entry the remove dialog asks about, and whether
 * a removal is under way.
 */
export interface SubscribersState {
  subscribers: readonly Subscriber[];
  loading: boolean;
  failed: boolean;
  removing: Subscriber | null;
  busy: boolean;
}

export const initialSubscribers: SubscribersState = {
  subscribers: [],
  loading: true,
  failed: false,
  removing: null,
  busy: false,
};

export type SubscribersAction =
  | { type: 'shop-changed' }
  | { type: 'loading' }
  | { type: 'loaded'; subscribers: readonly Subscriber[] }
  | { type: 'load-failed' }
  | { type: 'ask-remove'; subscriber: Subscriber }
  | { type: 'cancel-remove' }
  | { type: 'remove-started' }
  | { type: 'removed'; id: string }
  | { type: 'remove-failed' };

export function subscribersReducer(state: SubscribersState, action: SubscribersAction): SubscribersState {
  switch (action.type) {
    case 'shop-changed':
      return initialSubscribers;
    case 'loading':
      return { ...state, loading: true, failed: false };
    case 'loaded':
      return { ...state, subscribers: action.subscribers, loading: false, failed: false };
    case 'load-failed':
      return { ...state, loading: false, failed: true };
    case 'ask-remove':
      return state.busy ? state : { ...state, removing: action.subscriber };
    case 'cancel-remove':
      return state.busy ? state : { ...state, removing: null };
    case 'remove-started':
      return { ...state, busy: true };
    case 'removed':
      return {
        ...state,
        subscribers: state.subscribers.filter((s) => s.id !== action.id),
        removing: null,
        busy: false,
      };
    case 'remove-failed':
      return { ...state, busy: false };
  }
}

/** The sign-ups the export lists: confirmed ones (without double opt-in, every one is). */
export const exportable = (subscribers: readonly Subscriber[]): Subscriber[] =>
  subscribers.filter((s) => s.confirmedAt !== null);
