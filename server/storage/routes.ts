import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context, type Handler } from 'hono';
import { routePath } from 'hono/route';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { isRecord, parseJson, shown } from '../json.ts';
import { baseMimeType, checkContent, isMimeTypeAllowed } from './content-type.ts';
import { storageErrors, toStorageError } from './errors.ts';
import {
  bucketSettings,
  createBucket,
  deleteBucket,
  emptyBucket,
  newBucketId,
  updateBucket,
  visibleBucket,
} from './buckets.ts';
import { chunksOf, discard, ObjectFiles } from './files.ts';
import { decodeSegments, folderPrefix, isValidObjectName } from './keys.ts';
import {
  checkWritable,
  copyObject,
  findBucket,
  findObject,
  listBuckets,
  listObjects,
  listObjectsV2,
  moveObject,
  ownerOf,
  removeObjects,
  SERVICE_CLAIMS,
  utcTimes,
  writeObject,
  uploadLimit,
  type Bucket,
  type ListOptions,
  type ListV2Options,
  type ObjectAddress,
  type ObjectRow,
  type WriteTarget,
} from './objects.ts';
import { parseRange } from './range.ts';
import { registerRoutes, type RouteName } from './route-table.ts';
import {
  expiresInOf,
  signedPath,
  signObjectToken,
  UPLOAD_EXPIRES_IN,
  verifyDownloadToken,
  verifyUploadToken,
} from './signed-tokens.ts';
import { readAtMost, readUploadBody } from './upload-body.ts';

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

  async function namedBucket(id: string): Promise<Bucket> {
    const bucket = await findBucket(db, id);
    if (!bucket) throw storageErrors.bucketNotFound();
    return bucket;
  }
  const bucketOf = (c: Context): Promise<Bucket> => namedBucket(c.req.param('bucket') ?? '');

  /** `<bucket>/<name>` from a request body's fields, checked as an upload's name is. */
  async function addressOf(bucketId: unknown, name: unknown): Promise<ObjectAddress> {
    if (typeof bucketId !== 'string') throw storageErrors.invalidRequest('bucketId is required');
    if (typeof name !== 'string' || !isValidObjectName(name)) throw storageErrors.invalidKey(shown(name));
    return { bucket: await namedBucket(bucketId), name };
  }

  /**
   * Receives an upload's bytes for `target` once the caller may write it: the bucket's size limit
   * and allowed types apply, and the first bytes must match the declared type.
   */
  async function receiveUpload(c: Context, claims: Claims, target: WriteTarget): Promise<Response> {
    const { bucket, name } = target;
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
  }

  /** Uploads: POST creates (or replaces with `x-upsert: true`), PUT replaces an existing object. */
  const upload = (method: 'POST' | 'PUT') => async (c: Context) => {
    const name = objectName(c);
    if (!isValidObjectName(name)) throw storageErrors.invalidKey(name);
    const claims = await callerOf(c);
    const bucket = await bucketOf(c);
    const mode = method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
    const target = { bucket, name, mode } as const;
    await checkWritable(db, claims, target);
    return receiveUpload(c, claims, target);
  };

  /** A signed download address for one object the caller can see, as storage-api answers it. */
  async function signDownload(claims: Claims, bucket: Bucket, name: string, expiresIn: number): Promise<string | null> {
    const row = await db.asRole(claims, (tx) => findObject(tx, bucket.id, name));
    if (!row) return null;
    const token = await signObjectToken({ url: signedPath(bucket.id, name) }, keys.jwtSecret, expiresIn);
    return `/object/sign/${signedPath(bucket.id, name)}?token=${token}`;
  }

  const notSupported = (what: string) => () => {
    throw storageErrors.notSupported(what);
  };

  const handlers: Record<RouteName, Handler> = {
    listBuckets: async (c) => c.json(await listBuckets(db, await callerOf(c))),
    getBucket: async (c) => c.json(await visibleBucket(db, await callerOf(c), c.req.param('id') ?? '')),
    createBucket: async (c) => {
      const claims = await callerOf(c);
      const body = await jsonBody(c);
      return c.json(await createBucket(db, claims, newBucketId(body), bucketSettings(body)));
    },
    updateBucket: async (c) => {
      const claims = await callerOf(c);
      const settings = bucketSettings(await jsonBody(c));
      return c.json(await updateBucket(db, claims, c.req.param('id') ?? '', settings));
    },
    emptyBucket: async (c) => c.json(await emptyBucket(db, files, await callerOf(c), c.req.param('id') ?? '')),
    deleteBucket: async (c) => c.json(await deleteBucket(db, await callerOf(c), c.req.param('id') ?? '')),

    move: async (c) => {
      const claims = await callerOf(c);
      const body = await jsonBody(c);
      const from = await addressOf(body.bucketId, body.sourceKey);
      const to = await addressOf(body.destinationBucket ?? body.bucketId, body.destinationKey);
      await moveObject(db, files, claims, from, to);
      return c.json({ message: 'Successfully moved' });
    },
    copy: async (c) => {
      const claims = await callerOf(c);
      const body = await jsonBody(c);
      const from = await addressOf(body.bucketId, body.sourceKey);
      const to = await addressOf(body.destinationBucket ?? body.bucketId, body.destinationKey);
      if (body.metadata !== undefined && body.metadata !== null && !isRecord(body.metadata))
        throw storageErrors.invalidRequest('metadata must be an object');
      const metadata =
        body.copyMetadata === false ? ((body.metadata as Record<string, unknown> | undefined) ?? null) : undefined;
      const { id } = await copyObject(db, files, claims, from, to, metadata);
      return c.json({ Id: id, Key: `${to.bucket.id}/${to.name}` });
    },

    list: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      return c.json(await listObjects(db, claims, bucket.id, listOptions(await jsonBody(c))));
    },
    listV2: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      return c.json(await listObjectsV2(db, claims, bucket.id, listV2Options(await jsonBody(c))));
    },

    signUrls: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const body = await jsonBody(c);
      const expiresIn = expiresInOf(body.expiresIn);
      const { paths } = body;
      if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string'))
        throw storageErrors.invalidRequest('paths must be a non-empty list of object names');
      if (paths.length > MAX_REMOVE)
        throw storageErrors.invalidRequest(`At most ${MAX_REMOVE} paths can be signed at once`);
      const signed = [];
      for (const name of paths) {
        const url = isValidObjectName(name) ? await signDownload(claims, bucket, name, expiresIn) : null;
        signed.push({ error: url ? null : NOT_SIGNED, path: name, signedURL: url });
      }
      return c.json(signed);
    },
    signUrl: async (c) => {
      const name = objectName(c);
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const body = await jsonBody(c);
      if (isRecord(body.transform) && Object.keys(body.transform).length > 0)
        throw storageErrors.notSupported(TRANSFORMS);
      const url = await signDownload(claims, bucket, name, expiresInOf(body.expiresIn));
      if (!url) throw storageErrors.objectNotFound();
      return c.json({ signedURL: url });
    },
    signedDownload: async (c) => {
      const name = objectName(c);
      const bucketId = c.req.param('bucket') ?? '';
      await verifyDownloadToken(c.req.query('token'), keys.jwtSecret, signedPath(bucketId, name));
      const bucket = await namedBucket(bucketId);
      // The token is the permission: the object is read as storage-api reads it, past the policies.
      const row = await db.asRole(SERVICE_CLAIMS, (tx) => findObject(tx, bucket.id, name));
      return serveObject(c, files, row);
    },
    signUpload: async (c) => {
      const name = objectName(c);
      if (!isValidObjectName(name)) throw storageErrors.invalidKey(name);
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const upsert = c.req.header('x-upsert') === 'true';
      // Whoever may upload here may hand the upload on: the same policies decide, now.
      await checkWritable(db, claims, { bucket, name, mode: upsert ? 'upsert' : 'create' });
      const token = await signObjectToken(
        { url: signedPath(bucket.id, name), owner: ownerOf(claims).sub, upsert },
        keys.jwtSecret,
        UPLOAD_EXPIRES_IN,
      );
      return c.json({ url: `/object/upload/sign/${signedPath(bucket.id, name)}?token=${token}`, token });
    },
    signedUpload: async (c) => {
      const name = objectName(c);
      const bucketId = c.req.param('bucket') ?? '';
      const granted = await verifyUploadToken(c.req.query('token'), keys.jwtSecret, signedPath(bucketId, name));
      const bucket = await namedBucket(bucketId);
      // Written as the service role on behalf of the token's owner, as storage-api does.
      const claims: Claims = { ...SERVICE_CLAIMS, ...(granted.owner ? { sub: granted.owner } : {}) };
      const target = { bucket, name, mode: granted.upsert ? 'upsert' : 'create' } as const;
      await checkWritable(db, claims, target);
      return receiveUpload(c, claims, target);
    },

    info: async (c) => {
      const isPublic = routePath(c).includes('/info/public/');
      const bucket = await bucketOf(c);
      if (isPublic && !bucket.public) throw storageErrors.bucketNotFound();
      const claims = isPublic ? SERVICE_CLAIMS : await callerOf(c);
      const row = await db.asRole(claims, (tx) => findObject(tx, bucket.id, objectName(c)));
      if (!row) throw storageErrors.objectNotFound();
      return c.json(objectInfo(row));
    },
    // Public addresses need no key at all: they are what <img> and <video> load.
    publicDownload: async (c) => {
      const bucket = await findBucket(db, c.req.param('bucket') ?? '');
      if (!bucket?.public) throw storageErrors.bucketNotFound();
      const row = await db.asRole(SERVICE_CLAIMS, (tx) => findObject(tx, bucket.id, objectName(c)));
      return serveObject(c, files, row);
    },
    download: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const row = await db.asRole(claims, (tx) => findObject(tx, bucket.id, objectName(c)));
      return serveObject(c, files, row);
    },
    transform: notSupported(TRANSFORMS),
    reserved: (c) => {
      throw storageErrors.noRoute(c.req.method, new URL(c.req.url).pathname);
    },
    upload: upload('POST'),
    update: upload('PUT'),
    noName: () => {
      throw storageErrors.invalidKey('');
    },
    removeMany: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const names = prefixesOf(await jsonBody(c));
      return c.json(await removeObjects(db, files, claims, bucket.id, names));
    },
    removeOne: async (c) => {
      const claims = await callerOf(c);
      const bucket = await bucketOf(c);
      const [removed] = await removeObjects(db, files, claims, bucket.id, [objectName(c)]);
      if (!removed) throw storageErrors.objectNotFound();
      return c.json({ message: 'Successfully deleted' });
    },
  };
  registerRoutes(app, handlers);

  app.notFound((c) => {
    const { body, status } = storageErrors.noRoute(c.req.method, new URL(c.req.url).pathname);
    return c.json(body, status);
  });
  app.onError((error, c) => {
    const known = toStorageError(error);
    if (known) return c.json(known.body, known.status);
    console.error('storage:', error);
    return c.json({ statusCode: '500', error: 'internal', message: 'Internal Server Error' }, 500);
  });
  return app;
}

