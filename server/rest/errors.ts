import { AuthError, MissingApiKeyError } from '../auth/errors.ts';
import type { Role } from '../auth/roles.ts';
import { isPostgresError, type PostgresError } from '../pg/errors.ts';

/** `canceling statement due to statement timeout` (or a cancel request). */
const QUERY_CANCELED = '57014';

/** A PostgREST error: HTTP status plus the `{code, message, details, hint}` body supabase-js reads. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or (PGRST201's candidates) JSON. */
    readonly details: string | readonly object[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
  }

  get body(): { code: string; message: string; details: string | readonly object[] | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const unsupported = (what: string): RestError =>
  new RestError(
    400,
    'PGRST127',
    `${what} is not supported by this server`,
    null,
    'See docs/backend.md for what is supported.',
  );

/** A `Range` header or an offset past the rows there are. */
export const rangeNotSatisfiable = (details: string): RestError =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

/**
 * PostgREST's mapping from SQLSTATE to HTTP status (postgrest/src/PostgREST/Error.hs), except that a
 * program limit (class 54: stack depth, too many columns or arguments) is the request's doing here,
 * as every other error a request's shape can cause: 400; and so is a statement the role's
 * `statement_timeout` cancelled (57014, a 500 in PostgREST): the request asked for more work than a
 * request of its role may make (`docs/decisions.md`).
 */
function statusForSqlState(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === QUERY_CANCELED) return 400;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].some((p) => code.startsWith(p))
  )
    return 500;
  if (code === '42P17') return 500;
  return 400;
}

export function fromPostgres(error: PostgresError, role: Role): RestError {
  const hint =
    error.hint ??
    (error.code === QUERY_CANCELED
      ? `A request as ${role} may run for its statement_timeout at most: ask for fewer rows or simpler filters`
      : null);
  return new RestError(statusForSqlState(error.code, role), error.code, error.message, error.detail ?? null, hint);
}

let overflowLogged = false;

/** Any error of a request as the error it answers: PostgREST's, or a missing key's. */
export function toRestError(error: unknown, role: Role | null): RestError | MissingApiKeyError {
  if (error instanceof RestError || error instanceof MissingApiKeyError) return error;
  if (error instanceof AuthError) {
    const code = error.message === 'JWT expired' ? 'PGRST303' : 'PGRST301';
    return new RestError(error.status, code, error.message);
  }
  if (isPostgresError(error)) return fromPostgres(error, role ?? 'anon');
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
