import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { isRecord } from '../json.ts';
import { isPostgresError } from '../pg/errors.ts';
import { storageErrors } from './errors.ts';
import type { ObjectFiles } from './files.ts';
import { isValidBucketId } from './keys.ts';
import { SERVICE_CLAIMS, utcTimes, ownerOf } from './objects.ts';
import { isReservedSegment } from './route-table.ts';

/**
 * Buckets over the API, as storage-api manages them: every change is made as the caller, so the
 * row level security of `storage.buckets` decides (no policy lets anon or a signed-in user create
 * or change one; the service role bypasses it). The app's own buckets come from migrations.
 */
export interface BucketSettings {
  public?: boolean;
  /** Bytes; null for no limit of the bucket's own. */
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** `file_size_limit` as storage-js passes it: bytes, or a string such as `20MB`, `30KB`, `3B`. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value === 0 ? null : value;
  const match = typeof value === 'string' ? /^\s*(\d+)\s*(B|KB|MB|GB)?\s*$/i.exec(value) : null;
  if (!match) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const bytes = Number(match[1]) * (SIZE_UNITS[(match[2] ?? 'B').toUpperCase()] ?? 1);
  if (!Number.isSafeInteger(bytes)) throw storageErrors.invalidRequest('file_size_limit is too large');
  return bytes === 0 ? null : bytes;
}

const MIME_PATTERN = /^[\w.+-]+\/(?:[\w.+-]+|\*)$/;

/** The settings a create or update request gives; a field left out is left as it is. */
export function bucketSettings(body: Record<string, unknown>): BucketSettings {
  const settings: BucketSettings = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw storageErrors.invalidRequest('public must be a boolean');
    settings.public = body.public;
  }
  if (body.file_size_limit !== undefined) settings.file_size_limit = parseFileSizeLimit(body.file_size_limit);
  const types = body.allowed_mime_types;
  if (types !== undefined) {
    if (types !== null && (!Array.isArray(types) || !types.every((t) => typeof t === 'string' && MIME_PATTERN.test(t))))
      throw storageErrors.invalidRequest('allowed_mime_types must be a list of MIME types');
    settings.allowed_mime_types = types === null || types.length === 0 ? null : (types as string[]);
  }
  return settings;
}

/** The id a create request names: a bucket name storage-api accepts and no reserved route segment. */
export function newBucketId(body: Record<string, unknown>): string {
  const id = body.id ?? body.name;
  if (typeof id !== 'string' || !isValidBucketId(id) || isReservedSegment(id) || id.trim() !== id)
    throw storageErrors.invalidBucketName();
  if (body.name !== undefined && body.name !== id) throw storageErrors.invalidRequest('name must equal id');
  return id;
}

export function requestBody(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  throw storageErrors.invalidRequest('The request body must be a JSON object');
}

export async function createBucket(db: Database, claims: Claims, id: string, settings: BucketSettings) {
  const owner = ownerOf(claims);
  await db.asRole(claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4, $5, $6::text[])`,
      [
        id,
        owner.uuid,
        owner.sub,
        settings.public ?? false,
        settings.file_size_limit ?? null,
        settings.allowed_mime_types ?? null,
      ],
    ),
  );
  return { name: id };
}

export async function updateBucket(db: Database, claims: Claims, id: string, settings: BucketSettings) {
  const updated = await db.asRole(claims, (tx) =>
    tx.query(
      `update storage.buckets
          set public = case when $2 then $3 else public end,
              file_size_limit = case when $4 then $5 else file_size_limit end,
              allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
              updated_at = now()
        where id = $1`,
      [
        id,
        settings.public !== undefined,
        settings.public ?? null,
        settings.file_size_limit !== undefined,
        settings.file_size_limit ?? null,
        settings.allowed_mime_types !== undefined,
        settings.allowed_mime_types ?? null,
      ],
    ),
  );
  if (!updated.affectedRows) throw storageErrors.bucketNotFound();
  return { message: 'Successfully updated' };
}

/** The bucket as the caller sees it (its row level security applies), times in UTC. */
export async function visibleBucket(db: Database, claims: Claims, id: string): Promise<Record<string, unknown>> {
  const bucket = isValidBucketId(id)
    ? await db.asRole(claims, async (tx) => {
        const result = await tx.query<{ bucket: Record<string, unknown> }>(
          `select to_jsonb(b) as bucket from storage.buckets b where b.id = $1`,
          [id],
        );
        return result.rows[0]?.bucket ?? null;
      })
    : null;
  if (!bucket) throw storageErrors.bucketNotFound();
  return utcTimes(bucket);
}

/** Removes every object of the bucket the caller may remove, then their files. */
export async function emptyBucket(db: Database, files: ObjectFiles, claims: Claims, id: string) {
  await visibleBucket(db, claims, id);
  const versions = await db.asRole(claims, async (tx) => {
    const result = await tx.query<{ version: string | null }>(
      `delete from storage.objects where bucket_id = $1 returning version`,
      [id],
    );
    return result.rows.map((row) => row.version);
  });
  for (const version of versions) {
    await files.remove(id, version).catch((error: unknown) => console.warn('storage: could not remove a file', error));
  }
  return { message: 'Successfully emptied' };
}

/** Deletes an empty bucket; one that still holds objects is refused, as storage-api does. */
export async function deleteBucket(db: Database, claims: Claims, id: string) {
  await visibleBucket(db, claims, id);
  const holds = await db.asRole(SERVICE_CLAIMS, async (tx) => {
    const result = await tx.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
    return result.rows.length > 0;
  });
  if (holds) throw storageErrors.bucketNotEmpty();
  const deleted = await db
    .asRole(claims, (tx) => tx.query(`delete from storage.buckets where id = $1`, [id]))
    .catch((error: unknown) => {
      // An object stored meanwhile: its row holds the bucket.
      throw isPostgresError(error) && error.code === '23503' ? storageErrors.bucketNotEmpty() : error;
    });
  if (!deleted.affectedRows) throw storageErrors.bucketNotFound();
  return { message: 'Successfully deleted' };
}
