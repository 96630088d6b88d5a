import * as z from 'zod/mini';

/** What `/app-config.json` (or the build's environment) must say: a backend address and its public key. */
export const backendConfigSchema = z.object({
  supabaseUrl: z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((url) => url.replace(/\/$/, '')),
  ),
  supabaseAnonKey: z.string().check(z.minLength(1)),
});

export type BackendConfig = z.output<typeof backendConfigSchema>;
