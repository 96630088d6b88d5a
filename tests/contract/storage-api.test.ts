import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signObjectToken } from '../../server/storage/signed-tokens.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { anonClient, serviceClient, startBackend, stringMatching, type Backend } from './harness.ts';

/**
 * Supabase Storage's API as storage-js speaks it, beyond upload, download and remove: buckets,
 * signed addresses and uploads, move and copy, listing, info. Two shops' owners (`aurea`, `cless`)
 * check that every one of them is held to the same policies as an upload.
 */

let backend: Backend;
let jeweller: SupabaseClient<Database>;
let cless: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  await backend.sql(`
    insert into public.shops (id, name, catalogue_route) values ('cless', 'Cless', '/Cless/catalogo')
      on conflict (id) do nothing;`);
  jeweller = await signedIn('titolare@aurea.test', 'Aurea-Titolare-2026', 'aurea');
  cless = await signedIn('claudia@cless.test', 'Cless-Titolare-2026', 'cless');
});

async function signedIn(email: string, password: string, shop: string): Promise<SupabaseClient<Database>> {
  await backend.createOwner(email, password, shop);
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`${email} could not sign in: ${error.message}`);
  return client;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000' +
    '000d4944415478da6364f8cf000000030101001c2d2e0c0000000049454e44ae426082',
  'hex',
);
const picture = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
const tag = () => randomBytes(3).toString('hex');
const images = (client: SupabaseClient<Database>) => client.storage.from('product-images');
const service = () => serviceClient(backend).storage;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Uploads a picture as `client` and returns its name. */
async function stored(client: SupabaseClient<Database>, name: string): Promise<string> {
  const { error } = await images(client).upload(name, picture());
  expect(error, name).toBeNull();
  return name;
}

const publicStatus = async (name: string) =>
  (await fetch(`${backend.url}/storage/v1/object/public/product-images/${name}`)).status;

/** A request to `/storage/v1` as the service role, exactly as written. */
const request = (method: string, path: string, body?: string) =>
  fetch(`${backend.url}/storage/v1${path}`, {
    method,
    headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'image/png' },
    ...(body === undefined ? {} : { body }),
  });

/** A bucket of its own for a test, made by the service role. */
async function newBucket(options: Parameters<ReturnType<typeof service>['createBucket']>[1] = { public: false }) {
  const id = `prova-${tag()}`;
  const created = await service().createBucket(id, options);
  expect(created).toEqual({ data: { name: id }, error: null });
  return id;
}

