import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import { AuthError, MissingApiKeyError, NO_API_KEY } from '../auth/errors.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database, Transaction } from '../db.ts';
import { isRecord } from '../json.ts';
import { isPostgresError } from '../pg/errors.ts';
import { bodyWasRead } from './body.ts';
import { fromPostgres, rangeNotSatisfiable, RestError, unsupported } from './errors.ts';
import { MAX_ANONYMOUS_ANSWER_BYTES, shownSize } from './limits.ts';
import { callRefusal, writeRefusal, type Write } from './permissions.ts';
import { negotiate, type Media } from './media.ts';
import { checkStrict, exceedsMaxAffected, parsePrefer, type Echo, type Preferences } from './prefer.ts';
import { checkSelectBounds, parseQuery, type Filter, type Query } from './query.ts';
import { aggregatesEnabled, callsFunctions, planRead, tablesRead, type ReadNode } from './plan.ts';
import { callBody, checkProfile, readBody, splitCallQuery } from './request.ts';
import { ResponseCache } from './response-cache.ts';
import { contentRange, counts, locationOf, respond, singleObjectError, withApplied } from './response.ts';
import { callScalar, callSql, chooseRoutine, readRoutines, type Arguments } from './rpc.ts';
import { qualified, SchemaCache, type Table } from './schema-cache.ts';
import {
  countRows,
  deleteRows,
  insertRows,
  Params,
  plannedRows,
  selectRows,
  updateRows,
  type AnswerBound,
  type Rendering,
  type Statement,
} from './sql.ts';

interface Result {
  body: string | null;
  n: number;
  /** Rows a merging upsert inserted (not updated). */
  inserted?: number;
  /** `return=headers-only`: the primary key of the one row inserted, as JSON of text values. */
  location?: string | null;
}

/** One request on `/rest/v1/<table>`, parsed and authenticated. */
interface TableRequest {
  c: Context;
  db: Database;
  claims: Claims;
  table: Table;
  query: Query;
  /** The read the request makes (a write's answer): columns, embedded resources, filters. */
  plan: ReadNode;
  prefer: Preferences;
  media: Media;
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

  /** Postgres's time zone names, read once (as PostgREST reads them), for `Prefer: timezone`. */
  let timezones: Promise<ReadonlySet<string>> | null = null;
  /**
   * The request's `Prefer` header: a `timezone=` Postgres does not know is an invalid preference,
   * and under `handling=strict` invalid preferences are refused (PGRST122) before anything runs.
   */
  const preferences = async (c: Context): Promise<Preferences> => {
    const prefer = parsePrefer(c.req.header('prefer') ?? null);
    if (prefer.timezone !== null) {
      timezones ??= deps.db.pg
        .query<{ name: string }>('select name from pg_catalog.pg_timezone_names')
        .then((result) => new Set(result.rows.map((row) => row.name)));
      timezones.catch(() => (timezones = null));
      if (!(await timezones).has(prefer.timezone)) {
        prefer.invalid.push(`timezone=${prefer.timezone}`);
        prefer.timezone = null;
      }
    }
    checkStrict(prefer);
    return prefer;
  };

