import { describe, expect, it } from 'vitest';
import {
  altOrName,
  choosePhotos,
  dropTarget,
  followName,
  movedMessage,
  movePhoto,
  overflowMessage,
  photoLabel,
  removedMessage,
  removePhoto,
  roomLeft,
} from '../../../../src/admin/photos/photo-list.ts';
import { MAX_IMAGE_BYTES } from '../../../../src/products/image-rules.ts';
import { MAX_PHOTOS } from '../../../../src/products/images.ts';
import type { ProductImage } from '../../../../src/products/types.ts';

const photo = (name: string, alt = name): ProductImage => ({
  path: `/p/${name}-1600.webp`,
  alt,
  width: 1600,
  height: 1600,
});

describe('reordering', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves a photo earlier or later', () => {
    expect(movePhoto(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(movePhoto(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('leaves the list as it is for a move out of range, without changing the original', () => {
    expect(movePhoto(list, 0, -1)).toEqual(list);
    expect(movePhoto(list, 3, 4)).toEqual(list);
    expect(movePhoto(list, 2, 2)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a dragged photo before or after the one under the pointer', () => {
    // Dragging a (0) onto c (2): before c is index 1, after c is index 2.
    expect(movePhoto(list, 0, dropTarget(0, 2, false))).toEqual(['b', 'a', 'c', 'd']);
    expect(movePhoto(list, 0, dropTarget(0, 2, true))).toEqual(['b', 'c', 'a', 'd']);
    // Dragging d (3) onto a (0): before a makes it the main photo.
    expect(movePhoto(list, 3, dropTarget(3, 0, false))).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(list, 3, dropTarget(3, 0, true))).toEqual(['a', 'd', 'b', 'c']);
    // Onto itself, or just beside itself: no change.
    expect(movePhoto(list, 1, dropTarget(1, 1, true))).toEqual(list);
    expect(movePhoto(list, 1, dropTarget(1, 2, false))).toEqual(list);
  });

  it('removes a photo', () => {
    expect(removePhoto(list, 0)).toEqual(['b', 'c', 'd']);
    expect(removePhoto(list, 3)).toEqual(['a', 'b', 'c']);
    expect(removePhoto(['a'], 0)).toEqual([]);
  });
});

describe('what the owner reads and hears', () => {
  it('labels the first photo as the main one', () => {
    expect(photoLabel(0)).toBe('Foto principale');
    expect(photoLabel(1)).toBe('Foto 2');
    expect(photoLabel(11)).toBe('Foto 12');
  });

  it('announces moves and removals', () => {
    expect(movedMessage(0, 3)).toBe('Foto spostata in posizione 1 di 3: ora è la foto principale.');
    expect(movedMessage(2, 3)).toBe('Foto spostata in posizione 3 di 3.');
    expect(removedMessage(2)).toBe('Foto rimossa. Restano 2 foto.');
    expect(removedMessage(1)).toBe('Foto rimossa. Resta 1 foto.');
    expect(removedMessage(0)).toMatch(/^Foto rimossa\. Il prodotto non ha più foto/);
  });
});

describe('alternative texts', () => {
  it('uses the product name for an empty text', () => {
    expect(altOrName('', 'Anello Aurora')).toBe('Anello Aurora');
    expect(altOrName('   ', ' Anello Aurora ')).toBe('Anello Aurora');
    expect(altOrName('Anello visto di lato', 'Anello Aurora')).toBe('Anello visto di lato');
  });

  it('follows a rename where the text was the old name or empty, and keeps what the owner wrote', () => {
    const photos = [photo('a', 'Nuovo Prodotto'), photo('b', 'Dettaglio della montatura'), photo('c', '')];
    expect(followName(photos, 'Nuovo Prodotto', 'Anello Aurora').map((p) => p.alt)).toEqual([
      'Anello Aurora',
      'Dettaglio della montatura',
      'Anello Aurora',
    ]);
  });

  it('returns the same list when nothing follows, or the new name is empty', () => {
    const photos = [photo('a', 'Dettaglio')];
    expect(followName(photos, 'Anello', 'Anello Rosa')).toBe(photos);
    expect(followName(photos, 'Dettaglio', '   ')).toBe(photos);
    expect(followName(photos, 'Dettaglio', 'Dettaglio ')).toBe(photos);
  });
});

describe('choosing files', () => {
  const file = (name: string, type = 'image/jpeg', size = 2_000_000) => ({ name, type, size });

  it('takes the supported files in order', () => {
    const choice = choosePhotos([file('a.jpg'), file('b.png', 'image/png')], 12);
    expect(choice.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(choice).toMatchObject({ refusal: null, refused: 0, overflow: 0 });
  });

  it('refuses unsupported types and files over 10 MB with the spec’s messages', () => {
    const choice = choosePhotos(
      [file('listino.pdf', 'application/pdf'), file('ok.jpg'), file('enorme.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)],
      12,
    );
    expect(choice.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(choice.refused).toBe(2);
    expect(choice.refusal).toEqual({
      title: 'Tipo file non supportato',
      description: 'Tipi supportati: JPEG, PNG, WebP, GIF',
    });
    expect(choosePhotos([file('enorme.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)], 12).refusal).toEqual({
      title: 'File troppo grande',
      description: 'Il file deve essere inferiore a 10MB',
    });
  });

  it('keeps within the photos a product may have', () => {
    expect(roomLeft(0, 0)).toBe(MAX_PHOTOS);
    expect(roomLeft(10, 1)).toBe(1);
    expect(roomLeft(12, 0)).toBe(0);
    expect(roomLeft(12, 3)).toBe(0);
    const choice = choosePhotos([file('a.jpg'), file('b.jpg'), file('c.jpg')], 1);
    expect(choice.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(choice.overflow).toBe(2);
    expect(overflowMessage(2)).toEqual({
      title: 'Troppe foto',
      description: 'Un prodotto può avere al massimo 12 foto: 2 file non sono stati aggiunti.',
    });
    expect(overflowMessage(1).description).toBe(
      'Un prodotto può avere al massimo 12 foto: 1 file non è stato aggiunto.',
    );
  });
});
