import * as z from 'zod/mini';
import { imageObjectName, validateImageFile } from '../products/image-rules.ts';
import { backendClient } from './client.ts';
import { backendConfig, publicObjectUrl } from './config.ts';

/** Where product pictures are stored; public, so the shop shows them by address. */
const PRODUCT_IMAGES_BUCKET = 'product-images';

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

/** Storage answers a refusal with `{message}` (or `{error}` from older versions). */
const storageError = z.union([z.object({ message: z.string() }), z.object({ error: z.string() })]);

function storageErrorMessage(status: number, body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `HTTP ${status}`;
  }
  const refusal = storageError.safeParse(parsed);
  if (!refusal.success) return `HTTP ${status}`;
  return `${status} ${'message' in refusal.data ? refusal.data.message : refusal.data.error}`;
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
        reject(new Error(`Uploading ${name} failed: ${storageErrorMessage(request.status, request.responseText)}`));
      }
    };
    request.onerror = () => reject(new Error(`Uploading ${name} failed: network error`));
    request.onabort = () => reject(new Error(`Uploading ${name} was aborted`));
    request.send(body);
  });

  return publicObjectUrl(config, PRODUCT_IMAGES_BUCKET, name);
}
