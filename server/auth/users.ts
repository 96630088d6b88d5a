import type { Transaction } from '../db.ts';

/** A row of `auth.users`, timestamps as Postgres's text. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
}

type Queryable = Pick<Transaction, 'query'>;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at::text, confirmed_at::text,
  last_sign_in_at::text, raw_app_meta_data, raw_user_meta_data, created_at::text, updated_at::text,
  banned_until::text, deleted_at::text`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id::text = $1`, [id])).rows[0];
}

/** Neither deleted nor banned: an account that may sign in and keep its sessions. */
export function isUsable(user: UserRow | undefined): user is UserRow {
  if (!user || user.deleted_at) return false;
  return !user.banned_until || new Date(user.banned_until).getTime() < Date.now();
}

function iso(value: string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The user object GoTrue returns. */
export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
