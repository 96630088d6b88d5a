import { Hono, type Context } from 'hono';
import { AuthError, claimsFromRequest, MissingApiKeyError, NO_API_KEY, type ApiKeys } from '../auth/claims.ts';
import type { Claims, Database } from '../db.ts';
import { EXPOSED_SCHEMA, SchemaCache, type Table } from './catalogue.ts';
import { fromPostgres, isPostgresError, RestError, unsupported } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { parseQuery, type Query } from './query.ts';
import { callFunction } from './rpc.ts';
import { countRows, deleteRows, insertRows, selectRows, updateRows, type Rendering, type Statement } from './sql.ts';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface Result {
  body: string | null;
  n: number;
}

/**
 * `/rest/v1/<table>` in PostgREST's grammar, for every table and view of the `public` schema. Each
 * request is one transaction as the caller's role, so grants and row level security decide.
 */
export function restRoutes(deps: { db: Database; keys: ApiKeys }): Hono {
  const app = new Hono();
  const cache = new SchemaCache(deps.db);

  app.all('/', (c) => send(c, unsupported('The OpenAPI description (GET /rest/v1/)')));
  app.all('/rpc/:fn', async (c) => {
    let claims: Claims | null = null;
    try {
      claims = await authenticate(c, deps.keys);
      checkProfile(c);
      return await rpc(c, deps.db, claims);
    } catch (error) {
      return send(c, toRestError(error, claims));
    }
  });

  app.all('/:table', async (c) => {
    let claims: Claims | null = null;
    try {
      claims = await authenticate(c, deps.keys);
      checkProfile(c);
      const table = await cache.table(c.req.param('table'));
      const method = c.req.method;
      const url = new URL(c.req.url);
      const query = parseQuery(url.searchParams, method === 'GET' || method === 'HEAD' ? c.req.header('range') ?? null : null);
      const prefer = parsePrefer(c.req.header('prefer') ?? null);
      const single = wantsSingleObject(c.req.header('accept') ?? null);
      if (method === 'GET' || method === 'HEAD') return await read(c, deps.db, claims, table, query, prefer, single);
      if (method === 'POST') return await insert(c, deps.db, claims, table, query, prefer, single);
      if (method === 'PATCH') return await update(c, deps.db, claims, table, query, prefer, single);
      if (method === 'DELETE') return await remove(c, deps.db, claims, table, query, prefer, single);
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (error) {
      return send(c, toRestError(error, claims));
    }
  });

  return app;
}

async function authenticate(c: Context, keys: ApiKeys): Promise<Claims> {
  return claimsFromRequest(c.req.raw.headers, keys, c.req.url);
}

function toRestError(error: unknown, claims: Claims | null): RestError | MissingApiKeyError {
  if (error instanceof RestError || error instanceof MissingApiKeyError) return error;
  if (error instanceof AuthError) {
    const code = error.message === 'JWT expired' ? 'PGRST303' : 'PGRST301';
    return new RestError(error.status, code, error.message);
  }
  if (isPostgresError(error)) return fromPostgres(error, claims?.role ?? 'anon');
  console.error(error);
  return new RestError(500, 'PGRST000', 'The request could not be completed');
}

function send(c: Context, error: RestError | MissingApiKeyError): Response {
  if (error instanceof MissingApiKeyError) return c.json(NO_API_KEY, 401);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (error.code.startsWith('PGRST30')) headers['www-authenticate'] = `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`;
  return new Response(JSON.stringify(error.body), { status: error.status, headers });
}

function checkProfile(c: Context): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = c.req.header(header);
    if (profile && profile !== EXPOSED_SCHEMA) {
      throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`);
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
  return new RestError(400, '21000', `${statement} requires a WHERE clause`, null, 'Add a filter; to touch every row say so explicitly, e.g. id=not.is.null');
}

function singleObjectError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

async function run(db: Database, claims: Claims, fn: (exec: (s: Statement) => Promise<Result>, count: (s: Statement) => Promise<number>) => Promise<Response>): Promise<Response> {
  return db.asRole(claims, (tx) =>
    fn(
      async (s) => (await tx.query<Result>(s.text, s.params)).rows[0] ?? { body: null, n: 0 },
      async (s) => (await tx.query<{ n: number }>(s.text, s.params)).rows[0]?.n ?? 0,
    ),
  );
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

async function read(c: Context, db: Database, claims: Claims, table: Table, query: Query, prefer: Preferences, single: boolean): Promise<Response> {
  const rendering: Rendering = { single, representation: true };
  return run(db, claims, async (exec, count) => {
    const result = await exec(selectRows(table, query, rendering));
    const total = prefer.count ? await count(countRows(table, query)) : null;
    if (single && result.n !== 1) throw singleObjectError(result.n);
    if (total !== null && query.offset > 0 && query.offset >= total && result.n === 0) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${query.offset} was requested, but there are only ${total} rows.`);
    }
    const range = result.n > 0 ? `${query.offset}-${query.offset + result.n - 1}` : '*';
    const headers = preferenceApplied(prefer, { 'content-range': `${range}/${total ?? '*'}` });
    const partial = total !== null && result.n < total && !single;
    return c.req.method === 'HEAD'
      ? new Response(null, { status: partial ? 206 : 200, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } })
      : respond(result.body ?? '[]', partial ? 206 : 200, headers, single);
  });
}

