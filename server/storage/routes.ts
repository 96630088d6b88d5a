import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { isRecord, parseJson, shown } from '../json.ts';
import { baseMimeType, checkContent, isMimeTypeAllowed } from './content-type.ts';
import { storageErrors, toStorageError } from './errors.ts';
import { discard, ObjectFiles } from './files.ts';
import { decodeSegments, folderPrefix, isValidObjectName } from './keys.ts';
import {
  checkWritable,
  findBucket,
  findObject,
  listBuckets,
  listObjects,
  removeObjects,
  SERVICE_CLAIMS,
  writeObject,
  uploadLimit,
  type Bucket,
  type ListOptions,
  type ObjectRow,
} from './objects.ts';
import { parseRange } from './range.ts';
import { readUploadBody } from './upload-body.ts';

export interface StorageDeps {
  db: Database;
  keys: ApiKeys;
  publicUrl: string;
}

const MAX_REMOVE = 1000;

/**
 * `/storage/v1`: the part of Supabase Storage's HTTP API that supabase-js's `storage.from(bucket)`
 * speaks. Metadata lives in `storage.objects`, written as the caller so its policies apply; bytes
 * live under `<dataDir>/storage`. Every answer, errors included, is shaped as storage-api's.
 */
export function storageRoutes(deps: StorageDeps): Hono {
  const { db, keys } = deps;
  const files = new ObjectFiles(path.join(db.dataDir, 'storage'));
  const app = new Hono();

  const callerOf = (c: Context): Promise<Claims> => claimsFromRequest(c.req.raw.headers, keys, c.req.url);

  async function bucketOf(c: Context): Promise<Bucket> {
    const bucket = await findBucket(db, c.req.param('bucket') ?? '');
    if (!bucket) throw storageErrors.bucketNotFound();
    return bucket;
  }

  // Fixed routes come first, as in storage-api: they win over a bucket of the same name.
  for (const [route, what] of [
    ['/bucket', 'Creating buckets'],
    ['/bucket/*', 'Changing buckets'],
    ['/object/move', 'Moving objects'],
    ['/object/copy', 'Copying objects'],
    ['/object/sign/*', 'Signed URLs'],
    ['/object/upload/sign/*', 'Signed uploads'],
    ['/render/*', 'Image transformations'],
  ] as const) {
    app.on(['POST', 'PUT', 'DELETE'], route, () => {
      throw storageErrors.notSupported(what);
    });
  }

  for (const route of [
    '/object/info/public/:bucket/*',
    '/object/info/authenticated/:bucket/*',
    '/object/info/:bucket/*',
  ]) {
    app.get(route, async (c) => {
      const isPublic = route.includes('/public/');
      const bucket = await bucketOf(c);
      if (isPublic && !bucket.public) throw storageErrors.bucketNotFound();
      const claims = isPublic ? SERVICE_CLAIMS : await callerOf(c);
      const row = await db.asRole(claims, (tx) => findObject(tx, bucket.id, objectName(c)));
      if (!row) throw storageErrors.objectNotFound();
      return c.json(objectInfo(row));
    });
  }

  app.get('/bucket', async (c) => c.json(await listBuckets(db, await callerOf(c))));
  app.get('/bucket/:id', async (c) => {
    const [bucket] = await listBuckets(db, await callerOf(c), c.req.param('id'));
    if (!bucket) throw storageErrors.bucketNotFound();
    return c.json(bucket);
  });

  app.post('/object/list/:bucket', async (c) => {
    const claims = await callerOf(c);
    const bucket = await bucketOf(c);
    return c.json(await listObjects(db, claims, bucket.id, listOptions(await jsonBody(c))));
  });

  // Downloads. Public addresses need no key at all: they are what <img> and <video> load.
  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const bucket = await findBucket(db, c.req.param('bucket'));
    if (!bucket?.public) throw storageErrors.bucketNotFound();
    const row = await db.asRole(SERVICE_CLAIMS, (tx) => findObject(tx, bucket.id, objectName(c)));
    return serveObject(c, files, row);
  });
  for (const route of ['/object/authenticated/:bucket/*', '/object/:bucket/*']) {
    app.on(['GET', 'HEAD'], route, async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const row = await db.asRole(claims, (tx) => findObject(tx, bucket.id, objectName(c)));
      return serveObject(c, files, row);
    });
  }

  // Uploads: POST creates (or replaces with `x-upsert: true`), PUT replaces an existing object.
  const upload = (method: 'POST' | 'PUT') => async (c: Context) => {
    const name = objectName(c);
    if (!isValidObjectName(name)) throw storageErrors.invalidKey(name);
    const claims = await callerOf(c);
    const bucket = await bucketOf(c);
    const mode = method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
    const target = { bucket, name, mode } as const;
    await checkWritable(db, claims, target);

    const limit = uploadLimit(bucket);
    const body = await readUploadBody(c.req.raw, limit);
    const mimeType = baseMimeType(body.contentType);
    if (!isMimeTypeAllowed(mimeType, bucket.allowed_mime_types)) throw storageErrors.invalidMimeType(mimeType);
    const file = await files.receive(body.chunks, limit);
    const verdict = checkContent(mimeType, file.head, bucket.allowed_mime_types);
    if (!verdict.ok) {
      await discard(file.tempPath);
      throw verdict.reason === 'type-not-allowed'
        ? storageErrors.invalidMimeType(mimeType)
        : storageErrors.contentMismatch(mimeType);
    }
    const { contentType, cacheControl, userMetadata } = body;
    const { id } = await writeObject(db, files, claims, { ...target, file, contentType, cacheControl, userMetadata });
    return c.json({ Key: `${bucket.id}/${name}`, Id: id });
  };
  app.post('/object/:bucket/*', upload('POST'));
  app.put('/object/:bucket/*', upload('PUT'));
  app.on(['POST', 'PUT'], '/object/:bucket', () => {
    throw storageErrors.invalidKey('');
  });

  app.delete('/object/:bucket', async (c) => {
    const claims = await callerOf(c);
    const bucket = await bucketOf(c);
    const names = prefixesOf(await jsonBody(c));
    return c.json(await removeObjects(db, files, claims, bucket.id, names));
  });
  app.delete('/object/:bucket/*', async (c) => {
    const claims = await callerOf(c);
    const bucket = await bucketOf(c);
    const [removed] = await removeObjects(db, files, claims, bucket.id, [objectName(c)]);
    if (!removed) throw storageErrors.objectNotFound();
    return c.json({ message: 'Successfully deleted' });
  });

  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        error: 'not_found',
        message: `No storage route for ${c.req.method} ${new URL(c.req.url).pathname}`,
      },
      404,
    ),
  );
  app.onError((error, c) => {
    const known = toStorageError(error);
    if (known) return c.json(known.body, known.status);
    console.error('storage:', error);
    return c.json({ statusCode: '500', error: 'internal', message: 'Internal Server Error' }, 500);
  });
  return app;
}

