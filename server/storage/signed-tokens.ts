import { errors, jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

/**
 * The tokens of signed URLs, as Supabase Storage makes them: a JWT signed (HS256) with the
 * project's JWT secret, whose `url` claim binds it to one `<bucket>/<name>`. A download token holds
 * only that; an upload token also says who asked for it (`owner`) and whether it may replace an
 * existing object (`upsert`), so neither kind can stand in for the other. Neither has a `role`, so
 * neither is accepted as an access token.
 */
export interface DownloadClaims {
  url: string;
}

export interface UploadClaims {
  url: string;
  owner: string | null;
  upsert: boolean;
}

/** The longest a signed URL may live: a year, as in storage-api's validation of `expiresIn`. */
export const MAX_EXPIRES_IN = 365 * 24 * 60 * 60;

/** How long a signed upload URL lives, as on Supabase (two hours). */
export const UPLOAD_EXPIRES_IN = 2 * 60 * 60;

/** `<bucket>/<name>`, the address a token is bound to. */
export const signedPath = (bucketId: string, name: string): string => `${bucketId}/${name}`;

/** `expiresIn` as the request gave it: a whole number of seconds, at least one, at most a year. */
export function expiresInOf(value: unknown): number {
  const seconds = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_IN)
    throw storageErrors.invalidRequest(`expiresIn must be a whole number of seconds between 1 and ${MAX_EXPIRES_IN}`);
  return seconds;
}

/** Signs `claims` to expire `expiresIn` seconds after `now` (seconds since the epoch). */
export function signObjectToken(
  claims: DownloadClaims | UploadClaims,
  secret: Uint8Array,
  expiresIn: number,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
}

async function verified(token: string | undefined, secret: Uint8Array, path: string): Promise<Record<string, unknown>> {
  if (!token) throw storageErrors.invalidRequest('querystring must have required property token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (typeof payload.exp !== 'number') throw storageErrors.invalidJwt('jwt must have an expiry');
  if (payload.url !== path) throw storageErrors.invalidSignature();
  return payload;
}

/** The claims of a download token for `path`; refuses an expired, tampered or misplaced one. */
export async function verifyDownloadToken(
  token: string | undefined,
  secret: Uint8Array,
  path: string,
): Promise<DownloadClaims> {
  const payload = await verified(token, secret, path);
  if ('upsert' in payload || 'role' in payload) throw storageErrors.invalidSignature();
  return { url: path };
}

/** The claims of an upload token for `path`; refuses an expired, tampered or misplaced one. */
export async function verifyUploadToken(
  token: string | undefined,
  secret: Uint8Array,
  path: string,
): Promise<UploadClaims> {
  const payload = await verified(token, secret, path);
  const { owner, upsert } = payload;
  if (typeof upsert !== 'boolean' || (owner !== null && typeof owner !== 'string') || 'role' in payload)
    throw storageErrors.invalidSignature();
  return { url: path, owner, upsert };
}
