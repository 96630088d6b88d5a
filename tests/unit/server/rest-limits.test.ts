import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, parseJson } from '../../../server/json.ts';
import type { Table, WriteRights } from '../../../server/pg/catalog.ts';
import { RestError } from '../../../server/rest/errors.ts';
import { BODY_LIMITS, bodyLimit, MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH } from '../../../server/rest/limits.ts';
import { callRefusal, writeRefusal } from '../../../server/rest/permissions.ts';
import { parseQuery } from '../../../server/rest/query.ts';
import { MAX_PHOTOS } from '../../../src/products/images.ts';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The `details` of the RestError `fn` throws: where the limits say which one was passed. */
function refusalDetails(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return `${error.message} ${typeof error.details === 'string' ? error.details : ''}`;
    throw error;
  }
  throw new Error('not refused');
}

/** `n` characters of `unit`, repeated and cut: `char_length` counts them as Postgres does. */
const text = (unit: string, n: number) =>
  Array.from(unit.repeat(Math.ceil(n / Array.from(unit).length)))
    .slice(0, n)
    .join('');

const ITALIAN =
  'Anello in oro giallo 18 carati con zaffiro blu taglio ovale, lavorato a mano nel nostro laboratorio. ' +
  'Perfetto come regalo di fidanzamento: misura regolabile, certificato di autenticità incluso. ';

/** A product the admin saves: twelve photos with their public addresses and a long description. */
function ordinaryProduct() {
  const id = '5b0f8a4e-1c2d-4e3f-9a01-000000000001';
  const photo = (i: number) => ({
    path: `https://gioielleria.example/storage/v1/object/public/product-images/${id}/1760000000000-${String(i)}a9f3-1600.webp`,
    alt: 'Anello in oro giallo con zaffiro ovale, visto di lato sulla mano di una modella',
    width: 1600,
    height: 1600,
  });
  const images = Array.from({ length: MAX_PHOTOS }, (_, i) => photo(i));
  return {
    id,
    name: 'Anello Zaffiro Ovale in Oro Giallo',
    slug: 'anello-zaffiro-ovale-in-oro-giallo',
    description: text(ITALIAN, 2000),
    price: 2450,
    original_price: 2900,
    category: 'Anelli',
    image: images[0]?.path,
    images,
    availability: 'disponibile',
    is_new: true,
    is_sale: true,
    updated_at: '2026-11-23T15:05:26.763+00:00',
  };
}

/** The largest product the database accepts: every text at its longest, every character four bytes. */
function largestProduct() {
  const wide = '💎';
  const images = Array.from({ length: MAX_PHOTOS }, () => ({
    path: text(wide, 1000),
    alt: text(wide, 300),
    width: 99999,
    height: 99999,
  }));
  return {
    ...ordinaryProduct(),
    name: text(wide, 120),
    slug: text('a', 80),
    description: text(wide, 2000),
    image: images[0]?.path,
    images,
  };
}

function ordinaryEnquiry() {
  return {
    first_name: 'Giulia',
    last_name: 'Neri',
    email: 'giulia.neri@example.it',
    phone: '+39 02 1234 5678',
    subject: 'Informazioni su Anello Zaffiro Ovale in Oro Giallo',
    body: text(ITALIAN, 1200),
    page: '/shop/anello-zaffiro-ovale-in-oro-giallo',
    product_id: '5b0f8a4e-1c2d-4e3f-9a01-000000000001',
    website: '',
  };
}

function largestEnquiry() {
  const wide = '💎';
  return {
    ...ordinaryEnquiry(),
    first_name: text(wide, 80),
    last_name: text(wide, 80),
    email: `${text('a', 240)}@example.it`,
    phone: text('0', 30),
    subject: text(wide, 150),
    body: text(wide, 4000),
    page: `/${text(wide, 299)}`,
  };
}

describe('body limits', () => {
  it('leave ten times an ordinary product and room for the largest one', () => {
    const limit = bodyLimit('authenticated', 'products');
    expect(limit).toBe(BODY_LIMITS.tables.products);
    expect(bytes(ordinaryProduct())).toBeGreaterThan(5_000);
    expect(10 * bytes(ordinaryProduct())).toBeLessThanOrEqual(limit);
    expect(bytes(largestProduct())).toBeGreaterThan(70_000);
    expect(bytes(largestProduct())).toBeLessThanOrEqual(limit);
  });

  it('leave ten times an ordinary enquiry and room for the largest one', () => {
    const limit = bodyLimit('anon', 'messages');
    expect(10 * bytes(ordinaryEnquiry())).toBeLessThanOrEqual(limit);
    expect(bytes(largestEnquiry())).toBeGreaterThan(16_000);
    expect(bytes(largestEnquiry())).toBeLessThanOrEqual(limit);
  });

  it('are far below the old 10 MB for visitors and the owner, and roomy for the service role', () => {
    for (const target of ['products', 'messages', 'another_table', null]) {
      expect(bodyLimit('anon', target)).toBeLessThanOrEqual(128 * 1024);
      expect(bodyLimit('authenticated', target)).toBe(bodyLimit('anon', target));
    }
    expect(bodyLimit('service_role', 'products')).toBeGreaterThanOrEqual(1024 * 1024);
  });
});

