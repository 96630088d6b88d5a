/**
 * The backend's origin for the plain scripts of a brochure page, without the app's validator: the
 * address built in (`VITE_SUPABASE_URL`), else the one the serving server names in
 * `/app-config.json` (`src/backend/config.ts` reads the same, with its schema, for the apps).
 */
let pending: Promise<string> | null = null;

async function lookUp(): Promise<string> {
  const env: Record<string, unknown> = import.meta.env;
  if (typeof env.VITE_SUPABASE_URL === 'string' && env.VITE_SUPABASE_URL !== '') return env.VITE_SUPABASE_URL;
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  const { supabaseUrl } = (await response.json()) as { supabaseUrl?: unknown };
  if (typeof supabaseUrl !== 'string' || !URL.canParse(supabaseUrl))
    throw new Error('/app-config.json names no supabaseUrl');
  return supabaseUrl.replace(/\/+$/, '');
}

export function backendUrl(): Promise<string> {
  pending ??= lookUp().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The public address of a stored file, as supabase-js's getPublicUrl builds it (no request). */
export function publicObjectAddress(backend: string, bucket: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${backend}/storage/v1/object/public/${bucket}/${encoded}`;
}
