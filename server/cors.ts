import { cors } from 'hono/cors';

/** Headers supabase-js sends and reads; browsers need them listed or `count` comes back null. */
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'cache-control',
  'x-supabase-api-version',
  'x-retry-count',
  'if-none-match',
  'if-modified-since',
];
const EXPOSED_HEADERS = [
  'content-range',
  'content-length',
  'content-type',
  'content-profile',
  'preference-applied',
  'range-unit',
  'x-supabase-api-version',
  'etag',
  'last-modified',
  'accept-ranges',
  'location',
];

/** Any origin may call the APIs, as on a hosted project: the keys and row level security guard them. */
export const supabaseCors = cors({
  origin: '*',
  allowHeaders: ALLOWED_HEADERS,
  exposeHeaders: EXPOSED_HEADERS,
  maxAge: 86400,
});
