import { readdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { ENCODINGS, negotiateEncoding, SIBLING_SUFFIX, varyOnEncoding, type Encoding } from './compression.ts';
import { parseRange } from './storage/range.ts';

/** Bytes on disk as they are sent. */
interface StoredBytes {
  path: string;
  size: number;
  eTag: string;
}

/** A file of the production build and its precompressed siblings. */
export interface BuildFile extends StoredBytes {
  /** The address it answers: `/assets/index-abc.js`, `/shoop bozza/index.html`. */
  name: string;
  contentType: string;
  lastModified: Date;
  /** The `.br` and `.gz` siblings the build left, each smaller than the file. */
  compressed: ReadonlyMap<Encoding, StoredBytes>;
}

/**
 * Every file of the build folder by address, listed once at start: a request's path is looked up
 * here, never joined to a folder, so no path can reach outside the build. A new build is served
 * from the next start, as the single index.html was before.
 */
export function indexBuild(distDir: string): ReadonlyMap<string, BuildFile> {
  const stored = new Map<string, StoredBytes & { lastModified: Date }>();
  for (const file of filesUnder(distDir)) {
    const stats = statSync(file);
    const name = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const eTag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    stored.set(name, { path: file, size: stats.size, eTag, lastModified: stats.mtime });
  }

  const files = new Map<string, BuildFile>();
  const siblings = new Set(
    ENCODINGS.flatMap((encoding) => [...stored.keys()].map((n) => n + SIBLING_SUFFIX[encoding])),
  );
  for (const [name, bytes] of stored) {
    if (siblings.has(name)) continue;
    const compressed = new Map<Encoding, StoredBytes>();
    for (const encoding of ENCODINGS) {
      const sibling = stored.get(name + SIBLING_SUFFIX[encoding]);
      if (sibling && sibling.size < bytes.size) compressed.set(encoding, sibling);
    }
    const contentType = getMimeType(name) ?? 'application/octet-stream';
    files.set(name, { ...bytes, name, contentType, compressed });
  }
  return files;
}

/** Files below a folder, leaving out hidden ones. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** What of a request decides how a file is sent; Hono's `c.req` is one. */
export interface FileRequest {
  method: string;
  header(name: string): string | undefined;
}

/**
 * Sends a build file: the precompressed sibling the request accepts best, else the file itself with
 * its byte ranges. A range is always cut from the uncompressed file, so a `Range` request gets
 * no content coding. Null when the file has gone from the disk since the server started.
 */
export async function sendBuildFile(
  file: BuildFile,
  request: FileRequest,
  reply: { status: 200 | 404; cacheControl: string | null },
): Promise<Response | null> {
  const rangeHeader = reply.status === 200 ? request.header('range') : undefined;
  const encoding =
    rangeHeader === undefined
      ? negotiateEncoding(request.header('accept-encoding'), [...file.compressed.keys()])
      : null;
  const sent = (encoding && file.compressed.get(encoding)) ?? file;
  const headers = new Headers({
    'content-type': file.contentType,
    etag: sent.eTag,
    'last-modified': file.lastModified.toUTCString(),
  });
  if (reply.cacheControl !== null) headers.set('cache-control', reply.cacheControl);
  if (file.compressed.size > 0) varyOnEncoding(headers);
  if (encoding) headers.set('content-encoding', encoding);
  else if (reply.status === 200) headers.set('accept-ranges', 'bytes');

  const range = parseRange(rangeHeader, sent.size);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${sent.size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end, status] =
    range.kind === 'partial' ? [range.start, range.end, 206] : [0, sent.size - 1, reply.status];
  if (range.kind === 'partial') headers.set('content-range', `bytes ${start}-${end}/${sent.size}`);
  headers.set('content-length', String(end - start + 1));
  if (request.method === 'HEAD' || sent.size === 0) return new Response(null, { status, headers });

  let handle;
  try {
    handle = await open(sent.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stream = Readable.toWeb(handle.createReadStream({ start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
