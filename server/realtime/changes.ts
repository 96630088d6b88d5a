import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import type { ChangeNotice, ChangeType } from './capture.ts';
import { readTable } from '../pg/catalog.ts';
import { isPostgresError } from '../pg/errors.ts';
import { qualifiedName, quoteIdent } from '../pg/quote.ts';
import { filterExpression, filterParameter, type RowFilter } from './filters.ts';
import { LIMITS } from './limits.ts';

/** One `postgres_changes` binding of a joined channel, with the id the join reply gave it. */
export interface ChangeBinding {
  id: number;
  event: '*' | ChangeType;
  /** `*` for every schema. */
  schema: string;
  /** null or `*` for every table of the schema. */
  table: string | null;
  filter: RowFilter | null;
}

export interface ChangeColumn {
  name: string;
  type: string;
}

/** The `data` of a postgres_changes message, as Realtime sends it. */
export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns: ChangeColumn[];
  errors: null;
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
}

export interface ChangeSubscriber {
  readonly claims: Claims;
  readonly bindings: readonly ChangeBinding[];
  deliver(data: ChangeData, ids: number[]): void;
}

const bindingMatches = (binding: ChangeBinding, notice: ChangeNotice) =>
  (binding.event === '*' || binding.event === notice.type) &&
  (binding.schema === '*' || binding.schema === notice.schema) &&
  (binding.table === null || binding.table === '*' || binding.table === notice.table);

/**
 * Delivers one committed change to the subscribers whose bindings ask for it and whose role may
 * read the row. Subscribers with the same claims share one read-back: as those claims, in one short
 * transaction, the row is read by primary key and every filter is evaluated by Postgres. A DELETE
 * carries only the old primary key (as hosted Supabase sends it under row level security) and goes
 * to roles allowed to select from the table; a filter on a column outside the key cannot match it.
 *
 * An UPDATE after which the subscriber can no longer read the row (a product taken out of the shop:
 * row level security now hides it) has left the subscriber's view: it is delivered to the
 * subscriber's DELETE bindings as a DELETE, with the primary key only, under a DELETE's rules. The
 * subscriber then drops the row it showed; one that never saw it learns its key, as from a DELETE.
 */
export async function fanOut(
  db: Database,
  notice: ChangeNotice,
  subscribers: Iterable<ChangeSubscriber>,
): Promise<void> {
  const groups = new Map<
    string,
    { claims: Claims; members: { subscriber: ChangeSubscriber; bindings: ChangeBinding[] }[] }
  >();
  // An UPDATE may leave a subscriber's view: its DELETE bindings are then the ones that hear it.
  const leave: ChangeNotice | null = notice.type === 'UPDATE' ? { ...notice, type: 'DELETE', oldPk: notice.pk } : null;
  for (const subscriber of subscribers) {
    const bindings = subscriber.bindings.filter(
      (binding) => bindingMatches(binding, notice) || (leave !== null && bindingMatches(binding, leave)),
    );
    if (bindings.length === 0) continue;
    const key = JSON.stringify(subscriber.claims);
    const group = groups.get(key) ?? { claims: subscriber.claims, members: [] };
    group.members.push({ subscriber, bindings });
    groups.set(key, group);
  }
  if (groups.size === 0) return;

  const relation = qualifiedName(notice.schema, notice.table);
  const table = await readTable(db.pg, notice.schema, notice.table);
  const columns = [...(table?.columns.values() ?? [])].map(({ name, typeName }) => ({ name, type: typeName }));
  const base = {
    schema: notice.schema,
    table: notice.table,
    commit_timestamp: notice.commitTimestamp,
    type: notice.type,
    columns,
    errors: null,
  };

  for (const { claims, members } of groups.values()) {
    const own = members.map(({ subscriber, bindings }) => ({
      subscriber,
      bindings: bindings.filter((binding) => bindingMatches(binding, notice)),
    }));
    // Only a row read back and found hidden has left the view; a read that failed says nothing.
    if ((await deliverAs(db, claims, notice, relation, own, { ...base })) !== 'unseen' || !leave) continue;
    const leaving = members.map(({ subscriber, bindings }) => ({
      subscriber,
      bindings: bindings.filter((binding) => bindingMatches(binding, leave)),
    }));
    await deliverAs(db, claims, leave, relation, leaving, { ...base, type: 'DELETE' });
  }
}

/**
 * Reads the change back as `claims` and delivers `data` to the members' bindings whose filters
 * match: `seen`; `unseen` when the claims may not see the changed row at all; `unread` when it could
 * not be read back (a statement cut short), and nothing is delivered.
 */
