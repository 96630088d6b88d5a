import type { AuthChangeEvent, User } from '@supabase/supabase-js';
import { backendClient } from './client.ts';

/**
 * The owner's sign-in, through supabase-js: the session is kept in local storage and refreshed
 * before it expires, so a reload finds the owner still signed in. Which shops the person runs is
 * not a claim of the session but their memberships (`owner-shops.ts`), read once signed in.
 */

export interface SignedInUser {
  /** The account's id: its memberships (`shop_members.user_id`) name it. */
  id: string;
  email: string;
}

export function signedInUser(user: User): SignedInUser {
  return { id: user.id, email: user.email ?? '' };
}

export type SignInFailure = 'credentials' | 'too-many' | 'network' | 'other';

/** Why a sign-in failed, in the terms the form explains to the owner. */
export function signInFailure(error: { status?: number; code?: string; name?: string }): SignInFailure {
  if (error.code === 'invalid_credentials' || error.status === 400) return 'credentials';
  if (error.code === 'over_request_rate_limit' || error.status === 429) return 'too-many';
  const gatewayDown = error.status !== undefined && error.status >= 502 && error.status <= 504;
  if (error.name === 'AuthRetryableFetchError' || error.status === 0 || gatewayDown) return 'network';
  return 'other';
}

export async function signIn(
  email: string,
  password: string,
): Promise<{ user: SignedInUser } | { failure: SignInFailure }> {
  try {
    const client = await backendClient();
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      console.warn('Sign-in refused:', error.message);
      return { failure: signInFailure(error) };
    }
    return { user: signedInUser(data.user) };
  } catch (error) {
    console.error('Sign-in could not reach the backend:', error);
    return { failure: 'network' };
  }
}

/** Ends this browser's session on the server too; the local session is cleared even offline. */
export async function signOut(): Promise<void> {
  const client = await backendClient();
  const { error } = await client.auth.signOut({ scope: 'local' });
  if (error) console.warn('Sign-out did not reach the backend; the local session is cleared:', error.message);
}

/**
 * Follows the session: called once with the restored one (or null), then on every sign-in,
 * sign-out and refresh. Returns the unsubscribe function.
 */
export function watchSession(onChange: (user: SignedInUser | null, event: AuthChangeEvent) => void): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  backendClient().then(
    (client) => {
      if (stopped) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (!stopped) onChange(session ? signedInUser(session.user) : null, event);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    },
    (error: unknown) => {
      console.error('The backend is not reachable; showing the sign-in form:', error);
      if (!stopped) onChange(null, 'INITIAL_SESSION');
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
