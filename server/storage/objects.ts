import { randomUUID } from 'node:crypto';
import type { Claims } from '../auth/roles.ts';
import type { Database, Transaction } from '../db.ts';
import { storageErrors } from './errors.ts';
import { discard, ObjectFiles, type ReceivedFile } from './files.ts';
import { isValidBucketId } from './keys.ts';

/** The service role: bucket settings are read with it, as storage-api reads them as superuser. */
export const SERVICE_CLAIMS: Claims = { role: 'service_role' };

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** `storage.objects.metadata`, in the shape storage-api writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** A row of `storage.objects` as Postgres renders it to JSON. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** The project-wide upload cap, as `[storage] file_size_limit = "50MiB"` in config.toml. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** The most bytes one object of this bucket may have. */
export function uploadLimit(bucket: Bucket): number {
  return Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
}

/** The bucket named `id`; none for an id no bucket can have (a NUL or a slash never reaches a query). */
export async function findBucket(db: Database, id: string): Promise<Bucket | null> {
  if (!isValidBucketId(id)) return null;
  return db.asRole(SERVICE_CLAIMS, async (tx) => {
    const result = await tx.query<{ bucket: Bucket }>(
      `select json_build_object('id', id, 'name', name, 'public', coalesce(public, false),
              'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types) as bucket
         from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0]?.bucket ?? null;
  });
}

/** Buckets the caller may see (row level security on storage.buckets applies). */
export async function listBuckets(db: Database, claims: Claims, id?: string): Promise<unknown[]> {
  return db.asRole(claims, async (tx) => {
    const result = await tx.query<{ buckets: unknown[] }>(
      `select coalesce(json_agg(to_jsonb(b) order by b.name), '[]') as buckets
         from storage.buckets b where $1::text is null or b.id = $1`,
      [id ?? null],
    );
    return (result.rows[0]?.buckets ?? []).map((bucket) => utcTimes(bucket as object));
  });
}

export async function findObject(tx: Transaction, bucketId: string, name: string): Promise<ObjectRow | null> {
  const result = await tx.query<{ object: ObjectRow }>(
    `select to_jsonb(o) - 'path_tokens' as object from storage.objects o where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return result.rows[0]?.object ?? null;
}

export interface WriteTarget {
  bucket: Bucket;
  name: string;
  /** `create` refuses an existing name; `upsert` replaces it; `update` requires it. */
  mode: 'create' | 'upsert' | 'update';
}

export interface WriteRequest extends WriteTarget {
  file: ReceivedFile;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

interface RowValues {
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `owner` (a user's uuid) and `owner_id` (the token's `sub`) storage-api records for a caller. */
export function ownerOf(claims: Claims): { uuid: string | null; sub: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { uuid: sub && UUID.test(sub) ? sub : null, sub };
}

const TIME_FIELDS = ['created_at', 'updated_at', 'last_accessed_at'] as const;

/** Timestamps as storage-api sends them: ISO 8601 in UTC, ending in `Z`. */
export function utcTimes<T extends object>(row: T): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const field of TIME_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string' && Number.isFinite(Date.parse(value))) copy[field] = new Date(value).toISOString();
  }
  return copy as T;
}

/** Inserts, upserts or updates the row as the caller; returns its id and the version it replaced. */
async function recordObject(tx: Transaction, claims: Claims, target: WriteTarget, values: RowValues) {
  const { bucket, name, mode } = target;
  const { uuid: owner, sub } = ownerOf(claims);
  const existing = mode === 'create' ? null : await findObject(tx, bucket.id, name);
  if (mode === 'update' && !existing) throw storageErrors.objectNotFound();
  const id = existing?.id ?? randomUUID();
  const params = [
    id,
    bucket.id,
    name,
    owner,
    sub,
    values.metadata ? JSON.stringify(values.metadata) : null,
    values.userMetadata ? JSON.stringify(values.userMetadata) : null,
    values.version,
  ];
  // No RETURNING: that would also need a select policy, which a plain upload does not on Supabase.
  if (mode === 'update') {
    const updated = await tx.query(
      `update storage.objects
          set owner = $4, owner_id = $5, metadata = $6::jsonb, user_metadata = $7::jsonb, version = $8
        where id = $1 and bucket_id = $2 and name = $3`,
      params,
    );
    // An update policy that does not let the caller see the row updates nothing, without an error:
    // the replacement must be refused then, or the file would be swapped under a row left as it was.
    if (!updated.affectedRows) throw storageErrors.rowLevelSecurity();
  } else {
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
       ${
         mode === 'upsert'
           ? `on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version`
           : ''
       }`,
      params,
    );
  }
  return { id, replacedVersion: existing?.version ?? null };
}

/**
 * Asks Postgres whether the caller may write this object, before any byte of the file is read:
 * the row is written and rolled back, so policies and the unique name decide as they will later.
 */
export async function checkWritable(db: Database, claims: Claims, target: WriteTarget): Promise<void> {
  await db.asRole(claims, async (tx) => {
    await recordObject(tx, claims, target, { metadata: null, userMetadata: null, version: ObjectFiles.newVersion() });
    await tx.rollback();
  });
}

/**
 * Records an upload in `storage.objects` as the caller, so the bucket's policies decide, and only
 * then moves the file into the bucket. If anything is refused, no file is left behind; a replaced
 * version's file is removed once the new row is committed.
 */
export async function writeObject(
  db: Database,
  files: ObjectFiles,
  claims: Claims,
  request: WriteRequest,
): Promise<{ id: string }> {
  const { bucket, file } = request;
  const version = ObjectFiles.newVersion();
  const metadata: ObjectMetadata = {
    eTag: file.eTag,
    size: file.size,
    mimetype: request.contentType,
    cacheControl: request.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
  const placed: string[] = [];
  try {
    const written = await db.asRole(claims, async (tx) => {
      const row = await recordObject(tx, claims, request, { metadata, userMetadata: request.userMetadata, version });
      placed.push(await files.place(file, bucket.id, version));
      return row;
    });
    if (written.replacedVersion && written.replacedVersion !== version) {
      await files
        .remove(bucket.id, written.replacedVersion)
        .catch((error: unknown) => console.warn('storage: could not remove a replaced file', error));
    }
    return { id: written.id };
  } catch (error) {
    await discard(file.tempPath);
    for (const target of placed) await discard(target);
    throw error;
  }
}

/** Deletes the named objects the caller may delete; returns the deleted rows. */
export async function removeObjects(
  db: Database,
  files: ObjectFiles,
  claims: Claims,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  const removed = await db.asRole(claims, async (tx) => {
    const result = await tx.query<{ removed: ObjectRow[] }>(
      `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
       select coalesce(json_agg(to_jsonb(d) - 'path_tokens' order by d.name), '[]') as removed from d`,
      [bucketId, names],
    );
    return result.rows[0]?.removed ?? [];
  });
  for (const row of removed) {
    await files
      .remove(bucketId, row.version)
      .catch((error: unknown) => console.warn('storage: could not remove a file', error));
  }
  return removed;
}

/** `text` as a literal inside a LIKE pattern (escape character `\\`). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
  search: string;
}

/** Lists one folder level: sub-folders (id null) and files, as storage-api's `storage.search`. */
export async function listObjects(
  db: Database,
  claims: Claims,
  bucketId: string,
  options: ListOptions,
): Promise<unknown[]> {
  // Column and direction come from fixed lists, never from the request's text.
  const order = `${options.sortColumn} ${options.sortOrder}, name ${options.sortOrder}`;
  return db.asRole(claims, async (tx) => {
    const result = await tx.query<{ entries: unknown[] }>(
      `with scope as (
         select substr(o.name, char_length($2) + 1) as rest,
                o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
           from storage.objects o
          where o.bucket_id = $1 and o.name like $3 escape '\\'
       ), entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from scope where position('/' in rest) > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata from scope where position('/' in rest) = 0
       ), ranked as (
         select e.*, row_number() over (order by ${order}) as position
           from entries e where e.name ilike $4 escape '\\'
       )
       select coalesce(json_agg(to_jsonb(r) - 'position' order by r.position), '[]') as entries
         from ranked r where r.position > $5 and r.position <= $5 + $6`,
      [
        bucketId,
        options.prefix,
        `${likeEscape(options.prefix)}%`,
        `${likeEscape(options.search)}%`,
        options.offset,
        options.limit,
      ],
    );
    return (result.rows[0]?.entries ?? []).map((entry) => utcTimes(entry as object));
  });
}

export interface ObjectAddress {
  bucket: Bucket;
  name: string;
}

/**
 * Moves an object as the caller, so the policies that govern uploads and removals decide: the
 * caller must see the source, may remove it (its delete policy) and may create the destination
 * (its insert policy). The id, version and metadata travel with it; an existing destination is a
 * duplicate. Across buckets, the bytes are copied before the move commits and removed after.
 */
export async function moveObject(
  db: Database,
  files: ObjectFiles,
  claims: Claims,
  from: ObjectAddress,
  to: ObjectAddress,
): Promise<void> {
  const placed: string[] = [];
  try {
    const moved = await db.asRole(claims, async (tx) => {
      const source = await findObject(tx, from.bucket.id, from.name);
      if (!source) throw storageErrors.objectNotFound();
      const removed = await tx.query(`delete from storage.objects where id = $1`, [source.id]);
      if (!removed.affectedRows) throw storageErrors.objectNotFound();
      await insertCopy(tx, claims, source, to, source.id, source.version, source.user_metadata);
      if (source.version && from.bucket.id !== to.bucket.id) {
        placed.push(
          await files.copy(
            { bucketId: from.bucket.id, version: source.version },
            { bucketId: to.bucket.id, version: source.version },
          ),
        );
      }
      return source;
    });
    if (from.bucket.id !== to.bucket.id) {
      await files
        .remove(from.bucket.id, moved.version)
        .catch((error: unknown) => console.warn('storage: could not remove a moved file', error));
    }
  } catch (error) {
    for (const target of placed) await discard(target);
    throw error;
  }
}

/**
 * Whether the caller's update policy lets them replace the object: asked by updating the row to
 * itself and rolling back, so nothing changes (not even `updated_at`).
 */
async function mayReplace(db: Database, claims: Claims, address: ObjectAddress): Promise<boolean> {
  return db.asRole(claims, async (tx) => {
    const updated = await tx.query(`update storage.objects set name = name where bucket_id = $1 and name = $2`, [
      address.bucket.id,
      address.name,
    ]);
    await tx.rollback();
    return Boolean(updated.affectedRows);
  });
}

/**
 * Copies an object as the caller: it must see the source, may replace it (its update policy: a
 * copy takes an object out of its folder as a move does) and may create the destination (the
 * insert policy). The copy gets an id and a file of its own; its user metadata is the source's,
 * or `metadata` when given.
 */
export async function copyObject(
  db: Database,
  files: ObjectFiles,
  claims: Claims,
  from: ObjectAddress,
  to: ObjectAddress,
  metadata: Record<string, unknown> | null | undefined,
): Promise<{ id: string }> {
  if (!(await mayReplace(db, claims, from))) throw storageErrors.objectNotFound();
  const placed: string[] = [];
  try {
    return await db.asRole(claims, async (tx) => {
      const source = await findObject(tx, from.bucket.id, from.name);
      if (!source?.version) throw storageErrors.objectNotFound();
      const id = randomUUID();
      const version = ObjectFiles.newVersion();
      await insertCopy(tx, claims, source, to, id, version, metadata === undefined ? source.user_metadata : metadata);
      placed.push(
        await files.copy({ bucketId: from.bucket.id, version: source.version }, { bucketId: to.bucket.id, version }),
      );
      return { id };
    });
  } catch (error) {
    for (const target of placed) await discard(target);
    throw error;
  }
}

async function insertCopy(
  tx: Transaction,
  claims: Claims,
  source: ObjectRow,
  to: ObjectAddress,
  id: string,
  version: string | null,
  userMetadata: Record<string, unknown> | null,
): Promise<void> {
  const owner = ownerOf(claims);
  const metadata = source.metadata ? { ...source.metadata, lastModified: new Date().toISOString() } : null;
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      id,
      to.bucket.id,
      to.name,
      owner.uuid,
      owner.sub,
      metadata ? JSON.stringify(metadata) : null,
      userMetadata ? JSON.stringify(userMetadata) : null,
      version,
    ],
  );
}

export interface ListV2Options {
  prefix: string;
  limit: number;
  /** The last key of the previous page; entries after it are listed. */
  after: string;
  withDelimiter: boolean;
}

export interface ListV2Page {
  hasNext: boolean;
  folders: { name: string; key: string }[];
  objects: Record<string, unknown>[];
  nextCursor?: string;
}

/**
 * storage-api's `list-v2`: every object whose name starts with `prefix` (a plain prefix, not only
 * a folder), in name order after the cursor; with `withDelimiter`, the names one level below the
 * prefix that have a `/` further on are folded into folders.
 */
export async function listObjectsV2(
  db: Database,
  claims: Claims,
  bucketId: string,
  options: ListV2Options,
): Promise<ListV2Page> {
  const rows = await db.asRole(claims, async (tx) => {
    const result = await tx.query<{ entries: (Record<string, unknown> & { key: string; folder: boolean })[] }>(
      `with scope as (
         select o.name, substr(o.name, char_length($2) + 1) as rest,
                o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
           from storage.objects o
          where o.bucket_id = $1 and o.name like $3 escape '\\'
       ), entries as (
         select distinct $2 || split_part(rest, '/', 1) || '/' as key, true as folder, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata
           from scope where $4 and position('/' in rest) > 0
         union all
         select name, false, id, updated_at, created_at, last_accessed_at, metadata
           from scope where not $4 or position('/' in rest) = 0
       ), page as (
         select * from entries where key collate "C" > $5 order by key collate "C" limit $6 + 1
       )
       select coalesce(json_agg(to_jsonb(p) order by p.key collate "C"), '[]') as entries from page p`,
      [bucketId, options.prefix, `${likeEscape(options.prefix)}%`, options.withDelimiter, options.after, options.limit],
    );
    return result.rows[0]?.entries ?? [];
  });
  const hasNext = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    hasNext,
    folders: page.filter((row) => row.folder).map((row) => ({ name: row.key, key: row.key })),
    objects: page
      .filter((row) => !row.folder)
      .map(({ key, folder: _folder, ...row }) => utcTimes({ name: key, key, ...row })),
    ...(hasNext && last ? { nextCursor: Buffer.from(last.key, 'utf8').toString('base64url') } : {}),
  };
}