/** The object name after the route's fixed segments, decoded segment by segment. */
function objectName(c: Context): string {
  const fixedSegments = routePath(c).split('/').length - 2;
  const segments = decodeSegments(new URL(c.req.url).pathname, fixedSegments);
  if (!segments) throw storageErrors.invalidKey(c.req.path);
  return segments.join('/');
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const value = parseJson(text);
  if (isRecord(value)) return value;
  throw storageErrors.invalidRequest('The request body must be a JSON object');
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

function listOptions(body: Record<string, unknown>): ListOptions {
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const column = sortBy.column ?? 'name';
  const order = shown(sortBy.order ?? 'asc').toLowerCase();
  const sortColumn = SORT_COLUMNS.find((c) => c === column);
  if (!sortColumn) throw storageErrors.invalidRequest(`Cannot sort by ${shown(column)}`);
  if (order !== 'asc' && order !== 'desc') throw storageErrors.invalidRequest(`Unknown sort order ${order}`);
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw storageErrors.invalidRequest('limit must be between 1 and 1000');
  if (!Number.isInteger(offset) || offset < 0) throw storageErrors.invalidRequest('offset must not be negative');
  return {
    prefix: folderPrefix(typeof body.prefix === 'string' ? body.prefix : ''),
    search: typeof body.search === 'string' ? body.search : '',
    limit,
    offset,
    sortColumn,
    sortOrder: order,
  };
}

function prefixesOf(body: Record<string, unknown>): string[] {
  const { prefixes } = body;
  if (!Array.isArray(prefixes) || prefixes.length === 0)
    throw storageErrors.invalidRequest('prefixes must be a non-empty list');
  if (prefixes.length > MAX_REMOVE)
    throw storageErrors.invalidRequest(`At most ${MAX_REMOVE} objects can be removed at once`);
  return prefixes.map((entry: unknown) => {
    if (typeof entry === 'string') return entry;
    if (isRecord(entry) && typeof entry.path === 'string') return entry.path;
    throw storageErrors.invalidRequest('prefixes must be object names');
  });
}

function objectInfo(row: ObjectRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    size: row.metadata?.size ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    content_type: row.metadata?.mimetype ?? null,
    etag: row.metadata?.eTag ?? null,
    last_modified: row.metadata?.lastModified ?? null,
    metadata: row.user_metadata,
  };
}

/** `If-None-Match` holds `*` or a list of (possibly weak) tags. */
function matchesETag(header: string | undefined, eTag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === eTag);
}

/**
 * Sends an object's bytes with the headers browsers and video players rely on. Downloads are
 * served as inert data: `nosniff`, and a sandboxing CSP in case a document is opened directly.
 */
async function serveObject(c: Context, files: ObjectFiles, row: ObjectRow | null): Promise<Response> {
  const size = row?.version ? await files.size(row.bucket_id, row.version) : null;
  if (!row?.version || size === null) throw storageErrors.objectNotFound();
  const metadata = row.metadata;
  const lastModified = new Date(metadata?.lastModified ?? row.updated_at);
  const eTag = metadata?.eTag ?? `"${row.version}"`;
  const headers = new Headers({
    'Cache-Control': metadata?.cacheControl ?? 'no-cache',
    ETag: eTag,
    'Last-Modified': lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = Date.parse(c.req.header('if-modified-since') ?? '');
  const notModified =
    ifNoneMatch !== undefined
      ? matchesETag(ifNoneMatch, eTag)
      : Number.isFinite(ifModifiedSince) &&
        Math.floor(lastModified.getTime() / 1000) <= Math.floor(ifModifiedSince / 1000);
  if (notModified) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', metadata?.mimetype ?? 'application/octet-stream');
  const download = c.req.query('download');
  if (download !== undefined) {
    const given = [download, row.name.split('/').pop()].find((name) => name !== undefined && name !== '');
    const fileName = (given ?? 'download').replace(/[^\w.\- ]/g, '_');
    headers.set('Content-Disposition', `attachment; filename="${fileName}"`);
  }

  const range = parseRange(c.req.header('range'), size);
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.set('Content-Type', 'application/json');
    return new Response(
      JSON.stringify({ statusCode: '416', error: 'InvalidRange', message: 'invalid range provided' }),
      { status: 416, headers },
    );
  }
  const [start, end, status] = range.kind === 'partial' ? [range.start, range.end, 206] : [0, size - 1, 200];
  if (range.kind === 'partial') headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(files.open(row.bucket_id, row.version, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