async function readBody(c: Context): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new RestError(413, 'PGRST413', 'Payload too large', `The body is limited to ${MAX_BODY_BYTES} bytes`);
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new RestError(413, 'PGRST413', 'Payload too large', `The body is limited to ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownColumn(table: Table, name: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
}

async function insert(c: Context, db: Database, claims: Claims, table: Table, query: Query, prefer: Preferences, single: boolean): Promise<Response> {
  const body = await readBody(c);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
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
    if (target.length === 0) throw new RestError(400, 'PGRST100', `"failed to parse on_conflict" (table ${table.name} has no primary key)`);
    conflict = { columns: target, action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const representation = prefer.return === 'representation';
  const rendering: Rendering = { single, representation };
  return run(db, claims, async (exec) => {
    const result = await exec(insertRows(table, query, body, { columns, conflict }, rendering));
    if (single && result.n !== 1) throw singleObjectError(result.n);
    const headers = preferenceApplied(prefer, { 'content-range': `*/${prefer.count ? result.n : '*'}` });
    return representation ? respond(result.body ?? '[]', 201, headers, single) : new Response(null, { status: 201, headers });
  });
}

async function update(c: Context, db: Database, claims: Claims, table: Table, query: Query, prefer: Preferences, single: boolean): Promise<Response> {
  const body = await readBody(c);
  if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object');
  for (const name of Object.keys(body)) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on PATCH');
  if (query.filters.length === 0) throw whereRequired('UPDATE');
  const representation = prefer.return === 'representation';
  if (Object.keys(body).length === 0) {
    return representation ? respond(single ? 'null' : '[]', 200, {}, single) : new Response(null, { status: 204 });
  }
  return run(db, claims, async (exec) => {
    const result = await exec(updateRows(table, query, body, { single, representation }));
    if (single && result.n !== 1) throw singleObjectError(result.n);
    const headers = preferenceApplied(prefer, { 'content-range': `${result.n > 0 ? `0-${result.n - 1}` : '*'}/${prefer.count ? result.n : '*'}` });
    return representation ? respond(result.body ?? '[]', 200, headers, single) : new Response(null, { status: 204, headers });
  });
}

async function remove(_c: Context, db: Database, claims: Claims, table: Table, query: Query, prefer: Preferences, single: boolean): Promise<Response> {
  if (query.limit !== null || query.order.length > 0) throw unsupported('limit and order on DELETE');
  if (query.filters.length === 0) throw whereRequired('DELETE');
  const representation = prefer.return === 'representation';
  return run(db, claims, async (exec) => {
    const result = await exec(deleteRows(table, query, { single, representation }));
    if (single && result.n !== 1) throw singleObjectError(result.n);
    const headers = preferenceApplied(prefer, { 'content-range': `${result.n > 0 ? `0-${result.n - 1}` : '*'}/${prefer.count ? result.n : '*'}` });
    return representation ? respond(result.body ?? '[]', 200, headers, single) : new Response(null, { status: 204, headers });
  });
}

async function rpc(c: Context, db: Database, claims: Claims): Promise<Response> {
  const method = c.req.method;
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const length = Number(c.req.header('content-length') ?? 0);
    const body = length === 0 && !c.req.header('transfer-encoding') ? {} : await readBody(c);
    if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments are one JSON object');
    args = body;
  } else if (method === 'GET' || method === 'HEAD') {
    args = {};
    for (const [key, value] of new URL(c.req.url).searchParams) if (key !== 'apikey') args[key] = value;
  } else {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed on functions');
  }
  const query = new URL(c.req.url).searchParams;
  if (method === 'POST' && [...query.keys()].some((k) => k !== 'apikey')) throw unsupported('Filtering or selecting the result of a function');
  const single = wantsSingleObject(c.req.header('accept') ?? null);
  return db.asRole(claims, async (tx) => {
    const result = await callFunction(tx, c.req.param('fn') ?? '', args, single);
    if (result.body === null) return new Response(null, { status: 204 });
    if (single && result.n !== null && result.n !== 1) throw singleObjectError(result.n);
    const body = result.body;
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (result.n !== null) headers['content-range'] = result.n > 0 ? `0-${result.n - 1}/*` : '*/*';
    return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
  });
}
