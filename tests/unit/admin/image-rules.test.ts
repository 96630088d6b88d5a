import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  randomToken,
  serverImageRefusal,
  validateImageFile,
} from '../../../src/products/image-rules.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(validateImageFile(file('anello.img', type))).toBeNull();
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', 'image/bmp', ''])(
    'refuses %j with the list of supported types',
    (type) => {
      expect(validateImageFile(file('x', type))).toEqual({
        title: 'Tipo file non supportato',
        description: 'Tipi supportati: JPEG, PNG, WebP, GIF',
      });
    },
  );

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(validateImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(validateImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toEqual({
      title: 'File troppo grande',
      description: 'Il file deve essere inferiore a 10MB',
    });
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
  });

  it('reports the type before the size', () => {
    expect(validateImageFile(file('a.pdf', 'application/pdf', MAX_IMAGE_BYTES * 2))?.title).toBe(
      'Tipo file non supportato',
    );
  });
});

describe('serverImageRefusal', () => {
  it('names a type the bucket does not take with the spec message', () => {
    expect(
      serverImageRefusal({ status: 415, error: 'invalid_mime_type', message: 'mime type text/plain is not supported' }),
    ).toEqual({ title: 'Tipo file non supportato', description: 'Tipi supportati: JPEG, PNG, WebP, GIF' });
  });

  it('names a file over the limit with the spec message, from the status or the error alone', () => {
    const expected = { title: 'File troppo grande', description: 'Il file deve essere inferiore a 10MB' };
    expect(serverImageRefusal({ status: 413, error: '', message: '' })).toEqual(expected);
    expect(
      serverImageRefusal({
        status: 400,
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      }),
    ).toEqual(expected);
  });

  it('says a file that is not really the image it claims to be is not one', () => {
    expect(
      serverImageRefusal({
        status: 415,
        error: 'invalid_mime_type',
        message: "the file's content is not of type image/png",
      }),
    ).toEqual({
      title: 'Immagine non valida',
      description:
        "Il contenuto del file non è un'immagine PNG: forse è un altro tipo di file con il nome cambiato. " +
        'Tipi supportati: JPEG, PNG, WebP, GIF',
    });
  });

  it('asks to sign in again when the server refuses the session', () => {
    expect(serverImageRefusal({ status: 403, error: 'Unauthorized', message: 'row-level security' })?.title).toBe(
      'Errore upload',
    );
  });

  it('has nothing to add when the server gives no reason the owner can act on', () => {
    expect(serverImageRefusal({ status: 500, error: 'internal', message: 'disk full' })).toBeNull();
    expect(serverImageRefusal({ status: 400, error: 'Duplicate', message: 'The resource already exists' })).toBeNull();
  });
});

describe('randomToken', () => {
  it('is lower-case letters and digits of the asked length', () => {
    expect(randomToken()).toMatch(/^[a-z0-9]{8}$/);
    expect(randomToken(12)).toHaveLength(12);
  });
});
