import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../json.ts';
import { RestError } from './errors.ts';
import { shownSize } from './limits.ts';

/** Requests whose body was read to its end: their connection can be kept. */
const readWhole = new WeakSet<Request>();

export function bodyWasRead(request: Request): boolean {
  return readWhole.has(request);
}

/** 413 in PostgREST's shape; the rest of the body is not read. */
export function payloadTooLarge(limit: number): RestError {
  return new RestError(413, 'PGRST413', 'Payload too large', `The body is limited to ${shownSize(limit)}`);
}

/**
 * The request's JSON body, read only once the write is known to be allowed, and never past `limit`
 * bytes: a declared `Content-Length` over it is refused before anything is read, a streamed body as
 * soon as it passes it. A body nesting deeper than `MAX_JSON_DEPTH` is refused before it is parsed.
 */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const text = await readTextBody(request, limit);
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `Arrays and objects nest at most ${String(MAX_JSON_DEPTH)} deep`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** A `text/plain` body (a function's single unnamed text argument), within `limit` bytes. */
export async function readTextBody(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding') && Number(declared) > limit)
    throw payloadTooLarge(limit);
  return readText(request, limit);
}

async function readText(request: Request, limit: number): Promise<string> {
  if (!request.body) {
    readWhole.add(request);
    return '';
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        readWhole.add(request);
        break;
      }
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw payloadTooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof RestError) throw error;
    // The client went away or sent a broken body: nothing to answer, nothing worth logging.
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The body could not be read');
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}