describe('buckets through the API', () => {
  it('the service role creates a bucket, reads it and finds it in the list, times in UTC', async () => {
    const id = await newBucket({ public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['image/png'] });
    const { data, error } = await service().getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png'],
      created_at: stringMatching(ISO_UTC),
      updated_at: stringMatching(ISO_UTC),
    });
    const listed = await service().listBuckets();
    expect(listed.data?.map((bucket) => bucket.id)).toContain(id);
  });

  it('updateBucket changes public, file_size_limit and allowed_mime_types, and uploads obey them', async () => {
    const id = await newBucket();
    const bucket = () => service().from(id);
    expect((await bucket().upload('a.png', picture())).error).toBeNull();
    expect((await fetch(`${backend.url}/storage/v1/object/public/${id}/a.png`)).status).toBe(404);

    const updated = await service().updateBucket(id, {
      public: true,
      fileSizeLimit: 100,
      allowedMimeTypes: ['image/png'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await fetch(`${backend.url}/storage/v1/object/public/${id}/a.png`)).status).toBe(200);

    const tooBig = await bucket().upload(
      'big.png',
      new Blob([new Uint8Array(PNG), new Uint8Array(200)], { type: 'image/png' }),
    );
    expect(tooBig.error).toMatchObject({ status: 413, statusCode: '413' });
    const wrongType = await bucket().upload('a.txt', 'ciao', { contentType: 'text/plain' });
    expect(wrongType.error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });
    expect((await bucket().upload('b.png', picture())).error).toBeNull();
  });

  it('refuses anyone but the service role, in Storage’s error shape', async () => {
    const id = await newBucket();
    for (const client of [anonClient(backend), jeweller]) {
      const created = await client.storage.createBucket(`intruso-${tag()}`, { public: true });
      expect(created.error).toMatchObject({
        status: 403,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
      for (const refused of [
        await client.storage.getBucket(id),
        await client.storage.updateBucket(id, { public: true }),
        await client.storage.emptyBucket(id),
        await client.storage.deleteBucket(id),
      ]) {
        expect(refused.error).toMatchObject({ status: 404, statusCode: '404', message: 'Bucket not found' });
      }
    }
    expect((await service().getBucket(id)).data).toMatchObject({ public: false });
  });

  it('deleteBucket is refused while the bucket holds objects; emptyBucket then deleteBucket succeed', async () => {
    const id = await newBucket();
    expect((await service().from(id).upload('dir/a.png', picture())).error).toBeNull();
    const refused = await service().deleteBucket(id);
    expect(refused.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await service().emptyBucket(id)).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect(await service().deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await service().getBucket(id)).error).toMatchObject({ status: 404, message: 'Bucket not found' });
  });

  it('refuses a bucket named like a route segment, an invalid name and a duplicate', async () => {
    for (const name of ['list-v2', 'sign', 'public', 'a/b']) {
      const refused = await service().createBucket(name, { public: false });
      expect(refused.error, name).toMatchObject({ status: 400, message: 'Bucket name invalid' });
    }
    const duplicate = await service().createBucket('product-images', { public: true });
    expect(duplicate.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });
});

