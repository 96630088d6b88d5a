import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/json.ts';
import { BODY_LIMITS, MAX_FILTER_DEPTH } from '../../server/rest/limits.ts';
import { MAX_PHOTOS } from '../../src/products/images.ts';
import { draftProduct, uniqueName } from './fixtures.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

/**
 * The bounds of `/rest/v1`: bodies sized to what each route needs (the largest product and
 * enquiry the database accepts fit; past the limit, 413 before the rest is read), JSON nesting,
 * filter trees and patterns, each refused with a 400 in PostgREST's shape instead of a 500.
 */

let backend: Backend;
let ownerToken: string;

beforeAll(async () => {
  backend = await startBackend({ rateLimit: { count: 1000, minutes: 1 } });
  return () => backend.stop();
});

beforeAll(async () => {
  const credentials = await backend.createOwner('titolare.limiti@boutique.test', 'Limiti-Titolare-2026');
  const signedIn = await anonClient(backend).auth.signInWithPassword(credentials);
  if (signedIn.error) throw new Error(`owner sign-in failed: ${signedIn.error.message}`);
  ownerToken = signedIn.data.session.access_token;
  await backend.sql(`
    create function public.eco(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
  `);
});

function post(path: string, token: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

function get(path: string): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey } });
}

/** `n` characters of four bytes each. */
const wide = (n: number) => '💎'.repeat(n);

/** The largest product the database accepts: every text at its longest, every character four bytes. */
function largestProduct() {
  const images = Array.from({ length: MAX_PHOTOS }, () => ({
    path: wide(1000),
    alt: wide(300),
    width: 1600,
    height: 1600,
  }));
  return draftProduct({
    name: wide(120),
    slug: `pezzo-${randomUUID()}`,
    description: wide(2000),
    image: images[0]?.path ?? '',
    images,
  });
}

