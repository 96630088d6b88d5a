/**
 * Thousands of malformed requests across every route of the shop, generated from a fixed seed
 * (`FUZZ_SEED` picks another): REST filters, operators, selects, orders, ranges, preferences and
 * bodies; the auth endpoints with garbage; storage names and uploads; realtime handshakes and
 * frames; pages and `/app-config.json` with odd paths, methods and headers; and requests the HTTP
 * parser itself must refuse. Whatever the shape: no 5xx, every API error a JSON body, no answer
 * holding the JWT secret or the service role key, an answer within 20 s each, and the shop still
 * serving its catalogue afterwards.
 *
 * `FUZZ_FINDINGS=<file>` writes the distinct failing shapes there as markdown.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp, type RawHttpRequest, type RawHttpResult } from '../../scripts/bench/abuse/raw-http.ts';
import { openRawWebSocket, type RawWebSocket } from '../../scripts/bench/abuse/raw-websocket.ts';
import { OWNER, startShop, type Shop } from './harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_116);
const CONCURRENCY = 8;
const TIMEOUT_MS = 20_000;

type Area = 'rest' | 'auth' | 'storage' | 'realtime' | 'pages' | 'config' | 'framing';

interface Case extends RawHttpRequest {
  area: Area;
  /** The generator's name for the shape, e.g. `GET rest filter:match`: failures are grouped by it. */
  shape: string;
  /** An API answer: a 4xx must carry a JSON body. */
  json: boolean;
}

interface Finding {
  shape: string;
  method: string;
  target: string;
  status: string;
  excerpt: string;
  count: number;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Characters from `alphabet`, `length` of them. */
  text(length: number, alphabet = 'abcxyz019_-.,()!*:;\'"%&=+/?#[]{}<>\\|`~ €💎é\t'): string {
    const chars = Array.from(alphabet);
    return Array.from({ length }, () => this.pick(chars)).join('');
  }

  bytes(length: number): Buffer {
    return Buffer.from(Array.from({ length }, () => this.int(0, 255)));
  }
}

// ---------------------------------------------------------------------------------------------
// Tokens: the shop's own keys, the owner's session, and every kind of forgery.

