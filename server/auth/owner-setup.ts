import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Database } from '../db.ts';
import { isRecord, parseJson } from '../json.ts';
import { GoTrueError } from './gotrue-error.ts';
import { acceptInvite, findInvite } from './owner-invites.ts';
import { checkOwnerInput, ensureOwner, hasOwner, MIN_PASSWORD_LENGTH, OwnerInputError } from './owner.ts';

/**
 * The first owner, without a terminal: while the jewellery shop has no owner, `npm start` prints a
 * link `/admin?configura=<token>` whose page creates it. The token is random, lives in memory only,
 * and is good for one account: it dies when used, when the server stops, or once an owner exists.
 * The same page takes the invitations `npm run owner -- --invite` makes for any shop
 * (`owner-invites.ts`), which are stored and live until used or expired.
 */
export class OwnerSetup {
  private token: Buffer | null;

  constructor(token: string = randomBytes(24).toString('base64url')) {
    this.token = Buffer.from(token);
  }

  /** The token while the link can still be used; null once it is dead. */
  get activeToken(): string | null {
    return this.token ? this.token.toString() : null;
  }

  /** Whether `candidate` is the live token (compared in constant time). */
  accepts(candidate: unknown): boolean {
    if (!this.token || typeof candidate !== 'string') return false;
    const given = Buffer.from(candidate);
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  /** Kills the link, returning the token so a failed use can put it back. */
  take(): Buffer | null {
    const token = this.token;
    this.token = null;
    return token;
  }

  restore(token: Buffer | null): void {
    this.token = token;
  }
}

/** The address of the setup page for a token. */
export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/admin?configura=${encodeURIComponent(token)}`;
}

/**
 * `/auth/v1/owner-setup`, mounted by the auth routes (so it has their API-key check, CORS and body
 * limit). Not part of Supabase's API: against a hosted project the admin gets a 404 here and shows the
 * usual sign-in.
 *
 *   GET  ?token=…                      → 200 {owner_exists, token_valid, password_min_length}, and
 *                                         `shop_name` for an invitation
 *   POST {token, email, password}      → 201 {id, email}; 403 setup_token_invalid; 409 owner_exists;
 *                                         422 email_address_invalid | weak_password
 */
export function ownerSetupRoutes(deps: { db: Database; ownerSetup?: OwnerSetup | undefined }): Hono {
  const app = new Hono();
  const { db, ownerSetup } = deps;

  app.get('/', async (c) => {
    const invite = await findInvite(db, c.req.query('token'));
    if (invite) {
      return c.json({
        owner_exists: false,
        token_valid: invite.live,
        shop_name: invite.shop.name,
        password_min_length: MIN_PASSWORD_LENGTH,
      });
    }
    const ownerExists = await hasOwner(db);
    if (ownerExists) ownerSetup?.take();
    return c.json({
      owner_exists: ownerExists,
      token_valid: !ownerExists && ownerSetup?.accepts(c.req.query('token')) === true,
      password_min_length: MIN_PASSWORD_LENGTH,
    });
  });

  app.post('/', async (c) => {
    const body = parseJson(await c.req.text());
    if (!isRecord(body)) throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const invite = await findInvite(db, body.token);
    if (invite) {
      if (!invite.live) throw new GoTrueError(403, 'setup_token_invalid', 'The invitation was used or has expired');
      checkInput(email, password);
      // An invitation makes a new account: it never sets the password of someone else's.
      const { rows } = await db.pg.query('select 1 from auth.users where email = $1', [email.trim().toLowerCase()]);
      if (rows.length > 0)
        throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
      const owner = await acceptInvite(db, String(body.token), email, password);
      if (!owner) throw new GoTrueError(403, 'setup_token_invalid', 'The invitation was used or has expired');
      return c.json({ id: owner.id, email: email.trim().toLowerCase() }, 201);
    }
    if (await hasOwner(db)) {
      ownerSetup?.take();
      throw new GoTrueError(409, 'owner_exists', 'The owner account exists already: sign in with it');
    }
    if (!ownerSetup?.accepts(body.token)) {
      throw new GoTrueError(403, 'setup_token_invalid', 'The setup link is not valid: use the one the server printed');
    }
    checkInput(email, password);
    // Taken before the first wait, so two requests racing with the token cannot both create an owner.
    const token = ownerSetup.take();
    try {
      const owner = await ensureOwner(db, email, password);
      return c.json({ id: owner.id, email: email.trim().toLowerCase() }, 201);
    } catch (error) {
      ownerSetup.restore(token);
      throw error;
    }
  });

  return app;
}

/** An address or password the account cannot have, as GoTrue answers it (422). */
function checkInput(email: string, password: string): void {
  try {
    checkOwnerInput(email, password);
  } catch (error) {
    if (!(error instanceof OwnerInputError)) throw error;
    throw new GoTrueError(
      422,
      error.field === 'email' ? 'email_address_invalid' : 'weak_password',
      error.field === 'email'
        ? 'Unable to validate email address: invalid format'
        : `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
}
