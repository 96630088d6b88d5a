import * as z from 'zod/mini';
import {
  imageObjectName,
  serverImageRefusal,
  validateImageFile,
  type StorageRefusal,
} from '../products/image-rules.ts';
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

/**
 * Spec §7 call 5: checks the file, stores it in `product-images` under a generated name and
 * resolves to its public address.
 *
 * supabase-js's `upload()` reports no progress, so the request is made here with XMLHttpRequest,
 * byte for byte the one supabase-js sends for a File (same endpoint, multipart body with
 * `cacheControl` and an unnamed file part, `x-upsert: false`, the anon key and the session's
 * access token), which lets the admin draw a real progress bar. See docs/decisions.md.
 */
export async function uploadProductImage(file: File, onProgress?: UploadProgress): Promise<string> {
  const rejection = validateImageFile(file);
  if (rejection) throw new ImageRejectedError(rejection.title, rejection.description);

  const [client, config] = await Promise.all([backendClient(), backendConfig()]);
  // getSession() refreshes an access token about to expire before handing it out.
  const { data, error } = await client.auth.getSession();
  if (error) throw new Error(`No session to upload with: ${error.message}`, { cause: error });
  const token = data.session?.access_token ?? config.supabaseAnonKey;

  const name = imageObjectName(file);
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);

  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `${config.supabaseUrl}/storage/v1/object/${PRODUCT_IMAGES_BUCKET}/${encodeURIComponent(name)}`,
    );
    request.setRequestHeader('apikey', config.supabaseAnonKey);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        const reason = `Uploading ${name} failed: ${request.status} ${request.responseText.slice(0, 500)}`;
        const refusal = serverImageRefusal(storageRefusal(request.status, request.responseText));
        if (!refusal) {
          reject(new Error(reason));
          return;
        }
        console.warn(reason);
        reject(new ImageRejectedError(refusal.title, refusal.description));
      }
    };
    request.onerror = () => reject(new Error(`Uploading ${name} failed: network error`));
    request.onabort = () => reject(new Error(`Uploading ${name} was aborted`));
    request.send(body);
  });

  return publicObjectUrl(config, PRODUCT_IMAGES_BUCKET, name);
}