describe('JSON depth', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is measured without recursion, strings skipped', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
  });

  it('is capped for every JSON the server reads', () => {
    expect(parseJson(nested(MAX_JSON_DEPTH))).toEqual(JSON.parse(nested(MAX_JSON_DEPTH)));
    expect(parseJson(nested(MAX_JSON_DEPTH + 1))).toBeUndefined();
  });
});

describe('filter trees', () => {
  const tree = (depth: number) => `${'or('.repeat(depth - 1)}name.eq.a${')'.repeat(depth - 1)}`;
  const query = (params: Record<string, string>) => () => parseQuery(new URLSearchParams(params), null);

  it(`nest at most ${String(MAX_FILTER_DEPTH)} deep`, () => {
    expect(query({ or: `(${tree(MAX_FILTER_DEPTH)})` })).not.toThrow();
    expect(refusalDetails(query({ or: `(${tree(MAX_FILTER_DEPTH + 1)})` }))).toMatch(/nest at most/);
    // Refused at the limit, not after following the whole nesting.
    expect(refusalDetails(query({ 'not.and': `(${tree(100_000)})` }))).toMatch(/nest at most/);
  });

  it(`hold at most ${String(MAX_FILTER_CONDITIONS)} conditions in all`, () => {
    const conditions = (n: number) => Array.from({ length: n }, (_, i) => `price.eq.${String(i)}`).join(',');
    expect(query({ or: `(${conditions(MAX_FILTER_CONDITIONS)})` })).not.toThrow();
    expect(refusalDetails(query({ or: `(${conditions(MAX_FILTER_CONDITIONS)})`, name: 'eq.a' }))).toMatch(
      /at most 100 conditions/,
    );
    expect(refusalDetails(query({ and: `(${conditions(60)})`, or: `(${conditions(41)})` }))).toMatch(
      /at most 100 conditions/,
    );
  });

  it('check patterns on the value SQL receives', () => {
    expect(query({ name: 'match.^Anello (Stella|Sole)' })).not.toThrow();
    expect(refusalDetails(query({ name: 'match.(a+)+' }))).toMatch(/repeated group/);
    // A quoted value inside a tree is unquoted first: `\\1` there is a back-reference.
    expect(refusalDetails(query({ or: '(name.match."(a)\\\\1")' }))).toMatch(/back-references/);
    expect(query({ name: `ilike.${'%a'.repeat(128)}` })).not.toThrow();
    expect(refusalDetails(query({ name: `ilike.${'%a'.repeat(128)}b` }))).toMatch(/at most 256 characters/);
  });
});

describe('permission from the catalog', () => {
  const table: Table = { schema: 'public', name: 'diario', writable: true, columns: new Map(), primaryKey: ['id'] };
  const rights = (overrides: Partial<WriteRights>): WriteRights => ({
    kind: 'r',
    insert: true,
    update: true,
    delete: true,
    rowSecurity: true,
    insertPolicy: true,
    updatePolicy: true,
    deletePolicy: true,
    ...overrides,
  });

  it('refuses what Postgres would refuse, with its message and PostgREST status', () => {
    const noInsert = writeRefusal(table, rights({ insert: false }), 'anon', { command: 'insert', merge: false });
    expect(noInsert?.status).toBe(401);
    expect(noInsert?.body).toEqual({
      code: '42501',
      message: 'permission denied for table diario',
      details: null,
      hint: null,
    });
    const noPolicy = writeRefusal(table, rights({ insertPolicy: false }), 'authenticated', {
      command: 'insert',
      merge: false,
    });
    expect(noPolicy?.status).toBe(403);
    expect(noPolicy?.message).toBe('new row violates row-level security policy for table "diario"');
    expect(writeRefusal(table, rights({ kind: 'v', delete: false }), 'anon', { command: 'delete' })?.message).toBe(
      'permission denied for view diario',
    );
    expect(writeRefusal(table, rights({ update: false }), 'anon', { command: 'insert', merge: true })?.message).toBe(
      'permission denied for table diario',
    );
  });

  it('lets through what only running the write can decide', () => {
    // No update or delete policy: Postgres changes no row, without an error.
    expect(writeRefusal(table, rights({ updatePolicy: false }), 'anon', { command: 'update' })).toBeNull();
    expect(writeRefusal(table, rights({ deletePolicy: false }), 'anon', { command: 'delete' })).toBeNull();
    // Row level security that does not apply to the role (service_role bypasses it).
    expect(
      writeRefusal(table, rights({ rowSecurity: false, insertPolicy: false }), 'service_role', {
        command: 'insert',
        merge: false,
      }),
    ).toBeNull();
    expect(writeRefusal(table, undefined, 'anon', { command: 'insert', merge: false })).toBeNull();
    expect(writeRefusal(table, rights({ update: false }), 'anon', { command: 'insert', merge: false })).toBeNull();
  });

  it('refuses a function no overload of which the role may execute', () => {
    expect(callRefusal('cassaforte', new Set(['service_role']), 'anon')?.message).toBe(
      'permission denied for function cassaforte',
    );
    expect(callRefusal('cassaforte', new Set(['service_role']), 'service_role')).toBeNull();
    expect(callRefusal('sconosciuta', undefined, 'anon')).toBeNull();
  });
});
