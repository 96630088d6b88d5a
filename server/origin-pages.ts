import { readFile } from 'node:fs/promises';
import type { BuildFile, FileRequest } from './build-files.ts';
import { ORIGIN_TOKEN } from './public-origin.ts';
import { Renditions } from './renditions.ts';

/** Files that may name the site's origin: pages, `sitemap.xml`, `robots.txt`. */
const DOCUMENT_TYPE = /^(?:text\/html|text\/plain|application\/xml)\b/;

/** The origin comes from these headers, so a shared cache must keep one copy per value. */
export const ORIGIN_VARY = 'Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto';

/**
 * The build's pages written for the origin each request arrived on, when the build was given no
 * public origin and wrote `ORIGIN_TOKEN` in its stead. Each file, origin and coding is substituted
 * and compressed once (fast: a visitor waits for the first), then kept; the oldest are let go,
 * since any Host a client sends makes a new origin.
 */
export class OriginPages {
  /** A file's text when it holds the token, else null: it is sent as built. */
  private readonly templates = new Map<string, string | null>();
  private readonly renditions = new Renditions();

  /** The file written for `origin`, or null when it names no origin and is sent as built. */
  async send(
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { status: 200 | 404; cacheControl: string | null },
  ): Promise<Response | null> {
    const template = await this.template(file);
    if (template === null) return null;
    return this.renditions.send(`${file.name}\n${origin}`, () => withOrigin(template, origin), request, {
      ...reply,
      contentType: file.contentType,
      vary: ORIGIN_VARY,
    });
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
