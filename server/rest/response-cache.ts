import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { CHANGE_CHANNEL } from '../realtime/capture.ts';

export interface ResponseCacheLimits {
  /**
   * Bytes held at most, answers and whole sent answers together (bodies, keys, headers and a fixed
   * cost per entry); past it the least recently used go first.
   */
  bytes: number;
  /** An answer larger than this is never kept (a whole-table export, not a page's read). */
  entryBytes: number;
}

const MB = 1024 * 1024;

/** How much the cache holds at most by default (`REST_CACHE_MB` changes the budget). */
export const RESPONSE_CACHE_LIMITS: ResponseCacheLimits = { bytes: 32 * MB, entryBytes: 1 * MB };

/**
 * What each kept answer costs beyond its body, key and headers: the objects around it and its place
 * in the map, rounded up, so that a flood of tiny answers is bounded too.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

/**
 * The limits from the environment: `REST_CACHE_MB`, the budget in MB (0 keeps nothing). A value
 * that is not a number of MB is refused at start, naming the variable.
 */
export function responseCacheLimitsFromEnv(env: Record<string, string | undefined>): ResponseCacheLimits {
  const text = env.REST_CACHE_MB?.trim();
  if (!text) return RESPONSE_CACHE_LIMITS;
  const mb = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(mb))
    throw new Error(`REST_CACHE_MB must be a number of megabytes (0 or more), not "${text}"`);
  const bytes = Math.floor(mb * MB);
  return { bytes, entryBytes: Math.min(RESPONSE_CACHE_LIMITS.entryBytes, bytes) };
}

/** The request headers that change a `/rest/v1` read's answer, besides its path and query. */
const VARYING_HEADERS = ['accept', 'prefer', 'range', 'range-unit', 'accept-profile'] as const;

/** Headers of an answer that are part of it (the rest are added by the middleware around it). */
const KEPT_HEADERS = ['content-type', 'content-range', 'preference-applied'] as const;

/**
 * An answer kept: either as `/rest/v1` made it (its own headers), or whole as it went out, every
 * header of every layer included (security headers, CORS for the request's Origin, the compression
 * its Accept-Encoding chose), for the fast path.
 */
interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  etag: string;
}

/** The request headers that change what goes out, beyond the answer itself. */
const SENT_VARYING_HEADERS = [...VARYING_HEADERS, 'origin', 'accept-encoding'] as const;
/** Headers of a sent answer that belong to its connection, not to it. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * A map of entries bounded by the bytes they hold, least recently used first out: every `get` that
 * finds an entry makes it the most recent; a `set` past the budget drops the oldest until it fits,
 * and an entry larger than the whole budget is not kept at all.
 */
export class ByteBoundedLru<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private held = 0;

  constructor(private readonly budget: number) {}

  /** Bytes held now, as the sizes given to `set` add up. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const found = this.map.get(key);
    if (!found) return undefined;
    this.map.delete(key);
    this.map.set(key, found);
    return found.value;
  }

  /** Keeps `value` as `size` bytes; false when it is larger than the whole budget (and not kept). */
  set(key: string, value: V, size: number): boolean {
    this.delete(key);
    if (size > this.budget) return false;
    this.map.set(key, { value, size });
    this.held += size;
    for (const [oldest, { size: dropped }] of this.map) {
      if (this.held <= this.budget) break;
      this.map.delete(oldest);
      this.held -= dropped;
    }
    return true;
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.map.delete(key);
    this.held -= old.size;
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
  }
}

/**
 * Anonymous reads of `/rest/v1`, kept until the next committed change.
 *
 * What is cached: a GET or HEAD as the `anon` role with no user (the anon key alone), on a table of
 * the `supabase_realtime` publication, whose every committed change the capture trigger announces
 * (`server/bootstrap/30-realtime.sql`), unless a policy visitors read under calls a function that is
 * not immutable. Views, unpublished tables and tables whose visibility moves with the clock or with
 * other tables (the pages' versions in force) change without a word and are always read from
 * Postgres, as is every request of the service role or of a signed-in user.
 *
 * Memory: answers and whole sent answers share one budget in bytes (`REST_CACHE_MB`, 32 MB by
 * default), least recently used out first; each entry counts its body, its key, its headers and a
 * fixed cost. Keys read the query as the server does: `apikey` (which the header overrides) is left
 * out and parameters are put in order by name, so a visitor cannot make copies of one answer by
 * varying what the server ignores.
 *
 * Freshness: every announced change empties the cache before realtime hears of it (this listener is
 * registered first, and runs synchronously; delivery to subscribers is asynchronous after it). A
 * write made through this process resolves only after its announcements were heard (PGlite delivers
 * them with the commit's answer; on PostgreSQL `PoolClient` waits for them), so the writer's next
 * read is fresh; other processes on the same PostgreSQL empty theirs when the same notification
 * reaches their LISTEN, a few milliseconds later. A read that began before a change is not stored
 * (the generation it began in is gone).
 */