/** A body of exactly `size` bytes in chunks, sent without a Content-Length. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(left, 16 * 1024);
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
      left -= chunk;
      if (left === 0) controller.close();
    },
  });
}

describe('body limits', () => {
  it("takes the owner's largest product and refuses a body past the products' limit", async () => {
    const product = largestProduct();
    const body = JSON.stringify(product);
    expect(Buffer.byteLength(body)).toBeGreaterThan(70_000);
    const saved = await post('products', ownerToken, body, { prefer: 'return=minimal' });
    expect(saved.status).toBe(201);

    const limit = BODY_LIMITS.tables.products;
    const over = JSON.stringify({ ...draftProduct(), description: 'x'.repeat(limit) });
    const declared = await post('products', ownerToken, over);
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await declared.json()).toEqual({
      code: 'PGRST413',
      message: 'Payload too large',
      details: 'The body is limited to 128 KB',
      hint: null,
    });
    const streamed = await post('products', ownerToken, streamOf(limit + 1));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 'PGRST413' });
    const within = await post('products', ownerToken, streamOf(limit));
    expect(within.status).toBe(400); // Blank is not JSON, but it was read.
  });

  it('takes the largest enquiry a visitor can send and refuses a larger body', async () => {
    const enquiry = {
      first_name: wide(80),
      last_name: wide(80),
      email: `${'a'.repeat(240)}@example.it`,
      phone: '+39 02 1234 5678',
      subject: wide(150),
      body: wide(4000),
      page: `/${wide(299)}`,
      shop_id: 'aurea',
    };
    const sent = await post('messages', backend.anonKey, JSON.stringify(enquiry));
    expect(sent.status).toBe(201);
    const over = await post('messages', backend.anonKey, JSON.stringify({ ...enquiry, body: 'x'.repeat(33 * 1024) }));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ details: 'The body is limited to 32 KB' });
  });

  it('lets the service role load many products at once', async () => {
    const name = uniqueName('Spilla');
    const rows = Array.from({ length: 1000 }, (_, i) => draftProduct({ name: `${name} ${String(i)}` }));
    const body = JSON.stringify(rows);
    expect(Buffer.byteLength(body)).toBeGreaterThan(BODY_LIMITS.tables.products);
    const loaded = await post('products', backend.serviceKey, body, { prefer: 'return=minimal' });
    expect(loaded.status).toBe(201);
    const count = await fetch(`${backend.url}/rest/v1/products?select=id&name=like.${encodeURIComponent(name)}*`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, prefer: 'count=exact' },
    });
    expect(count.headers.get('content-range')).toBe('0-999/1000');
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number): unknown => (depth === 1 ? {} : { a: nested(depth - 1) });

  it(`passes ${String(MAX_JSON_DEPTH)} levels and refuses one more with 400`, async () => {
    // The arguments object is the first level.
    const deepest = { payload: nested(MAX_JSON_DEPTH - 1) };
    const echoed = await post('rpc/eco', backend.anonKey, JSON.stringify(deepest));
    expect(echoed.status).toBe(200);
    expect(await echoed.json()).toEqual(deepest.payload);
    const deeper = await post('rpc/eco', backend.anonKey, JSON.stringify({ payload: nested(MAX_JSON_DEPTH) }));
    expect(deeper.status).toBe(400);
    expect(await deeper.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: `Arrays and objects nest at most ${String(MAX_JSON_DEPTH)} deep`,
      hint: null,
    });
  });
});

describe('filters', () => {
  const tree = (depth: number) => `${'or('.repeat(depth - 1)}name.eq.a${')'.repeat(depth - 1)}`;

  it(`read and/or trees ${String(MAX_FILTER_DEPTH)} deep and refuse deeper ones with 400`, async () => {
    expect((await get(`products?select=id&or=(${tree(MAX_FILTER_DEPTH)})`)).status).toBe(200);
    const deeper = await get(`products?select=id&or=(${tree(MAX_FILTER_DEPTH + 1)})`);
    expect(deeper.status).toBe(400);
    expect(await deeper.json()).toMatchObject({
      code: 'PGRST100',
      details: `and/or trees nest at most ${String(MAX_FILTER_DEPTH)} deep`,
    });
  });

  it('match with ordinary regular expressions and refuse the ones that make Postgres work without end', async () => {
    const name = uniqueName('Anello Stella');
    await post('products', backend.serviceKey, JSON.stringify(draftProduct({ name })));
    const found = await get(
      `products?select=name&name=imatch.${encodeURIComponent(`^anello (stella|sole) [0-9a-f]{6}$`)}`,
    );
    expect(found.status).toBe(200);
    expect(await found.json()).toContainEqual({ name });

    for (const [pattern, message] of [
      ['(.{1,255}){1,255}', 'invalid regular expression: too many counted repetitions'],
      ['(a+)+$', 'invalid regular expression: a repeated group that itself repeats'],
      ['(.*)\\1', 'invalid regular expression: back-references are not allowed'],
      ['(?=.*a)b', 'invalid regular expression: lookaround constraints are not allowed'],
    ]) {
      const refused = await get(`products?select=id&name=match.${encodeURIComponent(pattern ?? '')}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: '2201B', message });
    }
    const long = await get(`products?select=id&description=ilike.${encodeURIComponent(`*${'a'.repeat(256)}`)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      code: 'PGRST100',
      details: 'A ilike pattern has at most 256 characters',
    });
  });

  it("answers Postgres's program limits (class 54) with 400", async () => {
    // The service role's select lists are not bounded: Postgres's own limit answers.
    const select = Array.from({ length: 1700 }, () => 'id').join(',');
    const response = await fetch(`${backend.url}/rest/v1/products?select=${select}`, {
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '54011' });
    // A visitor's is refused before Postgres sees it.
    const visitor = await get(`products?select=${select}`);
    expect(visitor.status).toBe(400);
    expect(await visitor.json()).toMatchObject({ code: 'PGRST100' });
  });
});
