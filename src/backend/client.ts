import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { OWNER_SESSION_KEY } from '../site/browser-storage.ts';
import { backendConfig } from './config.ts';
import type { Database } from './database.types.ts';

export type BackendClient = SupabaseClient<Database>;

/**
 * Where the owner's session is kept in local storage. Fixed rather than derived from the backend's
 * host name (supabase-js's default), so the same session is found however the host is spelled.
 */
const AUTH_STORAGE_KEY = OWNER_SESSION_KEY;

let pending: Promise<BackendClient> | null = null;

/**
 * The page's one backend client, created on first use. Only the catalogue and the admin import the
 * modules that call it (products, images, the owner's session), so brochure pages never download
 * supabase-js; `config.ts` alone is what they may need.
 */
export function backendClient(): Promise<BackendClient> {
  pending ??= backendConfig().then(
    (config) =>
      createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, storageKey: AUTH_STORAGE_KEY },
      }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
