import { readFile } from 'node:fs/promises';
import type { BuildFile, FileRequest } from './build-files.ts';
import { ORIGIN_TOKEN } from './public-origin.ts';
import { Renditions } from './renditions.ts';

/** Files that may name the site's origin: pages, `sitemap.xml`, `robots.txt`. */
const DOCUMENT_TYPE = /^(?:text\/html|text\/plain|application\/xml)\b/;

/** The origin comes from these headers, so a shared cache must keep one copy per value. */
export const ORIGIN_VARY = 'Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto';

/** How many origins pages are kept for at once (see `OriginSlots`). */
export const MAX_ORIGINS = 8;

/** An origin whose pages nobody asked for this long gives its place to another. */
export const ORIGIN_IDLE_MS = 5 * 60 * 1000;

/** What the pages kept for all origins may hold together; each origin has an equal share. */
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * The pages made for each origin (`Renditions`), for at most `MAX_ORIGINS` origins at once. Only
 * allowed hosts reach here (`AllowedHosts`), but a shop may have many (its addresses and names, each
 * on no port or its own, `ALLOWED_HOSTS`, http and https behind a proxy), and every origin kept
 * costs a rendering of each page and its share of memory. A new origin takes the place of the least
 * recently used one only when that one has not been asked for in `idleMs`; until then the new origin
 * gets null, and its pages are written for it on each request without being rendered with the
 * catalogue, compressed or kept (cheap), so cycling through hosts can neither make the server render
 * without end nor push the shop's own origin out.
 */
export class OriginSlots {
  private readonly held = new Map<string, { renditions: Renditions; used: number }>();

  constructor(
    private readonly max = MAX_ORIGINS,
    private readonly idleMs = ORIGIN_IDLE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The renditions of `origin`, or null when every place is held by an origin in use. */
  take(origin: string): Renditions | null {
    const now = this.now();
    const held = this.held.get(origin);
    if (held !== undefined) {
      held.used = now;
      this.held.delete(origin);
      this.held.set(origin, held);
      return held.renditions;
    }
    if (this.held.size >= this.max) {
      const oldest = this.held.entries().next();
      if (oldest.done === true || now - oldest.value[1].used < this.idleMs) return null;
      const [gone, { renditions }] = oldest.value;
      renditions.invalidate();
      this.held.delete(gone);
    }
    const renditions = new Renditions(Math.floor(KEPT_BYTES / this.max));
    this.held.set(origin, { renditions, used: now });
    return renditions;
  }

  /** Forgets every origin's pages (a product changed); the origins keep their places. */
  invalidate(): void {
    for (const { renditions } of this.held.values()) renditions.invalidate();
  }

  /** The origins holding a place, least recently used first. */
  get origins(): string[] {
    return [...this.held.keys()];
  }
}

/**
 * The build's pages written for the origin each request arrived on, when the build was given no
 * public origin and wrote `ORIGIN_TOKEN` in its stead. Each file, origin and coding is substituted
 * and compressed once (fast: a visitor waits for the first), then kept, for a bounded number of
 * origins (`OriginSlots`); an origin without a place gets the file substituted, uncompressed.
 */
export class OriginPages {
  /** A file's text when it holds the token, else null: it is sent as built. */
  private readonly templates = new Map<string, string | null>();
  private readonly slots = new OriginSlots();

  /** The file written for `origin`, or null when it names no origin and is sent as built. */
  async send(
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { status: 200 | 404; cacheControl: string | null },
  ): Promise<Response | null> {
    const template = await this.template(file);
    if (template === null) return null;
    const renditions = this.slots.take(origin);
    const answer = { ...reply, contentType: file.contentType, vary: ORIGIN_VARY };
    if (renditions === null) return writtenOnce(withOrigin(template, origin), request, answer);
    return renditions.send(file.name, () => withOrigin(template, origin), request, answer);
  }

  private async template(file: BuildFile): Promise<string | null> {
    if (!DOCUMENT_TYPE.test(file.contentType)) return null;
    const known = this.templates.get(file.name);
    if (known !== undefined) return known;
    const text = await readBuildText(file);
    const template = text?.includes(ORIGIN_TOKEN) ? text : null;
    this.templates.set(file.name, template);
    return template;
  }
}

/** A document sent as it is, neither compressed nor kept (its ETag is added by the route). */
export function writtenOnce(
  text: string,
  request: FileRequest,
  reply: { status: 200 | 404; contentType: string; cacheControl: string | null; vary: string },
): Response {
  const headers = new Headers({ 'content-type': reply.contentType, vary: reply.vary });
  if (reply.cacheControl !== null) headers.set('cache-control', reply.cacheControl);
  return new Response(request.method === 'HEAD' ? null : text, { status: reply.status, headers });
}

/** A document of the build written for `origin`. */
export const withOrigin = (text: string, origin: string) => text.replaceAll(ORIGIN_TOKEN, origin);

/** A build file's text, or null when it is gone since the build was indexed. */
export async function readBuildText(file: BuildFile): Promise<string | null> {
  try {
    return await readFile(file.path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
