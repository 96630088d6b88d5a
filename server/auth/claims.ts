import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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

/** Checks signature, algorithm and expiry; the claims must name one of the API roles. */
export async function verifyToken(token: string, keys: ApiKeys): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, keys.jwtSecret, { algorithms: ['HS256'] });
    const role = payload.role;
    if (!isRole(role)) throw new AuthError(401, 'JWT role is not allowed', 'bad_jwt');
    return { ...payload, role };
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AuthError(401, 'JWT expired', 'bad_jwt');
    throw new AuthError(401, 'invalid JWT: unable to parse or verify signature', 'bad_jwt');
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
