import type { Media } from './media.ts';
import { preferenceApplied, type Echo, type Preferences } from './prefer.ts';
import { RestError } from './errors.ts';
import type { Table } from './schema-cache.ts';

/**
 * The HTTP answer's shape, PostgREST's `Response`: statuses, `Content-Range`, `Preference-Applied`,
 * `Location`, the media type of the body.
 */

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

/** `count=exact` and `count=estimated` count the rows (PostgREST's `shouldCount`). */
export const counts = (prefer: Preferences) => prefer.count === 'exact' || prefer.count === 'estimated';

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
