import * as z from 'zod/mini';
import { serverImageRefusal, validateImageFile, type StorageRefusal } from '../products/image-rules.ts';
import { variantPath } from '../products/images.ts';
import type { ProductImage } from '../products/types.ts';
import { backendClient } from './client.ts';
import { backendConfig, publicObjectUrl } from './config.ts';

/** Where product pictures are stored; public, so the shop shows them by address. */
const PRODUCT_IMAGES_BUCKET = 'product-images';

/** A picture refused, by the admin's own checks or by the server, with the reason in the owner's words. */
export class ImageRejectedError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
    this.name = 'ImageRejectedError';
  }
}

/** Upload progress from 0 to 1. */
type UploadProgress = (fraction: number) => void;

/** Where and as whom objects are sent: the storage endpoint, the anon key and the session's token. */
interface UploadTarget {
  supabaseUrl: string;
  anonKey: string;
  token: string;
}

/** Storage answers a refusal with `{statusCode, error, message}` (or only `{error}` from older versions). */
const storageError = z.object({
  statusCode: z.optional(z.union([z.string(), z.number()])),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});

/**
 * A refused upload's status and body, as `serverImageRefusal` reads them. Older storage servers answer
 * every refusal with HTTP 400 and put the real status in the body's `statusCode`.
 */
function storageRefusal(status: number, body: string): StorageRefusal {
  try {
    const parsed = storageError.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { statusCode, error = '', message = '' } = parsed.data;
      const stated = Number(statusCode);
      return { status: status === 400 && Number.isInteger(stated) && stated > 0 ? stated : status, error, message };
    }
  } catch {
    // Not JSON (a proxy's error page): the status alone says what happened.
  }
  return { status, error: '', message: '' };
}

/** The endpoint of a new object: each segment of its name encoded, as supabase-js does. */
function objectEndpoint(target: UploadTarget, name: string): string {
  const encoded = name.split('/').map(encodeURIComponent).join('/');
  return `${target.supabaseUrl}/storage/v1/object/${PRODUCT_IMAGES_BUCKET}/${encoded}`;
}

/**
 * Stores one object in `product-images` under `name`, reporting the bytes sent.
 *
 * supabase-js's `upload()` reports no progress, so the request is made here with XMLHttpRequest,
 * byte for byte the one supabase-js sends for a File or Blob (same endpoint, multipart body with
 * `cacheControl` and an unnamed file part, `x-upsert: false`, the anon key and the session's
 * access token), which lets the admin draw a real progress bar. See docs/decisions.md.
 * A refusal the owner can act on (type, size, session) rejects with `ImageRejectedError`.
 */
