import { publicObjectAddress } from '../islands/behaviours/backend-url.ts';
import type { BackendConfig } from './config-schema.ts';

/**
 * Where the backend is. A build made with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY talks to that
 * project; otherwise the app asks the server that served it (`/app-config.json`), so one build runs
 * against the embedded server or a hosted Supabase project.
 */
let pending: Promise<BackendConfig> | null = null;

async function resolveConfig(): Promise<BackendConfig> {
  // The schema (and zod) is fetched with the answer, not with the page: a brochure page reaches this
  // only for a hero video, and would otherwise carry the validator in its main chunk.
  const { backendConfigSchema } = await import('./config-schema.ts');
  const env: Record<string, unknown> = import.meta.env;
  const built = backendConfigSchema.safeParse({
    supabaseUrl: env.VITE_SUPABASE_URL,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
  });
  if (built.success) return built.data;

  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  const served = backendConfigSchema.safeParse(await response.json());
  if (!served.success) throw new Error('/app-config.json has no supabaseUrl and supabaseAnonKey');
  return served.data;
}

export function backendConfig(): Promise<BackendConfig> {
  pending ??= resolveConfig().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The public address of a stored file, as supabase-js's getPublicUrl builds it (no request). */
export function publicObjectUrl(config: BackendConfig, bucket: string, path: string): string {
  return publicObjectAddress(config.supabaseUrl, bucket, path);
}
