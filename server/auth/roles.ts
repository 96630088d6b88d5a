/** The API roles a JWT may name, as a Supabase project has them. */
export const ROLES = ['anon', 'authenticated', 'service_role'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/** The JWT claims of a request, as PostgREST exposes them to SQL in `request.jwt.claims`. */
export interface Claims {
  role: Role;
  sub?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  exp?: number;
  [k: string]: unknown;
}