export class ResponseCache {
  /** `a\n…` answers as `/rest/v1` made them, `s\n…` answers as they went out. */
  private readonly kept: ByteBoundedLru<Entry>;
  private generation = 0;
  /** Table name → announced by the capture; emptied on every schema reload. */
  private readonly published = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Database,
    private readonly limits: ResponseCacheLimits = responseCacheLimitsFromEnv(process.env),
  ) {
    this.kept = new ByteBoundedLru(limits.bytes);
    db.pg
      .listen(CHANGE_CHANNEL, () => {
        this.invalidate();
      })
      .catch((error: unknown) => console.error('The REST response cache is off: no change notices', error));
  }

  /** Forgets every answer, and every read under way will not be stored. */
  invalidate(): void {
    this.generation += 1;
    this.kept.clear();
  }

  /** The generation a request began in: what it keeps is dropped if a change came meanwhile. */
  get current(): number {
    return this.generation;
  }

  /** Bytes held now (bodies, keys, headers and the cost of each entry), within `limits.bytes`. */
  get heldBytes(): number {
    return this.kept.bytes;
  }

  /** Entries held now: answers, and whole answers as they went out. */
  get heldEntries(): number {
    return this.kept.size;
  }

  /**
   * The fast path, before any framework: a GET or HEAD with the anon key alone whose whole answer
   * went out before, since the last change, is written straight to the socket (with a 304 when the
   * visitor has it). Anything else returns false and takes the normal way.
   */
  serveRaw(request: IncomingMessage, response: ServerResponse, anonKey: string): boolean {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/rest/v1/')) return false;
    if (!isAnonKeyAlone(request.headers, anonKey)) return false;
    const sent = this.kept.get(sentKey(method, url, (name) => headerText(request.headers[name])));
    if (!sent) return false;
    const ifNoneMatch = headerText(request.headers['if-none-match']);
    if (ifNoneMatch && matches(ifNoneMatch, sent.etag)) {
      response.writeHead(304, sent.headers);
      response.end();
    } else {
      response.writeHead(sent.status, { ...sent.headers, 'content-length': String(sent.body.byteLength) });
      response.end(method === 'HEAD' ? undefined : sent.body);
    }
    return true;
  }

  /**
   * Keeps a whole answer for `serveRaw` when it is one this cache made (it carries `x-cache`), the
   * caller used the anon key alone and no change came since `began`. Returns the response to send.
   */
  async keepSent(request: Request, response: Response, began: number, anonKey: string): Promise<Response> {
    if (!response.headers.has('x-cache') || (response.status !== 200 && response.status !== 206)) return response;
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/rest/v1/')) return response;
    const headers = Object.fromEntries(request.headers) as IncomingHttpHeaders;
    if (!isAnonKeyAlone(headers, anonKey)) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const kept: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!CONNECTION_HEADERS.has(name)) kept[name] = value;
    });
    const etag = kept.etag;
    if (etag && began === this.generation && body.byteLength <= this.limits.entryBytes) {
      const key = sentKey(request.method, url.pathname + url.search, (name) => request.headers.get(name) ?? '');
      const entry: Entry = { status: response.status, headers: { ...kept, 'x-cache': 'hit' }, body, etag };
      this.kept.set(key, entry, entrySize(key, entry));
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: response.status, headers: kept });
  }

  /** After the schema may have changed (a reload notice): tables may have joined or left the publication. */
  forgetTables(): void {
    this.published.clear();
    this.invalidate();
  }

  /** Whether this caller's read of `table` may be answered from the cache. */
  async cacheable(claims: Claims, table: string): Promise<boolean> {
    if (claims.role !== 'anon' || claims.sub !== undefined) return false;
    let published = this.published.get(table);
    if (!published) {
      published = this.db.pg
        .query(
          // Published, and no policy a visitor reads under calls a function that is not immutable:
          // such a function may answer differently with no row of the table changing (the time, as
          // `page_version_in_force` reads it, or another table's rows), and no change would empty
          // the cache. Policy expressions record the functions they call in pg_depend.
          `select 1 from pg_catalog.pg_publication_tables t
            where t.pubname = 'supabase_realtime' and t.schemaname = 'public' and t.tablename = $1
              and not exists (
                select from pg_catalog.pg_policy p
                  join pg_catalog.pg_depend d
                    on d.classid = 'pg_catalog.pg_policy'::regclass and d.objid = p.oid
                   and d.refclassid = 'pg_catalog.pg_proc'::regclass
                  join pg_catalog.pg_proc f on f.oid = d.refobjid
                 where p.polrelid = format('public.%I', t.tablename)::regclass
                   and p.polcmd in ('r', '*') and f.provolatile <> 'i'
                   and ('0'::oid = any (p.polroles) or 'anon'::regrole = any (p.polroles)))`,
          [table],
        )
        .then((result) => result.rows.length > 0);
      this.published.set(table, published);
      published.catch(() => this.published.delete(table));
    }
    return published;
  }

  /**
   * The answer to `request`: from the cache, or from `read` (stored when it is a success and no
   * change was announced meanwhile). Either way with an `ETag`, and a 304 when `If-None-Match` names it.
   */
  async answer(request: Request, read: () => Promise<Response>): Promise<Response> {
    const key = answerKey(request);
    const ifNoneMatch = request.headers.get('if-none-match');
    const hit = this.kept.get(key);
    if (hit) return respond(hit, request.method, ifNoneMatch, 'hit');
    const began = this.generation;
    const response = await read();
    if (response.status !== 200 && response.status !== 206) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const entry: Entry = { status: response.status, headers, body, etag: etagOf(response.status, headers, body) };
    if (began === this.generation && body.byteLength <= this.limits.entryBytes)
      this.kept.set(key, entry, entrySize(key, entry));
    return respond(entry, request.method, ifNoneMatch, 'miss');
  }
}

