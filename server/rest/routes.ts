import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import { AuthError, MissingApiKeyError, NO_API_KEY } from '../auth/errors.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database, Transaction } from '../db.ts';
import { isRecord } from '../json.ts';
import { isPostgresError } from '../pg/errors.ts';
import { bodyWasRead, readJsonBody } from './body.ts';
import { fromPostgres, rangeNotSatisfiable, RestError, unsupported } from './errors.ts';
import { bodyLimit, MAX_ANONYMOUS_ANSWER_BYTES, shownSize } from './limits.ts';
import { callRefusal, writeRefusal, type Write } from './permissions.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { checkSelectBounds, parseQuery, type Filter, type Query } from './query.ts';
import { ResponseCache } from './response-cache.ts';
import { callFunction } from './rpc.ts';
import { EXPOSED_SCHEMA, SchemaCache, type Table } from './schema-cache.ts';
import {
  countRows,
  deleteRows,
  insertRows,
  selectRows,
  updateRows,
  type AnswerBound,
  type Rendering,
  type Statement,
} from './sql.ts';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

interface Result {
  body: string | null;
  n: number;
}

/** One request on `/rest/v1/<table>`, parsed and authenticated. */
interface TableRequest {
  c: Context;
  db: Database;
  claims: Claims;
  table: Table;
  query: Query;
  prefer: Preferences;
  single: boolean;
  /** The role's `statement_timeout`, set in the request's transaction; null for none. */
  timeout: string | null;
}

/**
 * The text an anonymous read fails on past `MAX_ANONYMOUS_ANSWER_BYTES` (see `selectRows`): random
 * per process, so that no value a client sends can pass for it.
 */
const ANSWER_STOP = `pgrst_answer_over_bound_${randomBytes(9).toString('base64url')}`;

/** Anonymous reads: their answers are bounded (the service role and signed-in users are not). */
const ANONYMOUS_BOUND: AnswerBound = { maxBytes: MAX_ANONYMOUS_ANSWER_BYTES, stop: ANSWER_STOP };

/**
 * `/rest/v1/<table>` in PostgREST's grammar, for every table and view of the `public` schema. Each
 * request is one transaction as the caller's role, so grants and row level security decide. A
 * write the caller's role cannot make is refused from the schema cache before its body is read;
 * a body is then read up to its route's limit (`limits.ts`).
 */
export function restRoutes(deps: { db: Database; keys: ApiKeys; responses?: ResponseCache }): Hono {
  const app = new Hono();
  // The response cache listens first: it forgets a change before realtime delivers it.
  const responses = deps.responses ?? new ResponseCache(deps.db);
  const cache = new SchemaCache(deps.db, () => {
    responses.forgetTables();
  });
  /** The role's statement timeout where Postgres honours it (PostgreSQL; PGlite has no timers). */
  const timeoutOf = async (claims: Claims) =>
    deps.db.embedded === null ? await cache.statementTimeout(claims.role) : null;

  /** Authenticates the caller and answers every error of `handle` in PostgREST's shape. */
  const asCaller = (handle: (c: Context, claims: Claims) => Promise<Response>) => async (c: Context) => {
    let claims: Claims | null = null;
    try {
      claims = await claimsFromRequest(c.req.raw.headers, deps.keys, c.req.url);
      checkProfile(c);
      return await handle(c, claims);
    } catch (error) {
      return send(c, toRestError(error, claims));
    }
  };

  app.all('/', (c) => send(c, unsupported('The OpenAPI description (GET /rest/v1/)')));
  app.all(
    '/rpc/:fn',
    asCaller(async (c, claims) => {
      if (c.req.method === 'POST') {
        const name = c.req.param('fn') ?? '';
        const refusal = callRefusal(name, await cache.functionCallers(name), claims.role);
        if (refusal) throw refusal;
      }
      return rpc(c, deps.db, claims, await timeoutOf(claims));
    }),
  );
  app.all(
    '/:table',
    asCaller(async (c, claims) => {
      const method = c.req.method;
      const reading = method === 'GET' || method === 'HEAD';
      const request: TableRequest = {
        c,
        db: deps.db,
        claims,
        table: await cache.table(c.req.param('table') ?? ''),
        query: parseQuery(new URL(c.req.url).searchParams, reading ? (c.req.header('range') ?? null) : null),
        prefer: parsePrefer(c.req.header('prefer') ?? null),
        single: wantsSingleObject(c.req.header('accept') ?? null),
        timeout: await timeoutOf(claims),
      };
      const write = writeOf(method, request.prefer);
      if (write) {
        const refusal = writeRefusal(request.table, await cache.rights(request.table, claims.role), claims.role, write);
        if (refusal) throw refusal;
      }
      if (claims.role !== 'service_role') checkSelectBounds(request.query.select, request.table.columns.size);
      try {
        if (reading && (await responses.cacheable(claims, request.table.name))) {
          return await responses.answer(c.req.raw, () => read(request));
        }
        if (reading) return await read(request);
        if (method === 'POST') return await insert(request);
        if (method === 'PATCH') return await update(request);
        if (method === 'DELETE') return await remove(request);
      } catch (error) {
        throw patternFault(answerFault(error), request.query.filters);
      }
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }),
  );

  return app;
}

