import { Hono, type Context } from 'hono';
import { clientAddress, type TrustedProxies } from '../client-address.ts';
import type { Database } from '../db.ts';
import { isRecord, parseJson } from '../json.ts';
import { apiKeyOf, verifyToken, type ApiKeys } from './claims.ts';
import { NO_API_KEY } from './errors.ts';
import { GoTrueError } from './gotrue-error.ts';
import { MIN_PASSWORD_LENGTH } from './owner.ts';
import { ownerSetupRoutes, type OwnerSetup } from './owner-setup.ts';
import { hashPassword, passwordHashing, verifyPassword, type HashPlace } from './password.ts';
import { isSignOutScope, Sessions } from './sessions.ts';
import { SharedSignInLimits, type SharedSignInAttempt } from './shared-sign-in-limits.ts';
import { SignInLimits, type SignInAttempt } from './sign-in-limits.ts';
import { findUserByEmail, findUserById, isUsable, userJson, type UserRow } from './users.ts';

/**
 * `/auth/v1`: what supabase-js needs for the shop owner's password sign-in (GoTrue's protocol).
 * Sign-up is closed; accounts are made with `npm run owner`, or the first one through the setup
 * link `npm start` prints while there is none (`ownerSetup`, see owner-setup.ts).
 */
export function authRoutes(deps: {
  db: Database;
  keys: ApiKeys;
  publicUrl: string;
  ownerSetup?: OwnerSetup | undefined;
  trustedProxies?: TrustedProxies | undefined;
}): Hono {
  const app = new Hono();
  const { db, keys } = deps;
  const sessions = new Sessions(deps);
  const limits = new SignInLimits();
  // On PostgreSQL several processes may serve the same accounts: the limits they share live in the
  // database, behind this process's own (which refuses a flood without a round trip).
  const shared = db.embedded ? null : new SharedSignInLimits(db.pg);

  app.get('/health', (c) =>
    c.json({ version: 'boutique', name: 'GoTrue', description: 'GoTrue-compatible auth of the Boutique server' }),
  );

  // Like Supabase's gateway: every other endpoint needs a valid API key.
  app.use('*', async (c, next) => {
    const apikey = apiKeyOf(c.req.raw.headers, c.req.url);
    if (!apikey) return c.json(NO_API_KEY, 401);
    try {
      await verifyToken(apikey, keys);
    } catch {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof GoTrueError) return c.json(error.body, error.status);
    console.error(error);
    const failure = new GoTrueError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
    return c.json(failure.body, failure.status);
  });

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', () => {
    throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });

  /** The sign-in's password check, admitted by the limits and the hash queue, or a 429 before any work. */
  async function admit(c: Context, email: string): Promise<{ attempt: Attempt; place: HashPlace }> {
    const address = clientAddress(c, deps.trustedProxies);
    // Decided and reserved in one synchronous step: guesses arriving together cannot all pass.
    const local = limits.begin(email, address);
    if (!local) throw tooManyAttempts();
    let attempt: Attempt = local;
    if (shared) {
      const across = await shared.begin(email, address).catch((error: unknown) => {
        local.abandoned();
        throw error;
      });
      if (!across) {
        local.abandoned();
        throw tooManyAttempts();
      }
      attempt = both(local, across);
    }
    const place = passwordHashing.reserve(attempt.clean ? 'first' : 'others');
    if (!place) {
      await attempt.abandoned();
      throw tooManyAttempts();
    }
    return { attempt, place };
  }

  /** Whether `password` is the account's, counted by the limits; an error counts nothing. */
  async function checked(
    { attempt, place }: { attempt: Attempt; place: HashPlace },
    password: string,
    stored: () => Promise<string | null>,
  ): Promise<boolean> {
    let ok: boolean;
    try {
      ok = await verifyPassword(password, await stored(), place);
    } catch (error) {
      place.cancel();
      await attempt.abandoned();
      throw error;
    }
    if (ok) await attempt.succeeded();
    else await attempt.failed();
    return ok;
  }

  async function passwordGrant(c: Context): Promise<Response> {
    const body = await jsonBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw new GoTrueError(400, 'validation_failed', 'missing email or phone');
    if (!password) throw new GoTrueError(400, 'validation_failed', 'missing password');
    let user: UserRow | undefined;
    const ok = await checked(await admit(c, email), password, async () => {
      const found = await findUserByEmail(db.pg, email);
      // A deleted or banned account is checked as an unknown one: against a dummy hash.
      user = isUsable(found) ? found : undefined;
      return user?.encrypted_password ?? null;
    });
    if (!ok || !user) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    return c.json(await sessions.start(user, c.req.header('user-agent') ?? null));
  }

  async function refreshGrant(c: Context): Promise<Response> {
    const body = await jsonBody(c);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
    return c.json(await sessions.refresh(token));
  }

  app.post('/token', (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return passwordGrant(c);
    if (grant === 'refresh_token') return refreshGrant(c);
    throw new GoTrueError(400, 'validation_failed', `unsupported_grant_type${grant ? `: ${grant}` : ''}`);
  });

  app.get('/user', async (c) => c.json(userJson((await sessions.current(c.req.header('authorization'))).user)));

  app.put('/user', async (c) => {
    const { user, sessionId } = await sessions.current(c.req.header('authorization'));
    const body = await jsonBody(c);
    if (body.email !== undefined || body.phone !== undefined) {
      throw new GoTrueError(422, 'validation_failed', 'Changing e-mail or phone is not supported; use `npm run owner`');
    }
    if (body.password !== undefined) {
      if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
        throw new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
      }
      // As GoTrue with `update_password_require_current_password`: a stolen session alone cannot
      // take the account. Wrong current passwords count as failed sign-ins.
      const current = body.current_password;
      if (typeof current !== 'string' || current === '') {
        throw new GoTrueError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
      }
      const admitted = await admit(c, user.email ?? '');
      if (!(await checked(admitted, current, () => Promise.resolve(user.encrypted_password)))) {
        throw new GoTrueError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);
      }
      const place = passwordHashing.reserve('first');
      if (!place) throw tooManyAttempts();
      await sessions.changePassword(user.id, sessionId, await hashPassword(body.password, place));
    }
    if (body.data !== undefined) {
      if (!isRecord(body.data)) throw new GoTrueError(400, 'validation_failed', 'data must be an object');
      await db.pg.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
                updated_at = now()
          where id = $1`,
        [user.id, JSON.stringify(body.data)],
      );
    }
    return c.json(userJson((await findUserById(db.pg, user.id)) ?? user));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await sessions.current(c.req.header('authorization'));
    const scope = c.req.query('scope') ?? 'global';
    if (!isSignOutScope(scope)) throw new GoTrueError(400, 'validation_failed', 'Unsupported logout scope');
    await sessions.signOut(user.id, sessionId, scope);
    return c.body(null, 204);
  });

  app.route('/owner-setup', ownerSetupRoutes(deps));

  app.all('*', (c) => {
    throw new GoTrueError(
      404,
      'not_found',
      `${c.req.method} ${new URL(c.req.url).pathname} is not supported by this server`,
    );
  });

  return app;
}

/** GoTrue says the same for a missing and a wrong current password; the code tells them apart. */
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

/** A password check admitted by this process's limits and, on PostgreSQL, the shared ones. */
interface Attempt {
  readonly clean: boolean;
  succeeded(): void | Promise<void>;
  failed(): void | Promise<void>;
  abandoned(): void | Promise<void>;
}

/** One attempt counted in both places: clean only if clean in both. */
function both(local: SignInAttempt, across: SharedSignInAttempt): Attempt {
  return {
    clean: local.clean && across.clean,
    succeeded: () => (local.succeeded(), across.succeeded()),
    failed: () => (local.failed(), across.failed()),
    abandoned: () => (local.abandoned(), across.abandoned()),
  };
}

const tooManyAttempts = () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = parseJson(await c.req.text());
  if (isRecord(body)) return body;
  throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
}
