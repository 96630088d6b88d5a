import type { Database } from '../db.ts';
import { hashPassword } from './password.ts';

const OWNER_APP_METADATA = { provider: 'email', providers: ['email'], role: 'owner' } as const;
export const MIN_PASSWORD_LENGTH = 8;

/** An e-mail address or password the owner's account cannot have; `field` says which. */
export class OwnerInputError extends Error {
  constructor(
    readonly field: 'email' | 'password',
    message: string,
  ) {
    super(message);
    this.name = 'OwnerInputError';
  }
}

/** The address as stored (trimmed, lower case), once it and the password pass the account's rules. */
export function checkOwnerInput(email: string, password: string): string {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new OwnerInputError('email', `"${email}" is not an e-mail address`);
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new OwnerInputError('password', `The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  return address;
}

/**
 * Creates the shop owner's account, or sets its password and owner role if the e-mail exists.
 * A new password signs out every session of that account.
 */
export async function ensureOwner(
  db: Database,
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const address = checkOwnerInput(email, password);
  const hash = await hashPassword(password);
  return db.pg.transaction(async (tx) => {
    const existing = await tx.query<{ id: string }>('select id from auth.users where email = $1', [address]);
    const found = existing.rows[0];
    if (found) {
      await tx.query(
        `update auth.users set encrypted_password = $2,
                raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $3::jsonb,
                email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where id = $1`,
        [found.id, hash, JSON.stringify(OWNER_APP_METADATA)],
      );
      await tx.query('delete from auth.sessions where user_id = $1', [found.id]);
      return { id: found.id, created: false };
    }
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
               $1, $2, now(), $3::jsonb, '{}'::jsonb, false, now(), now())
       returning id`,
      [address, hash, JSON.stringify(OWNER_APP_METADATA)],
    );
    return { id: inserted.rows[0]?.id ?? '', created: true };
  });
}

/** Whether any account has the owner role; `npm start` says how to create one when none has. */
export async function hasOwner(db: Database): Promise<boolean> {
  const { rows } = await db.pg.query(`select 1 from auth.users where raw_app_meta_data ->> 'role' = 'owner' limit 1`);
  return rows.length > 0;
}
