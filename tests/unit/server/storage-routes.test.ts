import { Hono, type Handler } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  isReservedSegment,
  registerRoutes,
  RESERVED_SEGMENTS,
  STORAGE_ROUTES,
  type RouteName,
} from '../../../server/storage/route-table.ts';

/** An app whose every route answers with its own name and the bucket it read, if any. */
function tableApp(): Hono {
  const app = new Hono();
  const names = new Set(STORAGE_ROUTES.map((route) => route.name));
  const handlers = Object.fromEntries(
    [...names].map((name) => [name, ((c) => c.json({ name, bucket: c.req.param('bucket') ?? null })) as Handler]),
  ) as Record<RouteName, Handler>;
  registerRoutes(app, handlers);
  return app;
}

async function route(method: string, path: string): Promise<{ name: string; bucket: string | null } | null> {
  const response = await tableApp().request(path, { method });
  return response.status === 404 ? null : ((await response.json()) as { name: string; bucket: string | null });
}

describe('storage route table', () => {
  it.each([
    ['POST', '/object/list-v2/product-images', 'listV2', 'product-images'],
    ['POST', '/object/list/product-images', 'list', 'product-images'],
    ['POST', '/object/sign/product-images', 'signUrls', 'product-images'],
    ['POST', '/object/sign/product-images/a/b.png', 'signUrl', 'product-images'],
    ['GET', '/object/sign/product-images/a/b.png', 'signedDownload', 'product-images'],
    ['POST', '/object/upload/sign/product-images/a/b.png', 'signUpload', 'product-images'],
    ['PUT', '/object/upload/sign/product-images/a/b.png', 'signedUpload', 'product-images'],
    ['POST', '/object/move', 'move', null],
    ['POST', '/object/copy', 'copy', null],
    ['GET', '/object/info/product-images/a.png', 'info', 'product-images'],
    ['GET', '/object/info/public/product-images/a.png', 'info', 'product-images'],
    ['GET', '/object/public/product-images/a.png', 'publicDownload', 'product-images'],
    ['GET', '/object/authenticated/product-images/a.png', 'download', 'product-images'],
    ['GET', '/render/image/public/product-images/a.png', 'transform', null],
    ['GET', '/object/product-images/a.png', 'download', 'product-images'],
    ['POST', '/object/product-images/a.png', 'upload', 'product-images'],
    ['PUT', '/object/product-images/a.png', 'update', 'product-images'],
    ['POST', '/object/product-images/aurea/info-list-sign.png', 'upload', 'product-images'],
    ['POST', '/object/product-images/list/sign/move.png', 'upload', 'product-images'],
    ['DELETE', '/object/product-images', 'removeMany', 'product-images'],
    ['DELETE', '/object/product-images/a.png', 'removeOne', 'product-images'],
    ['POST', '/object/product-images', 'noName', 'product-images'],
    ['POST', '/bucket', 'createBucket', null],
    ['GET', '/bucket', 'listBuckets', null],
    ['GET', '/bucket/b', 'getBucket', null],
    ['PUT', '/bucket/b', 'updateBucket', null],
    ['DELETE', '/bucket/b', 'deleteBucket', null],
    ['POST', '/bucket/b/empty', 'emptyBucket', null],
  ])('%s %s is %s', async (method, path, name, bucket) => {
    expect(await route(method, path)).toEqual({ name, bucket });
  });

  it.each(RESERVED_SEGMENTS.flatMap((segment) => ['GET', 'POST', 'PUT', 'DELETE'].map((m) => [m, segment])))(
    '%s /object/%s/… is never an object of a bucket named so',
    async (method, segment) => {
      for (const path of [`/object/${segment}`, `/object/${segment}/x`, `/object/${segment}/x/y.png`]) {
        const found = await route(method, path);
        expect(found?.bucket, `${method} ${path}`).not.toBe(segment);
      }
    },
  );

  it('knows its reserved segments', () => {
    expect(isReservedSegment('list-v2')).toBe(true);
    expect(isReservedSegment('product-images')).toBe(false);
  });
});
