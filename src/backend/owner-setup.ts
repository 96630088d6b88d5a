import * as z from 'zod/mini';
import { backendConfig } from './config.ts';

/**
 * The first owner's account, created from the browser through the one-time link the embedded server
 * prints while no owner exists (`/admin?configura=<token>`; `server/auth/owner-setup.ts`). A hosted
 * Supabase project has no such endpoint: the status is then `null` and the admin shows the sign-in.
 */

export interface SetupStatus {
  ownerExists: boolean;
  /** The token given is the live one: the setup form can be shown. */
  tokenValid: boolean;
  /** The server's password rule, shown before the owner submits. */
  passwordMinLength: number;
}

const statusBody = z.object({
  owner_exists: z.boolean(),
  token_valid: z.boolean(),
  password_min_length: z.number(),
});

const refusalBody = z.object({ error_code: z.string() });

/** Why the account was not created, in the terms the form explains to the owner. */
export type SetupFailure = 'email' | 'password' | 'link' | 'exists' | 'network' | 'other';

const failures: Record<string, SetupFailure> = {
  email_address_invalid: 'email',
  weak_password: 'password',
  setup_token_invalid: 'link',
  owner_exists: 'exists',
};

async function setupEndpoint(token?: string): Promise<{ url: string; headers: Record<string, string> }> {
  const config = await backendConfig();
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return {
    url: `${config.supabaseUrl}/auth/v1/owner-setup${query}`,
    headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${config.supabaseAnonKey}` },
  };
}

/** Whether an owner exists and whether `token` opens the setup form; null when the backend cannot say. */
export async function ownerSetupStatus(token: string | null): Promise<SetupStatus | null> {
  try {
    const { url, headers } = await setupEndpoint(token ?? undefined);
    const response = await fetch(url, { headers: { ...headers, accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = statusBody.safeParse(await response.json());
    if (!parsed.success) return null;
    return {
      ownerExists: parsed.data.owner_exists,
      tokenValid: parsed.data.token_valid,
      passwordMinLength: parsed.data.password_min_length,
    };
  } catch (error) {
    console.warn('The first-owner setup is not available:', error);
    return null;
  }
}

/** Creates the owner's account with the setup link's token; the caller then signs in with it. */
export async function createFirstOwner(
  token: string,
  email: string,
  password: string,
): Promise<{ created: true } | { failure: SetupFailure }> {
  let response: Response;
  try {
    const { url, headers } = await setupEndpoint();
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ token, email: email.trim(), password }),
    });
  } catch (error) {
    console.error('Creating the owner could not reach the backend:', error);
    return { failure: 'network' };
  }
  if (response.ok) return { created: true };
  const refusal = refusalBody.safeParse(await response.json().catch(() => null));
  console.warn(`Creating the owner was refused (${response.status}):`, refusal.success ? refusal.data : null);
  return { failure: (refusal.success ? failures[refusal.data.error_code] : undefined) ?? 'other' };
}