  /** Authenticates the caller and answers every error of `handle` in PostgREST's shape. */
  const asCaller = (handle: (c: Context, claims: Claims) => Promise<Response>) => async (c: Context) => {
    let claims: Claims | null = null;
    try {
      claims = await claimsFromRequest(c.req.raw.headers, deps.keys, c.req.url);
      checkProfile((name) => c.req.header(name));
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
      return rpc(c, { db: deps.db, claims, timeout: await timeoutOf(claims), prefer: await preferences(c) }, cache);
    }),
  );
  app.all(
    '/:table',
    asCaller(async (c, claims) => {
      const method = c.req.method;
      const reading = method === 'GET' || method === 'HEAD';
      const table = await cache.table(c.req.param('table') ?? '');
      const query = parseQuery(new URL(c.req.url).searchParams, reading ? (c.req.header('range') ?? null) : null);
      const request: TableRequest = {
        c,
        db: deps.db,
        claims,
        table,
        query,
        plan: await planRead(cache, table, query, { aggregates: aggregatesEnabled() }),
        prefer: await preferences(c),
        media: negotiate(c.req.header('accept') ?? null),
        timeout: await timeoutOf(claims),
      };
      const write = writeOf(method, request.prefer);
      if (write) {
        const refusal = writeRefusal(request.table, await cache.rights(request.table, claims.role), claims.role, write);
        if (refusal) throw refusal;
      }
      if (claims.role !== 'service_role') checkSelectBounds(request.query.select, request.table.columns.size);
      try {
        if (reading && (await cacheable(responses, claims, request.plan))) {
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

/**
 * An anonymous read the response cache may keep: every table it reads announces its changes, and
 * it calls no function (whose reads the cache cannot see).
 */
async function cacheable(responses: ResponseCache, claims: Claims, plan: ReadNode): Promise<boolean> {
  if (callsFunctions(plan)) return false;
  for (const table of new Set(tablesRead(plan))) if (!(await responses.cacheable(claims, table))) return false;
  return true;
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

/** What a request's statements run with: its transaction's helpers and the time zone applied. */
interface Run {
  tx: Transaction;
  exec: (s: Statement) => Promise<Result>;
  count: (s: Statement) => Promise<number>;
  /** The planner's estimate of a count (`plannedRows`), or null when it gives none. */
  plan: (s: Statement) => Promise<number | null>;
  /** Column → default expression of the table's columns that have one (for `missing=default`). */
  defaults: (table: Table) => Promise<Map<string, string>>;
  /** `Prefer: timezone=…` when Postgres knows the name (then set for the transaction). */
  timezone: string | null;
}

/** A request's answer whose transaction is to be rolled back (`Prefer: tx=rollback`). */
class RolledBack extends Error {
  constructor(readonly response: Response) {
    super('rolled back as the request asked (Prefer: tx=rollback)');
  }
}

/**
 * Runs a request in one transaction as the caller's role: its `statement_timeout`, the time zone
 * it prefers, then `fn`. With `Prefer: tx=rollback` the answer is made as usual and the transaction
 * rolled back after it (deferred constraints checked first, as PostgREST does).
 */
async function run(
  { db, claims, timeout, prefer }: Pick<TableRequest, 'db' | 'claims' | 'timeout' | 'prefer'>,
  fn: (run: Run) => Promise<Response>,
): Promise<Response> {
  try {
    return await db.asRole(claims, async (tx) => {
      await limitTime(tx, timeout);
      const timezone = await setTimezone(tx, prefer);
      const response = await fn({
        tx,
        exec: async (s) => (await tx.query<Result>(s.text, s.params)).rows[0] ?? { body: null, n: 0 },
        count: async (s) => (await tx.query<{ n: number }>(s.text, s.params)).rows[0]?.n ?? 0,
        plan: async (s) => planRows((await tx.query(s.text, s.params)).rows[0]),
        defaults: (table) => columnDefaults(tx, table),
        timezone,
      });
      if (prefer.tx !== 'rollback') return response;
      await tx.query('set constraints all immediate');
      throw new RolledBack(response);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.response;
    throw error;
  }
}

/** The top node's "Plan Rows" of an `EXPLAIN (FORMAT JSON)` row. */
function planRows(row: Record<string, unknown> | undefined): number | null {
  const value = row ? Object.values(row)[0] : undefined;
  const plans: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const top: unknown = Array.isArray(plans) ? plans[0] : undefined;
  const planned = isRecord(top) && isRecord(top.Plan) ? top.Plan['Plan Rows'] : undefined;
  return typeof planned === 'number' ? Math.round(planned) : null;
}

async function columnDefaults(tx: Transaction, table: Table): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; expression: string }>(
    `select a.attname as name, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as expression
       from pg_catalog.pg_attrdef d
       join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where d.adrelid = $1::text::regclass and a.attgenerated = ''`,
    [qualified(table)],
  );
  return new Map(rows.map((r) => [r.name, r.expression]));
}

/** `Prefer: timezone=<name>` (a name Postgres knows, checked by `preferences`), for the transaction. */
async function setTimezone(tx: Transaction, prefer: Preferences): Promise<string | null> {
  if (prefer.timezone === null) return null;
  await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
  return prefer.timezone;
}

/** The role's `statement_timeout` for the rest of the transaction, as PostgREST sets it. */
async function limitTime(tx: Transaction, timeout: string | null): Promise<void> {
  if (timeout !== null) await tx.query(`select set_config('statement_timeout', $1, true)`, [timeout]);
}

async function read(request: TableRequest): Promise<Response> {
  const { c, claims, query, prefer, media } = request;
  const rendering: Rendering = { ...media, representation: true };
  const bound = claims.role === 'anon' ? ANONYMOUS_BOUND : null;
  return run(request, async ({ exec, count, plan, timezone }) => {
    const result = await exec(selectRows(request.plan, rendering, bound));
    let total = counts(prefer) ? await count(countRows(request.plan)) : null;
    if (prefer.count === 'planned' || prefer.count === 'estimated') {
      // Without a row limit (PostgREST's db-max-rows), `estimated` is the larger of the two.
      const planned = await plan(plannedRows(request.plan));
      if (planned !== null) total = prefer.count === 'planned' ? planned : Math.max(total ?? 0, planned);
    }
    if (media.single && result.n !== 1) throw singleObjectError(result.n);
    // PostgREST's rule: an offset past the total (not at it: that is an empty last page, 206).
    if (total !== null && query.offset > total) {
      throw rangeNotSatisfiable(`An offset of ${query.offset} was requested, but there are only ${total} rows.`);
    }
    const range = contentRange(query.offset, query.offset + result.n - 1, total);
    const headers = withApplied({ 'content-range': range }, prefer, {}, timezone);
    const partial = total !== null && result.n < total && !media.single;
    return c.req.method === 'HEAD'
      ? new Response(null, {
          status: partial ? 206 : 200,
          headers: { ...headers, 'content-type': media.contentType },
        })
      : respond(result.body ?? '[]', partial ? 206 : 200, headers, media);
  });
}

function unknownColumn(table: Table, name: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
}

type WriteKind = 'insert' | 'update' | 'delete';

/**
 * Runs a write and answers as PostgREST 12 does: the rows with `Prefer: return=representation`,
 * else no body. An insert answers 201, or 200 when a merging upsert inserted no row; an update or a
 * delete 200 with the rows, else 204. An update or delete past `max-affected` (under
 * `handling=strict`) is refused and rolled back, as is a single object asked of 0 or 2+ rows.
 */
function write(
  request: TableRequest,
  kind: WriteKind,
  statement: (run: Run) => Statement | Promise<Statement>,
  echo: Echo,
): Promise<Response> {
  const { prefer, media } = request;
  return run(request, async (context) => {
    const result = await context.exec(await statement(context));
    if (media.single && result.n !== 1) throw singleObjectError(result.n);
    if (kind !== 'insert') {
      const exceeded = exceedsMaxAffected(prefer, result.n);
      if (exceeded) throw exceeded;
    }
    const total = counts(prefer) ? result.n : null;
    const range = kind === 'update' ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total);
    const headers = withApplied({ 'content-range': range }, prefer, echo, context.timezone);
    if (result.location) headers.location = locationOf(request.table, result.location);
    const mergedOnly = prefer.resolution === 'merge-duplicates' && (result.inserted ?? 1) <= 0;
    const status = kind === 'insert' ? (mergedOnly ? 200 : 201) : 200;
    if (prefer.return !== 'representation') {
      return new Response(null, { status: kind === 'insert' ? status : 204, headers });
    }
    return respond(result.body ?? '[]', status, headers, media);
  });
}

function rendering({ prefer, media }: TableRequest): Rendering {
  return { ...media, representation: prefer.return === 'representation' };
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
  let conflict: { columns: string[]; action: 'merge' | 'ignore' } | null = null;
  if (prefer.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST100', `"failed to parse on_conflict" (table ${table.name} has no primary key)`);
    conflict = { columns: target, action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const echo: Echo = {
    resolution: table.primaryKey.length > 0 || query.onConflict !== null,
    missing: true,
    return: true,
  };
  return write(
    request,
    'insert',
    async (context) => {
      const defaults = prefer.missing === 'default' ? await context.defaults(table) : null;
      const location = prefer.return === 'headers-only' && table.primaryKey.length > 0 ? table.primaryKey : undefined;
      const shape = { ...rendering(request), ...(location ? { location } : {}) };
      return insertRows(table, request.plan, body, { columns, conflict, defaults }, shape);
    },
    echo,
  );
}

async function update(request: TableRequest): Promise<Response> {
  const { c, claims, table, query, media } = request;
  const body = await readBody(c, claims, table);
  if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object');
  for (const name of Object.keys(body)) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on PATCH');
  if (query.filters.length === 0) throw whereRequired('UPDATE');
  if (Object.keys(body).length === 0) {
    return rendering(request).representation
      ? respond(media.single ? 'null' : '[]', 200, {}, media)
      : new Response(null, { status: 204 });
  }
  return write(request, 'update', () => updateRows(table, request.plan, body, rendering(request)), {
    return: true,
    missing: true,
    maxAffected: true,
  });
}

function remove(request: TableRequest): Promise<Response> {
  const { table, query } = request;
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on DELETE');
  if (query.filters.length === 0) throw whereRequired('DELETE');
  return write(request, 'delete', () => deleteRows(table, request.plan, rendering(request)), {
    return: true,
    maxAffected: true,
  });
}

/**
 * `/rest/v1/rpc/<fn>`: the overload the arguments mean (`rpc.ts`), called in the request's
 * transaction. A function returning rows of a table (or `returns table (…)`) is read like a table:
 * `select` (with embedding), filters, order, range and counts apply to its rows. A `GET` or `HEAD`
 * runs read-only, as PostgREST runs it: a function that writes fails with Postgres's 25006 (405).
 */
async function rpc(
  c: Context,
  request: Pick<TableRequest, 'db' | 'claims' | 'timeout' | 'prefer'>,
  cache: SchemaCache,
): Promise<Response> {
  const { claims, prefer } = request;
  const method = c.req.method;
  const name = c.req.param('fn') ?? '';
  const media = negotiate(c.req.header('accept') ?? null);
  if (prefer.params) throw unsupported('Prefer: params=single-object');
  const post = method === 'POST';
  if (!post && method !== 'GET' && method !== 'HEAD') {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed on functions');
  }
  const url = new URL(c.req.url);
  let args: Arguments;
  let shaping = url.searchParams;
  if (post) args = await callBody(c, claims);
  else {
    const split = splitCallQuery(url.searchParams);
    args = { kind: 'named', values: split.args };
    shaping = split.rest;
  }
  const query = parseQuery(shaping, c.req.header('range') ?? null);
  return run(request, async ({ tx, exec, count, timezone }) => {
    const fn = chooseRoutine(await readRoutines(tx, name), name, args, post);
    // An object no overload's names fit goes whole to the single unnamed json parameter.
    const call: Arguments =
      args.kind === 'named' && fn.params.length === 1 && fn.params[0]?.name === ''
        ? { kind: 'single', body: args.values, contentType: 'json' }
        : args;
    if (!post) await tx.query(`select set_config('transaction_read_only', 'on', true)`);
    const headers = withApplied({}, prefer, { maxAffected: true }, timezone);
    const head = method === 'HEAD';
    if (fn.returnsRows) {
      if (claims.role !== 'service_role') checkSelectBounds(query.select, fn.returnsRows.columns.size);
      const plan = await planRead(cache, fn.returnsRows, query, { aggregates: aggregatesEnabled() });
      const single = media.single || !fn.returnsSet;
      const params = new Params();
      const from = { text: callSql(fn, call, params), params };
      const rendering: Rendering = { ...media, single, representation: true };
      const result = await exec(selectRows(plan, rendering, claims.role === 'anon' ? ANONYMOUS_BOUND : null, from));
      const exceeded = exceedsMaxAffected(prefer, result.n);
      if (exceeded) throw exceeded;
      if (single && result.n !== 1 && (media.single || result.n > 1)) throw singleObjectError(result.n);
      let total: number | null = null;
      if (counts(prefer)) {
        const countParams = new Params();
        total = await count(countRows(plan, { text: callSql(fn, call, countParams), params: countParams }));
      }
      headers['content-range'] = contentRange(query.offset, query.offset + result.n - 1, total);
      const partial = total !== null && result.n < total && !single;
      const body = result.body ?? (single ? 'null' : '[]');
      return respond(head ? null : body, partial ? 206 : 200, headers, media);
    }
    const shaped = query.select.some((i) => i.kind !== 'column' || i.column !== '*');
    if (shaped || query.filters.length > 0 || query.order.length > 0 || query.embedded.size > 0)
      throw unsupported('Selecting, filtering or ordering the result of a function that returns no rows of a table');
    if (media.format === 'csv' || media.stripNulls) throw unsupported(`Answering a function in ${media.contentType}`);
    const result = await callScalar(tx, fn, call, media.single, query);
    // A function's rows count as affected (one for a single value), as PostgREST counts them.
    const exceeded = exceedsMaxAffected(prefer, result.n ?? 1);
    if (exceeded) throw exceeded;
    if (result.body === null) return new Response(null, { status: 204, headers });
    if (media.single && result.n !== null && result.n !== 1) throw singleObjectError(result.n);
    headers['content-type'] = media.contentType;
    if (result.n !== null) headers['content-range'] = contentRange(query.offset, query.offset + result.n - 1, null);
    return new Response(head ? null : result.body, { status: 200, headers });
  });
}
