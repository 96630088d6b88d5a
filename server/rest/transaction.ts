import type { Claims } from '../auth/roles.ts';
import type { Database, Transaction } from '../db.ts';
import { isRecord } from '../json.ts';
import { counts, exceedsMaxAffected, type Preferences } from './prefer.ts';
import type { Statement, StatementResult } from './sql.ts';

/**
 * One request's transaction, PostgREST's `runQuery`/`txMode`: as the caller's role, with its
 * `statement_timeout` and the time zone it prefers; the counts it asks for; `max-affected` under
 * `handling=strict`; and `Prefer: tx=rollback`, which answers as usual and stores nothing.
 */

/** Who runs the request and what it prefers. */
export interface TransactionRequest {
  db: Database;
  claims: Claims;
  /** The role's `statement_timeout`, set in the request's transaction; null for none. */
  timeout: string | null;
  prefer: Preferences;
  /** A `GET` or `HEAD` call of a function: the transaction is read-only, as PostgREST runs it. */
  readOnly?: boolean;
}

/** What a request's statements run with. */
export interface Run {
  tx: Transaction;
  /** A statement whose one row is the answer (`body`, `n`, …): none is an empty answer. */
  exec: (s: Statement) => Promise<StatementResult>;
  /**
   * The total `Prefer: count=` asks for, or null: `exact` counts (`counted`); `planned` is the
   * planner's estimate (`planned`, an `EXPLAIN (FORMAT JSON)`), and `estimated` the larger of the
   * two, PostgREST's rule without `db-max-rows`. Without `planned` (a function's rows) only
   * `exact` and `estimated` count, exactly.
   */
  total: (counted: () => Statement, planned?: () => Statement) => Promise<number | null>;
  /** `max-affected` under `handling=strict`: more rows changed is PostgREST's 400 `PGRST124`. */
  affected: (n: number) => void;
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
 * it prefers, read-only when asked, then `fn`. With `Prefer: tx=rollback` the answer is made as
 * usual and the transaction rolled back after it (deferred constraints checked first, as PostgREST
 * does). An error thrown by `fn` rolls it back too.
 */
export async function inTransaction(
  { db, claims, timeout, prefer, readOnly = false }: TransactionRequest,
  fn: (run: Run) => Promise<Response>,
): Promise<Response> {
  try {
    return await db.asRole(claims, async (tx) => {
      if (timeout !== null) await tx.query(`select set_config('statement_timeout', $1, true)`, [timeout]);
      if (prefer.timezone !== null) await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
      if (readOnly) await tx.query(`select set_config('transaction_read_only', 'on', true)`);
      const response = await fn(runWith(tx, prefer));
      if (prefer.tx !== 'rollback') return response;
      await tx.query('set constraints all immediate');
      throw new RolledBack(response);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.response;
    throw error;
  }
}

function runWith(tx: Transaction, prefer: Preferences): Run {
  const one = async <T>(s: Statement) => (await tx.query<T>(s.text, s.params)).rows[0];
  return {
    tx,
    exec: async (s) => (await one<StatementResult>(s)) ?? { body: null, n: 0 },
    total: async (counted, planned) => {
      let total = counts(prefer) ? ((await one<{ n: number }>(counted()))?.n ?? 0) : null;
      if (planned && (prefer.count === 'planned' || prefer.count === 'estimated')) {
        const estimate = planRows(await one<Record<string, unknown>>(planned()));
        if (estimate !== null) total = prefer.count === 'planned' ? estimate : Math.max(total ?? 0, estimate);
      }
      return total;
    },
    affected: (n) => {
      const exceeded = exceedsMaxAffected(prefer, n);
      if (exceeded) throw exceeded;
    },
    timezone: prefer.timezone,
  };
}

/** The top node's "Plan Rows" of an `EXPLAIN (FORMAT JSON)` row. */
export function planRows(row: Record<string, unknown> | undefined): number | null {
  const value = row ? Object.values(row)[0] : undefined;
  const plans: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const top: unknown = Array.isArray(plans) ? plans[0] : undefined;
  const planned = isRecord(top) && isRecord(top.Plan) ? top.Plan['Plan Rows'] : undefined;
  return typeof planned === 'number' ? Math.round(planned) : null;
}