describe('signed download addresses', () => {
  it('createSignedUrl signs an object the caller can see; the address serves it, and download names it', async () => {
    const name = await stored(jeweller, `aurea/${tag()}-firmato.png`);
    const { data, error } = await images(jeweller).createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      /\/storage\/v1\/object\/sign\/product-images\/aurea\/.+\?token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const served = await fetch(data?.signedUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const named = await images(jeweller).createSignedUrl(name, 60, { download: 'anello.png' });
    const attachment = await fetch(named.data?.signedUrl ?? '');
    expect(attachment.headers.get('content-disposition')).toBe('attachment; filename="anello.png"');
    const asFile = await images(jeweller).createSignedUrl(name, 60, { download: true });
    expect((await fetch(asFile.data?.signedUrl ?? '')).headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('serves an object of a private bucket to whoever holds the address, and signs nothing unseen', async () => {
    const id = await newBucket();
    expect((await service().from(id).upload('segreto.png', picture())).error).toBeNull();
    const hidden = await anonClient(backend).storage.from(id).createSignedUrl('segreto.png', 60);
    expect(hidden.error).toMatchObject({ status: 404, message: 'Object not found' });
    const signed = await service().from(id).createSignedUrl('segreto.png', 60);
    const served = await fetch(signed.data?.signedUrl ?? '');
    expect(served.status).toBe(200);
  });

  it('createSignedUrls signs each path, with an error for one that does not exist', async () => {
    const name = await stored(jeweller, `aurea/${tag()}-uno.png`);
    const missing = `aurea/${tag()}-manca.png`;
    const { data, error } = await images(jeweller).createSignedUrls([name, missing], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      { error: null, path: name, signedURL: stringMatching(/^\/object\/sign\//), signedUrl: stringMatching(/token=/) },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: missing,
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect((await fetch(data?.[0]?.signedUrl ?? '')).status).toBe(200);
  });

  it('refuses an expired, a tampered and a misplaced token with Storage’s errors', async () => {
    const name = await stored(jeweller, `aurea/${tag()}-scade.png`);
    const url = (token: string, path = name) =>
      `${backend.url}/storage/v1/object/sign/product-images/${path}?token=${token}`;
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await signObjectToken({ url: `product-images/${name}` }, backend.keys.jwtSecret, 60, past);
    const answer = async (address: string) => {
      const response = await fetch(address);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await answer(url(expired))).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' },
    });

    const signed = await images(jeweller).createSignedUrl(name, 60);
    const token = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const other = await stored(jeweller, `aurea/${tag()}-altro.png`);
    const forgedClaims = Buffer.from(JSON.stringify({ ...claims, url: `product-images/${other}` }));
    const forged = `${head}.${forgedClaims.toString('base64url')}.${signature}`;
    expect(await answer(url(forged, other))).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidJWT', message: 'invalid signature' },
    });
    expect(await answer(url(token, other))).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidSignature', message: 'The url does not match the signature' },
    });
    expect((await answer(url(''))).body).toMatchObject({ statusCode: '400' });
  });
});

describe('signed uploads', () => {
  it('an owner signs an upload into their folder; anyone with the address uploads there once', async () => {
    const name = `aurea/${tag()}-consegna.png`;
    const signed = await images(jeweller).createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path: name, token: stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const visitor = images(anonClient(backend));
    const uploaded = await visitor.uploadToSignedUrl(name, signed.data?.token ?? '', picture());
    expect(uploaded).toEqual({ data: { path: name, fullPath: `product-images/${name}` }, error: null });
    expect(await publicStatus(name)).toBe(200);
    const again = await visitor.uploadToSignedUrl(name, signed.data?.token ?? '', picture());
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });

  it('is refused to a caller who may not upload there, under the same policies as an upload', async () => {
    for (const [client, name] of [
      [cless, `aurea/${tag()}-intruso.png`],
      [jeweller, `cless/${tag()}-intruso.png`],
      [anonClient(backend), `aurea/${tag()}-anonimo.png`],
    ] as const) {
      const refused = await images(client).createSignedUploadUrl(name);
      expect(refused.error, name).toMatchObject({ status: 403, statusCode: '403' });
    }
  });

  it('keeps content sniffing, the bucket’s types and the token’s path and purpose', async () => {
    const name = `aurea/${tag()}-finto.png`;
    const { data } = await images(jeweller).createSignedUploadUrl(name);
    const token = data?.token ?? '';
    const visitor = images(anonClient(backend));
    const lying = await visitor.uploadToSignedUrl(
      name,
      token,
      new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }),
    );
    expect(lying.error).toMatchObject({ status: 415, statusCode: '415' });
    const text = await visitor.uploadToSignedUrl(name, token, 'ciao', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });
    const elsewhere = await visitor.uploadToSignedUrl(`aurea/${tag()}-altrove.png`, token, picture());
    expect(elsewhere.error).toMatchObject({ status: 400, message: 'The url does not match the signature' });
    expect(await publicStatus(name)).toBe(404);

    // A signed upload's token is no download token.
    await stored(jeweller, `aurea/${tag()}-x.png`);
    const asDownload = await fetch(`${backend.url}/storage/v1/object/sign/product-images/${name}?token=${token}`);
    expect(asDownload.status).toBe(400);
  });
});

