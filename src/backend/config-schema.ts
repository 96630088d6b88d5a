import * as z from 'zod/mini';

/** What `/app-config.json` (or the build's environment) must say: a backend address and its public key. */
export const backendConfigSchema = z.object({
  supabaseUrl: z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((url) => url.replace(/\/$/, '')),
  ),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  /** The embedded server says whether enquiries also go out by e-mail; a hosted project says nothing. */
  enquiryEmail: z.optional(z.boolean()),
});

export type BackendConfig = z.output<typeof backendConfigSchema>;
