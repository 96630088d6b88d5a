import { describe, expect, it } from 'vitest';
import { bucketSettings, parseFileSizeLimit } from '../../../server/storage/buckets.ts';
import {
  expiresInOf,
  signObjectToken,
  verifyDownloadToken,
  verifyUploadToken,
} from '../../../server/storage/signed-tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-sufficient-length-0123456789');
const other = new TextEncoder().encode('another-secret-of-sufficient-length-987654321');
const path = 'product-images/aurea/anello.png';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error as { body?: unknown }).body,
  );

describe('signed URL tokens', () => {
  it('a download token opens its own path until it expires', async () => {
    const token = await signObjectToken({ url: path }, secret, 60);
    expect(await verifyDownloadToken(token, secret, path)).toEqual({ url: path });
  });

  it('refuses an expired, a foreign, a tampered, a misplaced and a missing token', async () => {
    const past = Math.floor(Date.now() / 1000) - 100;
    const expired = await signObjectToken({ url: path }, secret, 10, past);
    expect(await refusal(verifyDownloadToken(expired, secret, path))).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
    const token = await signObjectToken({ url: path }, secret, 60);
    expect(await refusal(verifyDownloadToken(token, other, path))).toMatchObject({ message: 'invalid signature' });
    const [head, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ url: 'product-images/cless/borsa.png', exp: 4e9 })).toString('base64url');
    expect(
      await refusal(verifyDownloadToken(`${head}.${body}.${signature}`, secret, 'product-images/cless/borsa.png')),
    ).toMatchObject({ error: 'InvalidJWT' });
    expect(await refusal(verifyDownloadToken(token, secret, 'product-images/aurea/altro.png'))).toMatchObject({
      error: 'InvalidSignature',
    });
    expect(await refusal(verifyDownloadToken(undefined, secret, path))).toMatchObject({ statusCode: '400' });
  });

  it('keeps upload and download tokens apart, and a token without expiry is refused', async () => {
    const upload = await signObjectToken({ url: path, owner: 'u1', upsert: false }, secret, 60);
    expect(await verifyUploadToken(upload, secret, path)).toEqual({ url: path, owner: 'u1', upsert: false });
    expect(await refusal(verifyDownloadToken(upload, secret, path))).toMatchObject({ error: 'InvalidSignature' });
    const download = await signObjectToken({ url: path }, secret, 60);
    expect(await refusal(verifyUploadToken(download, secret, path))).toMatchObject({ error: 'InvalidSignature' });
  });

  it('expiresIn is a whole number of seconds from one to a year', () => {
    expect(expiresInOf(60)).toBe(60);
    expect(expiresInOf('60')).toBe(60);
    for (const bad of [0, -1, 1.5, 'soon', null, undefined, 366 * 24 * 3600]) {
      expect(() => expiresInOf(bad), String(bad)).toThrow();
    }
  });
});

describe('bucket settings', () => {
  it('reads file_size_limit as bytes or with a unit', () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('1KB')).toBe(1024);
    expect(parseFileSizeLimit('20MB')).toBe(20 * 1024 * 1024);
    expect(parseFileSizeLimit('3b')).toBe(3);
    expect(parseFileSizeLimit(null)).toBeNull();
    for (const bad of ['10 parsecs', -1, 1.5, '']) expect(() => parseFileSizeLimit(bad), String(bad)).toThrow();
  });

  it('leaves out what the request leaves out, and checks the rest', () => {
    expect(bucketSettings({})).toEqual({});
    expect(bucketSettings({ public: true, allowed_mime_types: [] })).toEqual({
      public: true,
      allowed_mime_types: null,
    });
    expect(bucketSettings({ allowed_mime_types: ['image/*'] })).toEqual({ allowed_mime_types: ['image/*'] });
    for (const bad of [
      { public: 'yes' },
      { allowed_mime_types: 'image/png' },
      { allowed_mime_types: ['not a type'] },
    ]) {
      expect(() => bucketSettings(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