describe('move and copy', () => {
  it('an owner moves and copies within their own folder', async () => {
    const from = await stored(jeweller, `aurea/${tag()}-prima.png`);
    const moved = `aurea/${tag()}-dopo.png`;
    expect(await images(jeweller).move(from, moved)).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect(await publicStatus(from)).toBe(404);
    expect(await publicStatus(moved)).toBe(200);

    const copied = `aurea/copie/${tag()}-copia.png`;
    expect(await images(jeweller).copy(moved, copied)).toEqual({
      data: { path: `product-images/${copied}` },
      error: null,
    });
    expect(await publicStatus(moved)).toBe(200);
    const served = await fetch(`${backend.url}/storage/v1/object/public/product-images/${copied}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const onto = await images(jeweller).copy(moved, copied);
    expect(onto.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });

  it('the service role copies and moves between buckets; the bytes follow', async () => {
    const id = await newBucket();
    const name = await stored(jeweller, `aurea/${tag()}-viaggio.png`);
    const copied = await service().from('product-images').copy(name, 'copia.png', { destinationBucket: id });
    expect(copied).toEqual({ data: { path: `${id}/copia.png` }, error: null });
    const back = `aurea/${tag()}-ritorno.png`;
    const moved = await service().from(id).move('copia.png', back, { destinationBucket: 'product-images' });
    expect(moved.error).toBeNull();
    expect((await service().from(id).list()).data).toEqual([]);
    const served = await fetch(`${backend.url}/storage/v1/object/public/product-images/${back}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(await service().deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
  });

  it("an owner cannot move or copy into or out of another shop's folder", async () => {
    const own = await stored(jeweller, `aurea/${tag()}-mio.png`);
    const theirs = await stored(cless, `cless/${tag()}-loro.png`);
    for (const [what, from, to] of [
      ['move in', own, `cless/${tag()}-preso.png`],
      ['move out', theirs, `aurea/${tag()}-preso.png`],
      ['copy in', own, `cless/${tag()}-preso.png`],
      ['copy out', theirs, `aurea/${tag()}-preso.png`],
    ] as const) {
      const storage = images(jeweller);
      const result = what.startsWith('move') ? await storage.move(from, to) : await storage.copy(from, to);
      expect(result.error, what).not.toBeNull();
      expect(result.error, what).toMatchObject({ statusCode: stringMatching(/^40[34]$/) });
      expect(await publicStatus(to), what).toBe(404);
    }
    expect(await publicStatus(own)).toBe(200);
    expect(await publicStatus(theirs)).toBe(200);
  });
});

describe('listing and info', () => {
  it('list answers folders and objects with prefix, limit, offset, sortBy and search, times in UTC', async () => {
    const folder = `aurea/lista-${tag()}`;
    for (const name of ['b.png', 'a.png', 'c.png', 'sub/d.png']) await stored(jeweller, `${folder}/${name}`);
    const { data, error } = await images(anonClient(backend)).list(folder);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'c.png', 'sub']);
    expect(data?.[3]).toMatchObject({ name: 'sub', id: null, metadata: null });
    expect(data?.[0]).toMatchObject({
      id: stringMatching(/^[0-9a-f-]{36}$/),
      created_at: stringMatching(ISO_UTC),
      updated_at: stringMatching(ISO_UTC),
      last_accessed_at: stringMatching(ISO_UTC),
      metadata: { mimetype: 'image/png', size: PNG.length },
    });
    const page = await images(jeweller).list(folder, {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data?.map((entry) => entry.name)).toEqual(['c.png', 'b.png']);
    const found = await images(jeweller).list(folder, { search: 'c' });
    expect(found.data?.map((entry) => entry.name)).toEqual(['c.png']);
  });

  it('list-v2 is a listing of the bucket, never an upload to a bucket named list-v2', async () => {
    const folder = `aurea/v2-${tag()}`;
    for (const name of ['a.png', 'b.png', 'sub/c.png']) await stored(jeweller, `${folder}/${name}`);
    const storage = images(jeweller);
    const flat = await storage.listV2({ prefix: `${folder}/` });
    expect(flat.error).toBeNull();
    expect(flat.data).toMatchObject({ hasNext: false, folders: [] });
    expect(flat.data?.objects.map((o) => o.key)).toEqual([`${folder}/a.png`, `${folder}/b.png`, `${folder}/sub/c.png`]);
    expect(flat.data?.objects[0]).toMatchObject({
      id: stringMatching(/^[0-9a-f-]{36}$/),
      created_at: stringMatching(ISO_UTC),
    });

    const nested = await storage.listV2({ prefix: `${folder}/`, with_delimiter: true, limit: 2 });
    expect(nested.data).toMatchObject({ hasNext: true, folders: [], nextCursor: stringMatching(/./) });
    expect(nested.data?.objects.map((o) => o.key)).toEqual([`${folder}/a.png`, `${folder}/b.png`]);
    const next = await storage.listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
      cursor: nested.data?.nextCursor ?? '',
    });
    expect(next.data).toEqual({
      hasNext: false,
      folders: [{ name: `${folder}/sub/`, key: `${folder}/sub/` }],
      objects: [],
    });
  });

  it('info and exists answer in Storage’s shapes', async () => {
    const name = await stored(jeweller, `aurea/${tag()}-info.png`);
    const { data, error } = await images(jeweller).info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name,
      bucketId: 'product-images',
      size: PNG.length,
      contentType: 'image/png',
      metadata: {},
      createdAt: stringMatching(ISO_UTC),
      lastModified: stringMatching(ISO_UTC),
    });
    expect(await images(jeweller).exists(name)).toEqual({ data: true, error: null });
    expect((await images(jeweller).exists(`aurea/${tag()}-no.png`)).data).toBe(false);
  });

  it('no reserved segment is read as a bucket name', async () => {
    for (const [method, path] of [
      ['POST', '/object/list/product-images/x.png'],
      ['POST', '/object/list-v2'],
      ['POST', '/object/info/product-images/x.png'],
      ['POST', '/object/public/product-images/x.png'],
      ['PUT', '/object/authenticated/product-images/x.png'],
      ['POST', '/object/sign'],
      ['DELETE', '/object/move'],
      ['GET', '/object/copy/x.png'],
      ['POST', '/object/upload/x.png'],
    ]) {
      const response = await request(method ?? 'GET', path ?? '', method === 'GET' ? undefined : '{}');
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json(), `${method} ${path}`).toEqual({
        statusCode: '404',
        error: 'not_found',
        message: `No storage route for ${method} /storage/v1${path}`,
      });
    }
    const listed = await request('POST', '/object/list-v2/product-images', JSON.stringify({ prefix: 'aurea/' }));
    expect(listed.status).toBe(200);
  });
});

