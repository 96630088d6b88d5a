import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db.ts';
import { ensureOwner, OwnerInputError } from './owner.ts';

/**
 * One-time invitations to become an owner of a shop: `npm run owner -- --invite --shop <id>` makes
 * one and prints its link (`/admin?configura=<token>`, the setup page of `owner-setup.ts`). The
 * token is random; only its hash is stored (`boutique_private.owner_invites`), so a copy of the
 * database opens no shop. An invitation is good for one account, until it expires.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new invitation to run `shop`, valid for `days`; resolves to its token. */
export async function createInvite(db: Database, shop: string, days = 7): Promise<string> {
  const known = await db.pg.query('select 1 from public.shops where id = $1', [shop]);
  if (known.rows.length === 0) throw new OwnerInputError('shop', `No shop "${shop}"`);
  const token = randomBytes(24).toString('base64url');
  await db.pg.query(
    `insert into boutique_private.owner_invites (token_hash, shop_id, expires_at)
     values ($1, $2, now() + make_interval(days => $3))`,
    [hashOf(token), shop, days],
  );
  return token;
}

/**
 * The invitation a token is, if any: the shop it is for, and whether it can still be used (not
 * used, not expired). Null for a token no invitation has.
 */
export async function findInvite(
  db: Database,
  token: unknown,
): Promise<{ shop: { id: string; name: string }; live: boolean } | null> {
  if (typeof token !== 'string' || token === '') return null;
  const { rows } = await db.pg.query<{ id: string; name: string; live: boolean }>(
    `select s.id, s.name, (i.used_at is null and i.expires_at > now()) as live
       from boutique_private.owner_invites i join public.shops s on s.id = i.shop_id
      where i.token_hash = $1`,
    [hashOf(token)],
  );
  const [row] = rows;
  return row ? { shop: { id: row.id, name: row.name }, live: row.live } : null;
}

/**
 * Uses an invitation: it is claimed first (one update, so of two requests racing with one token
 * only one gets it), then the account is made (or given the password) and made a member of the
 * invitation's shop; if that fails the invitation is given back. Null when the token is not a live
 * invitation.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  email: string,
  password: string,
): Promise<{ id: string; shop: string } | null> {
  const { rows } = await db.pg.query<{ shop_id: string }>(
    `update boutique_private.owner_invites set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning shop_id`,
    [hashOf(token)],
  );
  const invite = rows[0];
  if (!invite) return null;
  try {
    const owner = await ensureOwner(db, email, password, invite.shop_id);
    return { id: owner.id, shop: invite.shop_id };
  } catch (error) {
    // The account was not made: the invitation stays usable.
    await db.pg.query('update boutique_private.owner_invites set used_at = null where token_hash = $1', [
      hashOf(token),
    ]);
    throw error;
  }
}