async function deliverAs(
  db: Database,
  claims: Claims,
  notice: ChangeNotice,
  relation: string,
  members: readonly { subscriber: ChangeSubscriber; bindings: ChangeBinding[] }[],
  data: ChangeData,
): Promise<'seen' | 'unseen' | 'unread'> {
  // Read back even when none of these bindings hears it: whether the row is still seen decides a leave.
  const listening = members.filter(({ bindings }) => bindings.length > 0);
  const filters = new Map<string, { filter: RowFilter; index: number }>();
  for (const { bindings } of listening) {
    for (const { filter } of bindings) {
      const key = filter && JSON.stringify(filter);
      if (filter && key && !filters.has(key)) filters.set(key, { filter, index: filters.size });
    }
  }
  const seen = await readBackInTurns(
    db,
    claims,
    notice,
    relation,
    [...filters.values()].map((f) => f.filter),
  );
  if (seen === UNREAD) return 'unread';
  if (!seen) return 'unseen';
  if (notice.type !== 'DELETE') data.record = seen.record ?? {};
  if (notice.type !== 'INSERT') data.old_record = notice.oldPk ?? {};
  for (const { subscriber, bindings } of listening) {
    const ids = bindings
      .filter(({ filter }) => !filter || seen.matches[filters.get(JSON.stringify(filter))?.index ?? -1] === true)
      .map(({ id }) => id);
    if (ids.length > 0) subscriber.deliver(data, ids);
  }
  return 'seen';
}

/** A read back that failed for another reason than the row being hidden: its answer is unknown. */
const UNREAD = Symbol('unread');

interface ReadBack {
  record: Record<string, unknown> | null;
  /** One entry per filter, in order. */
  matches: boolean[];
}

/**
 * `readBack` with the filters a few hundred at a time: each query stays short, so requests waiting
 * for the database take turns with a delivery that many subscribers' filters make long.
 */
async function readBackInTurns(
  db: Database,
  claims: Claims,
  notice: ChangeNotice,
  relation: string,
  filters: RowFilter[],
): Promise<ReadBack | null | typeof UNREAD> {
  const first = await readBack(db, claims, notice, relation, filters.slice(0, LIMITS.filtersPerQuery));
  if (!first || first === UNREAD) return first;
  const matches = [...first.matches];
  for (let start = LIMITS.filtersPerQuery; start < filters.length; start += LIMITS.filtersPerQuery) {
    const batch = filters.slice(start, start + LIMITS.filtersPerQuery);
    const more = await readBack(db, claims, notice, relation, batch);
    matches.push(...(more && more !== UNREAD ? more.matches : batch.map(() => false)));
  }
  return { record: first.record, matches };
}

/**
 * What the claims may see of the change; null when they may not see it at all (no row, no privilege);
 * `UNREAD` when it could not be read back.
 */
async function readBack(
  db: Database,
  claims: Claims,
  notice: ChangeNotice,
  relation: string,
  filters: RowFilter[],
): Promise<ReadBack | null | typeof UNREAD> {
  const key = (notice.type === 'DELETE' ? notice.oldPk : notice.pk) ?? {};
  const keyColumns = Object.keys(key);
  const params: unknown[] = [JSON.stringify(key)];
  const tests = filters.map((filter) => {
    if (notice.type === 'DELETE' && !keyColumns.includes(filter.column)) return 'false';
    params.push(filterParameter(filter));
    return filterExpression(filter, notice.type === 'DELETE' ? 'k' : 't', relation, params.length);
  });
  const testList = tests.map((test, i) => `, ${test} as f${i}`).join('');
  const sql =
    notice.type === 'DELETE'
      ? `select has_table_privilege($${params.push(relation)}, 'SELECT') as visible${testList}
           from jsonb_populate_record(null::${relation}, $1::jsonb) k`
      : `select row_to_json(t) as record${testList}
           from only ${relation} t, jsonb_populate_record(null::${relation}, $1::jsonb) k
          where ${keyColumns.map((c) => `t.${quoteIdent(c)} = k.${quoteIdent(c)}`).join(' and ') || 'false'}`;
  let row: Record<string, unknown> | undefined;
  try {
    row = await db.asRole(claims, async (tx) => (await tx.query(sql, params)).rows[0]);
  } catch (error) {
    // No privilege (or a revoked session): unseen. A filter the catalogue no longer fits fails
    // alone: the row is read again without the filters. Anything else (a statement cut short on a
    // busy server) leaves the answer unknown.
    if (filters.length > 0) {
      const unfiltered = await readBack(db, claims, notice, relation, []);
      return unfiltered && unfiltered !== UNREAD ? { ...unfiltered, matches: filters.map(() => false) } : unfiltered;
    }
    return isPostgresError(error) && error.code === INSUFFICIENT_PRIVILEGE ? null : UNREAD;
  }
  if (!row || (notice.type === 'DELETE' && row.visible !== true)) return null;
  const seen = row;
  const record = (seen.record ?? null) as Record<string, unknown> | null;
  return { record, matches: filters.map((_, i) => seen[`f${i}`] === true) };
}

/** Postgres's `insufficient_privilege`: the role may not read the table at all. */
const INSUFFICIENT_PRIVILEGE = '42501';