function writeOf(method: string, prefer: Preferences): Write | null {
  if (method === 'POST') return { command: 'insert', merge: prefer.resolution === 'merge-duplicates' };
  if (method === 'PATCH') return { command: 'update' };
  if (method === 'DELETE') return { command: 'delete' };
  return null;
}

/**
 * PGlite's regex engine answers some patterns too costly to compile with an internal error (XX000)
 * instead of Postgres's "too complex": with a regex filter in the request, it is the pattern's fault.
 */
function patternFault(error: unknown, filters: readonly Filter[]): unknown {
  if (!isPostgresError(error) || !error.code.startsWith('XX') || !filters.some(usesRegex)) return error;
  return new RestError(400, '2201B', 'invalid regular expression: the pattern is too complex');
}

function usesRegex(filter: Filter): boolean {
  if (filter.kind === 'logic') return filter.children.some(usesRegex);
  return filter.op === 'match' || filter.op === 'imatch';
}

/** The failure `selectRows` provokes past an anonymous answer's bound, as the request's error. */
function answerFault(error: unknown): unknown {
  if (!isPostgresError(error) || error.code !== '22P02' || !error.message.includes(ANSWER_STOP)) return error;
  const bound = shownSize(MAX_ANONYMOUS_ANSWER_BYTES);
  return new RestError(
    400,
    '54000',
    `The answer is larger than ${bound}, the most an anonymous read may return`,
    null,
    'Ask for fewer rows (limit, or a Range header) or fewer columns (select)',
  );
}

let overflowLogged = false;

function toRestError(error: unknown, claims: Claims | null): RestError | MissingApiKeyError {
  if (error instanceof RestError || error instanceof MissingApiKeyError) return error;
  if (error instanceof AuthError) {
    const code = error.message === 'JWT expired' ? 'PGRST303' : 'PGRST301';
    return new RestError(error.status, code, error.message);
  }
  if (isPostgresError(error)) return fromPostgres(error, claims?.role ?? 'anon');
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    // The request's shape, not a fault of the server: one line the first time, then silence.
    if (!overflowLogged) {
      overflowLogged = true;
      console.warn('REST: a request nested too deeply to be read was refused (later ones are not logged)');
    }
    return new RestError(400, 'PGRST100', 'The request is nested too deeply to be read');
  }
  console.error(error);
  return new RestError(500, 'PGRST000', 'The request could not be completed');
}

/** A request that carries a body this server has not read to its end. */
function bodyLeftUnread(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || bodyWasRead(c.req.raw)) return false;
  return Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
}

