import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BuildFile, FileRequest } from './build-files.ts';
import { COMPRESSION_THRESHOLD, compressBytes, ENCODINGS, negotiateEncoding, type Encoding } from './compression.ts';
import { ORIGIN_TOKEN } from './public-origin.ts';

/** Files that may name the site's origin: pages, `sitemap.xml`, `robots.txt`. */
const DOCUMENT_TYPE = /^(?:text\/html|text\/plain|application\/xml)\b/;

/** The substituted bytes of one file for one origin in one coding. */
interface Rendition {
  bytes: Uint8Array<ArrayBuffer>;
  eTag: string;
}

/**
 * The build's pages written for the origin each request arrived on, when the build was given no
 * public origin and wrote `ORIGIN_TOKEN` in its stead. Each file, origin and coding is substituted
 * and compressed once (fast: a visitor waits for the first), then kept; the oldest are let go past
 * `limitBytes`, since any Host a client sends makes a new origin.
 */
export class OriginPages {
  /** A file's text when it holds the token, else null: it is sent as built. */
  private readonly templates = new Map<string, string | null>();
  private readonly renditions = new Map<string, Rendition>();
  private keptBytes = 0;

  constructor(private readonly limitBytes = 32 * 1024 * 1024) {}

  /** The file written for `origin`, or null when it names no origin and is sent as built. */
  async send(
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { status: 200 | 404; cacheControl: string | null },
  ): Promise<Response | null> {
    const template = await this.template(file);
    if (template === null) return null;
    const identity = await this.rendition(file.name, origin, null, () =>
      Buffer.from(template.replaceAll(ORIGIN_TOKEN, origin)),
    );
    const encoding =
      identity.bytes.byteLength < COMPRESSION_THRESHOLD
        ? null
        : negotiateEncoding(request.header('accept-encoding'), ENCODINGS);
    const sent =
      encoding === null
        ? identity
        : await this.rendition(file.name, origin, encoding, () => compressBytes(identity.bytes, encoding, 'fast'));
    const headers = new Headers({
      'content-type': file.contentType,
      'content-length': String(sent.bytes.byteLength),
      etag: sent.eTag,
      // The origin comes from these headers, so a shared cache must keep one copy per value.
      vary: 'Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto',
    });
    if (reply.cacheControl !== null) headers.set('cache-control', reply.cacheControl);
    if (encoding !== null) headers.set('content-encoding', encoding);
    return new Response(request.method === 'HEAD' ? null : sent.bytes, { status: reply.status, headers });
  }

  private async template(file: BuildFile): Promise<string | null> {
    if (!DOCUMENT_TYPE.test(file.contentType)) return null;
    const known = this.templates.get(file.name);
    if (known !== undefined) return known;
    let text: string;
    try {
      text = await readFile(file.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const template = text.includes(ORIGIN_TOKEN) ? text : null;
    this.templates.set(file.name, template);
    return template;
  }

  private async rendition(
    name: string,
    origin: string,
    encoding: Encoding | null,
    make: () => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<Rendition> {
    const key = `${name}\n${origin}\n${encoding ?? 'identity'}`;
    const kept = this.renditions.get(key);
    if (kept !== undefined) {
      this.renditions.delete(key);
      this.renditions.set(key, kept);
      return kept;
    }
    const bytes = await make();
    const madeMeanwhile = this.renditions.get(key);
    if (madeMeanwhile !== undefined) return madeMeanwhile;
    const hash = createHash('sha256').update(name).update(origin).update(bytes).digest('base64url').slice(0, 22);
    const rendition = { bytes, eTag: `"${hash}"` };
    this.renditions.set(key, rendition);
    this.keptBytes += bytes.byteLength;
    for (const [oldest, { bytes: old }] of this.renditions) {
      if (this.keptBytes <= this.limitBytes) break;
      this.renditions.delete(oldest);
      this.keptBytes -= old.byteLength;
    }
    return rendition;
  }
}
