import { MissingApiKeyError, NO_API_KEY } from '../auth/errors.ts';
import { bodyWasRead } from './body.ts';
import { rangeNotSatisfiable, RestError } from './errors.ts';
import type { Media } from './media.ts';
import type { WritePlan } from './plan.ts';
import { counts, preferenceApplied, type Echo, type Preferences } from './prefer.ts';
import type { Table } from './schema-cache.ts';
import type { StatementResult } from './sql.ts';
import type { Run } from './transaction.ts';

/**
 * The HTTP answer's shape, PostgREST's `Response`: statuses, `Content-Range`, `Preference-Applied`,
 * `Location`, the media type of the body, and errors in PostgREST's JSON.
 */

/** What an answer is made in: the checks of the request's transaction and the time zone it set. */
type Answering = Pick<Run, 'affected' | 'timezone'>;

export function singleObjectError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

export function respond(body: string | null, status: number, headers: Record<string, string>, media: Media): Response {
  const all: Record<string, string> = { ...headers };
  if (body !== null) all['content-type'] = media.contentType;
  return new Response(body, { status, headers: all });
}

export function withApplied(
  headers: Record<string, string>,
  prefer: Preferences,
  echo: Echo,
  timezone: string | null,
): Record<string, string> {
  const applied = preferenceApplied(prefer, echo, timezone);
  if (applied !== null) headers['preference-applied'] = applied;
  return headers;
}

/** `Content-Range` as PostgREST writes it: `first-last/total`, `*` for the range when empty. */
export function contentRange(first: number, last: number, total: number | null): string {
  const range = total !== 0 && first <= last ? `${String(first)}-${String(last)}` : '*';
  return `${range}/${total === null ? '*' : String(total)}`;
}

/** PostgREST's `Location` for an inserted row: `/<table>?<key>=eq.<value>&…`, URL-encoded. */
export function locationOf(table: Table, keys: string): string {
  const values = JSON.parse(keys) as Record<string, string>;
  const query = Object.entries(values).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(`eq.${v}`)}`);
  return `/${table.name}?${query.join('&')}`;
}

/** A read of `/rest/v1/<table>`, what it found and counted. */
export interface ReadAnswer {
  head: boolean;
  offset: number;
  result: StatementResult;
  total: number | null;
  prefer: Preferences;
  media: Media;
  timezone: string | null;
}

/**
 * A read's answer: its rows (none for `HEAD`), `Content-Range`, 206 for part of a counted total;
 * 406 `PGRST116` for a single object asked of 0 or 2+ rows, 416 `PGRST103` for an offset past the
 * total (not at it: that is an empty last page, 206), as PostgREST.
 */
export function readResponse({ head, offset, result, total, prefer, media, timezone }: ReadAnswer): Response {
  if (media.single && result.n !== 1) throw singleObjectError(result.n);
  if (total !== null && offset > total) {
    throw rangeNotSatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  const range = contentRange(offset, offset + result.n - 1, total);
  const headers = withApplied({ 'content-range': range }, prefer, {}, timezone);
  const status = total !== null && result.n < total && !media.single ? 206 : 200;
  if (head) return new Response(null, { status, headers: { ...headers, 'content-type': media.contentType } });
  return respond(result.body ?? '[]', status, headers, media);
}

/**
 * A write's answer as PostgREST 12 gives it: the rows with `Prefer: return=representation`, else no
 * body. An insert answers 201, or 200 when a merging upsert inserted no row; an update or a delete
 * 200 with the rows, else 204. A single object asked of 0 or 2+ rows (406 `PGRST116`), or an update
 * or delete past `max-affected`, is refused, which rolls the write back.
 */
export function writeResponse(plan: WritePlan, result: StatementResult, prefer: Preferences, run: Answering): Response {
  const { kind, rendering } = plan;
  if (rendering.single && result.n !== 1) throw singleObjectError(result.n);
  if (kind !== 'insert') run.affected(result.n);
  const total = counts(prefer) ? result.n : null;
  const range = kind === 'update' ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total);
  const headers = withApplied({ 'content-range': range }, prefer, plan.echo, run.timezone);
  if (result.location) headers.location = locationOf(plan.table, result.location);
  const mergedOnly = plan.kind === 'insert' && plan.conflict?.action === 'merge' && (result.inserted ?? 1) <= 0;
  const status = kind === 'insert' && !mergedOnly ? 201 : 200;
  if (!rendering.representation) return new Response(null, { status: kind === 'insert' ? status : 204, headers });
  return respond(result.body ?? '[]', status, headers, rendering);
}

/** An update that sets no column (`changesNothing`): nothing ran, so no row and no header. */
export function nothingChanged({ rendering }: WritePlan): Response {
  if (!rendering.representation) return new Response(null, { status: 204 });
  return respond(rendering.single ? 'null' : '[]', 200, {}, rendering);
}

/** A function's call, what it returned and how it is asked to answer. */
export interface CallAnswer {
  head: boolean;
  /** The first row's position (`offset`), for `Content-Range`. */
  offset: number;
  prefer: Preferences;
  media: Media;
}

/**
 * The answer of a function returning rows of a table: rendered like a read (a single row as an
 * object when it returns one row, not a set). A function's rows count as affected, as PostgREST
 * counts them for `max-affected`.
 */
export function callRowsResponse(
  call: CallAnswer & { single: boolean; total: number | null },
  result: StatementResult,
  run: Answering,
): Response {
  const { head, offset, prefer, media, single, total } = call;
  const headers = withApplied({}, prefer, { maxAffected: true }, run.timezone);
  run.affected(result.n);
  if (single && result.n !== 1 && (media.single || result.n > 1)) throw singleObjectError(result.n);
  headers['content-range'] = contentRange(offset, offset + result.n - 1, total);
  const partial = total !== null && result.n < total && !single;
  const body = result.body ?? (single ? 'null' : '[]');
  return respond(head ? null : body, partial ? 206 : 200, headers, media);
}

/**
 * The answer of a function returning a value, a set of values or nothing (204): its JSON, one value
 * counting as one row affected.
 */
export function callValueResponse(
  call: CallAnswer,
  result: { body: string | null; n: number | null },
  run: Answering,
): Response {
  const { head, offset, prefer, media } = call;
  const headers = withApplied({}, prefer, { maxAffected: true }, run.timezone);
  run.affected(result.n ?? 1);
  if (result.body === null) return new Response(null, { status: 204, headers });
  if (media.single && result.n !== null && result.n !== 1) throw singleObjectError(result.n);
  headers['content-type'] = media.contentType;
  if (result.n !== null) headers['content-range'] = contentRange(offset, offset + result.n - 1, null);
  return new Response(head ? null : result.body, { status: 200, headers });
}

/** A request that carries a body this server has not read to its end. */
function bodyLeftUnread(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || bodyWasRead(request)) return false;
  return Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
}

/**
 * An error in PostgREST's JSON, `WWW-Authenticate` for a token's (`PGRST30x`). Refused before its
 * body was read, the connection is closed: that spares reading what is still coming.
 */
export function errorResponse(request: Request, error: RestError | MissingApiKeyError): Response {
  const close: Record<string, string> = bodyLeftUnread(request) ? { connection: 'close' } : {};
  if (error instanceof MissingApiKeyError) {
    return new Response(JSON.stringify(NO_API_KEY), {
      status: 401,
      headers: { 'content-type': 'application/json', ...close },
    });
  }
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...close };
  if (error.code.startsWith('PGRST30'))
    headers['www-authenticate'] =
      `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`;
  return new Response(JSON.stringify(error.body), { status: error.status, headers });
}