function send(c: Context, error: RestError | MissingApiKeyError): Response {
  // Refused before its body was read: closing the connection spares reading what is still coming.
  const close = bodyLeftUnread(c) ? { connection: 'close' } : undefined;
  if (error instanceof MissingApiKeyError) return c.json(NO_API_KEY, 401, close);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...close };
  if (error.code.startsWith('PGRST30'))
    headers['www-authenticate'] =
      `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`;
  return new Response(JSON.stringify(error.body), { status: error.status, headers });
}

function checkProfile(c: Context): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = c.req.header(header);
    if (profile && profile !== EXPOSED_SCHEMA) {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
      );
    }
  }
}

function wantsSingleObject(accept: string | null): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.includes(SINGLE_OBJECT)) return true;
  if (types.some((t) => t === '' || t === '*/*' || t === 'application/json' || t === 'application/*')) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Like Supabase's projects (pg-safeupdate): a change to every row must say so with a filter. */
function whereRequired(statement: 'UPDATE' | 'DELETE'): RestError {
  return new RestError(
    400,
    '21000',
    `${statement} requires a WHERE clause`,
    null,
    'Add a filter; to touch every row say so explicitly, e.g. id=not.is.null',
  );
}

function singleObjectError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

async function run(
  { db, claims, timeout }: TableRequest,
  fn: (exec: (s: Statement) => Promise<Result>, count: (s: Statement) => Promise<number>) => Promise<Response>,
): Promise<Response> {
  return db.asRole(claims, async (tx) => {
    await limitTime(tx, timeout);
    return fn(
      async (s) => (await tx.query<Result>(s.text, s.params)).rows[0] ?? { body: null, n: 0 },
      async (s) => (await tx.query<{ n: number }>(s.text, s.params)).rows[0]?.n ?? 0,
    );
  });
}

/** The role's `statement_timeout` for the rest of the transaction, as PostgREST sets it. */
async function limitTime(tx: Transaction, timeout: string | null): Promise<void> {
  if (timeout !== null) await tx.query(`select set_config('statement_timeout', $1, true)`, [timeout]);
}

function respond(body: string | null, status: number, headers: Record<string, string>, single: boolean): Response {
  const all: Record<string, string> = { ...headers };
  if (body !== null) all['content-type'] = `${single ? SINGLE_OBJECT : 'application/json'}; charset=utf-8`;
  return new Response(body, { status, headers: all });
}

function preferenceApplied(prefer: Preferences, headers: Record<string, string>): Record<string, string> {
  if (prefer.applied.length > 0) headers['preference-applied'] = prefer.applied.join(', ');
  return headers;
}

async function read(request: TableRequest): Promise<Response> {
  const { c, claims, table, query, prefer, single } = request;
  const rendering: Rendering = { single, representation: true };
  const bound = claims.role === 'anon' ? ANONYMOUS_BOUND : null;
  return run(request, async (exec, count) => {
    const result = await exec(selectRows(table, query, rendering, bound));
    const total = prefer.count ? await count(countRows(table, query)) : null;
    if (single && result.n !== 1) throw singleObjectError(result.n);
    if (total !== null && query.offset > 0 && query.offset >= total && result.n === 0) {
      throw rangeNotSatisfiable(`An offset of ${query.offset} was requested, but there are only ${total} rows.`);
    }
    const range = result.n > 0 ? `${query.offset}-${query.offset + result.n - 1}` : '*';
    const headers = preferenceApplied(prefer, { 'content-range': `${range}/${total ?? '*'}` });
    const partial = total !== null && result.n < total && !single;
    return c.req.method === 'HEAD'
      ? new Response(null, {
          status: partial ? 206 : 200,
          headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        })
      : respond(result.body ?? '[]', partial ? 206 : 200, headers, single);
  });
}

/** The JSON body, once the write is allowed, bounded by the route's limit for the caller's role. */
function readBody(c: Context, claims: Claims, target: Table | null): Promise<unknown> {
  return readJsonBody(c.req.raw, bodyLimit(claims.role, target?.name ?? null));
}

function unknownColumn(table: Table, name: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
}