/** What an entry costs: its body, its key and headers (one byte a character, as V8 keeps ASCII), and a fixed part. */
function entrySize(key: string, entry: Entry): number {
  let size = ENTRY_OVERHEAD_BYTES + entry.body.byteLength + key.length + entry.etag.length;
  for (const [name, value] of Object.entries(entry.headers)) size += name.length + value.length;
  return size;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The anon key as `apikey`, and no other token (none, or the same key as the bearer). */
function isAnonKeyAlone(headers: IncomingHttpHeaders, anonKey: string): boolean {
  if (headers.apikey !== anonKey) return false;
  const authorization = headers.authorization;
  return authorization === undefined || authorization === `Bearer ${anonKey}`;
}

/**
 * The query string as the server reads it, for a key: decoded, without `apikey` (the header, which
 * a cached request always has, takes its place: `server/auth/claims.ts`), parameters ordered by
 * name, those of one name kept in their order (where it matters: the last `select` or `order` wins),
 * encoded again. Two queries with the same result are parsed alike (`query.ts`).
 */
export function canonicalQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const params = [...new URLSearchParams(search)].filter(([name]) => name !== 'apikey');
  // Array.prototype.sort is stable: parameters of one name keep their order.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(params).toString();
}

/** `/path?query` → the path, and the query in its canonical form. */
function splitPath(pathAndQuery: string): [string, string] {
  const mark = pathAndQuery.indexOf('?');
  if (mark === -1) return [pathAndQuery, ''];
  return [pathAndQuery.slice(0, mark), canonicalQuery(pathAndQuery.slice(mark + 1))];
}

function sentKey(method: string, pathAndQuery: string, header: (name: string) => string): string {
  const parts = ['s', method, ...splitPath(pathAndQuery)];
  for (const name of SENT_VARYING_HEADERS) parts.push(header(name));
  return parts.join('\n');
}

/** Method, path with query, and every header that changes the answer. */
function answerKey(request: Request): string {
  const url = new URL(request.url);
  const parts = ['a', request.method, url.pathname, canonicalQuery(url.search)];
  for (const name of VARYING_HEADERS) parts.push(request.headers.get(name) ?? '');
  return parts.join('\n');
}

function etagOf(status: number, headers: Record<string, string>, body: Uint8Array): string {
  const hash = createHash('sha256').update(String(status));
  for (const name of KEPT_HEADERS) hash.update('\n').update(headers[name] ?? '');
  return `"${hash.update('\n').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function respond(entry: Entry, method: string, ifNoneMatch: string | null, state: 'hit' | 'miss'): Response {
  const headers = { ...entry.headers, etag: entry.etag, 'x-cache': state };
  if (matches(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  // Bodies are shared by every hit: each response gets a view, never the buffer to consume.
  return new Response(method === 'HEAD' ? null : entry.body.slice(), { status: entry.status, headers });
}
