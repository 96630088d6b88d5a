import { storageErrors } from './errors.ts';
import { isRecord, parseJson } from '../json.ts';
import { atMost, chunksOf } from './files.ts';

/** What an upload request carries, however supabase-js sent it. */
export interface UploadBody {
  chunks: AsyncIterable<Uint8Array>;
  /** The declared type, as stored and later served. */
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and the small fields beside the file part. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads the upload's shape without reading more than `limit` bytes of file: a raw body is streamed
 * as it arrives; a multipart body (a Blob or File from the browser) is read up to the limit plus
 * its framing, then parsed. A declared `Content-Length` past the limit is refused before reading.
 */
export async function readUploadBody(request: Request, limit: number): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  const multipart = /^multipart\/form-data\b/i.test(contentType.trim());

  if (declaredLength > limit + (multipart ? MULTIPART_OVERHEAD : 0)) throw storageErrors.tooLarge();

  if (!multipart) {
    return {
      chunks: chunksOf(request.body),
      contentType: cleanContentType(contentType),
      cacheControl: cleanCacheControl(request.headers.get('cache-control')),
      userMetadata: decodeMetadataHeader(request.headers.get('x-metadata')),
    };
  }

  const body = await readAtMost(chunksOf(request.body), limit + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be read');
  }
  let file: File | null = null;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.noContent();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    chunks: chunksOf(file.stream()),
    contentType: cleanContentType(file.type),
    cacheControl: cleanCacheControl(typeof cacheControl === 'string' ? cacheControl : null),
    userMetadata: typeof metadata === 'string' ? parseMetadata(metadata) : null,
  };
}

export async function readAtMost(chunks: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  for await (const chunk of atMost(chunks, limit)) parts.push(chunk);
  return Buffer.concat(parts);
}

const PRINTABLE = /^[\x20-\x7e]*$/;

/** Stored and served back as a header, so only printable ASCII of a sane length is kept. */
export function cleanContentType(value: string | null): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed.length > 255 || !PRINTABLE.test(trimmed)) return 'application/octet-stream';
  return trimmed;
}

/** `3600` (multipart field) or `max-age=3600` (header), as storage-api stores it. */
export function cleanCacheControl(value: string | null): string {
  const trimmed = (value ?? '').trim();
  if (/^\d{1,10}$/.test(trimmed)) return `max-age=${trimmed}`;
  if (/^[\w\-=, ]{1,200}$/.test(trimmed)) return trimmed;
  return 'no-cache';
}

function parseMetadata(text: string): Record<string, unknown> | null {
  const value = parseJson(text);
  if (value === undefined) throw storageErrors.invalidRequest('metadata is not a JSON object');
  return isRecord(value) ? value : null;
}

function decodeMetadataHeader(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  return parseMetadata(Buffer.from(value, 'base64').toString('utf8'));
}
