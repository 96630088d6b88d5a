import type { Database } from '../db.ts';
import { isRecord, shown } from '../json.ts';
import type { ChangeBinding } from './changes.ts';
import { FilterError, parseFilter, type RowFilter } from './filters.ts';
import { LIMITS } from './limits.ts';

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
const isEvent = (text: string): text is (typeof EVENTS)[number] => EVENTS.some((event) => event === text);

/** A binding as a join asked for it, read without the database; `problem` when it cannot be served. */
export type RequestedBinding = Omit<ChangeBinding, 'id'> | { problem: string };

/**
 * Reads a join's `postgres_changes` list: its shape, its bounds and each filter's grammar. A list
 * over the bounds refuses the whole join (`refused`), before anything is looked up; a binding
 * that is merely wrong (bad event, unparsable filter) is reported on its own, as Realtime does.
 */
export function readBindings(specs: unknown): { refused: string } | { requested: RequestedBinding[] } {
  if (specs === undefined || specs === null) return { requested: [] };
  if (!Array.isArray(specs) || !specs.every(isRecord)) return { refused: 'Invalid postgres_changes bindings' };
  if (specs.length > LIMITS.bindingsPerChannel)
    return { refused: `At most ${LIMITS.bindingsPerChannel} postgres_changes bindings per channel` };
  const requested = specs.map(readBinding);
  if (requested.some((binding) => 'filter' in binding && (binding.filter?.values.length ?? 0) > LIMITS.valuesPerFilter))
    return { refused: `At most ${LIMITS.valuesPerFilter} values in an in.() filter` };
  return { requested };
}

function readBinding(spec: Record<string, unknown>): RequestedBinding {
  const event = typeof spec.event === 'string' ? spec.event.toUpperCase() : '';
  const schema = typeof spec.schema === 'string' && spec.schema !== '' ? spec.schema : null;
  const table = typeof spec.table === 'string' && spec.table !== '' ? spec.table : null;
  const describe = describeSpec(spec);
  if (!isEvent(event) || !schema) return { problem: `invalid binding ${describe}` };
  let filter: RowFilter | null = null;
  if (typeof spec.filter === 'string' && spec.filter !== '') {
    try {
      filter = parseFilter(spec.filter);
    } catch (error) {
      return { problem: error instanceof FilterError ? error.message : `invalid filter ${describe}` };
    }
    if (!table || table === '*' || schema === '*') return { problem: `a filter needs one table ${describe}` };
  }
  return { event, schema, table, filter };
}

/** How an error message names a binding: what was sent, so the answer is the same whether a table exists or not. */
export function describeSpec(spec: Record<string, unknown>): string {
  return (
    `[event: ${shown(spec.event)}, schema: ${shown(spec.schema)}, ` +
    `table: ${shown(spec.table ?? '*')}, filter: ${shown(spec.filter ?? '')}]`
  );
}

interface CheckRow {
  i: number;
  published: boolean;
  has_column: boolean;
  fits: boolean;
}

/*
 * One query for the whole join: each binding naming one table is looked up in the publication
 * `supabase_realtime`, its filter's column among the table's, and every filter value is tried
 * against the column's type with `realtime.input_is_valid` (no error, no query per value). A table
 * outside the publication, existing or not, gets the same answer.
 */
const CHECK_SQL = `
  select b.i,
         p.tablename is not null as published,
         a.attname is not null as has_column,
         a.attname is not null and coalesce(
           (select bool_and(realtime.input_is_valid(v, pg_catalog.format_type(a.atttypid, a.atttypmod)))
              from pg_catalog.jsonb_array_elements_text(b.vals) v), true) as fits
    from pg_catalog.jsonb_to_recordset($1::jsonb) as b(i int, s text, t text, c text, vals jsonb)
    left join pg_catalog.pg_publication_tables p
           on p.pubname = 'supabase_realtime' and p.schemaname = b.s and p.tablename = b.t
    left join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    left join pg_catalog.pg_class r on r.relnamespace = n.oid and r.relname = p.tablename
    left join pg_catalog.pg_attribute a
           on a.attrelid = r.oid and a.attname = b.c and a.attnum > 0 and not a.attisdropped
   order by b.i`;

/**
 * Checks the bindings `readBindings` accepted against the catalog, in one query: each comes back
 * as it was or as the problem that keeps it from being served. Wildcard bindings (every table of a
 * schema) need no look-up: only published tables announce changes.
 */
export async function checkBindings(
  db: Database,
  specs: Record<string, unknown>[],
  requested: RequestedBinding[],
): Promise<RequestedBinding[]> {
  const lookups = requested.flatMap((binding, i) =>
    'problem' in binding || binding.table === null || binding.table === '*' || binding.schema === '*'
      ? []
      : [
          {
            i,
            s: binding.schema,
            t: binding.table,
            c: binding.filter?.column ?? null,
            vals: binding.filter?.values ?? [],
          },
        ],
  );
  if (lookups.length === 0) return requested;
  let rows: CheckRow[];
  let valuesChecked = true;
  try {
    rows = (await db.pg.query<CheckRow>(CHECK_SQL, [JSON.stringify(lookups)])).rows;
  } catch {
    // A column type whose input cannot be tried without an error: its filters are refused.
    valuesChecked = false;
    const withoutValues = lookups.map((lookup) => ({ ...lookup, vals: [] }));
    rows = (await db.pg.query<CheckRow>(CHECK_SQL, [JSON.stringify(withoutValues)])).rows;
  }
  const checked = [...requested];
  for (const row of rows) {
    const binding = requested[row.i];
    const spec = specs[row.i];
    if (!binding || !spec || 'problem' in binding) continue;
    const describe = describeSpec(spec);
    if (!row.published) checked[row.i] = { problem: `not in the publication supabase_realtime ${describe}` };
    else if (binding.filter && !row.has_column)
      checked[row.i] = { problem: `no column ${binding.filter.column} ${describe}` };
    else if (binding.filter && (!row.fits || !valuesChecked))
      checked[row.i] = { problem: `the filter value does not fit the column ${describe}` };
  }
  return checked;
}
