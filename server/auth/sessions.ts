import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../db.ts';
import { bearerToken, signToken, verifyToken, type ApiKeys } from './claims.ts';
import { AuthError } from './errors.ts';
import { GoTrueError } from './gotrue-error.ts';
import { findUserById, isUsable, userJson, type UserRow } from './users.ts';

const ACCESS_TOKEN_SECONDS = 3600;
/** A refresh token used again this soon after rotation (several tabs refreshing at once) still works. */
const REUSE_INTERVAL_SECONDS = 10;

/** What `/token` answers: GoTrue's session object. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** `local`: this session; `others`: every other session of the user; `global`: all of them. */
export type SignOutScope = 'local' | 'others' | 'global';

export function isSignOutScope(value: string): value is SignOutScope {
  return value === 'local' || value === 'others' || value === 'global';
}

const refreshTokenNotFound = () =>
  new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Signed-in sessions as GoTrue keeps them: a row in `auth.sessions`, a short-lived access token
 * naming it, and a chain of refresh tokens of which only the newest is valid. Deleting the row
 * signs the session out everywhere, access token included (see `Database.asRole`).
 */
export class Sessions {
  constructor(private readonly deps: { db: Database; keys: ApiKeys; publicUrl: string }) {}

  /** Starts a session for a user whose password was just checked. */
  async start(user: UserRow, userAgent: string | null): Promise<SessionJson> {
    return this.deps.db.pg.transaction(async (tx) => {
      const sessionId = randomUUID();
      await tx.query(`insert into auth.sessions (id, user_id, aal, user_agent) values ($1, $2, 'aal1', $3)`, [
        sessionId,
        user.id,
        userAgent,
      ]);
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
      return this.issue(tx, user, sessionId, await newRefreshToken(tx, user.id, sessionId, null));
    });
  }

  /**
   * Trades a refresh token for a new pair, revoking it. The token's row is locked first, so two
   * refreshes of one token at once (two tabs, two server processes) rotate it once: the second waits,
   * then finds it revoked a moment ago and gets the session's current tokens. A revoked token replayed within a few
   * seconds gets the session's current tokens; later, it ends the session (a stolen token).
   */
  async refresh(token: string): Promise<SessionJson> {
    return this.deps.db.pg.transaction(async (tx) => {
      const found = (
        await tx.query<{ id: number; user_id: string; revoked: boolean; session_id: string; recent: boolean }>(
          `select id, user_id, revoked, session_id::text,
                  updated_at > now() - make_interval(secs => $2) as recent
             from auth.refresh_tokens where token = $1
              for update`,
          [token, REUSE_INTERVAL_SECONDS],
        )
      ).rows[0];
      if (!found?.session_id) throw refreshTokenNotFound();
      const user = await findUserById(tx, found.user_id);
      if (!isUsable(user)) throw refreshTokenNotFound();
      if (found.revoked) {
        const active = (
          await tx.query<{ token: string }>(
            'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
            [found.session_id],
          )
        ).rows[0];
        if (found.recent && active) return this.issue(tx, user, found.session_id, active.token);
        // A stolen token replayed later: end the whole session, as GoTrue does.
        await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
        throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [found.id]);
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
        found.session_id,
      ]);
      return this.issue(tx, user, found.session_id, await newRefreshToken(tx, user.id, found.session_id, token));
    });
  }

  /** The signed-in user behind an `Authorization: Bearer` header, with a live session. */
  async current(authorization: string | undefined): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearerToken(authorization);
    if (!token) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const claims = await verifyToken(token, this.deps.keys).catch((error: unknown) => {
      const reason = error instanceof AuthError ? error.message : 'unable to parse or verify signature';
      throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${reason}`);
    });
    if (!claims.sub) throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const { db } = this.deps;
    const session = sessionId
      ? (await db.pg.query('select 1 from auth.sessions where id::text = $1', [sessionId])).rows[0]
      : undefined;
    if (!session)
      throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = await findUserById(db.pg, claims.sub);
    if (!isUsable(user)) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  /** Ends sessions of the user, relative to the one making the request. */
  async signOut(userId: string, sessionId: string, scope: SignOutScope): Promise<void> {
    await endSessions(this.deps.db.pg, userId, sessionId, scope);
  }

  /** Sets a new password hash; every other session of the user ends, as GoTrue does. */
  async changePassword(userId: string, sessionId: string, hash: string): Promise<void> {
    await this.deps.db.pg.transaction(async (tx) => {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, hash]);
      await endSessions(tx, userId, sessionId, 'others');
    });
  }

  private async issue(tx: Transaction, user: UserRow, sessionId: string, refreshToken: string): Promise<SessionJson> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ACCESS_TOKEN_SECONDS;
    const accessToken = await signToken(
      {
        aud: 'authenticated',
        exp: expiresAt,
        iat: now,
        iss: `${this.deps.publicUrl}/auth/v1`,
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
      this.deps.keys,
    );
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(fresh),
    };
  }
}

async function newRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

async function endSessions(
  db: Pick<Transaction, 'query'>,
  userId: string,
  sessionId: string,
  scope: SignOutScope,
): Promise<void> {
  if (scope === 'local') await db.query('delete from auth.sessions where id::text = $1', [sessionId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
