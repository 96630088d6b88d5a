import type { Handler, Hono } from 'hono';

/**
 * The segments after `/object/` that name an operation, never a bucket: a bucket of that name
 * could not be addressed, so none may be created, and a path that starts with one but matches no
 * operation is answered as an unknown route rather than read as `/object/<bucket>/…`.
 */
export const RESERVED_SEGMENTS = [
  'list',
  'list-v2',
  'sign',
  'upload',
  'move',
  'copy',
  'info',
  'public',
  'authenticated',
] as const;

export function isReservedSegment(segment: string): boolean {
  return (RESERVED_SEGMENTS as readonly string[]).includes(segment);
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
const ANY: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/**
 * `/storage/v1`'s routes in the order they are tried: the first that matches answers. Every fixed
 * route comes before `/object/<bucket>/…`, so `list`, `sign`, `move`… are never bucket names.
 */
export const STORAGE_ROUTES = [
  { name: 'listBuckets', methods: ['GET'], path: '/bucket' },
  { name: 'createBucket', methods: ['POST'], path: '/bucket' },
  { name: 'emptyBucket', methods: ['POST'], path: '/bucket/:id/empty' },
  { name: 'getBucket', methods: ['GET'], path: '/bucket/:id' },
  { name: 'updateBucket', methods: ['PUT'], path: '/bucket/:id' },
  { name: 'deleteBucket', methods: ['DELETE'], path: '/bucket/:id' },
  { name: 'move', methods: ['POST'], path: '/object/move' },
  { name: 'copy', methods: ['POST'], path: '/object/copy' },
  { name: 'list', methods: ['POST'], path: '/object/list/:bucket' },
  { name: 'listV2', methods: ['POST'], path: '/object/list-v2/:bucket' },
  { name: 'signUrls', methods: ['POST'], path: '/object/sign/:bucket' },
  { name: 'signUrl', methods: ['POST'], path: '/object/sign/:bucket/*' },
  { name: 'signedDownload', methods: ['GET', 'HEAD'], path: '/object/sign/:bucket/*' },
  { name: 'signUpload', methods: ['POST'], path: '/object/upload/sign/:bucket/*' },
  { name: 'signedUpload', methods: ['PUT'], path: '/object/upload/sign/:bucket/*' },
  { name: 'info', methods: ['GET'], path: '/object/info/public/:bucket/*' },
  { name: 'info', methods: ['GET'], path: '/object/info/authenticated/:bucket/*' },
  { name: 'info', methods: ['GET'], path: '/object/info/:bucket/*' },
  { name: 'publicDownload', methods: ['GET', 'HEAD'], path: '/object/public/:bucket/*' },
  { name: 'download', methods: ['GET', 'HEAD'], path: '/object/authenticated/:bucket/*' },
  { name: 'transform', methods: ANY, path: '/render/*' },
  ...RESERVED_SEGMENTS.map((segment) => ({ name: 'reserved' as const, methods: ANY, path: `/object/${segment}/*` })),
  { name: 'download', methods: ['GET', 'HEAD'], path: '/object/:bucket/*' },
  { name: 'removeMany', methods: ['DELETE'], path: '/object/:bucket' },
  { name: 'removeOne', methods: ['DELETE'], path: '/object/:bucket/*' },
  { name: 'noName', methods: ['POST', 'PUT'], path: '/object/:bucket' },
  { name: 'upload', methods: ['POST'], path: '/object/:bucket/*' },
  { name: 'update', methods: ['PUT'], path: '/object/:bucket/*' },
] as const satisfies readonly { name: string; methods: readonly Method[]; path: string }[];

export type RouteName = (typeof STORAGE_ROUTES)[number]['name'];

/** Registers `handlers` on `app` in `STORAGE_ROUTES`' order. */
export function registerRoutes(app: Hono, handlers: Record<RouteName, Handler>): void {
  for (const { name, methods, path } of STORAGE_ROUTES) app.on([...methods], path, handlers[name]);
}
