import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/backend/database.types.ts';
import { e2eDataDir, e2eOrigin, e2ePort, workerIndex } from './servers.ts';

/**
 * The backend of this worker's e2e server (playwright.config.ts starts one per worker, on
 * `.data-e2e-<port>`): its address and keys, read from the data folder, for tests that prepare data
 * as the shop's server side would (the service role bypasses row level security).
 */
export function e2eBackend(): { url: string; anonKey: string; serviceKey: string } {
  const index = workerIndex();
  const dataDir = e2eDataDir(e2ePort(index));
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
    anon_key: string;
    service_role_key: string;
  };
  return { url: e2eOrigin(index), anonKey: keys.anon_key, serviceKey: keys.service_role_key };
}

/** supabase-js with the e2e server's service-role key (Node side of a test only, never a page). */
export function e2eServiceClient(): SupabaseClient<Database> {
  const backend = e2eBackend();
  return createClient<Database>(backend.url, backend.serviceKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