function sendObject(
  target: UploadTarget,
  name: string,
  blob: Blob,
  onBytes: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', blob);

  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', objectEndpoint(target, name));
    request.setRequestHeader('apikey', target.anonKey);
    request.setRequestHeader('authorization', `Bearer ${target.token}`);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onBytes(event.loaded, event.total);
    };
    request.onload = () => {
      signal.removeEventListener('abort', abort);
      if (request.status >= 200 && request.status < 300) {
        resolve();
        return;
      }
      const reason = `Uploading ${name} failed: ${request.status} ${request.responseText.slice(0, 500)}`;
      const refusal = serverImageRefusal(storageRefusal(request.status, request.responseText));
      if (!refusal) {
        reject(new Error(reason));
        return;
      }
      console.warn(reason);
      reject(new ImageRejectedError(refusal.title, refusal.description));
    };
    request.onerror = () => reject(new Error(`Uploading ${name} failed: network error`));
    request.onabort = () => reject(new Error(`Uploading ${name} was aborted`));
    const abort = () => request.abort();
    if (signal.aborted) {
      reject(new Error(`Uploading ${name} was aborted`));
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

/** One size of a photo, encoded: a square of `width` pixels. */
export interface PhotoVariant {
  width: number;
  blob: Blob;
}

/** A photo ready to store: its shop, its sizes, the stem they are named from, and its alternative text. */
export interface PhotoUpload {
  /** The shop of the product: its members alone may store objects under `<shop id>/`. */
  shopId: string;
  /**
   * `<product id>/<timestamp>-<random>` (`photoStem`); each size is stored as
   * `<shop id>/<stem>-<width>.webp`.
   */
  stem: string;
  alt: string;
  variants: readonly PhotoVariant[];
}

/**
 * Stores every size of one photo in `product-images` at once, under one stem, and resolves to the
 * photo as `products.images` holds it: the largest size's public address, its alternative text and
 * its pixels. `onProgress` follows the bytes of all the sizes together, so one bar shows the whole.
 *
 * The sizes travel in parallel. If one is refused, the others are stopped and whatever of them was
 * already stored is removed, so a photo is stored whole or not at all; the first refusal is what
 * rejects (`ImageRejectedError` when the owner can act on it).
 */
export async function uploadPhotoVariants(photo: PhotoUpload, onProgress?: UploadProgress): Promise<ProductImage> {
  const largest = photo.variants.reduce<PhotoVariant | undefined>(
    (widest, variant) => (widest === undefined || variant.width > widest.width ? variant : widest),
    undefined,
  );
  if (!largest) throw new Error('A photo needs at least one size to upload');
  // The bucket's rules give each shop its own folder; a name outside it would be refused.
  const stem = `${photo.shopId}/${photo.stem}`;
  for (const variant of photo.variants) {
    // The admin encodes these itself; the spec's limits still hold for what is sent.
    const { type, size } = variant.blob;
    const rejection = validateImageFile({ name: variantPath(stem, variant.width), type, size });
    if (rejection) throw new ImageRejectedError(rejection.title, rejection.description);
  }

  const [client, config] = await Promise.all([backendClient(), backendConfig()]);
  // getSession() refreshes an access token about to expire before handing it out.
  const { data, error } = await client.auth.getSession();
  if (error) throw new Error(`No session to upload with: ${error.message}`, { cause: error });
  const target: UploadTarget = {
    supabaseUrl: config.supabaseUrl,
    anonKey: config.supabaseAnonKey,
    token: data.session?.access_token ?? config.supabaseAnonKey,
  };

  // Until a request reports its total (the multipart body is a little larger), its blob's size stands in.
  const sent = photo.variants.map((variant) => ({ loaded: 0, total: variant.blob.size }));
  const report = () => {
    const loaded = sent.reduce((sum, part) => sum + part.loaded, 0);
    const total = sent.reduce((sum, part) => sum + part.total, 0);
    onProgress?.(total > 0 ? Math.min(1, loaded / total) : 0);
  };
  onProgress?.(0);

  const names = photo.variants.map((variant) => variantPath(stem, variant.width));
  const stopped = new AbortController();
  const stored: string[] = [];
  const requests = photo.variants.map(async (variant, i) => {
    const name = names[i] ?? variantPath(stem, variant.width);
    await sendObject(
      target,
      name,
      variant.blob,
      (loaded, total) => {
        sent[i] = { loaded, total };
        report();
      },
      stopped.signal,
    );
    stored.push(name);
  });

  // The first refusal is the one to report; the others are the aborts it caused.
  let firstFailure: { reason: unknown } | undefined;
  await Promise.allSettled(
    requests.map((request) =>
      request.catch((reason: unknown) => {
        firstFailure ??= { reason };
        stopped.abort();
      }),
    ),
  );
  if (firstFailure) {
    if (stored.length > 0) {
      const removal = await client.storage.from(PRODUCT_IMAGES_BUCKET).remove(stored);
      if (removal.error) console.warn(`Could not remove the partial upload ${stem}: ${removal.error.message}`);
    }
    throw firstFailure.reason;
  }
  onProgress?.(1);

  return {
    path: publicObjectUrl(config, PRODUCT_IMAGES_BUCKET, variantPath(stem, largest.width)),
    alt: photo.alt,
    width: largest.width,
    height: largest.width,
  };
}
