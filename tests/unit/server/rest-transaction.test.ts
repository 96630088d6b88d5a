import { describe, expect, it } from 'vitest';
import type { Claims } from '../../../server/auth/roles.ts';
import type { Database, Transaction } from '../../../server/db.ts';
import { parsePrefer } from '../../../server/rest/prefer.ts';
import { inTransaction, planRows, type Run } from '../../../server/rest/transaction.ts';

/**
 * The request's transaction without a database: a fake whose `asRole` records the statements and
 * whether the transaction ended by an error (rolled back) or not (committed).
 */
function fakeDatabase(rows: (text: string) => Record<string, unknown>[] = () => []) {
  const statements: { text: string; params: unknown[] | undefined }[] = [];
  const outcome: { ended: 'commit' | 'rollback' | null } = { ended: null };
  const tx = {
    query: (text: string, params?: unknown[]) => {
      statements.push({ text, params });
      return Promise.resolve({ rows: rows(text), fields: [] });
    },
  } as unknown as Transaction;
  const db = {
    asRole: async <T>(_claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T> => {
      try {
        const value = await fn(tx);
        outcome.ended = 'commit';
        return value;
      } catch (error) {
        outcome.ended = 'rollback';
        throw error;
      }
    },
  } as unknown as Database;
  return { db, statements, outcome };
}

const claims = { role: 'authenticated' } as Claims;
const ok = () => Promise.resolve(new Response('done'));

function request(db: Database, prefer = '', timeout: string | null = null) {
  return { db, claims, timeout, prefer: parsePrefer(prefer) };
}

describe('the transaction of a request', () => {
  it("sets the role's statement timeout and the time zone asked, then commits", async () => {
    const { db, statements, outcome } = fakeDatabase();
    const prefer = parsePrefer('timezone=Europe/Rome');
    const response = await inTransaction({ db, claims, timeout: '8s', prefer }, async (run) => {
      expect(run.timezone).toBe('Europe/Rome');
      return ok();
    });
    expect(await response.text()).toBe('done');
    expect(statements).toEqual([
      { text: `select set_config('statement_timeout', $1, true)`, params: ['8s'] },
      { text: `select set_config('timezone', $1, true)`, params: ['Europe/Rome'] },
    ]);
    expect(outcome.ended).toBe('commit');
  });

  it('with tx=rollback answers as usual, checks deferred constraints, and rolls back', async () => {
    const { db, statements, outcome } = fakeDatabase();
    const response = await inTransaction(request(db, 'tx=rollback'), ok);
    expect(await response.text()).toBe('done');
    expect(statements.map((s) => s.text)).toEqual(['set constraints all immediate']);
    expect(outcome.ended).toBe('rollback');
  });

  it('rolls back on an error, which is the answer', async () => {
    const { db, outcome } = fakeDatabase();
    await expect(inTransaction(request(db), () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(outcome.ended).toBe('rollback');
  });

  it('refuses more rows than max-affected under handling=strict only', async () => {
    const affected = async (prefer: string, n: number) => {
      const { db, outcome } = fakeDatabase();
      await inTransaction(request(db, prefer), (run) => {
        run.affected(n);
        return ok();
      }).catch(() => undefined);
      return outcome.ended;
    };
    expect(await affected('handling=strict, max-affected=2', 3)).toBe('rollback');
    expect(await affected('handling=strict, max-affected=2', 2)).toBe('commit');
    expect(await affected('max-affected=2', 3)).toBe('commit');
  });
});

describe('counts', () => {
  const explain = [{ 'QUERY PLAN': [{ Plan: { 'Node Type': 'Aggregate', 'Plan Rows': 41.6 } }] }];
  const rows = (text: string) => (text.startsWith('explain') ? explain : [{ n: 7 }]);
  const counted = { text: 'select count(*)::int as n', params: [] };
  const planned = { text: 'explain (format json) select', params: [] };

  async function total(prefer: string, withPlanned = true): Promise<{ total: number | null; ran: string[] }> {
    const { db, statements } = fakeDatabase(rows);
    let total: number | null = null;
    await inTransaction(request(db, prefer), async (run: Run) => {
      total = await run.total(() => counted, withPlanned ? () => planned : undefined);
      return ok();
    });
    return { total, ran: statements.map((s) => s.text) };
  }

  it('counts exactly, by the planner, or the larger of the two', async () => {
    expect(await total('')).toEqual({ total: null, ran: [] });
    expect(await total('count=exact')).toEqual({ total: 7, ran: [counted.text] });
    expect(await total('count=planned')).toEqual({ total: 42, ran: [planned.text] });
    expect(await total('count=estimated')).toEqual({ total: 42, ran: [counted.text, planned.text] });
  });

  it("counts a function's rows only exactly", async () => {
    expect((await total('count=planned', false)).total).toBeNull();
    expect((await total('count=estimated', false)).total).toBe(7);
  });

  it('reads the top plan node\'s "Plan Rows", as JSON text or already parsed', () => {
    expect(planRows({ plan: JSON.stringify([{ Plan: { 'Plan Rows': 3 } }]) })).toBe(3);
    expect(planRows({ plan: [{ Plan: { 'Plan Rows': 2.4 } }] })).toBe(2);
    expect(planRows({ plan: [] })).toBeNull();
    expect(planRows(undefined)).toBeNull();
  });
});

describe('a call by GET', () => {
  it('runs read-only', async () => {
    const { db, statements } = fakeDatabase();
    await inTransaction({ ...request(db), readOnly: true }, ok);
    expect(statements.map((s) => s.text)).toEqual([`select set_config('transaction_read_only', 'on', true)`]);
  });
});
