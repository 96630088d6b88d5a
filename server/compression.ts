import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** Content codings the server produces, best first: at an equal `q`, brotli is chosen. */
export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The suffix of a build file's precompressed sibling (`index-abc.js.br`). */
export const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this, a compressed body saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The coding a request's `Accept-Encoding` prefers among `available`, or null for the bytes as they
 * are. A coding not named takes the `q` of `*`, else 0; `q=0` refuses it. With no header at all the
 * identity is sent, as every browser names what it accepts.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (acceptEncoding === undefined || available.length === 0) return null;
  const accepts = parseAccept(acceptEncoding);
  const quality = (coding: string): number | undefined => accepts.find((a) => a.type.toLowerCase() === coding)?.q;
  const anyQuality = quality('*') ?? 0;
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const q = quality(encoding) ?? anyQuality;
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Adds `Accept-Encoding` to a response's `Vary` unless it is already there. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === null || vary.trim() === '') headers.set('vary', 'Accept-Encoding');
  else if (vary.trim() !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('vary', `${vary}, Accept-Encoding`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard a coding works: `smallest` for the build's files, compressed once at build time and sent
 * many times (brotli 11, gzip 9); `fast` for whatever is compressed while a visitor waits (API
 * responses, pages written for an origin). Measured on a 48 KB pre-rendered page on this project's
 * machines: brotli 11 took ~120 ms for 8,085 bytes, brotli 5 ~1 ms for 8,808, gzip 9 ~1 ms for 9,902.
 */
export type Effort = 'smallest' | 'fast';

const BROTLI_QUALITY: Record<Effort, number> = { smallest: zlib.constants.BROTLI_MAX_QUALITY, fast: 5 };
const GZIP_LEVEL: Record<Effort, number> = { smallest: zlib.constants.Z_BEST_COMPRESSION, fast: 6 };

export function compressBytes(bytes: Uint8Array, encoding: Encoding, effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  return encoding === 'br'
    ? brotli(bytes, brotliOptions(effort, bytes.byteLength))
    : gzip(bytes, { level: GZIP_LEVEL[effort] });
}

function brotliOptions(effort: Effort, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** A compressing stream for a body of known `size` sent as it is read. */
function compressingStream(encoding: Encoding, size: number): ReadableWritablePair<Uint8Array, Uint8Array> {
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress(brotliOptions('fast', size))
      : zlib.createGzip({ level: GZIP_LEVEL.fast });
  return Duplex.toWeb(compressor) as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/** Text worth compressing: JSON (PostgREST's `vnd.pgrst.object+json` too), SVG, `text/*` but event streams. */
const TEXT_TYPE = /^\s*(?:text\/(?!event-stream\b)[^;\s]+|application\/(?:[\w.-]+\+)?json|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * Compresses the text responses of the APIs (`/rest/v1`, `/storage/v1`) on the fly. Bodies without a
 * declared length (PostgREST's JSON, already whole in memory) are read to learn their size; bodies
 * with one (stored files) stream through the compressor. A byte range, a body another layer already
 * encoded, `no-transform` and HEAD are left alone. PostgREST's 206 names a range of rows (`0-9/40`),
 * not of bytes, so it is compressed like a 200.
 */
export const compressText: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const headers = response.headers;
  if (
    c.req.method === 'HEAD' ||
    response.body === null ||
    headers.has('content-encoding') ||
    /^\s*bytes\b/i.test(headers.get('content-range') ?? '') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '') ||
    !TEXT_TYPE.test(headers.get('content-type') ?? '')
  )
    return;

  const declared = headers.get('content-length');
  if (declared !== null) {
    if (Number(declared) < COMPRESSION_THRESHOLD) return;
    varyOnEncoding(headers);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), ENCODINGS);
    if (encoding === null) return;
    c.res = new Response(response.body.pipeThrough(compressingStream(encoding, Number(declared))), response);
    markEncoded(c.res.headers, encoding, null);
    return;
  }

  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding =
    bytes.byteLength < COMPRESSION_THRESHOLD ? null : negotiateEncoding(c.req.header('accept-encoding'), ENCODINGS);
  if (encoding === null) {
    c.res = new Response(bytes, response);
    if (bytes.byteLength >= COMPRESSION_THRESHOLD) varyOnEncoding(c.res.headers);
    return;
  }
  const compressed = await compressBytes(bytes, encoding, 'fast');
  c.res = new Response(compressed, response);
  varyOnEncoding(c.res.headers);
  markEncoded(c.res.headers, encoding, compressed.byteLength);
};

/**
 * Headers of a body compressed here. Hono's `c.res` setter copies the previous response's headers
 * onto the new one, so they are corrected after the assignment. The entity tag describes the
 * uncompressed bytes, so it becomes weak: a conditional request still matches it.
 */
function markEncoded(headers: Headers, encoding: Encoding, length: number | null): void {
  headers.set('content-encoding', encoding);
  if (length === null) headers.delete('content-length');
  else headers.set('content-length', String(length));
  headers.delete('accept-ranges');
  const eTag = headers.get('etag');
  if (eTag !== null && !eTag.startsWith('W/')) headers.set('etag', `W/${eTag}`);
}
