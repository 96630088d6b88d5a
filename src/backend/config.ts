/**
 * Where the backend is. A build made with VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY talks to that
 * project; otherwise the app asks the server that served it (`/app-config.json`), so one build runs
 * against the embedded server or a hosted Supabase project.
 */
export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let pending: Promise<BackendConfig> | null = null;

function isBackendConfig(value: unknown): value is BackendConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.supabaseUrl === 'string' && typeof v.supabaseAnonKey === 'string';
}

async function resolveConfig(): Promise<BackendConfig> {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && key) return { supabaseUrl: url.replace(/\/$/, ''), supabaseAnonKey: key };

  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isBackendConfig(body)) throw new Error('/app-config.json has no supabaseUrl and supabaseAnonKey');
  return { supabaseUrl: body.supabaseUrl.replace(/\/$/, ''), supabaseAnonKey: body.supabaseAnonKey };
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
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${config.supabaseUrl}/storage/v1/object/public/${bucket}/${encoded}`;
}
