import { AuthError } from '../auth/errors.ts';
import { isPostgresError } from '../pg/errors.ts';

/** The body Supabase Storage answers errors with; `statusCode` is a string there. */
export interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
}

export type StorageStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 500;

/**
 * An error the client is meant to see. `status` is the HTTP status; `body.statusCode` is what
 * storage-api puts in the body, which differs for a duplicate (HTTP 400, "409" in the body).
 */
export class StorageError extends Error {
  readonly body: StorageErrorBody;

  constructor(
    readonly status: StorageStatus,
    error: string,
    message: string,
    bodyStatus: number = status,
  ) {
    super(message);
    this.name = 'StorageError';
    this.body = { statusCode: String(bodyStatus), error, message };
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'not_found', 'Object not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  duplicate: () => new StorageError(400, 'Duplicate', 'The resource already exists', 409),
  tooLarge: () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  contentMismatch: (mimeType: string) =>
    new StorageError(415, 'invalid_mime_type', `the file's content is not of type ${mimeType}`),
  rowLevelSecurity: () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy'),
  accessDenied: (message: string) => new StorageError(403, 'Unauthorized', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  notSupported: (what: string) => new StorageError(400, 'NotSupported', `${what} is not supported by this server`),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'The url does not match the signature'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => new StorageError(400, 'Invalid Input', 'Bucket name invalid'),
  noRoute: (method: string, pathname: string) =>
    new StorageError(404, 'not_found', `No storage route for ${method} ${pathname}`),
};

/**
 * Maps what Postgres or the token check refused to Storage's answers: a policy that denies a write
 * is a 403, as on a hosted project; a unique violation is a duplicate object; data Postgres cannot
 * take is the request's fault, a 400.
 */
export function toStorageError(error: unknown): StorageError | null {
  if (error instanceof StorageError) return error;
  if (error instanceof AuthError) return new StorageError(error.status, 'Unauthorized', error.message);
  if (!isPostgresError(error)) return null;
  const { code, message } = error;
  if (code === '23505') return storageErrors.duplicate();
  if (code === '42501') {
    return message.includes('row-level security')
      ? storageErrors.rowLevelSecurity()
      : storageErrors.accessDenied(message);
  }
  if (code === '23503') return storageErrors.bucketNotFound();
  // Class 22 is data the request brought that Postgres cannot take (a NUL byte in a name, say).
  if (code.startsWith('22')) return storageErrors.invalidRequest(message);
  return null;
}
