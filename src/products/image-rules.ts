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
    if (claimed === undefined) return unsupportedType;
    const type = allowedImageType(claimed);
    return {
      title: 'Immagine non valida',
      description:
        `Il contenuto del file non è un'immagine ${type ? typeNames[type] : claimed}: forse è un altro tipo di ` +
        `file con il nome cambiato. Tipi supportati: ${SUPPORTED_TYPES_LABEL}`,
    };
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

const extensionForType: Record<AllowedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The file's own extension, lower-cased; when the name has none usable (no dot, or characters
 * that do not belong in a storage path), the one matching its type.
 */
export function imageExtension(file: Pick<ImageCandidate, 'name' | 'type'>): string {
  const dot = file.name.lastIndexOf('.');
  const own = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (/^[a-z0-9]{1,10}$/.test(own)) return own;
  const type = allowedImageType(file.type);
  return type ? extensionForType[type] : 'bin';
}

/** Eight lower-case letters and digits from the platform's random source. */
export function randomToken(length = 8): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * The stored name of an uploaded picture (spec §7 call 5): `<timestamp>-<random>.<extension>`.
 * Never the owner's file name, which may hold spaces, accents or private details.
 */
export function imageObjectName(
  file: Pick<ImageCandidate, 'name' | 'type'>,
  now: number = Date.now(),
  random: string = randomToken(),
): string {
  return `${now}-${random}.${imageExtension(file)}`;
}
