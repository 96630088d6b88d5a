/**
 * What the admin accepts as a product picture (spec §5), checked before any byte leaves the
 * browser. The backend enforces the same limits on the `product-images` bucket, so these checks
 * only spare the owner a round trip; they are not the guard.
 */

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** 10 MB, as the bucket's `file_size_limit` (10 × 1024 × 1024 bytes). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The list shown after "Tipi supportati: ". */
const SUPPORTED_TYPES_LABEL = 'JPEG, PNG, WebP, GIF';

export interface ImageRejection {
  title: string;
  description: string;
}

/** The part of a File these rules look at, so they can be tested without a browser. */
export interface ImageCandidate {
  name: string;
  type: string;
  size: number;
}

type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/** The type as the bucket lists it (lower case), when it is one of the allowed ones. */
function allowedImageType(type: string): AllowedImageType | undefined {
  const lower = type.toLowerCase();
  return ALLOWED_IMAGE_TYPES.find((allowed) => allowed === lower);
}

/** The spec's messages (§5), whoever notices: the admin before uploading, or the server. */
const unsupportedType: ImageRejection = {
  title: 'Tipo file non supportato',
  description: `Tipi supportati: ${SUPPORTED_TYPES_LABEL}`,
};
const tooLarge: ImageRejection = { title: 'File troppo grande', description: 'Il file deve essere inferiore a 10MB' };

/** Null when the file may be uploaded, otherwise the message for the owner (exact spec texts). */
export function validateImageFile(file: ImageCandidate): ImageRejection | null {
  if (!allowedImageType(file.type)) return unsupportedType;
  if (file.size > MAX_IMAGE_BYTES) return tooLarge;
  return null;
}

/** The image types as the owner knows them. */
const typeNames: Record<AllowedImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** What storage answered a refused upload with: the HTTP status and the body's `error` and `message`. */
export interface StorageRefusal {
  status: number;
  error: string;
  message: string;
}

/** A file whose bytes are not the image its type claims, in the owner's words. */
function notTheClaimedImage(claimed: string): ImageRejection {
  const type = allowedImageType(claimed);
  return {
    title: 'Immagine non valida',
    description:
      `Il contenuto del file non è un'immagine ${type ? typeNames[type] : claimed}: forse è un altro tipo di ` +
      `file con il nome cambiato. Tipi supportati: ${SUPPORTED_TYPES_LABEL}`,
  };
}

/**
 * A file of an accepted type that the browser could not open as a picture (a text file renamed
 * `.png`): said as the server says it when its check of the first bytes refuses one.
 */
export function undecodableImage(file: Pick<ImageCandidate, 'type'>): ImageRejection {
  return notTheClaimedImage(file.type.toLowerCase());
}

/**
 * The server's refusal of an upload in the owner's words, or null when it gives no reason the owner
 * can act on (then the spec's "Impossibile caricare il file" is all there is to say). Type and size
 * use the spec's messages; a file whose first bytes are not the image its type claims (a text file
 * renamed `.png`, refused by the embedded server) is named as such.
 */
export function serverImageRefusal({ status, error, message }: StorageRefusal): ImageRejection | null {
  if (status === 413 || error === 'Payload too large') return tooLarge;
  if (status === 415 || error === 'invalid_mime_type') {
    const claimed = /content is not of type (\S+)/.exec(message)?.[1];
    return claimed === undefined ? unsupportedType : notTheClaimedImage(claimed);
  }
  if (status === 401 || status === 403) {
    return {
      title: 'Errore upload',
      description:
        "Il server non accetta immagini da questa sessione: esci e accedi di nuovo con l'account del titolare.",
    };
  }
  return null;
}

/** Eight lower-case letters and digits from the platform's random source. */
export function randomToken(length = 8): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Where the sizes of one uploaded photo are stored: `<product id>/<timestamp>-<random>`, to which
 * each size adds `-<width>.webp` (`variantPath`, `src/products/images.ts`). A folder per product
 * keeps a product's photos together in the bucket; the owner's file name is never part of it.
 */
export function photoStem(productId: string, now: number = Date.now(), random: string = randomToken()): string {
  return `${productId}/${now}-${random}`;
}