const TRANSFORMS = 'Image transformations';
/** What storage-api says of a path `createSignedUrls` cannot sign. */
const NOT_SIGNED = 'Either the object does not exist or you do not have access to it';

/** The object name after the route's fixed segments, decoded segment by segment. */
function objectName(c: Context): string {
  const fixedSegments = routePath(c).split('/').length - 2;
  const segments = decodeSegments(new URL(c.req.url).pathname, fixedSegments);
  if (!segments) throw storageErrors.invalidKey(c.req.path);
  return segments.join('/');
}

/** The most bytes of a JSON request read here (a list of 1,000 names fits). */
const MAX_JSON_BYTES = 1024 * 1024;

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = (await readAtMost(chunksOf(c.req.raw.body), MAX_JSON_BYTES)).toString('utf8');
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

const MAX_LIST_V2 = 1000;

function listV2Options(body: Record<string, unknown>): ListV2Options {
  const limit = body.limit === undefined ? MAX_LIST_V2 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_V2)
    throw storageErrors.invalidRequest(`limit must be between 1 and ${MAX_LIST_V2}`);
  if (body.prefix !== undefined && typeof body.prefix !== 'string')
    throw storageErrors.invalidRequest('prefix must be a string');
  if (body.cursor !== undefined && typeof body.cursor !== 'string')
    throw storageErrors.invalidRequest('cursor must be a string');
  const withDelimiter = body.with_delimiter ?? false;
  if (typeof withDelimiter !== 'boolean') throw storageErrors.invalidRequest('with_delimiter must be a boolean');
  return {
    prefix: (body.prefix ?? '').replace(/^\/+/, ''),
    limit,
    after: body.cursor ? Buffer.from(body.cursor, 'base64url').toString('utf8') : '',
    withDelimiter,
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
  return utcTimes({
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
    metadata: row.user_metadata ?? {},
  });
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
