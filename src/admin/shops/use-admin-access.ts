import { useEffect, useReducer, type Dispatch } from 'react';
import { listOwnerShops } from '../../backend/owner-shops.ts';
import { signOut, watchSession } from '../../backend/owner-session.ts';
import { ADMIN_SHOP_KEY } from '../../site/browser-storage.ts';
import { adminAccess, initialAdminState, signedInId, type AdminAction, type AdminState } from './admin-access.ts';

/** The shop chosen earlier in this tab; storage may be unavailable (private modes, blocked storage). */
function rememberedShop(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_SHOP_KEY);
  } catch {
    return null;
  }
}

function rememberShop(id: string): void {
  try {
    window.sessionStorage.setItem(ADMIN_SHOP_KEY, id);
  } catch {
    // Not remembered: a reload starts from the first shop again, nothing worse.
  }
}

/**
 * The admin's session and shop, live: follows supabase-js's session, reads the signed-in person's
 * shops (again after a failure, when asked), and remembers the shop chosen for the tab's session.
 * Returns the state, its dispatch and `leave`, which signs out.
 */
export function useAdminAccess(): [AdminState, Dispatch<AdminAction>, () => Promise<void>] {
  const [state, dispatch] = useReducer(adminAccess, initialAdminState);
  const userId = signedInId(state);
  const loading = state.shops.status === 'loading';
  const chosenId = state.shops.status === 'ready' ? state.shops.chosenId : null;

  useEffect(() => watchSession((user) => dispatch({ type: 'session-changed', user })), []);

  useEffect(() => {
    if (userId === null || !loading) return;
    let cancelled = false;
    listOwnerShops(userId).then(
      (shops) => {
        if (!cancelled) dispatch({ type: 'shops-loaded', userId, shops, remembered: rememberedShop() });
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) dispatch({ type: 'shops-failed', userId });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId, loading]);

  useEffect(() => {
    if (chosenId !== null) rememberShop(chosenId);
  }, [chosenId]);

  async function leave() {
    dispatch({ type: 'leave-started' });
    try {
      await signOut();
    } finally {
      dispatch({ type: 'leave-ended' });
    }
  }

  return [state, dispatch, leave];
}