describe('bad requests', () => {
  it('get a 4xx in Storage’s shape, never a 500', async () => {
    for (const [method, path, body] of [
      ['POST', '/bucket', 'not json'],
      ['POST', '/bucket', '{"id":"ok-name","public":"yes"}'],
      ['POST', '/bucket', '{"id":"ok-name","file_size_limit":"10 parsecs"}'],
      ['PUT', '/bucket/product-images', '{"allowed_mime_types":"image/png"}'],
      ['POST', '/object/move', '{}'],
      ['POST', '/object/copy', '{"bucketId":"product-images","sourceKey":"a.png","destinationKey":"../b.png"}'],
      ['POST', '/object/list-v2/product-images', '{"limit":0}'],
      ['POST', '/object/list-v2/product-images', '{"cursor":"AA"}'],
      ['POST', '/object/sign/product-images/a.png', '{"expiresIn":"soon"}'],
      ['POST', '/object/sign/product-images', '{"expiresIn":60,"paths":"a.png"}'],
    ] as const) {
      const response = await request(method, path, body);
      expect(response.status, `${method} ${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
      expect(await response.json()).toMatchObject({
        statusCode: stringMatching(/^4\d\d$/),
        error: stringMatching(/./),
      });
    }
  });
});

describe('image transformations', () => {
  it('are refused in Storage’s error shape rather than served untransformed', async () => {
    const name = await stored(jeweller, `aurea/${tag()}-trasforma.png`);
    const expected = {
      statusCode: '400',
      error: 'NotSupported',
      message: 'Image transformations is not supported by this server',
    };
    const downloaded = await images(jeweller).download(name, { transform: { width: 10 } });
    expect(downloaded.error).toMatchObject({ status: 400 });
    const address = images(anonClient(backend)).getPublicUrl(name, { transform: { width: 10 } }).data.publicUrl;
    const response = await fetch(address);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
    const signed = await images(jeweller).createSignedUrl(name, 60, { transform: { width: 10 } });
    expect(signed.error).toMatchObject({ status: 400, message: expected.message });
  });
});
