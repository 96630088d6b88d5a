import { validateImageFile, type ImageCandidate, type ImageRejection } from '../../products/image-rules.ts';
import { MAX_PHOTOS } from '../../products/images.ts';
import type { ProductImage } from '../../products/types.ts';

/**
 * A product's photos as the owner arranges them: the first is the main one (the catalogue's card,
 * the product page's first picture, `image` for older clients).
 */

/** `photos` with the photo at `from` moved to `to`; the same list when either is out of range. */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function removePhoto<T>(photos: readonly T[], index: number): T[] {
  return photos.filter((_, i) => i !== index);
}

/**
 * Where a photo dragged from `from` lands when dropped on the photo at `over`, before it or (in
 * its lower half) after it.
 */
export function dropTarget(from: number, over: number, after: boolean): number {
  const target = over + (after ? 1 : 0);
  return from < target ? target - 1 : target;
}

/** "Foto principale" for the first, "Foto 2", "Foto 3"… for the others. */
export function photoLabel(index: number): string {
  return index === 0 ? 'Foto principale' : `Foto ${String(index + 1)}`;
}

/** What a screen reader hears after a move. */
export function movedMessage(to: number, count: number): string {
  const place = `Foto spostata in posizione ${String(to + 1)} di ${String(count)}`;
  return to === 0 ? `${place}: ora è la foto principale.` : `${place}.`;
}

/** What a screen reader hears after a removal. */
export function removedMessage(count: number): string {
  if (count === 0) return 'Foto rimossa. Il prodotto non ha più foto: il catalogo mostrerà l’immagine segnaposto.';
  return count === 1 ? 'Foto rimossa. Resta 1 foto.' : `Foto rimossa. Restano ${String(count)} foto.`;
}

/** The alternative text saved for what the owner typed: the product's name when nothing was. */
export function altOrName(typed: string, productName: string): string {
  return typed.trim() === '' ? productName.trim() : typed;
}

/**
 * The photos after the product was renamed: those whose text was the old name (the default, or an
 * empty field) take the new one, so a photo added before the name was typed is not described as
 * "Nuovo Prodotto". Texts the owner wrote stay. Returns the same list when nothing changes.
 */
export function followName(photos: ProductImage[], previousName: string, name: string): ProductImage[] {
  const previous = previousName.trim();
  const next = name.trim();
  if (previous === next || next === '') return photos;
  const follows = (photo: ProductImage) => photo.alt.trim() === previous || photo.alt.trim() === '';
  if (!photos.some(follows)) return photos;
  return photos.map((photo) => (follows(photo) ? { ...photo, alt: next } : photo));
}

/** How many more photos a product may have, counting those chosen and not yet stored. */
export function roomLeft(stored: number, pending: number): number {
  return Math.max(0, MAX_PHOTOS - stored - pending);
}

export interface Choice<F extends ImageCandidate> {
  /** The files to crop and upload, in the order chosen. */
  accepted: F[];
  /** The first refused file's reason (spec §5 messages); the others are counted. */
  refusal: ImageRejection | null;
  refused: number;
  /** Files left out because the product would have more than `MAX_PHOTOS`. */
  overflow: number;
}

/** Sorts the files the owner chose or dropped: those to use, the refused ones, those over the limit. */
export function choosePhotos<F extends ImageCandidate>(files: readonly F[], room: number): Choice<F> {
  const choice: Choice<F> = { accepted: [], refusal: null, refused: 0, overflow: 0 };
  for (const file of files) {
    const rejection = validateImageFile(file);
    if (rejection) {
      choice.refusal ??= rejection;
      choice.refused += 1;
    } else if (choice.accepted.length < room) {
      choice.accepted.push(file);
    } else {
      choice.overflow += 1;
    }
  }
  return choice;
}

/** The toast for files left out over the limit. */
export function overflowMessage(overflow: number): { title: string; description: string } {
  return {
    title: 'Troppe foto',
    description:
      `Un prodotto può avere al massimo ${String(MAX_PHOTOS)} foto: ` +
      (overflow === 1 ? '1 file non è stato aggiunto.' : `${String(overflow)} file non sono stati aggiunti.`),
  };
}
