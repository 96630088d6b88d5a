import { describe, expect, it } from 'vitest';
import { checkContent, isMimeTypeAllowed, looksLikeMarkup } from '../../../server/storage/content-type.ts';
import { decodeSegments, folderPrefix, isValidBucketId, isValidObjectName } from '../../../server/storage/keys.ts';
import { parseRange } from '../../../server/storage/range.ts';
import { cleanCacheControl, cleanContentType } from '../../../server/storage/upload-body.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

describe('object names', () => {
  it('accepts the names the admin generates and nested folders', () => {
    for (const name of ['1732200000000-k3j4h5.png', 'folder/sub folder/file (1).jpg', "a!-_.*'()&$@=;:+,?.gif"]) {
      expect(isValidObjectName(name), name).toBe(true);
    }
  });

  it('refuses climbing, empty segments, a leading slash, NUL, backslashes and what hosted Storage refuses', () => {
    for (const name of [
      '',
      '../x.png',
      'a/../../x.png',
      'a/./x.png',
      '..',
      '/abs.png',
      'a//b.png',
      'dir/',
      'nul\0.png',
      'back\\slash.png',
      'perc%2e.png',
      'città.png',
      'a#b.png',
    ]) {
      expect(isValidObjectName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isValidObjectName('x'.repeat(1025))).toBe(false);
  });

  it('checks bucket ids', () => {
    expect(isValidBucketId('product-images')).toBe(true);
    for (const id of ['', '.', '..', 'a/b', 'a\\b']) expect(isValidBucketId(id), id).toBe(false);
  });

  it('decodes a request path segment by segment', () => {
    expect(decodeSegments('/storage/v1/object/public/b/a%20b/c%2Fd.png', 5)).toEqual(['a b', 'c/d.png']);
    expect(decodeSegments('/x/%E0%A4%A', 1)).toBeNull();
  });

  it('turns a list prefix into a folder', () => {
    expect(folderPrefix('')).toBe('');
    expect(folderPrefix('/cat/')).toBe('cat/');
    expect(folderPrefix('cat/sub')).toBe('cat/sub/');
  });
});

describe('content checks', () => {
  it('follows the allow-list, with wildcards, and allows anything without one', () => {
    expect(isMimeTypeAllowed('image/png', IMAGES)).toBe(true);
    expect(isMimeTypeAllowed('text/plain', IMAGES)).toBe(false);
    expect(isMimeTypeAllowed('video/mp4', ['video/*'])).toBe(true);
    expect(isMimeTypeAllowed('text/plain', null)).toBe(true);
  });

  it('accepts images whose first bytes match their type', () => {
    expect(checkContent('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), IMAGES)).toEqual({ ok: true });
    expect(checkContent('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), IMAGES)).toEqual({
      ok: true,
    });
    expect(checkContent('image/gif', text('GIF89a....'), IMAGES)).toEqual({ ok: true });
    expect(checkContent('image/gif', text('GIF87a....'), IMAGES)).toEqual({ ok: true });
    expect(checkContent('image/webp', text('RIFF\0\0\0\0WEBPVP8 '), IMAGES)).toEqual({ ok: true });
  });

  it('refuses images whose bytes are something else', () => {
    expect(checkContent('image/png', text('<!doctype html><p>hi'), IMAGES)).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkContent('image/jpeg', bytes(0x89, 0x50, 0x4e, 0x47), IMAGES)).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkContent('image/webp', text('RIFF\0\0\0\0WAVEfmt '), IMAGES)).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkContent('image/gif', bytes(), IMAGES)).toEqual({ ok: false, reason: 'content-mismatch' });
  });

  it('never lets markup into a bucket that does not list its type exactly', () => {
    expect(checkContent('image/svg+xml', text('<svg/>'), null)).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkContent('text/html', text('<html>'), ['text/*'])).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkContent('text/plain', text('  <!DOCTYPE html>'), null)).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkContent('video/mp4', text('\uFEFF<svg onload=alert(1)>'), ['video/mp4'])).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkContent('image/svg+xml', text('<svg/>'), ['image/svg+xml'])).toEqual({ ok: true });
  });

  it('recognises markup in UTF-16 too', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html>', 'utf16le')]);
    expect(looksLikeMarkup(utf16)).toBe(true);
    expect(looksLikeMarkup(text('plain words < and >'))).toBe(false);
  });
});

describe('byte ranges', () => {
  it('reads the forms video players send', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ kind: 'partial', start: 100, end: 199 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('serves the whole file for no, malformed or multiple ranges', () => {
    for (const header of [null, '', 'bytes=', 'items=0-1', 'bytes=5-1', 'bytes=0-1,3-4', 'bytes=a-b']) {
      expect(parseRange(header, 1000), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('stored headers', () => {
  it('stores cache control as storage-api does', () => {
    expect(cleanCacheControl('3600')).toBe('max-age=3600');
    expect(cleanCacheControl('max-age=3600')).toBe('max-age=3600');
    expect(cleanCacheControl('max-age=1\r\nSet-Cookie: x')).toBe('no-cache');
    expect(cleanCacheControl(null)).toBe('no-cache');
  });

  it('keeps only printable content types', () => {
    expect(cleanContentType('image/png')).toBe('image/png');
    expect(cleanContentType('text/plain;charset=UTF-8')).toBe('text/plain;charset=UTF-8');
    expect(cleanContentType('image/png\r\nX: y')).toBe('application/octet-stream');
    expect(cleanContentType('')).toBe('application/octet-stream');
  });
});
