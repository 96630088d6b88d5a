import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Database, Transaction } from '../db.ts';
import { AuthError, NO_API_KEY, signToken, verifyToken, type ApiKeys } from './claims.ts';
import { MIN_PASSWORD_LENGTH } from './owner.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const ACCESS_TOKEN_SECONDS = 3600;
/** A refresh token used again this soon after rotation (several tabs refreshing at once) still works. */
const REUSE_INTERVAL_SECONDS = 10;
const FAILED_SIGN_IN_LIMIT = 10;
const FAILED_SIGN_IN_WINDOW_MS = 5 * 60 * 1000;

interface UserRow {
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

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at::text, confirmed_at::text,
  last_sign_in_at::text, raw_app_meta_data, raw_user_meta_data, created_at::text, updated_at::text,
  banned_until::text, deleted_at::text`;

/** An error in GoTrue's shape: `{code, error_code, msg}` with the same HTTP status. */
class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const invalidCredentials = () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

function iso(value: string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The user object GoTrue returns. */
function userJson(user: UserRow): Record<string, unknown> {
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

function usable(user: UserRow | undefined): user is UserRow {
  if (!user || user.deleted_at) return false;
  return !user.banned_until || new Date(user.banned_until).getTime() < Date.now();
}

/**
 * `/auth/v1`: what supabase-js needs for the shop owner's password sign-in (GoTrue's protocol).
 * Sign-up is closed; accounts are made with `npm run owner`.
 */
export function authRoutes(deps: { db: Database; keys: ApiKeys; publicUrl: string }): Hono {
  const app = new Hono();
  const { db, keys } = deps;
  const failures = new Map<string, number[]>();

  app.get('/health', (c) => c.json({ version: 'boutique', name: 'GoTrue', description: 'GoTrue-compatible auth of the Boutique server' }));

  // Like Supabase's gateway: every other endpoint needs a valid API key.
  app.use('*', async (c, next) => {
    const apikey = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey');
    if (!apikey) return c.json(NO_API_KEY, 401);
    try {
      await verifyToken(apikey, keys);
    } catch {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof GoTrueError) return c.json({ code: error.status, error_code: error.errorCode, msg: error.message }, error.status as 400);
    console.error(error);
    return c.json({ code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure, please check server logs for more information' }, 500);
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

  async function issueSession(tx: Transaction, user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ACCESS_TOKEN_SECONDS;
    const accessToken = await signToken(
      {
        aud: 'authenticated',
        exp: expiresAt,
        iat: now,
        iss: `${deps.publicUrl}/auth/v1`,
        sub: user.id,
        email: user.email ?? '',
        phone: '',
        app_metadata: user.raw_app_meta_data ?? {},
        user_metadata: user.raw_user_meta_data ?? {},
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      keys,
    );
    const fresh = (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [user.id])).rows[0] ?? user;
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(fresh),
    };
  }

  async function newRefreshToken(tx: Transaction, userId: string, sessionId: string, parent: string | null): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)`,
      [token, userId, parent, sessionId],
    );
    return token;
  }

  function tooManyFailures(key: string): boolean {
    const now = Date.now();
    // Addresses are the caller's text: forget the oldest ones rather than grow without bound.
    if (failures.size > 10_000) {
      for (const old of [...failures.keys()].slice(0, 5_000)) failures.delete(old);
    }
    const recent = (failures.get(key) ?? []).filter((t) => now - t < FAILED_SIGN_IN_WINDOW_MS);
    failures.set(key, recent);
    return recent.length >= FAILED_SIGN_IN_LIMIT;
  }

  async function passwordGrant(c: Context) {
    const body = await jsonBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw new GoTrueError(400, 'validation_failed', 'missing email or phone');
    if (!password) throw new GoTrueError(400, 'validation_failed', 'missing password');
    if (tooManyFailures(email)) throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
    const user = (await db.pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email])).rows[0];
    const ok = await verifyPassword(password, user?.encrypted_password ?? null);
    if (!ok || !usable(user)) {
      failures.set(email, [...(failures.get(email) ?? []), Date.now()]);
      throw invalidCredentials();
    }
    failures.delete(email);
    const session = await db.pg.transaction(async (tx) => {
      const sessionId = randomUUID();
      await tx.query(`insert into auth.sessions (id, user_id, aal, user_agent) values ($1, $2, 'aal1', $3)`, [sessionId, user.id, c.req.header('user-agent') ?? null]);
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
      return issueSession(tx, user, sessionId, await newRefreshToken(tx, user.id, sessionId, null));
    });
    return c.json(session);
  }

  async function refreshGrant(c: Context) {
    const body = await jsonBody(c);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
    const session = await db.pg.transaction(async (tx) => {
      const found = (
        await tx.query<{ id: number; user_id: string; revoked: boolean; session_id: string; recent: boolean }>(
          `select id, user_id, revoked, session_id::text,
                  updated_at > now() - make_interval(secs => $2) as recent
             from auth.refresh_tokens where token = $1`,
          [token, REUSE_INTERVAL_SECONDS],
        )
      ).rows[0];
      if (!found?.session_id) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const user = (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id::text = $1`, [found.user_id])).rows[0];
      if (!usable(user)) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (found.revoked) {
        const active = (
          await tx.query<{ token: string }>('select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [found.session_id])
        ).rows[0];
        if (found.recent && active) return issueSession(tx, user, found.session_id, active.token);
        // A stolen token replayed later: end the whole session, as GoTrue does.
        await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
        throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [found.id]);
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [found.session_id]);
      return issueSession(tx, user, found.session_id, await newRefreshToken(tx, user.id, found.session_id, token));
    });
    return c.json(session);
  }

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return passwordGrant(c);
    if (grant === 'refresh_token') return refreshGrant(c);
    throw new GoTrueError(400, 'validation_failed', `unsupported_grant_type${grant ? `: ${grant}` : ''}`);
  });

  /** The signed-in user behind the request's bearer token, with a live session. */
  async function currentUser(c: Context): Promise<{ user: UserRow; sessionId: string }> {
    const header = c.req.header('authorization') ?? '';
    const token = /^bearer\s+(.+)$/i.exec(header.trim())?.[1];
    if (!token) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims;
    try {
      claims = await verifyToken(token, keys);
    } catch (error) {
      throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${error instanceof AuthError ? error.message : 'unable to parse or verify signature'}`);
    }
    if (!claims.sub) throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const session = sessionId ? (await db.pg.query('select 1 from auth.sessions where id::text = $1', [sessionId])).rows[0] : undefined;
    if (!session) throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = (await db.pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id::text = $1`, [claims.sub])).rows[0];
    if (!usable(user)) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  app.get('/user', async (c) => c.json(userJson((await currentUser(c)).user)));

  app.put('/user', async (c) => {
    const { user, sessionId } = await currentUser(c);
    const body = await jsonBody(c);
    if (body.email !== undefined || body.phone !== undefined) {
      throw new GoTrueError(422, 'validation_failed', 'Changing e-mail or phone is not supported; use `npm run owner`');
    }
    if (body.password !== undefined) {
      if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
        throw new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
      }
      const hash = await hashPassword(body.password);
      await db.pg.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
        await tx.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [user.id, sessionId]);
      });
    }
    if (body.data !== undefined) {
      if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data)) throw new GoTrueError(400, 'validation_failed', 'data must be an object');
      await db.pg.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`, [user.id, JSON.stringify(body.data)]);
    }
    const fresh = (await db.pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [user.id])).rows[0] ?? user;
    return c.json(userJson(fresh));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await currentUser(c);
    const scope = c.req.query('scope') ?? 'global';
    if (scope === 'local') await db.pg.query('delete from auth.sessions where id::text = $1', [sessionId]);
    else if (scope === 'others') await db.pg.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [user.id, sessionId]);
    else if (scope === 'global') await db.pg.query('delete from auth.sessions where user_id = $1', [user.id]);
    else throw new GoTrueError(400, 'validation_failed', 'Unsupported logout scope');
    return c.body(null, 204);
  });

  app.all('*', (c) => {
    throw new GoTrueError(404, 'not_found', `${c.req.method} ${new URL(c.req.url).pathname} is not supported by this server`);
  });

  return app;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
}
