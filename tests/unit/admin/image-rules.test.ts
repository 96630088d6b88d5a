import { describe, expect, it } from 'vitest';
import {
  imageExtension,
  imageObjectName,
  MAX_IMAGE_BYTES,
  randomToken,
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

describe('imageObjectName', () => {
  it('is timestamp, random string and the original extension', () => {
    expect(imageObjectName(file('Anello Oro.JPEG', 'image/jpeg'), 1732197600000, 'k3x9q2ab')).toBe(
      '1732197600000-k3x9q2ab.jpeg',
    );
  });

  it('never carries the original name', () => {
    const name = imageObjectName(file('mia foto privata.png', 'image/png'));
    expect(name).toMatch(/^\d{13}-[a-z0-9]{8}\.png$/);
    expect(name).not.toContain('foto');
  });

  it('differs between two uploads in the same millisecond', () => {
    expect(imageObjectName(file('a.png', 'image/png'), 1)).not.toBe(imageObjectName(file('a.png', 'image/png'), 1));
  });
});

describe('imageExtension', () => {
  it('takes the last extension, lower-cased', () => {
    expect(imageExtension(file('collana.tar.GIF', 'image/gif'))).toBe('gif');
  });

  it('falls back to the type when the name has no usable extension', () => {
    expect(imageExtension(file('senza-estensione', 'image/webp'))).toBe('webp');
    expect(imageExtension(file('.nascosto', 'image/png'))).toBe('png');
    expect(imageExtension(file('strano.p n/g', 'image/jpeg'))).toBe('jpg');
  });
});

describe('randomToken', () => {
  it('is lower-case letters and digits of the asked length', () => {
    expect(randomToken()).toMatch(/^[a-z0-9]{8}$/);
    expect(randomToken(12)).toHaveLength(12);
  });
});
