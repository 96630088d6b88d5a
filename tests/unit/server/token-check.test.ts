import { createHmac, randomBytes, scrypt } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkToken, signToken, verifyToken, type ApiKeys } from '../../../server/auth/claims.ts';
import { AuthError } from '../../../server/auth/errors.ts';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256');
const keys: ApiKeys = { anon: '', serviceRole: '', jwtSecret: secret };
const now = () => Math.floor(Date.now() / 1000);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header and claims, signed with `key` (HMAC-SHA256) whatever the header says. */
function handMade(header: unknown, claims: unknown, key: Uint8Array = secret): string {
  const body = `${segment(header)}.${segment(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const INVALID = 'invalid JWT: unable to parse or verify signature';

function refusal(token: string): string {
  try {
    checkToken(token, keys);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, code: 'bad_jwt' });
    return (error as AuthError).message;
  }
  throw new Error('the token was accepted');
}

describe('checking a JWT', () => {
  it('accepts a token the server signed, with its claims', async () => {
    const token = await signToken({ role: 'authenticated', sub: 'u1', exp: now() + 60, iat: now() }, keys);
    expect(checkToken(token, keys)).toMatchObject({ role: 'authenticated', sub: 'u1' });
    expect(await verifyToken(token, keys)).toMatchObject({ role: 'authenticated', sub: 'u1' });
  });

  it('accepts a token without typ or exp, as jose did', async () => {
    expect(checkToken(handMade({ alg: 'HS256' }, { role: 'anon' }), keys)).toEqual({ role: 'anon' });
    const joseMade = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(checkToken(joseMade, keys).role).toBe('service_role');
  });

  it('refuses another secret, another algorithm, and headers it does not understand', () => {
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon' }, randomBytes(32)))).toBe(INVALID);
    for (const header of [
      { alg: 'none' },
      { alg: 'HS512' },
      { alg: 'hs256' },
      { alg: 'RS256' },
      {},
      { alg: 'HS256', typ: 'at+jwt' },
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', b64: false },
    ]) {
      expect(refusal(handMade(header, { role: 'anon' }))).toBe(INVALID);
    }
    const [head, claims] = handMade({ alg: 'HS256' }, { role: 'anon' }).split('.');
    expect(refusal(`${head ?? ''}.${claims ?? ''}.`)).toBe(INVALID);
  });

  it('refuses what is not a token', () => {
    const good = handMade({ alg: 'HS256' }, { role: 'anon' });
    for (const token of [
      '',
      'abc',
      good.split('.').slice(0, 2).join('.'),
      `${good}.x`,
      good.replace('.', '.!'),
      handMade({ alg: 'HS256' }, ['anon']),
      handMade({ alg: 'HS256' }, 'anon'),
      handMade(['HS256'], { role: 'anon' }),
    ]) {
      expect(refusal(token)).toBe(INVALID);
    }
  });

  it('refuses an expired token as expired, and one not yet valid or with odd times as invalid', () => {
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon', exp: now() - 1 }))).toBe('JWT expired');
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon', exp: now() }))).toBe('JWT expired');
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon', nbf: now() + 60 }))).toBe(INVALID);
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon', exp: String(now() + 60) }))).toBe(INVALID);
    expect(refusal(handMade({ alg: 'HS256' }, { role: 'anon', iat: 'ieri' }))).toBe(INVALID);
    expect(checkToken(handMade({ alg: 'HS256' }, { role: 'anon', nbf: now() - 1 }), keys).role).toBe('anon');
  });

  it('refuses a role that is not an API role', () => {
    for (const claims of [{ role: 'postgres' }, { role: 'supabase_admin' }, {}, { role: ['anon'] }]) {
      expect(refusal(handMade({ alg: 'HS256' }, claims))).toBe('JWT role is not allowed');
    }
  });

  it('rejects with the same error through verifyToken', async () => {
    await expect(verifyToken('abc', keys)).rejects.toMatchObject({ status: 401, message: INVALID });
  });

  it('answers while every thread of the pool is hashing passwords', async () => {
    const token = await signToken({ role: 'authenticated', sub: 'u1', exp: now() + 60 }, keys);
    const order: string[] = [];
    const hashes = Array.from(
      { length: 8 },
      (_, i) =>
        new Promise<void>((resolve) => {
          scrypt('x', randomBytes(16), 32, { N: 16384, r: 8, p: 1 }, () => {
            order.push(`hash ${i}`);
            resolve();
          });
        }),
    );
    const checked = verifyToken(token, keys).then(() => order.push('token'));
    await Promise.all([...hashes, checked]);
    expect(order[0]).toBe('token');
  });
});
