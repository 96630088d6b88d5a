import type { OwnerShop } from '../../backend/owner-shops.ts';
import type { SignedInUser } from '../../backend/owner-session.ts';

/**
 * Who is in the admin and which shop they work on, as state and transitions: the session is checked,
 * then signed out or signed in; once signed in, the shops the person runs are read. With one shop
 * they work on it, with several on the one chosen (remembered for the tab's session), with none
 * they are told the account runs no shop. Changing shop while the catalogue holds unsaved changes
 * waits for the person to agree to drop them. The screen runs the calls and reports here.
 */

export type AdminSession =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

export type ShopsState =
  /** Nobody is signed in. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  /** Signed in, but a member of no shop. */
  | { status: 'none' }
  | { status: 'ready'; shops: readonly OwnerShop[]; chosenId: string };

export interface AdminState {
  session: AdminSession;
  shops: ShopsState;
  /** The catalogue holds something unsaved (typed changes, a photo on its way). */
  unsaved: boolean;
  /** A shop asked for while there were unsaved changes: taken once the person agrees to drop them. */
  pendingShop: string | null;
  /** Esci was pressed and the sign-out is under way. */
  leaving: boolean;
}

export type AdminAction =
  /** The session as supabase-js reports it: restored, signed in, refreshed or signed out. */
  | { type: 'session-changed'; user: SignedInUser | null }
  /** The shops of `userId` were read; `remembered` is the shop chosen earlier in this tab, if any. */
  | { type: 'shops-loaded'; userId: string; shops: readonly OwnerShop[]; remembered: string | null }
  | { type: 'shops-failed'; userId: string }
  | { type: 'shops-retried' }
  | { type: 'shop-asked'; id: string }
  | { type: 'switch-confirmed' }
  | { type: 'switch-cancelled' }
  | { type: 'unsaved-changed'; unsaved: boolean }
  | { type: 'leave-started' }
  | { type: 'leave-ended' };

export const initialAdminState: AdminState = {
  session: { status: 'checking' },
  shops: { status: 'idle' },
  unsaved: false,
  pendingShop: null,
  leaving: false,
};

/** The shop being worked on, or null until there is one. */
export function chosenShop(state: AdminState): OwnerShop | null {
  const { shops } = state;
  if (shops.status !== 'ready') return null;
  return shops.shops.find((shop) => shop.id === shops.chosenId) ?? null;
}

/** The signed-in person's id, or null. */
export function signedInId(state: AdminState): string | null {
  return state.session.status === 'signed-in' ? state.session.user.id : null;
}

function withChosen(state: AdminState, id: string): AdminState {
  const { shops } = state;
  if (shops.status !== 'ready' || !shops.shops.some((shop) => shop.id === id)) return state;
  // The catalogue of the shop left is gone with its changes: nothing is unsaved any more.
  if (shops.chosenId === id) return { ...state, pendingShop: null };
  return { ...state, shops: { ...shops, chosenId: id }, unsaved: false, pendingShop: null };
}

export function adminAccess(state: AdminState, action: AdminAction): AdminState {
  switch (action.type) {
    case 'session-changed': {
      if (!action.user) return { ...initialAdminState, session: { status: 'signed-out' } };
      // A refreshed token of the same person changes nothing they are working on.
      if (signedInId(state) === action.user.id)
        return { ...state, session: { status: 'signed-in', user: action.user } };
      return {
        ...initialAdminState,
        session: { status: 'signed-in', user: action.user },
        shops: { status: 'loading' },
      };
    }
    case 'shops-loaded': {
      if (signedInId(state) !== action.userId) return state;
      const [first] = action.shops;
      if (!first) return { ...state, shops: { status: 'none' } };
      const remembered = action.shops.find((shop) => shop.id === action.remembered);
      return { ...state, shops: { status: 'ready', shops: action.shops, chosenId: (remembered ?? first).id } };
    }
    case 'shops-failed':
      return signedInId(state) === action.userId ? { ...state, shops: { status: 'failed' } } : state;
    case 'shops-retried':
      return state.shops.status === 'failed' ? { ...state, shops: { status: 'loading' } } : state;

    case 'shop-asked':
      if (state.shops.status !== 'ready' || state.shops.chosenId === action.id) return state;
      return state.unsaved ? { ...state, pendingShop: action.id } : withChosen(state, action.id);
    case 'switch-confirmed':
      return state.pendingShop === null ? state : withChosen(state, state.pendingShop);
    case 'switch-cancelled':
      return { ...state, pendingShop: null };
    case 'unsaved-changed':
      return state.unsaved === action.unsaved ? state : { ...state, unsaved: action.unsaved };

    case 'leave-started':
      return { ...state, leaving: true };
    case 'leave-ended':
      return { ...state, leaving: false };
  }
}
