import { createHash } from 'node:crypto';
import type { FileRequest } from './build-files.ts';
import { COMPRESSION_THRESHOLD, compressBytes, ENCODINGS, negotiateEncoding, type Encoding } from './compression.ts';

/** Bytes made for one key, and their entity tag. */
interface Rendition {
  bytes: Uint8Array<ArrayBuffer>;
  eTag: string;
}

/**
 * Documents the server makes rather than reads (a page written for an origin, a page rendered with
 * the current catalogue), each made once per key and coding and then kept; the least recently used
 * are let go past `limitBytes`. Requests for a key being made wait for the same making.
 * `invalidate()` forgets everything, and a making that was under way when it was called is sent to
 * its requests but not kept: what it read may be older than the change that invalidated it.
 */
export class Renditions {
  private readonly kept = new Map<string, Rendition>();
  private readonly making = new Map<string, Promise<Rendition>>();
  private keptBytes = 0;
  private generation = 0;

  constructor(private readonly limitBytes = 32 * 1024 * 1024) {}

  invalidate(): void {
    this.generation += 1;
    this.kept.clear();
    this.making.clear();
    this.keptBytes = 0;
  }

  /**
   * Answers `request` with the document of `key` (made by `make` when not kept), compressed in the
   * coding the request accepts when it is large enough to gain from it.
   */
  async send(
    key: string,
    make: () => string | Promise<string>,
    request: FileRequest,
    reply: { status: 200 | 404; contentType: string; cacheControl: string | null; vary: string },
  ): Promise<Response> {
    const identity = await this.rendition(`${key}\nidentity`, async () => Buffer.from(await make()));
    const encoding =
      identity.bytes.byteLength < COMPRESSION_THRESHOLD
        ? null
        : negotiateEncoding(request.header('accept-encoding'), ENCODINGS);
    const sent =
      encoding === null
        ? identity
        : await this.rendition(`${key}\n${encoding}`, () => compressBytes(identity.bytes, encoding, 'fast'));
    const headers = new Headers({
      'content-type': reply.contentType,
      'content-length': String(sent.bytes.byteLength),
      etag: sent.eTag,
      vary: reply.vary,
    });
    if (reply.cacheControl !== null) headers.set('cache-control', reply.cacheControl);
    if (encoding !== null) headers.set('content-encoding', encoding satisfies Encoding);
    return new Response(request.method === 'HEAD' ? null : sent.bytes, { status: reply.status, headers });
  }

  private async rendition(key: string, make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Rendition> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const pending = this.making.get(key);
    if (pending !== undefined) return pending;
    const generation = this.generation;
    const making = make().then((bytes) => {
      const hash = createHash('sha256').update(key).update(bytes).digest('base64url').slice(0, 22);
      return { bytes, eTag: `"${hash}"` };
    });
    this.making.set(key, making);
    try {
      const rendition = await making;
      if (generation === this.generation) this.keep(key, rendition);
      return rendition;
    } finally {
      if (this.making.get(key) === making) this.making.delete(key);
    }
  }

  private keep(key: string, rendition: Rendition): void {
    this.kept.set(key, rendition);
    this.keptBytes += rendition.bytes.byteLength;
    for (const [oldest, { bytes }] of this.kept) {
      if (this.keptBytes <= this.limitBytes) break;
      this.kept.delete(oldest);
      this.keptBytes -= bytes.byteLength;
    }
  }
}
