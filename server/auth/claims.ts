import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { AuthError, MissingApiKeyError } from './errors.ts';
import { isRole, type Claims, type Role } from './roles.ts';

/** The project's JWT secret and the two API keys signed with it, as a Supabase project has. */
export interface ApiKeys {
  anon: string;
  serviceRole: string;
  jwtSecret: Uint8Array;
}

interface KeysFile {
  jwt_secret: string;
  anon_key: string;
  service_role_key: string;
}

const JWT_ISSUER = 'supabase';
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/**
 * Reads the data folder's keys, creating them on the first start: a random secret (never a fixed
 * one in the code) and long-lived anon and service_role keys, kept in `keys.json` (mode 600).
 */
export async function loadKeys(dataDir: string): Promise<ApiKeys> {
  const file = path.join(dataDir, 'keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as KeysFile;
    return {
      anon: stored.anon_key,
      serviceRole: stored.service_role_key,
      jwtSecret: new TextEncoder().encode(stored.jwt_secret),
    };
  }
  const secret = randomBytes(48).toString('base64url');
  const jwtSecret = new TextEncoder().encode(secret);
  const keys: KeysFile = {
    jwt_secret: secret,
    anon_key: await signApiKey('anon', jwtSecret),
    service_role_key: await signApiKey('service_role', jwtSecret),
  };
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return { anon: keys.anon_key, serviceRole: keys.service_role_key, jwtSecret };
}

async function signApiKey(role: Role, secret: Uint8Array): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, ref: 'boutique' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + KEY_LIFETIME_SECONDS)
    .sign(secret);
}

/** Signs any claims with the project's secret (HS256), e.g. a user's access token. */
export function signToken(claims: Record<string, unknown>, keys: ApiKeys): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keys.jwtSecret);
}

/**
 * Checks signature, algorithm and expiry; the claims must name one of the API roles. The check is
 * `checkToken`, done before this returns: the promise is already settled.
 */
export function verifyToken(token: string, keys: ApiKeys): Promise<Claims> {
  try {
    return Promise.resolve(checkToken(token, keys));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : invalidToken());
  }
}

const invalidToken = () => new AuthError(401, 'invalid JWT: unable to parse or verify signature', 'bad_jwt');

/** An HMAC key per secret, made once. */
const hmacKeys = new WeakMap<Uint8Array, KeyObject>();

/**
 * `verifyToken`'s check, on the calling thread: an HMAC-SHA256 over a few hundred bytes takes
 * microseconds, where WebCrypto would queue it behind whatever occupies Node's thread pool. The
 * header must say `alg: HS256` exactly (`typ`, when present, `JWT`; no `crit`); the signature is
 * compared in constant time before any claim is read; `exp` and `nbf`, when present, must be
 * numbers and hold now; `iat`, when present, a number.
 */
export function checkToken(token: string, keys: ApiKeys): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalidToken();
  const [header = '', payload = '', signature = ''] = parts;
  const given = base64UrlBytes(signature);
  const head = jsonObject(base64UrlBytes(header));
  if (!given || head?.alg !== 'HS256' || 'crit' in head || 'b64' in head) throw invalidToken();
  if (head.typ !== undefined && (typeof head.typ !== 'string' || head.typ.toUpperCase() !== 'JWT'))
    throw invalidToken();
  let key = hmacKeys.get(keys.jwtSecret);
  if (!key) {
    key = createSecretKey(keys.jwtSecret);
    hmacKeys.set(keys.jwtSecret, key);
  }
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
  const claims = jsonObject(base64UrlBytes(payload));
  if (!claims) throw invalidToken();
  const now = Math.floor(Date.now() / 1000);
  const { exp, nbf, iat } = claims;
  for (const time of [exp, nbf, iat]) if (time !== undefined && !Number.isFinite(time)) throw invalidToken();
  if (typeof nbf === 'number' && nbf > now) throw invalidToken();
  if (typeof exp === 'number' && exp <= now) throw new AuthError(401, 'JWT expired', 'bad_jwt');
  const role = claims.role;
  if (!isRole(role)) throw new AuthError(401, 'JWT role is not allowed', 'bad_jwt');
  return { ...claims, role };
}

/** The bytes of a base64url segment (no padding, no other characters), or null. */
function base64UrlBytes(segment: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null;
  return Buffer.from(segment, 'base64url');
}

/** The JSON object the bytes hold, or null. */
function jsonObject(bytes: Buffer | null): Record<string, unknown> | null {
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if it is one. */
export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  return /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1] ?? null;
}

/** The `apikey` header, else the `apikey` query parameter, as Supabase's gateway reads it. */
export function apiKeyOf(headers: Headers, url: string): string | null {
  const header = headers.get('apikey');
  if (header) return header;
  return new URL(url, 'http://localhost').searchParams.get('apikey');
}

/**
 * The caller's claims: the `Authorization: Bearer` token if present, else the API key. Throws
 * `MissingApiKeyError` (401) when there is no key at all.
 */
export async function claimsFromRequest(headers: Headers, keys: ApiKeys, url: string): Promise<Claims> {
  const token = bearerToken(headers.get('authorization')) ?? apiKeyOf(headers, url);
  if (!token) throw new MissingApiKeyError();
  return verifyToken(token, keys);
}
