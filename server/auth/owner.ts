import type { Transaction } from '../pg/client.ts';
import type { Database } from '../db.ts';
import { hashPassword } from './password.ts';

const OWNER_APP_METADATA = { provider: 'email', providers: ['email'], role: 'owner' } as const;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The shop an owner belongs to when none is named: the jewellery shop of `/shop` (its documents'
 * `shop.id`; `tests/unit/server/shops.test.ts` holds the two together). `npm run owner` without
 * `--shop`, `OWNER_EMAIL` at start and the one-time setup link make owners of this shop.
 */
export const DEFAULT_SHOP = 'aurea';

/** An e-mail address, password or shop the owner's account cannot have; `field` says which. */
export class OwnerInputError extends Error {
  constructor(
    readonly field: 'email' | 'password' | 'shop',
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
 * Creates a shop owner's account, or sets its password if the e-mail exists, and makes it a member
 * of `shop` (kept a member of any other shop it runs). A new password signs out every session of
 * that account. The shop must exist (`public.shops`).
 */
export async function ensureOwner(
  db: Database,
  email: string,
  password: string,
  shop: string = DEFAULT_SHOP,
): Promise<{ id: string; created: boolean }> {
  const address = checkOwnerInput(email, password);
  const hash = await hashPassword(password);
  return db.pg.transaction(async (tx) => {
    const known = await tx.query('select 1 from public.shops where id = $1', [shop]);
    if (known.rows.length === 0) {
      const { rows } = await tx.query<{ id: string }>('select id from public.shops order by id');
      throw new OwnerInputError('shop', `No shop "${shop}": the shops are ${rows.map((r) => r.id).join(', ')}`);
    }
    const account = await upsertAccount(tx, address, hash);
    await tx.query(
      `insert into public.shop_members (shop_id, user_id, role) values ($1, $2, 'owner')
       on conflict (shop_id, user_id) do nothing`,
      [shop, account.id],
    );
    return account;
  });
}

/** The account with this address, made or given the new password. */
async function upsertAccount(
  tx: Transaction,
  address: string,
  hash: string,
): Promise<{ id: string; created: boolean }> {
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
}

/** Whether `shop` has an owner; `npm start` says how to create one for the default shop when not. */
export async function hasOwner(db: Database, shop: string = DEFAULT_SHOP): Promise<boolean> {
  const { rows } = await db.pg.query(`select 1 from public.shop_members where shop_id = $1 limit 1`, [shop]);
  return rows.length > 0;
}
