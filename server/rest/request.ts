import type { Context } from 'hono';
import type { Claims } from '../auth/roles.ts';
import { isRecord } from '../json.ts';
import { readJsonBody, readTextBody } from './body.ts';
import { RestError, unsupported } from './errors.ts';
import { bodyLimit } from './limits.ts';
import { negotiate, type Media } from './media.ts';
import type { Preferences } from './prefer.ts';
import { OPERATORS, parseQuery, TEXT_SEARCH, type Query } from './query.ts';
import type { Arguments } from './rpc.ts';
import { EXPOSED_SCHEMA, type Table } from './schema-cache.ts';

/**
 * The HTTP side of a request, PostgREST's `ApiRequest`: what the headers, the query string and the
 * body say, read before anything is planned. The query string's grammar is `query.ts`'s.
 */

/** `Accept-Profile`/`Content-Profile` naming a schema that is not exposed: PostgREST 12's 406 `PGRST106`. */
export function checkProfile(header: (name: string) => string | undefined): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(name);
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
    }
  }
}

/** The JSON body, once the write is allowed, bounded by the route's limit for the caller's role. */
export function readBody(c: Context, claims: Claims, target: Table | null): Promise<unknown> {
  return readJsonBody(c.req.raw, bodyLimit(claims.role, target?.name ?? null));
}

/** Query parameters that are the grammar's own, never a function's argument. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const OPERATOR_NAMES = [...Object.keys(OPERATORS), ...Object.keys(TEXT_SEARCH)].join('|');
/** A value that reads as a filter (`eq.5`, `not.in.(1,2)`, `fts(italian).oro`), not as an argument. */
const FILTER_VALUE = new RegExp(`^(not\\.)?(${OPERATOR_NAMES})(\\([^()]*\\))?\\.`);

/**
 * A `GET` call's query string split as PostgREST splits it: a parameter whose value has no
 * operator is an argument (`?price=10`); the rest (`select`, `order`, `limit`, filters such as
 * `?name=eq.x`, `or=(…)`) shapes the function's result.
 */
export function splitCallQuery(params: URLSearchParams): { args: Record<string, string>; rest: URLSearchParams } {
  const args: Record<string, string> = {};
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    const shaping =
      RESERVED.has(key) || /^(not\.)?(or|and)$/.test(key) || key.includes('.') || FILTER_VALUE.test(value);
    if (shaping) rest.append(key, value);
    else args[key] = value;
  }
  return { args, rest };
}

/**
 * A `POST` call's arguments: a JSON object names them; any other JSON (or an object no overload's
 * names fit) may go whole to a single unnamed json/jsonb parameter, and a `text/plain` body to a
 * single unnamed text one, as PostgREST passes them.
 */
export async function callBody(c: Context, claims: Claims): Promise<Arguments> {
  const length = Number(c.req.header('content-length') ?? 0);
  const empty = length === 0 && !c.req.header('transfer-encoding');
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
    const text = empty ? '' : await readTextBody(c.req.raw, bodyLimit(claims.role, null));
    return { kind: 'single', body: text, contentType: 'text' };
  }
  const body = empty ? {} : await readBody(c, claims, null);
  return isRecord(body) ? { kind: 'named', values: body } : { kind: 'single', body, contentType: 'json' };
}

/** A call of `/rest/v1/rpc/<fn>` as the request says it. */
export interface CallRequest {
  name: string;
  /** `POST`; a `GET` or `HEAD` call runs read-only. */
  post: boolean;
  head: boolean;
  args: Arguments;
  /** What shapes the result: `select`, filters, order, range. */
  query: Query;
  media: Media;
}

/**
 * A call's arguments (the body of a `POST`, the query parameters without an operator of a `GET`)
 * and the rest of its query string; only `GET`, `HEAD` and `POST` (405 `PGRST101`), and not the
 * deprecated `Prefer: params=single-object`.
 */
export async function readCall(c: Context, claims: Claims, prefer: Preferences): Promise<CallRequest> {
  const method = c.req.method;
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
  return { name: c.req.param('fn') ?? '', post, head: method === 'HEAD', args, query, media };
}