/**
 * Runs a write and answers as PostgREST does: the rows with `Prefer: return=representation`, else
 * no body. A created row's range is `*`; changed rows count from 0.
 */
function write(request: TableRequest, statement: Statement, created: boolean): Promise<Response> {
  const { prefer, single } = request;
  return run(request, async (exec) => {
    const result = await exec(statement);
    if (single && result.n !== 1) throw singleObjectError(result.n);
    const rows = created || result.n === 0 ? '*' : `0-${result.n - 1}`;
    const headers = preferenceApplied(prefer, { 'content-range': `${rows}/${prefer.count ? result.n : '*'}` });
    if (prefer.return !== 'representation') return new Response(null, { status: created ? 201 : 204, headers });
    return respond(result.body ?? '[]', created ? 201 : 200, headers, single);
  });
}

function rendering({ prefer, single }: TableRequest): Rendering {
  return { single, representation: prefer.return === 'representation' };
}

async function insert(request: TableRequest): Promise<Response> {
  const { c, claims, table, query, prefer } = request;
  const body = await readBody(c, claims, table);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  let columns: string[];
  if (query.columns) {
    columns = query.columns;
  } else {
    const first = Object.keys(rows[0] ?? {});
    const sameKeys = rows.every((row) => {
      const keys = Object.keys(row);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    });
    if (!sameKeys) throw new RestError(400, 'PGRST102', 'All object keys must match');
    columns = first;
  }
  for (const name of columns) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (prefer.missing === 'default' && query.columns && !rows.every((row) => columns.every((k) => k in row))) {
    throw unsupported('Prefer: missing=default with rows that leave out columns');
  }
  let conflict: { columns: string[]; action: 'merge' | 'ignore' } | null = null;
  if (prefer.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST100', `"failed to parse on_conflict" (table ${table.name} has no primary key)`);
    conflict = { columns: target, action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  return write(request, insertRows(table, query, body, { columns, conflict }, rendering(request)), true);
}

async function update(request: TableRequest): Promise<Response> {
  const { c, claims, table, query, single } = request;
  const body = await readBody(c, claims, table);
  if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object');
  for (const name of Object.keys(body)) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on PATCH');
  if (query.filters.length === 0) throw whereRequired('UPDATE');
  if (Object.keys(body).length === 0) {
    return rendering(request).representation
      ? respond(single ? 'null' : '[]', 200, {}, single)
      : new Response(null, { status: 204 });
  }
  return write(request, updateRows(table, query, body, rendering(request)), false);
}

function remove(request: TableRequest): Promise<Response> {
  const { table, query } = request;
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on DELETE');
  if (query.filters.length === 0) throw whereRequired('DELETE');
  return write(request, deleteRows(table, query, rendering(request)), false);
}

async function rpc(c: Context, db: Database, claims: Claims, timeout: string | null): Promise<Response> {
  const method = c.req.method;
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const length = Number(c.req.header('content-length') ?? 0);
    const body = length === 0 && !c.req.header('transfer-encoding') ? {} : await readBody(c, claims, null);
    if (!isRecord(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments are one JSON object');
    args = body;
  } else if (method === 'GET' || method === 'HEAD') {
    args = {};
    for (const [key, value] of new URL(c.req.url).searchParams) if (key !== 'apikey') args[key] = value;
  } else {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed on functions');
  }
  const query = new URL(c.req.url).searchParams;
  if (method === 'POST' && [...query.keys()].some((k) => k !== 'apikey'))
    throw unsupported('Filtering or selecting the result of a function');
  const single = wantsSingleObject(c.req.header('accept') ?? null);
  return db.asRole(claims, async (tx) => {
    await limitTime(tx, timeout);
    const result = await callFunction(tx, c.req.param('fn') ?? '', args, single);
    if (result.body === null) return new Response(null, { status: 204 });
    if (single && result.n !== null && result.n !== 1) throw singleObjectError(result.n);
    const body = result.body;
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (result.n !== null) headers['content-range'] = result.n > 0 ? `0-${result.n - 1}/*` : '*/*';
    return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
  });
}
