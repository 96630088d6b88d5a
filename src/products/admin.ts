import { backendClient } from '../backend/client.ts';
import { backendConfig, publicObjectUrl } from '../backend/config.ts';
import { imageObjectName, validateImageFile } from './image-rules.ts';
import { toProduct } from './rows.ts';
import type { Product } from './types.ts';

/**
 * The write side of the product service (spec §7 calls 3-5): the admin's only way to change the
 * catalogue. Whether a write is allowed is decided by the backend (row level security on the
 * owner's claim), not here: these functions report a refusal as an error like any other failure.
 */

/** A product as the admin writes it: `created_at` is the server's to set. */
export type ProductInput = Omit<Product, 'created_at'>;

export const PRODUCT_IMAGES_BUCKET = 'product-images';

/** Call 3: insert or replace one product by id; resolves to the row as stored. */
export async function saveProduct(product: ProductInput): Promise<Product> {
  const client = await backendClient();
  const { data, error } = await client.from('products').upsert(product).select().single();
  if (error) throw new Error(`Saving product ${product.id} failed: ${error.message}`, { cause: error });
  const saved = toProduct(data);
  if (!saved) throw new Error(`Saving product ${product.id} returned a row the admin cannot read`);
  return saved;
}

/**
 * Call 4: delete one product. The deleted row is asked back: row level security turns a refused
 * delete into "0 rows deleted" rather than an error, and the list must only drop a product the
 * server really removed.
 */
export async function deleteProduct(id: string): Promise<void> {
  const client = await backendClient();
  const { data, error } = await client.from('products').delete().eq('id', id).select('id');
  if (error) throw new Error(`Deleting product ${id} failed: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error(`Deleting product ${id} removed nothing (refused, or already gone)`);
}

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
export type UploadProgress = (fraction: number) => void;

interface StorageErrorBody {
  message?: unknown;
  error?: unknown;
}

function storageErrorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as StorageErrorBody;
    if (typeof parsed.message === 'string') return `${status} ${parsed.message}`;
    if (typeof parsed.error === 'string') return `${status} ${parsed.error}`;
  } catch {
    // Not JSON: report the status alone.
  }
  return `HTTP ${status}`;
}

/**
 * Call 5: checks the file, stores it in `product-images` under a generated name and resolves to
 * its public address.
 *
 * supabase-js's `upload()` reports no progress, so the request is made here with XMLHttpRequest,
 * byte for byte the one supabase-js sends for a File (same endpoint, multipart body with
 * `cacheControl` and an unnamed file part, `x-upsert: false`, the anon key and the session's
 * access token), which lets the admin draw a real progress bar. See docs/decisions.md.
 */
export async function uploadProductImage(file: File, onProgress: UploadProgress = () => {}): Promise<string> {
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
    request.open('POST', `${config.supabaseUrl}/storage/v1/object/${PRODUCT_IMAGES_BUCKET}/${encodeURIComponent(name)}`);
    request.setRequestHeader('apikey', config.supabaseAnonKey);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
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
