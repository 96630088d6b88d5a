import { randomBytes } from 'node:crypto';
import type { Role } from '../auth/roles.ts';
import { isPostgresError } from '../pg/errors.ts';
import { RestError } from './errors.ts';
import type { AnswerBound } from './sql.ts';

/**
 * The bounds of a `/rest/v1` request: what a legitimate client needs, with room to spare, and
 * nothing an anonymous client could use to make the server work hard. `docs/backend.md` lists them.
 */

const KB = 1024;

/**
 * The largest JSON body a write may carry, by table (and `rpc` for functions). The largest product
 * the database accepts (12 photos, every text at its longest, every character four bytes) is ~76 KB,
 * one the admin saves with 12 photos and a 2,000-character description ~5.6 KB; the largest enquiry
 * ~19 KB, an ordinary one ~1.5 KB (`tests/unit/server/rest-limits.test.ts` measures them).
 */
export const BODY_LIMITS = {
  tables: { products: 128 * KB, messages: 32 * KB },
  otherTables: 64 * KB,
  rpc: 16 * KB,
} as const;

const TABLE_BODY_LIMITS: ReadonlyMap<string, number> = new Map(Object.entries(BODY_LIMITS.tables));

/**
 * The service_role key is the shop's own server side (imports, scripts), never a visitor's: its
 * writes may be bulk loads of many rows at once.
 */
export const SERVICE_ROLE_BODY_LIMIT = 10 * 1024 * KB;

/** The body limit of a write on `target` (a table's name, or null for a function) by `role`. */
export function bodyLimit(role: Role, target: string | null): number {
  if (role === 'service_role') return SERVICE_ROLE_BODY_LIMIT;
  if (target === null) return BODY_LIMITS.rpc;
  return TABLE_BODY_LIMITS.get(target) ?? BODY_LIMITS.otherTables;
}

/** `1024` → `1 KB`, for the 413's details. */
export function shownSize(bytes: number): string {
  return bytes >= 1024 * KB ? `${String(bytes / (1024 * KB))} MB` : `${String(bytes / KB)} KB`;
}

/** Nesting of `or=(…)`/`and=(…)` trees: `or=(a.eq.1,and(b.eq.2,c.eq.3))` nests 2 deep. */
export const MAX_FILTER_DEPTH = 8;

/** Conditions in one request, counting every one inside `or`/`and` trees. */
export const MAX_FILTER_CONDITIONS = 100;

/** Characters of a `like`, `ilike`, `match` or `imatch` pattern. */
export const MAX_PATTERN_LENGTH = 256;

/**
 * The bounds of a regular expression's counted repetitions (`{m}`, `{m,}`, `{m,n}`), added up over
 * the whole pattern: each bound multiplies the states Postgres's regex engine builds.
 */
export const MAX_PATTERN_REPETITION = 100;

/**
 * Items of a `select` list for the public roles (`anon`, `authenticated`), each column of a `*`
 * counting as one: the shop's own reads ask for `*` or three columns at most. Each item is a
 * column rendered into every row of the answer, so a list of hundreds of aliases makes one read
 * cost as much as hundreds.
 */
export const MAX_SELECT_ITEMS = 100;

/** Characters of an alias (`alias:column`): Postgres cuts a longer name to 63 bytes silently. */
export const MAX_ALIAS_LENGTH = 63;

/**
 * The JSON an anonymous read may answer (a shop's whole catalogue, as visitors read it, is ~9 KB;
 * every shop's products together ~41 KB; 4 MB is ~700 products of the size the admin saves).
 * Counted by Postgres row by row while the answer is built, so a larger one stops there instead of
 * being built whole.
 */
export const MAX_ANONYMOUS_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * The text an anonymous read fails on past `MAX_ANONYMOUS_ANSWER_BYTES` (see `selectRows`): random
 * per process, so that no value a client sends can pass for it.
 */
const ANSWER_STOP = `pgrst_answer_over_bound_${randomBytes(9).toString('base64url')}`;

const ANONYMOUS_BOUND: AnswerBound = { maxBytes: MAX_ANONYMOUS_ANSWER_BYTES, stop: ANSWER_STOP };

/** The bound of a read's answer: anonymous reads are bounded (the service role and signed-in users are not). */
export const answerBound = (role: Role): AnswerBound | null => (role === 'anon' ? ANONYMOUS_BOUND : null);

/** The failure `selectRows` provokes past an anonymous answer's bound, as the request's error. */
export function answerOverBound(error: unknown): unknown {
  if (!isPostgresError(error) || error.code !== '22P02' || !error.message.includes(ANSWER_STOP)) return error;
  return new RestError(
    400,
    '54000',
    `The answer is larger than ${shownSize(MAX_ANONYMOUS_ANSWER_BYTES)}, the most an anonymous read may return`,
    null,
    'Ask for fewer rows (limit, or a Range header) or fewer columns (select)',
  );
}