interface Tokens {
  anon: string;
  service: string;
  owner: string;
  jwtSecret: string;
  /** Well-formed JWTs the server must refuse, and strings that are no JWT at all. */
  forged: string[];
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signed(secret: string, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', ...header }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

function forgedTokens(secret: string, anon: string): string[] {
  const now = Math.floor(Date.now() / 1000);
  const [head = '', body = ''] = anon.split('.');
  return [
    `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"role":"service_role"}')}.`,
    `${head}.${body}.${'A'.repeat(43)}`,
    `${base64url('{"alg":"HS512","typ":"JWT"}')}.${body}.c2lnbmF0dXJh`,
    signed('not-the-secret', { role: 'service_role', exp: now + 3600 }),
    signed(secret, { role: 'authenticated', sub: OWNER.email, exp: now - 60 }),
    signed(secret, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', exp: now + 3600 }),
    signed(secret, { role: 'authenticated', sub: 'non-un-uuid', exp: now + 3600 }),
    signed(secret, { role: 'postgres', exp: now + 3600 }),
    signed(secret, { role: 'supabase_admin', exp: now + 3600 }),
    signed(secret, { role: 'anon', exp: 'domani' }),
    signed(secret, { role: 'anon', exp: now + 3600, nbf: now + 3600 }),
    signed(secret, { role: ['anon'], exp: now + 3600 }),
    signed(secret, { role: 'authenticated', sub: { id: 1 }, exp: now + 3600 }),
    signed(secret, { role: 'anon', exp: 1e300 }),
    signed(secret, { role: 'anon' }, { alg: 'HS256', crit: ['b64'], b64: false }),
    signed(secret, { role: 'anon', x: 'y'.repeat(6000) }),
    'eyJ',
    'a.b.c',
    '...',
    'null',
    `${head}.${body}`,
    `${head}.${body}.${body}.${head}`,
    'Ω.Ω.Ω',
    '%00',
  ];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of requests.

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'original_price',
  'category',
  'image',
  'images',
  'availability',
  'is_new',
  'is_sale',
  'created_at',
  'updated_at',
  'slug',
] as const;
const ODD_COLUMNS = [
  'x',
  'encrypted_password',
  '"name"',
  'products.name',
  'price->>x',
  'images->0->>path',
  'images->>-1',
  'ctid',
  'oid',
  'pg_sleep(1)',
  '1',
  '',
  '%00',
  'prezzo€',
  'a'.repeat(300),
  'name;drop table products',
  '*',
  'name::text',
  'id,id',
  'first_name',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'fts(italian)',
  'fts(nessuna)',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'not.eq',
  'not.in',
  'not.is',
  'not.match',
  'not.not.eq',
  'eq(any)',
  'like(all)',
  'match(any)',
  'zz',
  '',
  'EQ',
  'eq.eq',
];
const REGEXES = [
  '(.{1,255}){1,255}',
  '(a+)+$',
  '(a|aa)+$',
  '([a-z]+)*$',
  '(.*a){20}',
  '[',
  '(',
  ')',
  '\\',
  '*',
  '+',
  '?',
  'a{1000000}',
  'a{2,1}',
  '(?<=x)y',
  '\\p{L}',
  '\\1',
  '(x)\\2',
  '[[:alpha:]]',
  '[[:nope:]]',
  '.*'.repeat(80),
  '(((((((((((a)))))))))))',
  '((((((((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))))))))',
  '(.{1,100}){1,100}(.{1,100}){1,100}',
  '[^]',
  'x{,}',
  '\u0000',
  '€+',
];
const VALUES = [
  'x',
  '',
  '1',
  '-1',
  '0.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  'maybe',
  '2024-13-45',
  '2024-01-01T00:00:00Z',
  '5b0f8a4e-1c2d-4e3f-9a01-000000000001',
  'a,b',
  '(a,b)',
  '("a,b",c)',
  '()',
  '(',
  '{a,b}',
  '{',
  '[1,2]',
  '"',
  "'",
  '\\',
  '%',
  '*',
  '%*%',
  '€💎',
  'x'.repeat(5000),
  '99999999999999999999999999999999',
  '[1,10)',
  '(,)',
  'Anelli',
  'disponibile',
  "'; select pg_sleep(10); --",
];
const SELECTS = [
  '*',
  'id,name',
  'id,,name',
  ',',
  'a:b:c',
  'prezzo:price',
  'price::text',
  'price::regclass',
  'name::int',
  'images->0',
  'images->>path',
  'images->0->>alt',
  'count()',
  'price.sum()',
  'sum(price)',
  'products(*)',
  'messages(*)',
  'auth.users(*)',
  '...x',
  'x!inner(*)',
  '((',
  '*,*',
  PRODUCT_COLUMNS.join(','),
  Array.from({ length: 500 }, (_, i) => `c${i}`).join(','),
  '"',
  '%22name%22',
  'name,description->x',
  '*'.repeat(200),
];
const ORDERS = [
  'name.asc',
  'name.desc.nullsfirst',
  'price.desc.nullslast',
  'x.up',
  ',',
  '.',
  'price.asc,name',
  'images->0.asc',
  'name.asc.nullsmiddle',
  'a'.repeat(500),
  'name,,price',
  'created_at.desc'.repeat(50),
  'random()',
];
const NUMBERS = ['-1', '0', '1', '1e3', 'abc', '99999999999999999999', '1.5', '', ' 1', '0x10', '-0', '１'];
const RANGES = ['0-9', '5-2', '-1', 'abc', '0-99999999999999999999', '0-', '-', '1-2,3-4', '0-0', '  0-1', 'items=0-1'];
const PREFERS = [
  'count=exact',
  'count=planned',
  'count=estimated',
  'count=nope',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'return=',
  'tx=rollback',
  'tx=commit',
  'missing=default',
  'handling=strict',
  'handling=lenient',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'max-affected=1',
  'timezone=Mars/Olympus',
  'params=single-object',
  '=,=,=',
  'x'.repeat(2000),
];
const ACCEPTS = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'text/csv',
  '*/*',
  'application/vnd.pgrst.plan',
  'application/geo+json',
  'garbage',
  '',
  'application/json;q=abc',
  'text/html,application/xhtml+xml',
  ',,,',
];
const PROFILES = ['public', 'auth', 'pg_catalog', 'storage', '', 'x'.repeat(100), 'public,auth'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/octet-stream',
  'application/vnd.pgrst.object+json',
  '',
  'garbage',
  'image/png',
];
const TABLE_PATHS = [
  'products',
  'products',
  'products',
  'messages',
  'messages',
  'pg_class',
  'Products',
  '%22products%22',
  'products%00',
  '..%2Fauth%2Fusers',
  'auth.users',
  'products/extra',
  'rpc',
  'rpc/',
  'rpc/is_owner',
  'rpc/pg_sleep',
  'rpc/%00',
  'rpc/nonexistent',
  'rpc/discard_trapped_message',
  '%E0%A4%A',
  'x'.repeat(300),
  '',
  'products;',
  'information_schema.tables',
];

/** Percent-encodes, sometimes leaving PostgREST's punctuation (and broken escapes) as they are. */
function encode(rnd: Random, text: string): string {
  const full = encodeURIComponent(text);
  if (rnd.chance(0.4)) return full.replace(/%2C/g, ',').replace(/%28/g, '(').replace(/%29/g, ')').replace(/%3A/g, ':');
  if (rnd.chance(0.05)) return `${full}%`;
  if (rnd.chance(0.03)) return `${full}%E0%A4%A`;
  return full;
}

function filterValue(rnd: Random, operator: string): string {
  const base = operator.replace(/^not\./, '').replace(/\(.*$/, '');
  if (base === 'match' || base === 'imatch') return rnd.pick(REGEXES);
  if (base === 'in') {
    if (rnd.chance(0.2)) return rnd.pick(['(', '()', '(,,)', '("a', 'a,b', '((a))']);
    const count = rnd.int(0, rnd.chance(0.1) ? 500 : 6);
    return `(${Array.from({ length: count }, () => rnd.pick(VALUES).slice(0, 40)).join(',')})`;
  }
  if (base === 'is') return rnd.pick(['null', 'true', 'false', 'unknown', 'maybe', 'NULL', '']);
  if (base === 'like' || base === 'ilike')
    return rnd.pick(['*', '%', 'a*b', '_'.repeat(300), '*'.repeat(500), '\\', '[a-z]']);
  if (operator.includes('(any)') || operator.includes('(all)')) return rnd.pick(['{a,b}', '{', '{}', 'x', '{"a"}']);
  return rnd.pick(VALUES);
}

function filter(rnd: Random): string {
  const column = rnd.chance(0.75) ? rnd.pick(PRODUCT_COLUMNS) : rnd.pick(ODD_COLUMNS);
  const operator = rnd.pick(OPERATORS);
  return `${column}.${operator}.${filterValue(rnd, operator)}`;
}

/** An `or=(…)`/`and=(…)` tree: usually shallow, sometimes thousands of levels deep or unbalanced. */
function logicTree(rnd: Random, depth: number): string {
  if (depth <= 0 || rnd.chance(0.3)) return filter(rnd);
  const op = rnd.pick(['or', 'and', 'not.or', 'not.and']);
  const children = Array.from({ length: rnd.int(1, 3) }, () => logicTree(rnd, depth - 1));
  return `${op}(${children.join(',')})`;
}

function logicParam(rnd: Random): [string, string] {
  const key = rnd.pick(['or', 'and', 'not.or', 'not.and', 'or', 'and']);
  const roll = rnd.next();
  if (roll < 0.08) {
    const depth = rnd.pick([200, 1000, 3000, 6000]);
    const op = rnd.pick(['or', 'and']);
    return [key, `(${`${op}(`.repeat(depth)}name.eq.x${')'.repeat(depth)})`];
  }
  if (roll < 0.12) return [key, `(${Array.from({ length: rnd.int(100, 2000) }, () => 'price.gt.1').join(',')})`];
  if (roll < 0.25) return [key, rnd.pick(['', '(', ')', '(()', '(a.eq.1', 'a.eq.1)', '(,)', '(or())', '((a.eq.1))'])];
  const children = Array.from({ length: rnd.int(1, 4) }, () => logicTree(rnd, rnd.int(0, 5)));
  return [key, `(${children.join(',')})`];
}

function query(rnd: Random): string {
  const params: string[] = [];
  const count = rnd.int(0, 5);
  for (let i = 0; i < count; i++) {
    const roll = rnd.next();
    if (roll < 0.15) params.push(`select=${encode(rnd, rnd.pick(SELECTS))}`);
    else if (roll < 0.25) params.push(`order=${encode(rnd, rnd.pick(ORDERS))}`);
    else if (roll < 0.32) params.push(`limit=${encode(rnd, rnd.pick(NUMBERS))}`);
    else if (roll < 0.38) params.push(`offset=${encode(rnd, rnd.pick(NUMBERS))}`);
    else if (roll < 0.55) {
      const [key, value] = logicParam(rnd);
      params.push(`${key}=${encode(rnd, value)}`);
    } else if (roll < 0.6) params.push(`${rnd.pick(['columns', 'on_conflict'])}=${encode(rnd, rnd.pick(SELECTS))}`);
    else if (roll < 0.63) params.push(rnd.pick(['=', '&&', '=eq.1', '%00=eq.1', 'select', 'a=b=c', '%ZZ=1']));
    else {
      const column = rnd.chance(0.8) ? rnd.pick(PRODUCT_COLUMNS) : rnd.pick(ODD_COLUMNS);
      const operator = rnd.pick(OPERATORS);
      params.push(`${encode(rnd, column)}=${encode(rnd, `${operator}.${filterValue(rnd, operator)}`)}`);
    }
  }
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/** A random JSON value: wrong types, odd numbers and strings, nesting up to `depth`. */
function jsonValue(rnd: Random, depth: number): unknown {
  const roll = rnd.next();
  if (depth <= 0 || roll < 0.35) {
    return rnd.pick<unknown>([
      null,
      true,
      0,
      -1,
      1e308,
      -0,
      0.1,
      2 ** 53 + 1,
      '',
      'x',
      rnd.text(rnd.int(0, 40)),
      '\u0000',
      '\ud800',
      'x'.repeat(rnd.int(100, 20_000)),
      '2024-01-01',
      '5b0f8a4e-1c2d-4e3f-9a01-000000000001',
      'Anelli',
    ]);
  }
  if (roll < 0.6) return Array.from({ length: rnd.int(0, 5) }, () => jsonValue(rnd, depth - 1));
  return jsonObject(rnd, depth - 1, PRODUCT_COLUMNS);
}

function jsonObject(rnd: Random, depth: number, keys: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = rnd.int(0, 6); i > 0; i--) {
    const key = rnd.chance(0.7) ? rnd.pick(keys) : rnd.pick(ODD_COLUMNS);
    object[key] = jsonValue(rnd, depth);
  }
  return object;
}

function deepJson(rnd: Random): string {
  const depth = rnd.pick([100, 1000, 10_000, 100_000]);
  return rnd.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A request body: JSON of the wrong shape, broken JSON, odd encodings, sometimes big. */
function body(rnd: Random, keys: readonly string[]): { body: Buffer; shape: string; headers: [string, string][] } {
  const roll = rnd.next();
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  if (roll < 0.3) return { body: json(jsonObject(rnd, 3, keys)), shape: 'object', headers: [] };
  if (roll < 0.42)
    return {
      body: json(Array.from({ length: rnd.int(0, 30) }, () => jsonObject(rnd, 2, keys))),
      shape: 'array',
      headers: [],
    };
  if (roll < 0.52) return { body: json(jsonValue(rnd, 4)), shape: 'value', headers: [] };
  if (roll < 0.6) return { body: Buffer.from(deepJson(rnd)), shape: 'deep', headers: [] };
  if (roll < 0.72) {
    const broken = rnd.pick([
      '{',
      '{"a":}',
      '[1,]',
      'NaN',
      "{'a':1}",
      '\ufeff{"name":"x"}',
      '{"name":"x"}garbage',
      '',
      '   ',
      'null',
      '1',
      '"x"',
      'true',
      '{"a":1,"a":2}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
      '{"name":"\\ud800"}',
      '{"name":"\\u0000"}',
      `{"price":${'9'.repeat(400)}}`,
    ]);
    return { body: Buffer.from(broken), shape: 'broken', headers: [] };
  }
  if (roll < 0.78) {
    const text = JSON.stringify(jsonObject(rnd, 2, keys));
    return { body: Buffer.from(text, 'utf16le'), shape: 'utf16', headers: [] };
  }
  if (roll < 0.83) {
    const bytes = Buffer.concat([Buffer.from('{"name":"'), rnd.bytes(rnd.int(1, 64)), Buffer.from('"}')]);
    return { body: bytes, shape: 'bytes', headers: [] };
  }
  if (roll < 0.88) {
    return {
      body: gzipSync(JSON.stringify(jsonObject(rnd, 2, keys))),
      shape: 'gzip',
      headers: [['Content-Encoding', rnd.pick(['gzip', 'br', 'deflate', 'nope'])]],
    };
  }
  if (roll < 0.9)
    return { body: Buffer.from(JSON.stringify({ name: 'x'.repeat(1_500_000) })), shape: 'big', headers: [] };
  return { body: rnd.bytes(rnd.int(0, 2048)), shape: 'random', headers: [] };
}

function authHeaders(rnd: Random, tokens: Tokens, allowOwner = true): { headers: [string, string][]; shape: string } {
  const roll = rnd.next();
  const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];
  if (roll < 0.4) return { headers: [['apikey', tokens.anon], bearer(tokens.anon)], shape: 'anon' };
  if (roll < 0.5 && allowOwner) return { headers: [['apikey', tokens.anon], bearer(tokens.owner)], shape: 'owner' };
  if (roll < 0.57) return { headers: [['apikey', tokens.service], bearer(tokens.service)], shape: 'service' };
  if (roll < 0.77) return { headers: [['apikey', tokens.anon], bearer(rnd.pick(tokens.forged))], shape: 'forged' };
  if (roll < 0.82) return { headers: [['apikey', rnd.pick(tokens.forged)]], shape: 'forged key' };
  if (roll < 0.87) return { headers: [], shape: 'no key' };
  if (roll < 0.92) return { headers: [['apikey', tokens.anon]], shape: 'key only' };
  const odd = rnd.pick(['Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${tokens.anon} ${tokens.anon}`, 'bearer x', '']);
  return {
    headers: [
      ['apikey', tokens.anon],
      ['Authorization', odd],
    ],
    shape: 'odd authorization',
  };
}

// ---------------------------------------------------------------------------------------------
// Generators, one per area.

function restCase(rnd: Random, tokens: Tokens): Case {
  const write = rnd.chance(0.45);
  const method = write ? rnd.pick(['POST', 'POST', 'PATCH', 'PUT', 'DELETE']) : rnd.pick(['GET', 'GET', 'GET', 'HEAD']);
  const table = rnd.pick(TABLE_PATHS);
  const auth = authHeaders(rnd, tokens);
  const headers: [string, string][] = [...auth.headers];
  if (rnd.chance(0.25)) headers.push(['Range', rnd.pick(RANGES)]);
  if (rnd.chance(0.1)) headers.push(['Range-Unit', rnd.pick(['items', 'bytes', 'x'])]);
  if (rnd.chance(0.3))
    headers.push(['Prefer', Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(PREFERS)).join(', ')]);
  if (rnd.chance(0.25)) headers.push(['Accept', rnd.pick(ACCEPTS)]);
  if (rnd.chance(0.15)) headers.push([rnd.pick(['Accept-Profile', 'Content-Profile']), rnd.pick(PROFILES)]);
  if (rnd.chance(0.05)) headers.push(['Accept-Encoding', rnd.pick(['gzip', 'br', 'deflate', 'zstd', '*', 'br;q=abc'])]);
  let target = `/rest/v1/${table}${query(rnd)}`;
  if (rnd.chance(0.05))
    target += `${target.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(rnd.pick(tokens.forged))}`;
  let shape = `${method} rest ${table.slice(0, 30)} (${auth.shape})`;
  let payload: Buffer | undefined;
  if (write) {
    const keys = table.startsWith('messages')
      ? ['first_name', 'last_name', 'email', 'phone', 'subject', 'body', 'page', 'website']
      : PRODUCT_COLUMNS;
    const made = body(rnd, keys);
    payload = made.body;
    headers.push(...made.headers);
    headers.push(['Content-Type', rnd.pick(CONTENT_TYPES)]);
    if (rnd.chance(0.05)) headers.push(['Expect', '100-continue']);
    shape += ` body:${made.shape}`;
  }
  return { area: 'rest', shape, json: true, method, target, headers, body: payload };
}

const A_PRODUCT = '5b0f8a4e-1c2d-4e3f-9a01-000000000001';
const VALID_PRODUCT = { name: 'Anello di prova', description: '', price: 100, category: 'Anelli', is_new: false };
const VALID_ENQUIRY = {
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'anna@example.it',
  subject: 'Informazioni',
  body: 'Vorrei sapere di più.',
  page: '/shop',
  shop_id: 'aurea',
};

/** The headers supabase-js sends for a caller: the anon key, and the caller's token. */
function callerHeaders(tokens: Tokens, token: string): [string, string][] {
  return [
    ['apikey', tokens.anon],
    ['Authorization', `Bearer ${token}`],
  ];
}

/**
 * A request the shop's own client could almost have sent, with one thing wrong: it gets past the
 * parser and the permissions, so the database and the query builder meet the garbage.
 */
function focusedRestCase(rnd: Random, tokens: Tokens): Case {
  const [anon, owner] = [callerHeaders(tokens, tokens.anon), callerHeaders(tokens, tokens.owner)];
  const roll = rnd.next();
  if (roll < 0.6) {
    const method = rnd.chance(0.85) ? 'GET' : 'HEAD';
    const table = rnd.chance(0.85) ? 'products' : 'messages';
    let param: string;
    let kind: string;
    const pick = rnd.next();
    if (pick < 0.45) {
      const column = rnd.chance(0.9) ? rnd.pick(PRODUCT_COLUMNS) : rnd.pick(ODD_COLUMNS);
      const operator = rnd.pick(OPERATORS);
      param = `${encode(rnd, column)}=${encode(rnd, `${operator}.${filterValue(rnd, operator)}`)}`;
      kind = `filter ${operator}`;
    } else if (pick < 0.7) {
      const [key, value] = logicParam(rnd);
      param = `${key}=${encode(rnd, value)}`;
      kind = 'logic';
    } else if (pick < 0.85) {
      param = `select=${encode(rnd, rnd.pick(SELECTS))}`;
      kind = 'select';
    } else {
      param = `${rnd.pick(['order', 'limit', 'offset'])}=${encode(rnd, rnd.pick([...ORDERS, ...NUMBERS]))}`;
      kind = 'order/limit';
    }
    const headers = [...(rnd.chance(0.8) ? anon : owner)];
    if (rnd.chance(0.2)) headers.push(['Prefer', rnd.pick(PREFERS)]);
    if (rnd.chance(0.15)) headers.push(['Range', rnd.pick(RANGES)]);
    if (rnd.chance(0.1)) headers.push(['Accept', rnd.pick(ACCEPTS)]);
    return {
      area: 'rest',
      shape: `${method} rest ${table} one ${kind}`,
      json: true,
      method,
      target: `/rest/v1/${table}?select=*&${param}`,
      headers,
    };
  }
  /** The valid row with one field replaced: a value of any kind, now and then a deeply nested one. */
  const mutated = (valid: Record<string, unknown>, keys: readonly string[], only = false) => {
    const key = rnd.chance(0.85) ? rnd.pick(keys) : rnd.pick(ODD_COLUMNS);
    const value = rnd.chance(0.1) ? deepJson(rnd) : JSON.stringify(jsonValue(rnd, rnd.int(0, 4)));
    const rest = only ? {} : Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    const text = JSON.stringify(rest);
    const field = `${JSON.stringify(key)}:${value}`;
    return { key, body: text === '{}' ? `{${field}}` : `${text.slice(0, -1)},${field}}` };
  };
  if (roll < 0.75) {
    const { key, body } = mutated(VALID_ENQUIRY, Object.keys(VALID_ENQUIRY));
    return {
      area: 'rest',
      shape: `POST rest messages one bad ${key.slice(0, 20)}`,
      json: true,
      method: 'POST',
      target: '/rest/v1/messages',
      headers: [...anon, ['Content-Type', 'application/json']],
      body,
    };
  }
  const patch = rnd.chance(0.4);
  const { key, body } = mutated(VALID_PRODUCT, PRODUCT_COLUMNS, patch);
  return {
    area: 'rest',
    shape: `${patch ? 'PATCH' : 'POST'} rest products one bad ${key.slice(0, 20)} (owner)`,
    json: true,
    method: patch ? 'PATCH' : 'POST',
    target: patch ? `/rest/v1/products?id=eq.${A_PRODUCT}` : '/rest/v1/products',
    headers: [...owner, ['Content-Type', 'application/json'], ['Prefer', 'return=representation']],
    body,
  };
}

/** The shapes known to hurt: catastrophic expressions, deep trees and bodies, huge lists. */
function hostileCases(tokens: Tokens): Case[] {
  const [anon, owner] = [callerHeaders(tokens, tokens.anon), callerHeaders(tokens, tokens.owner)];
  const read = (shape: string, query: string, headers = anon): Case => ({
    area: 'rest',
    shape: `hostile: ${shape}`,
    json: true,
    method: 'GET',
    target: `/rest/v1/products?${query}`,
    headers,
  });
  const write = (shape: string, target: string, body: string, headers = owner, method = 'POST'): Case => ({
    area: 'rest',
    shape: `hostile: ${shape}`,
    json: true,
    method,
    target,
    headers: [...headers, ['Content-Type', 'application/json']],
    body,
  });
  const tree = (op: string, depth: number) => `${op}=(${`${op}(`.repeat(depth)}name.eq.x${')'.repeat(depth)})`;
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const cases: Case[] = [];
  for (const regex of REGEXES) {
    for (const op of ['match', 'imatch', 'not.match'])
      cases.push(read(`${op} ${regex.slice(0, 20)}`, `name=${op}.${encodeURIComponent(regex)}`));
  }
  for (const depth of [50, 100, 500, 1000, 2000, 3000]) {
    for (const op of ['or', 'and', 'not.or']) cases.push(read(`${op} tree ${depth} deep`, tree(op, depth)));
  }
  cases.push(read('or of 2,000 filters', `or=(${Array.from({ length: 2000 }, () => 'price.gt.1').join(',')})`));
  cases.push(read('in of 2,000 values', `price=in.(${Array.from({ length: 2000 }, (_, i) => i).join(',')})`));
  cases.push(read('select nested 1,000 deep', `select=${'a('.repeat(1000)}id${')'.repeat(1000)}`));
  cases.push(read('order of 1,000 terms', `order=${Array.from({ length: 1000 }, () => 'name.asc').join(',')}`));
  cases.push(read('like of 1,000 wildcards', `name=like.${'*a'.repeat(1000)}`));
  cases.push(read('ilike of 5,000 underscores', `name=ilike.${'_'.repeat(5000)}`));
  cases.push(read('select of 1,000 json paths', `select=${'images->'.repeat(1000)}x`));
  cases.push(read('fts with a bad configuration', `name=fts(${'x'.repeat(200)}).anello`));
  for (const depth of [100, 1000, 10_000, 100_000]) {
    cases.push(write(`array ${depth} deep (owner)`, '/rest/v1/products', deepArray(depth)));
    cases.push(write(`object ${depth} deep (owner)`, '/rest/v1/products', deepObject(depth)));
    cases.push(
      write(
        `images ${depth} deep (owner)`,
        '/rest/v1/products',
        `{"name":"x","price":1,"category":"Anelli","images":${deepArray(depth)}}`,
      ),
    );
    cases.push(
      write(
        `patch images ${depth} deep (owner)`,
        `/rest/v1/products?id=eq.${A_PRODUCT}`,
        `{"images":${deepArray(depth)}}`,
        owner,
        'PATCH',
      ),
    );
    cases.push(write(`array ${depth} deep (anon)`, '/rest/v1/products', deepArray(depth), anon));
    cases.push(write(`enquiry ${depth} deep (anon)`, '/rest/v1/messages', `{"first_name":${deepArray(depth)}}`, anon));
    cases.push(write(`rpc arguments ${depth} deep`, '/rest/v1/rpc/is_owner', `{"a":${deepObject(depth)}}`, anon));
  }
  cases.push(write('NUL in a name (owner)', '/rest/v1/products', '{"name":"a\\u0000b","price":1,"category":"Anelli"}'));
  cases.push(
    write('lone surrogate in a name (owner)', '/rest/v1/products', '{"name":"\\ud800","price":1,"category":"Anelli"}'),
  );
  cases.push(
    write(
      'price of 400 digits (owner)',
      '/rest/v1/products',
      `{"name":"x","price":${'9'.repeat(400)},"category":"Anelli"}`,
    ),
  );
  cases.push(
    write(
      '10,000 rows (owner)',
      '/rest/v1/products',
      JSON.stringify(Array.from({ length: 10_000 }, () => VALID_PRODUCT)),
    ),
  );
  return cases;
}

function authCase(rnd: Random, tokens: Tokens): Case {
  const roll = rnd.next();
  let method: string;
  let target: string;
  let allowOwner = true;
  if (roll < 0.35) {
    method = rnd.pick(['POST', 'POST', 'POST', 'GET', 'PUT']);
    const grant = rnd.pick(['password', 'password', 'refresh_token', 'id_token', 'pkce', '', 'nope', 'password&x=1']);
    target = `/auth/v1/token${rnd.chance(0.9) ? `?grant_type=${grant}` : ''}`;
  } else if (roll < 0.5) {
    method = rnd.pick(['GET', 'PUT', 'PUT', 'PATCH', 'DELETE']);
    target = '/auth/v1/user';
  } else if (roll < 0.6) {
    method = rnd.pick(['POST', 'POST', 'GET']);
    target = `/auth/v1/logout${rnd.chance(0.7) ? `?scope=${rnd.pick(['global', 'local', 'others', 'nope', ''])}` : ''}`;
    // The owner's session is kept for the rest of the fuzz.
    allowOwner = false;
  } else {
    method = rnd.pick(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD']);
    target = `/auth/v1/${rnd.pick([
      'signup',
      'recover',
      'otp',
      'verify?type=signup&token=x',
      'magiclink',
      'settings',
      'health',
      'authorize?provider=google',
      'callback?code=x',
      'admin/users',
      'admin/users/00000000-0000-4000-8000-000000000000',
      'factors',
      'reauthenticate',
      'owner-setup',
      'owner-setup/x',
      '%2e%2e/rest/v1/products',
      'user/identities',
      'sso',
      'invite',
      'x'.repeat(500),
      '%00',
      '',
    ])}`;
  }
  const auth = authHeaders(rnd, tokens, allowOwner);
  const headers: [string, string][] = [...auth.headers];
  let payload: Buffer | undefined;
  let shape = `${method} ${target.split('?')[0]?.slice(0, 40) ?? ''} (${auth.shape})`;
  if (method !== 'GET' && method !== 'HEAD' && rnd.chance(0.9)) {
    const made = authBody(rnd, target === '/auth/v1/user' && auth.shape === 'owner');
    payload = made.body;
    headers.push(['Content-Type', rnd.pick(['application/json', 'application/json', 'text/plain', '', 'garbage'])]);
    headers.push(...made.headers);
    shape += ` body:${made.shape}`;
  }
  if (rnd.chance(0.3))
    headers.push(['X-Forwarded-For', rnd.pick(['1.2.3.4', 'garbage', '', '::1, 1.2.3.4', '999.1.1.1'])]);
  return { area: 'auth', shape, json: true, method, target, headers, body: payload };
}

/**
 * Bodies for GoTrue: the fields it reads, with values of every wrong kind. With the owner's session
 * on `/user` (`ownersAccount`), never a password that could be accepted: the fuzz keeps the account.
 */
function authBody(rnd: Random, ownersAccount: boolean): { body: Buffer; shape: string; headers: [string, string][] } {
  if (!ownersAccount && rnd.chance(0.35)) return body(rnd, ['email', 'password', 'refresh_token', 'data']);
  const fields: Record<string, unknown> = {};
  if (rnd.chance(0.8))
    fields.email = rnd.pick<unknown>([OWNER.email, 'x', '', 1, null, ['a'], 'a'.repeat(5000), ' @ ']);
  const passwords = ownersAccount
    ? ['', 'corta', 1, null, {}, ['x']]
    : ['sbagliata', '', 'corta', 1, null, {}, ['x'], 'x'.repeat(70_000)];
  if (rnd.chance(0.8)) fields.password = rnd.pick<unknown>(passwords);
  if (rnd.chance(0.3)) fields.refresh_token = rnd.pick<unknown>(['x', '', 1, 'a'.repeat(3000), null]);
  if (rnd.chance(0.2)) fields.data = jsonValue(rnd, 3);
  if (rnd.chance(0.1)) fields.current_password = rnd.pick<unknown>(['x', 1, null]);
  if (rnd.chance(0.1)) fields.nonce = rnd.pick<unknown>(['123456', 1, null]);
  if (rnd.chance(0.1)) fields.gotrue_meta_security = jsonValue(rnd, 2);
  return { body: Buffer.from(JSON.stringify(fields)), shape: 'fields', headers: [] };
}

const BUCKETS = [
  'product-images',
  'hero-videos',
  'hero-videos',
  'nope',
  '..',
  '%2e%2e',
  '%00',
  'x'.repeat(200),
  '%E2%82%AC',
];
const OBJECT_NAMES = [
  'clothing.mp4',
  'clothing.mp4',
  'x.png',
  '../x',
  '..%2F..%2Fkeys.json',
  '%2e%2e/%2e%2e/keys.json',
  'a/../../b',
  '%00',
  'a%00.png',
  '%252e%252e/x',
  'a//b',
  'a/',
  '',
  '%E2%82%AC%F0%9F%92%8E.png',
  'a'.repeat(1100),
  'abc/'.repeat(300),
  '.',
  '...',
  'a%5C..%5Cb',
  'CON',
  '%E0%A4%A',
  '%ZZ',
  'x.svg',
  'a?b=c',
  'a#b',
  'nested/folder/photo.webp',
];

function storageCase(rnd: Random, tokens: Tokens): Case {
  const bucket = rnd.pick(BUCKETS);
  const name = rnd.pick(OBJECT_NAMES);
  const auth = authHeaders(rnd, tokens);
  const headers: [string, string][] = [...auth.headers];
  const roll = rnd.next();
  let method = 'GET';
  let target: string;
  let payload: Buffer | undefined;
  let kind: string;
  if (roll < 0.3) {
    method = rnd.pick(['GET', 'GET', 'HEAD']);
    kind = rnd.pick(['object/public', 'object/authenticated', 'object', 'object/info/public', 'object/info']);
    target = `/storage/v1/${kind}/${bucket}/${name}`;
    if (rnd.chance(0.4)) headers.push(['Range', rnd.pick(storageRanges)]);
    if (rnd.chance(0.15)) headers.push(['If-None-Match', rnd.pick(['*', '"x"', 'W/"x", "y"', '', ',,,'])]);
    if (rnd.chance(0.15))
      headers.push(['If-Modified-Since', rnd.pick(['yesterday', '', 'Thu, 01 Jan 1970 00:00:00 GMT', '9'.repeat(30)])]);
    if (rnd.chance(0.2))
      target += `?download=${rnd.pick(['', '..%2F..%2Fx', '%22', '%0d%0aSet-Cookie:%20x=1', 'a'.repeat(600), '%00'])}`;
  } else if (roll < 0.55) {
    method = rnd.pick(['POST', 'PUT']);
    kind = 'upload';
    target = `/storage/v1/object/${bucket}/${name}`;
    headers.push(['Content-Type', rnd.pick(uploadTypes)]);
    if (rnd.chance(0.3)) headers.push(['x-upsert', rnd.pick(['true', 'false', 'yes', ''])]);
    if (rnd.chance(0.2))
      headers.push(['cache-control', rnd.pick(['max-age=-1', '3600', 'x'.repeat(3000), 'no-store, %00'])]);
    if (rnd.chance(0.2))
      headers.push(['x-metadata', rnd.pick(['e30=', 'not base64', base64url('[1,2]'), base64url('{'), ''])]);
    payload = rnd.pick([
      () => rnd.bytes(rnd.int(0, 4096)),
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(1)</script>')]),
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      () => Buffer.alloc(0),
      () => Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--xyz--\r\n'),
      () => Buffer.from('--xyz\r\ngarbage'),
    ])();
  } else if (roll < 0.7) {
    method = 'POST';
    kind = 'list';
    target = `/storage/v1/object/list/${bucket}`;
    headers.push(['Content-Type', 'application/json']);
    payload = Buffer.from(
      JSON.stringify({
        prefix: rnd.pick<unknown>(['', '../', '%00', 1, null, 'a'.repeat(2000)]),
        limit: rnd.pick<unknown>([1, 0, -1, 1e9, 'x', null, 1.5]),
        offset: rnd.pick<unknown>([0, -1, 'x', 1e20]),
        sortBy: rnd.pick<unknown>([{ column: 'name', order: 'asc' }, { column: 'x' }, 'name', null, { order: 'up' }]),
        search: rnd.pick<unknown>(['', '%', '_', '\\', 1]),
      }),
    );
    if (rnd.chance(0.2)) payload = body(rnd, ['prefix', 'limit', 'offset', 'sortBy', 'search']).body;
  } else if (roll < 0.8) {
    method = 'DELETE';
    kind = 'delete';
    target = rnd.chance(0.5) ? `/storage/v1/object/${bucket}` : `/storage/v1/object/${bucket}/${name}`;
    headers.push(['Content-Type', 'application/json']);
    payload = Buffer.from(
      JSON.stringify({
        prefixes: rnd.pick<unknown>([[], ['../x'], 'x', [1, null], Array(1500).fill('a'), [{ path: 2 }]]),
      }),
    );
    // The service role's deletes are real: the fuzz keeps the shop's files.
    if (auth.shape === 'service')
      headers.splice(0, headers.length, ['apikey', tokens.anon], ['Authorization', `Bearer ${tokens.anon}`]);
  } else {
    method = rnd.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
    kind = 'other';
    target = `/storage/v1/${rnd.pick([
      'bucket',
      `bucket/${bucket}`,
      'object/move',
      'object/copy',
      `object/sign/${bucket}/${name}`,
      `object/upload/sign/${bucket}/${name}`,
      `render/image/public/${bucket}/${name}?width=-1`,
      'object',
      '',
      'x'.repeat(400),
      `object/${bucket}`,
      `s3/${bucket}`,
    ])}`;
    if (method !== 'GET' && method !== 'OPTIONS' && rnd.chance(0.7)) {
      payload = body(rnd, ['bucketId', 'sourceKey', 'destinationKey', 'name', 'public', 'expiresIn']).body;
      headers.push(['Content-Type', 'application/json']);
    }
  }
  return {
    area: 'storage',
    shape: `${method} storage ${kind} (${auth.shape})`,
    json: true,
    method,
    target,
    headers,
    body: payload,
  };
}

const storageRanges = [
  'bytes=0-1',
  'bytes=',
  'bytes=5-1',
  'bytes=-0',
  'bytes=0-99999999999999999999',
  'bytes=0-1,3-4',
  'items=0-1',
  'bytes=-',
  'bytes=abc',
  'bytes=99999999-',
  'bytes=-99999999',
];
const uploadTypes = [
  'image/png',
  'image/png; charset=x',
  'text/html',
  'image/svg+xml',
  'video/mp4',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
  'garbage',
  'image/png, text/html',
  'IMAGE/PNG',
];

function realtimeHttpCase(rnd: Random, tokens: Tokens): Case {
  const roll = rnd.next();
  if (roll < 0.3) {
    const method = rnd.pick(['GET', 'POST', 'HEAD', 'DELETE']);
    const rest = rnd.pick(['websocket', 'websocket/', 'api/tenants', '', 'x'.repeat(300), 'websocket%00']);
    const target = `/realtime/v1/${rest}`;
    return { area: 'realtime', shape: `${method} realtime without upgrade`, json: true, method, target };
  }
  // Upgrades that our code refuses or accepts: the query and the key.
  const vsn = rnd.pick(['1.0.0', '2.0.0', '', '3.0.0', 'x', '1.0.0&vsn=2.0.0']);
  const key = rnd.pick([tokens.anon, tokens.anon, '', ...tokens.forged.slice(0, 6)]);
  const query = [
    rnd.chance(0.85) ? `apikey=${encodeURIComponent(key)}` : '',
    rnd.chance(0.85) ? `vsn=${vsn}` : '',
    rnd.chance(0.1) ? `log_level=${rnd.pick(['info', 'x'])}` : '',
  ].filter(Boolean);
  const path = rnd.pick(['/realtime/v1/websocket', '/realtime/v1/websocket/', '/realtime/v1/websocket%00']);
  const handshake = rnd.chance(0.75);
  const headers: [string, string][] = handshake
    ? [
        ['Upgrade', 'websocket'],
        ['Connection', 'Upgrade'],
        ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
        ['Sec-WebSocket-Version', '13'],
      ]
    : [
        ['Upgrade', rnd.pick(['websocket', 'h2c', ''])],
        ['Connection', 'Upgrade'],
        ['Sec-WebSocket-Key', rnd.pick(['', 'short', '!!!!'])],
        ['Sec-WebSocket-Version', rnd.pick(['8', '', 'x'])],
      ];
  if (rnd.chance(0.3)) headers.push(['X-Forwarded-For', rnd.pick(['1.2.3.4', 'garbage', '', '::1'])]);
  const protocol = rnd.chance(0.2) ? rnd.pick(['x', '', 'a,,b']) : null;
  if (protocol !== null) headers.push(['Sec-WebSocket-Protocol', protocol]);
  // A handshake the WebSocket library itself refuses (bad key, version or subprotocol list) is a
  // protocol error, like a malformed request line: no JSON is asked of it. The shop's own refusals are JSON.
  const wellFormed = handshake && (protocol === null || protocol === 'x');
  return {
    area: 'realtime',
    shape: `GET realtime upgrade${wellFormed ? '' : ' (malformed handshake)'}`,
    json: wellFormed,
    method: 'GET',
    target: `${path}?${query.join('&')}`,
    headers,
  };
}

const PAGE_PATHS = [
  '/',
  '/shop',
  '/shop/',
  '/shop/anello-solitario-luce',
  '/shop/%00',
  '/shop/..%2F..%2Fkeys.json',
  `/shop/${'x'.repeat(2000)}`,
  '/shop/%E0%A4%A',
  '/admin',
  '/admin?configura=x',
  '/admin/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/../../package.json',
  '/assets/%2e%2e%2fserver%2fmain.ts',
  '/assets/x.js',
  '/index.html',
  '//example.com',
  '/Cless',
  '/shoop%20bozza',
  '/bisidefault',
  '/sitemap.xml',
  '/robots.txt',
  '/images/none.png',
  '/..',
  '/%ZZ',
  '/%F0%9F%92%8E',
  `/${'a/'.repeat(500)}`,
  '/favicon.ico',
  '/.env',
  '/.data/keys.json',
  '/server/main.ts',
  '/shop?q=%00&sort=x'.padEnd(3000, 'x'),
];

function pageCase(rnd: Random): Case {
  const method = rnd.pick([
    'GET',
    'GET',
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'PATCH',
    'PROPFIND',
    'TRACE',
  ]);
  const target = rnd.pick(PAGE_PATHS);
  const headers: [string, string][] = [];
  if (rnd.chance(0.2)) headers.push(['Range', rnd.pick(storageRanges)]);
  if (rnd.chance(0.15)) headers.push(['If-None-Match', rnd.pick(['*', '"x"', '', 'W/'])]);
  if (rnd.chance(0.15)) headers.push(['If-Modified-Since', rnd.pick(['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'])]);
  if (rnd.chance(0.3))
    headers.push(['Accept-Encoding', rnd.pick(['br;q=abc', '*', 'gzip, deflate, br, zstd', 'x', ''])]);
  if (rnd.chance(0.2))
    headers.push(['Host', rnd.pick(['evil.example', '', '[::1', 'a b', 'x'.repeat(300), 'localhost:99999'])]);
  if (rnd.chance(0.25)) headers.push(['X-Forwarded-Host', rnd.pick(['evil.example', '', 'a/b', '%00', 'x:y:z'])]);
  if (rnd.chance(0.2)) headers.push(['X-Forwarded-Proto', rnd.pick(['javascript', 'https, http', '', 'https'])]);
  if (rnd.chance(0.2)) headers.push(['Accept', rnd.pick(ACCEPTS)]);
  const payload = method === 'POST' || method === 'PUT' ? rnd.bytes(rnd.int(0, 512)) : undefined;
  return { area: 'pages', shape: `${method} page`, json: false, method, target, headers, body: payload };
}

function configCase(rnd: Random): Case {
  const method = rnd.pick(['GET', 'GET', 'HEAD', 'POST', 'OPTIONS']);
  const headers: [string, string][] = [];
  if (rnd.chance(0.5))
    headers.push(['X-Forwarded-Host', rnd.pick(['evil.example', '', 'a/b', 'x'.repeat(500), '[::1'])]);
  if (rnd.chance(0.4)) headers.push(['X-Forwarded-Proto', rnd.pick(['javascript', 'https, http', '', 'ftp'])]);
  if (rnd.chance(0.3)) headers.push(['Host', rnd.pick(['evil.example', '[::1', 'a b', 'localhost:0'])]);
  if (rnd.chance(0.3)) headers.push(['X-Forwarded-For', rnd.pick(['1.2.3.4', 'garbage'])]);
  const target = `/app-config.json${rnd.pick(['', '?x=1', '?%00', '/', '%00'])}`;
  // Only a read of the file itself is an API answer (see asSent); other methods and paths are the site's 404.
  return { area: 'config', shape: `${method} /app-config.json`, json: true, method, target, headers };
}

/** Requests the HTTP parser must refuse on its own (no JSON asked): an answer or a closed connection. */
function framingCases(port: number): Case[] {
  const host = `Host: 127.0.0.1:${port}\r\n`;
  const raws: [string, string][] = [
    ['NUL in the path', `GET /rest/v1/products\u0000 HTTP/1.1\r\n${host}\r\n`],
    ['HTTP/9.9', `GET /shop HTTP/9.9\r\n${host}\r\n`],
    ['unknown method', `FOO /shop HTTP/1.1\r\n${host}\r\n`],
    ['double space', `GET  /shop HTTP/1.1\r\n${host}\r\n`],
    ['no Host', 'GET /shop HTTP/1.1\r\nConnection: close\r\n\r\n'],
    [
      'two Content-Lengths',
      `POST /rest/v1/messages HTTP/1.1\r\n${host}Content-Length: 5\r\nContent-Length: 9\r\n\r\n{"a":1}`,
    ],
    [
      'bad chunk size',
      `POST /rest/v1/products HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    ],
    [
      'gzip then chunked',
      `POST /rest/v1/products HTTP/1.1\r\n${host}Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['negative Content-Length', `POST /rest/v1/products HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`],
    ['header without colon', `GET /shop HTTP/1.1\r\n${host}garbage\r\n\r\n`],
    ['20 KB header', `GET /shop HTTP/1.1\r\n${host}X-Big: ${'x'.repeat(20_000)}\r\n\r\n`],
    ['400 headers', `GET /shop HTTP/1.1\r\n${host}${'X-A: b\r\n'.repeat(400)}\r\n`],
    ['CONNECT', `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${host}\r\n`],
    ['space in the path', `GET /a b HTTP/1.1\r\n${host}\r\n`],
    ['HTTP/0.9', 'GET /\r\n\r\n'],
    ['TLS hello', '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003'],
    ['absolute target', `GET http://evil.example/admin HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
    ['control character in a header', `GET /shop HTTP/1.1\r\n${host}X-A: a\u0001b\r\n\r\n`],
    ['LF only', `GET /shop HTTP/1.1\n${host.replace('\r\n', '\n')}Connection: close\n\n`],
    [
      'Content-Length and chunked',
      `POST /rest/v1/messages HTTP/1.1\r\n${host}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['high bytes in the path', `GET /shop/\u00ff\u00fe HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
  ];
  return raws.flatMap(([shape, raw]) =>
    [0, 1].map(() => ({
      area: 'framing' as const,
      shape,
      json: false,
      method: 'RAW',
      target: shape,
      raw: Buffer.from(raw, 'latin1'),
    })),
  );
}

/** Node's HTTP parser answers 431 by itself past 16 KiB of request line and headers. */
const MAX_HEAD_BYTES = 16 * 1024;

/**
 * Whether a case is an API request is decided on the path the server routes, after the URL's
 * normalisation (`/auth/v1/%2e%2e/x` is `/auth/x`, a page); a head too long for the HTTP parser is
 * refused before any route sees it.
 */
function asSent(test: Case): Case {
  let path = test.target;
  try {
    path = new URL(test.target, 'http://127.0.0.1').pathname;
  } catch {
    // Left as sent: the parser or the router refuses it.
  }
  const api =
    /^\/(rest|auth|storage|realtime)\/v1(\/|$)/.test(path) ||
    (path === '/app-config.json' && (test.method === 'GET' || test.method === 'HEAD'));
  const head = test.target.length + (test.headers ?? []).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 40);
  if (head > MAX_HEAD_BYTES - 256) return { ...test, json: false, shape: `${test.shape} (head over 16 KiB)` };
  // A Host that makes no URL is refused by the HTTP adapter before any route (400, no body).
  const host = test.headers?.find(([name]) => name.toLowerCase() === 'host')?.[1];
  if (host !== undefined && !URL.canParse(`http://${host}/`))
    return { ...test, json: false, shape: `${test.shape} (malformed Host)` };
  return { ...test, json: test.json && api };
}

function generate(seed: number, tokens: Tokens, port: number): Case[] {
  const rnd = new Random(seed);
  const plan: [number, () => Case][] = [
    [500, () => restCase(rnd, tokens)],
    [450, () => focusedRestCase(rnd, tokens)],
    [320, () => authCase(rnd, tokens)],
    [420, () => storageCase(rnd, tokens)],
    [120, () => realtimeHttpCase(rnd, tokens)],
    [320, () => pageCase(rnd)],
    [80, () => configCase(rnd)],
  ];
  const cases = plan.flatMap(([count, make]) => Array.from({ length: count }, make)).map(asSent);
  cases.push(...hostileCases(tokens).map(asSent), ...framingCases(port));
  // Interleaved, so a slow kind of request never runs alone.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Verdicts.

/** The shop's secrets: no answer may contain them, except the service key sent back to who sent it. */
interface Secrets {
  jwtSecret: string;
  serviceKey: string;
}

function problem(test: Case, result: RawHttpResult, secrets: Secrets): { status: string; excerpt: string } | null {
  if (result.kind === 'timeout') return { status: 'no answer in 20 s', excerpt: '' };
  if (result.kind === 'closed') {
    return test.area === 'framing' ? null : { status: 'closed without an answer', excerpt: result.error };
  }
  const { status, headers, body } = result.response;
  const text = body.toString('utf8');
  if (status >= 500) return { status: String(status), excerpt: text.slice(0, 200) };
  const answer = `${[...headers.values()].join('\n')}\n${text}`;
  const sent = `${test.target} ${(test.headers ?? []).map(([, v]) => v).join(' ')}`;
  if (answer.includes(secrets.jwtSecret)) return { status: `${status} with the JWT secret`, excerpt: '' };
  if (answer.includes(secrets.serviceKey) && !sent.includes(secrets.serviceKey))
    return { status: `${status} with the service role key`, excerpt: '' };
  if (test.json && status >= 400 && test.method !== 'HEAD') {
    const type = headers.get('content-type') ?? '';
    let parsed = false;
    try {
      JSON.parse(text);
      parsed = true;
    } catch {
      parsed = false;
    }
    if (!type.includes('json') || !parsed)
      return { status: `${status} without JSON (${type || 'no type'})`, excerpt: text.slice(0, 200) };
  }
  return null;
}

const findings = new Map<string, Finding>();

function record(shape: string, method: string, target: string, status: string, excerpt: string): void {
  // Grouped by shape, status and the error's first words (digits and ids folded).
  const gist = excerpt
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<uuid>')
    .replace(/\d+/g, 'N')
    .slice(0, 60);
  const key = `${shape}|${status}|${gist}`;
  const known = findings.get(key);
  if (known) known.count++;
  else
    findings.set(key, {
      shape,
      method,
      target: target.slice(0, 160),
      status,
      excerpt: excerpt.slice(0, 400),
      count: 1,
    });
}

function findingsList(): string[] {
  return [...findings.values()].map(
    (f) => `${f.status} ×${f.count}: ${f.shape} — ${f.method} ${f.target} — ${f.excerpt}`,
  );
}

/** What each test sent and how much of it failed, for the findings' header. */
const totals: string[] = [];

function writeFindings(total: string): void {
  totals.push(total);
  const file = process.env.FUZZ_FINDINGS;
  if (!file) return;
  const cell = (text: string) => `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|').replace(/\s+/g, ' ')}\``;
  const rows = [...findings.values()]
    .sort((a, b) => a.shape.localeCompare(b.shape))
    .map(
      (f) =>
        `| ${f.status} | ${f.count} | ${cell(f.shape)} | ${cell(`${f.method} ${f.target}`)} | ${cell(f.excerpt)} |`,
    );
  writeFileSync(
    file,
    [
      '# Fuzz findings',
      '',
      `\`npx vitest run --project abuse tests/abuse/fuzz.test.ts\`, seed ${SEED}, ` +
        `${new Date().toISOString()}. ${totals.join(' ')}`,
      '',
      findings.size === 0
        ? 'No failing shape: every request answered below 500, with JSON on the APIs, in time.'
        : '| status | count | shape | example | body excerpt |\n|---|---:|---|---|---|\n' + rows.join('\n'),
      '',
    ].join('\n'),
  );
}

/** Past this many unanswered requests the server is taken as stuck: the rest are not sent. */
const MAX_TIMEOUTS = 16;

/**
 * Sends the cases `parallel` at a time. A stuck server would make every remaining request wait its
 * 20 s: after `MAX_TIMEOUTS` of them the run stops, and what was in flight when the first request
 * timed out is kept (the shape that stuck it is among them).
 */
async function sendAll(
  cases: readonly Case[],
  parallel: number,
  port: number,
): Promise<{ results: (RawHttpResult | null)[]; inFlightAtFirstTimeout: Case[] }> {
  const results: (RawHttpResult | null)[] = cases.map(() => null);
  const inFlight = new Set<Case>();
  let inFlightAtFirstTimeout: Case[] = [];
  let timeouts = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cases.length && timeouts < MAX_TIMEOUTS) {
        const i = next++;
        const test = cases[i]!;
        inFlight.add(test);
        const result = await rawHttp({ host: '127.0.0.1', port }, test, TIMEOUT_MS);
        if (result.kind === 'timeout' && timeouts++ === 0) inFlightAtFirstTimeout = [...inFlight];
        inFlight.delete(test);
        results[i] = result;
      }
    }),
  );
  return { results, inFlightAtFirstTimeout };
}

// ---------------------------------------------------------------------------------------------
// Realtime frames.

const ACCEPTABLE_CLOSES = [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1013];

function garbageFrames(rnd: Random, tokens: Tokens): { text?: string; binary?: Buffer }[] {
  const join = (config: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      topic: `realtime:${rnd.text(rnd.int(1, 12), 'abcxyz019_-:')}`,
      event: 'phx_join',
      payload: { config, ...extra },
      ref: String(rnd.int(1, 999)),
      join_ref: String(rnd.int(1, 999)),
    });
  const binding = () => ({
    event: rnd.pick<unknown>(['*', 'INSERT', 'x', 1, null, '']),
    schema: rnd.pick<unknown>(['public', 'auth', '*', '', 1, 'pg_catalog']),
    table: rnd.pick<unknown>(['products', 'users', 'messages', '*', '', 'pg_authid', null, 'x'.repeat(300)]),
    filter: rnd.pick<unknown>([
      undefined,
      'id=eq.1',
      'price=in.(',
      `price=in.(${Array.from({ length: 150 }, (_, i) => i).join(',')})`,
      'encrypted_password=eq.x',
      'x=eq.',
      '=eq.1',
      'name=zz.1',
      'name=eq.%00',
      'created_at=gt.someday',
      1,
    ]),
  });
  const frames: { text?: string; binary?: Buffer }[] = [];
  for (let i = 0; i < 25; i++) {
    const roll = rnd.next();
    if (roll < 0.3) {
      const config = rnd.pick<unknown>([
        { postgres_changes: Array.from({ length: rnd.int(0, 6) }, binding) },
        { postgres_changes: 'x' },
        { postgres_changes: [1, 2] },
        { private: true },
        { broadcast: { self: 'x' }, presence: { key: 1 } },
        null,
        'x',
      ]);
      const extra = rnd.chance(0.3) ? { access_token: rnd.pick<unknown>([...tokens.forged.slice(0, 8), 1, null]) } : {};
      frames.push({ text: join(config, extra) });
    } else if (roll < 0.55) {
      frames.push({
        text: rnd.pick([
          '',
          'x',
          '{',
          '[]',
          '[1,2,3,4,5]',
          '[null,null,"t","e",{}]',
          '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":{}}',
          '{"topic":"phoenix","event":"heartbeat","payload":[],"ref":"1"}',
          `{"topic":"${'t'.repeat(600)}","event":"phx_join","payload":{},"ref":"1"}`,
          `{"topic":"realtime:x","event":"${'e'.repeat(200)}","payload":{},"ref":"1"}`,
          '{"topic":"realtime:nope","event":"phx_leave","payload":{},"ref":"1"}',
          '{"topic":"realtime:nope","event":"access_token","payload":{"access_token":"x"},"ref":"1"}',
          '{"topic":"realtime:nope","event":"broadcast","payload":{"x":1},"ref":"1"}',
          '{"topic":"realtime:nope","event":"presence","payload":{},"ref":"1"}',
          `{"topic":"realtime:x","event":"x","payload":${deepJson(rnd).slice(0, 100_000)},"ref":"1"}`,
          JSON.stringify({ topic: 'realtime:x', event: 'x', payload: { big: 'x'.repeat(100_000) }, ref: '1' }),
          '\u0000\u0001',
        ]),
      });
    } else if (roll < 0.8) {
      const kind = rnd.pick([3, 3, 3, 0, 1, 2, 255]);
      const header = Buffer.from([
        kind,
        rnd.int(0, 255),
        rnd.int(0, 255),
        rnd.int(0, 255),
        rnd.int(0, 255),
        rnd.int(0, 255),
        rnd.int(0, 2),
      ]);
      frames.push({ binary: Buffer.concat([header, rnd.bytes(rnd.int(0, 300))]) });
    } else {
      frames.push({ text: rnd.text(rnd.int(1, 500)) });
    }
  }
  return frames;
}

interface FrameRun {
  /** Garbage the protocol allows (the socket must keep answering), or a protocol violation (it must close). */
  kind: 'garbage' | 'violation';
  label: string;
  closeCode: number | null;
  heartbeat: boolean;
  internalErrors: number;
}

async function fuzzFrames(shop: Shop, rnd: Random, tokens: Tokens): Promise<FrameRun[]> {
  const url = (vsn: string) => `${shop.url}/realtime/v1/websocket?apikey=${encodeURIComponent(tokens.anon)}&vsn=${vsn}`;
  const heartbeat = (vsn: string) =>
    vsn === '2.0.0'
      ? JSON.stringify([null, 'vivo', 'phoenix', 'heartbeat', {}])
      : JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'vivo' });
  const runs: FrameRun[] = [];
  // Sockets that speak the protocol badly: each must still answer a heartbeat (or close cleanly).
  const plans = Array.from({ length: 12 }, (_, i) => ({
    vsn: i % 2 === 0 ? '1.0.0' : '2.0.0',
    frames: garbageFrames(rnd, tokens),
  }));
  await Promise.all(
    plans.map(async ({ vsn, frames }, i) => {
      const socket = await openRawWebSocket({ url: url(vsn) });
      if (socket.status !== 101) {
        runs.push({
          kind: 'garbage',
          label: `garbage frames #${i} (upgrade ${socket.status})`,
          closeCode: null,
          heartbeat: false,
          internalErrors: 0,
        });
        return;
      }
      for (const frame of frames) {
        if (frame.text !== undefined) socket.sendText(frame.text);
        else if (frame.binary) socket.sendBinary(frame.binary);
      }
      socket.sendText(heartbeat(vsn));
      const answered = await socket.next((text) => text.includes('"vivo"') && text.includes('phx_reply'), TIMEOUT_MS);
      runs.push({
        kind: 'garbage',
        label: `garbage frames #${i} (vsn ${vsn})`,
        closeCode: answered ? null : socket.closeCode,
        heartbeat: answered !== null,
        internalErrors: socket.messages.filter((text) => text.includes('internal error')).length,
      });
      socket.destroy();
    }),
  );
  // Frames the WebSocket protocol forbids: the server closes the socket with a protocol code.
  const violations: [string, (socket: RawWebSocket) => void][] = [
    ['invalid UTF-8 in a text frame', (s) => s.sendFrame(1, Buffer.from([0xc3, 0x28, 0xff]))],
    ['reserved opcode', (s) => s.sendFrame(3, Buffer.from('x'))],
    ['reserved bits', (s) => s.sendFrame(1, Buffer.from('{}'), { rsv: 4 })],
    ['unmasked frame', (s) => s.sendFrame(1, Buffer.from('{}'), { mask: false })],
    ['continuation without a start', (s) => s.sendFrame(0, Buffer.from('x'))],
    ['oversized ping', (s) => s.sendFrame(9, Buffer.alloc(200))],
    ['fragmented ping', (s) => s.sendFrame(9, Buffer.from('x'), { fin: false })],
    ['close with code 999', (s) => s.sendFrame(8, Buffer.from([0x03, 0xe7]))],
    ['frame over the size limit', (s) => s.sendText('x'.repeat(2 * 1024 * 1024))],
    ['length of 2^62', (s) => s.socket.write(Buffer.from([0x81, 0xff, 0x40, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]))],
  ];
  await Promise.all(
    violations.map(async ([label, violate]) => {
      const socket = await openRawWebSocket({ url: url('1.0.0') });
      violate(socket);
      await Promise.race([socket.closed, new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS))]);
      runs.push({
        kind: 'violation',
        label,
        closeCode: socket.socket.destroyed ? socket.closeCode : null,
        heartbeat: false,
        internalErrors: 0,
      });
      socket.destroy();
    }),
  );
  return runs;
}

// ---------------------------------------------------------------------------------------------

let shop: Shop;
let tokens: Tokens;

beforeAll(async () => {
  shop = await startShop({ pages: true, env: { TRUST_PROXY: '127.0.0.1' } });
  const keys = JSON.parse(readFileSync(`${shop.dataDir}/keys.json`, 'utf8')) as { jwt_secret: string };
  const signIn = await fetch(`${shop.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: shop.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const session = (await signIn.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`The owner could not sign in: ${signIn.status}`);
  tokens = {
    anon: shop.anonKey,
    service: shop.serviceKey,
    owner: session.access_token,
    jwtSecret: keys.jwt_secret,
    forged: forgedTokens(keys.jwt_secret, shop.anonKey),
  };
});

afterAll(async () => {
  await shop.stop();
});

describe('malformed traffic on every route', () => {
  let answered = 0;

  it('answers over 2,000 malformed requests with no 5xx, JSON errors on the APIs, no secret, and no hang', async () => {
    const port = Number(new URL(shop.url).port);
    const cases = generate(SEED, tokens, port);
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    const areas = new Set(cases.map((c) => c.area));
    expect([...areas].sort()).toEqual(['auth', 'config', 'framing', 'pages', 'realtime', 'rest', 'storage']);

    const { results, inFlightAtFirstTimeout } = await sendAll(cases, CONCURRENCY, port);
    const failed: Case[] = [];
    let unsent = 0;
    results.forEach((result, i) => {
      const test = cases[i]!;
      if (result === null) {
        unsent++;
        return;
      }
      if (result.kind === 'answered') answered++;
      const wrong = problem(test, result, { jwtSecret: tokens.jwtSecret, serviceKey: tokens.service });
      if (!wrong) return;
      failed.push(test);
      record(test.shape, test.method, test.target, wrong.status, wrong.excerpt);
    });
    if (unsent > 0) {
      const suspects = inFlightAtFirstTimeout.map((test) => test.shape).join('; ');
      record('the server stopped answering', '—', `${unsent} requests not sent`, 'stuck', `in flight: ${suspects}`);
    }
    writeFindings(`HTTP: ${cases.length} requests, ${answered} answered, ${failed.length} failed, ${unsent} not sent.`);
    expect(findingsList()).toEqual([]);
  }, 300_000);

  it('keeps every realtime socket answering through garbage frames, or closes it with a protocol code', async () => {
    const runs = await fuzzFrames(shop, new Random(SEED + 1), tokens);
    const closedCleanly = (run: FrameRun) => run.closeCode !== null && ACCEPTABLE_CLOSES.includes(run.closeCode);
    const wrong = runs.filter(
      (run) =>
        run.internalErrors > 0 ||
        (run.kind === 'garbage' ? !run.heartbeat && !closedCleanly(run) : !closedCleanly(run)),
    );
    for (const run of wrong) {
      const status =
        run.internalErrors > 0
          ? `${run.internalErrors} "internal error" replies`
          : `closed ${run.closeCode ?? 'never'}`;
      record(`realtime frames: ${run.label}`, 'WS', '/realtime/v1/websocket', status, '');
    }
    writeFindings(`Realtime: ${runs.length} sockets, ${wrong.length} failed.`);
    expect(wrong.map((run) => `${run.label}: heartbeat ${run.heartbeat}, close ${run.closeCode ?? 'none'}`)).toEqual(
      [],
    );
  });

  it('still serves the catalogue and its pages afterwards', async () => {
    expect(existsSync(`/proc/${shop.pid}`)).toBe(true);
    const response = await fetch(`${shop.url}/rest/v1/products?select=*&order=created_at.desc`, {
      headers: { apikey: shop.anonKey, authorization: `Bearer ${shop.anonKey}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    const page = await fetch(`${shop.url}/shop`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });
});
