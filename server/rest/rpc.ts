import type { Role } from '../auth/roles.ts';
import type { Transaction } from '../db.ts';
import { qualifiedName, quoteIdent, quoteLiteral } from '../pg/quote.ts';
import { RestError, unsupported } from './errors.ts';
import { aggregatesEnabled, planRead, type ReadNode } from './plan.ts';
import { checkSelectBounds } from './query.ts';
import type { CallRequest } from './request.ts';
import { EXPOSED_SCHEMA, type SchemaCache, type Table } from './schema-cache.ts';
import { countRows, Params, selectRows, type AnswerBound, type Rendering, type Statement } from './sql.ts';

/** One overload of a function of the exposed schema, as `/rpc` resolves and calls it. */
export interface Routine {
  name: string;
  /** Input parameters in order: name ('' when unnamed), `format_type()`, type category, whether required. */
  params: { name: string; type: string; category: string; required: boolean }[];
  returnsSet: boolean;
  /** The table whose rows it returns (`setof products`, `products`), or its `returns table (…)` columns. */
  returnsRows: Table | null;
  returnsVoid: boolean;
  /** `typtype` of the result: 'c' for a row type. */
  returnKind: string;
  /** 'v' volatile, 's' stable, 'i' immutable. */
  volatility: string;
}

interface RoutineRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  all_types: string[] | null;
  arg_types: string[];
  arg_categories: string[];
  arg_count: number;
  default_count: number;
  returns_set: boolean;
  return_kind: string;
  returns_void: boolean;
  return_table: string | null;
  return_columns: { name: string; type: string }[] | null;
  volatility: string;
}

/** Modes of the arguments a caller passes: in, inout and variadic. */
const INPUT_MODES: ReadonlySet<string> = new Set(['i', 'b', 'v']);

/** The overloads of `name` in the exposed schema, read in the request's transaction. */
export async function readRoutines(tx: Pick<Transaction, 'query'>, name: string): Promise<Routine[]> {
  const { rows } = await tx.query<RoutineRow>(
    `select p.proname::text as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(p.proallargtypes) with ordinality a(t, i) order by i)
              as all_types,
            array(select format_type(t, null) from unnest(p.proargtypes) with ordinality a(t, i) order by i)
              as arg_types,
            array(select ty.typcategory::text from unnest(p.proargtypes) with ordinality a(t, i)
                    join pg_catalog.pg_type ty on ty.oid = a.t order by i) as arg_categories,
            p.pronargs::int as arg_count, p.pronargdefaults::int as default_count, p.proretset as returns_set,
            t.typtype::text as return_kind, p.prorettype = 'void'::regtype as returns_void,
            rc.relname::text as return_table,
            (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                             order by a.attnum)
               from pg_catalog.pg_attribute a
              where a.attrelid = rc.oid and a.attnum > 0 and not a.attisdropped) as return_columns,
            p.provolatile::text as volatility
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
       left join pg_catalog.pg_class rc on rc.oid = t.typrelid and t.typtype = 'c'
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA, name],
  );
  return rows.map((row) => {
    const modes = row.arg_modes ?? [];
    const names = row.arg_names ?? [];
    const inputs = modes.length === 0 ? names : names.filter((_, i) => INPUT_MODES.has(modes[i] ?? 'i'));
    const params = row.arg_types.map((type, i) => ({
      name: inputs[i] ?? '',
      type,
      category: row.arg_categories[i] ?? '',
      required: i < row.arg_count - row.default_count,
    }));
    // `returns table (…)` and out parameters: the columns are the out (and inout) parameters.
    const outs = modes.flatMap((mode, i) =>
      mode === 't' || mode === 'o' || mode === 'b' ? [{ name: names[i] ?? '', type: row.all_types?.[i] ?? '' }] : [],
    );
    const columns = row.return_columns ?? (row.return_kind === 'p' && outs.length > 0 ? outs : null);
    return {
      name: row.name,
      params,
      returnsSet: row.returns_set,
      returnsRows: columns ? rowsTable(row.return_table ?? row.name, columns) : null,
      returnsVoid: row.returns_void,
      returnKind: row.return_kind,
      volatility: row.volatility,
    };
  });
}

function rowsTable(name: string, columns: { name: string; type: string }[]): Table {
  const map = new Map(
    columns.map((c) => [c.name, { name: c.name, type: c.type, baseType: c.type, typeName: c.type, generated: false }]),
  );
  return { schema: EXPOSED_SCHEMA, name, writable: false, columns: map, primaryKey: [] };
}

/** How the arguments came: named (a JSON object or query parameters), or one body for an unnamed parameter. */
export type Arguments =
  { kind: 'named'; values: Record<string, unknown> } | { kind: 'single'; body: unknown; contentType: 'json' | 'text' };

/**
 * The overload a call means, by PostgREST 12's rules: the one whose parameters the argument names
 * fit (every required one given, nothing unknown); failing any, the one with a single unnamed
 * json/jsonb parameter (text with a `text/plain` body) that takes the whole body. None: 404
 * `PGRST202`; several: 300 `PGRST203` naming the candidates.
 */
export function chooseRoutine(overloads: Routine[], name: string, args: Arguments, post: boolean): Routine {
  const keys = args.kind === 'named' ? Object.keys(args.values) : [];
  const matching: Routine[] = [];
  const fallback: Routine[] = [];
  for (const fn of overloads) {
    if (args.kind === 'named' && matchesParams(fn, keys)) matching.push(fn);
    else if (post && singleUnnamed(fn, args.kind === 'single' ? args.contentType : 'json')) fallback.push(fn);
  }
  const candidates = matching.length > 0 ? matching : fallback;
  const [fn, ...others] = candidates;
  if (fn && others.length === 0) return fn;
  if (fn) {
    const signature = (r: Routine) =>
      `${EXPOSED_SCHEMA}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const single = args.kind === 'single' && args.contentType === 'text';
  const listed = keys.join(', ');
  const signature = keys.length === 0 ? ' without parameters' : `(${listed})`;
  const withParams =
    keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${listed}`;
  const searched = single
    ? ' with a single unnamed text parameter'
    : post
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${EXPOSED_SCHEMA}.${name}${single ? '' : signature} in the schema cache`,
    `Searched for the function ${EXPOSED_SCHEMA}.${name}${searched}, but no matches were found in the schema cache.`,
  );
}

function matchesParams(fn: Routine, keys: string[]): boolean {
  if (fn.params.length === 0) return keys.length === 0;
  if (fn.params.some((p) => p.name === '')) return false;
  const names = new Set(fn.params.map((p) => p.name));
  const required = fn.params.filter((p) => p.required).map((p) => p.name);
  return keys.every((k) => names.has(k)) && required.every((r) => keys.includes(r));
}

function singleUnnamed(fn: Routine, contentType: 'json' | 'text'): boolean {
  const [only, ...rest] = fn.params;
  if (!only || rest.length > 0 || only.name !== '') return false;
  return contentType === 'json' ? only.type === 'json' || only.type === 'jsonb' : only.type === 'text';
}

/**
 * The plan of a call, PostgREST's `CallPlan`: the overload the arguments mean and how they are
 * passed; for a function returning rows of a table, the read of its rows (`select` with embedding,
 * filters, order, range), planned as a table's; for one returning values, nothing may shape them.
 */
export interface CallPlan {
  fn: Routine;
  args: Arguments;
  /** The read of the rows it returns; null for a function returning values or nothing. */
  read: ReadNode | null;
  /** Its rows answered as one object: asked for, or a function returning one row (not a set). */
  single: boolean;
}

export async function planCall(
  overloads: Routine[],
  { name, post, args, query, media }: CallRequest,
  cache: Pick<SchemaCache, 'relationships' | 'maybeTable' | 'computedFields' | 'origins'>,
  role: Role,
): Promise<CallPlan> {
  const fn = chooseRoutine(overloads, name, args, post);
  // An object no overload's names fit goes whole to the single unnamed json parameter.
  const call: Arguments =
    args.kind === 'named' && fn.params.length === 1 && fn.params[0]?.name === ''
      ? { kind: 'single', body: args.values, contentType: 'json' }
      : args;
  if (fn.returnsRows) {
    if (role !== 'service_role') checkSelectBounds(query.select, fn.returnsRows.columns.size);
    const read = await planRead(cache, fn.returnsRows, query, { aggregates: aggregatesEnabled() });
    return { fn, args: call, read, single: media.single || !fn.returnsSet };
  }
  const shaped = query.select.some((i) => i.kind !== 'column' || i.column !== '*');
  if (shaped || query.filters.length > 0 || query.order.length > 0 || query.embedded.size > 0)
    throw unsupported('Selecting, filtering or ordering the result of a function that returns no rows of a table');
  if (media.format === 'csv' || media.stripNulls) throw unsupported(`Answering a function in ${media.contentType}`);
  return { fn, args: call, read: null, single: media.single };
}

/** The rows of a function returning rows of a table, read as its plan says (`selectRows` over the call). */
export function callRows(plan: CallPlan, read: ReadNode, rendering: Rendering, bound: AnswerBound | null): Statement {
  const params = new Params();
  return selectRows(read, rendering, bound, { text: callSql(plan.fn, plan.args, params), params });
}

/** Those rows counted (`count=exact`). */
export function callCount(plan: CallPlan, read: ReadNode): Statement {
  const params = new Params();
  return countRows(read, { text: callSql(plan.fn, plan.args, params), params });
}

/**
 * The call as SQL, its arguments in one parameter (`$1`, jsonb) each cast by Postgres to its
 * declared type (a row type built from a JSON object), so a bad value is Postgres's own error.
 */
export function callSql(fn: Routine, args: Arguments, params: Params): string {
  const name = qualifiedName(EXPOSED_SCHEMA, fn.name);
  if (args.kind === 'single') {
    const type = fn.params[0]?.type ?? 'text';
    const value = args.contentType === 'text' ? String(args.body) : JSON.stringify(args.body);
    return `${name}(${params.add(value)}::text::${type})`;
  }
  const given = Object.keys(args.values);
  if (given.length === 0) return `${name}()`;
  const json = params.add(JSON.stringify(args.values));
  const named = given.map((arg) => `${quoteIdent(arg)} => ${argumentValue(fn, arg, json)}`);
  return `${name}(${named.join(', ')})`;
}

/** The SQL reading one argument out of the jsonb parameter, cast to its declared type. */
function argumentValue(fn: Routine, arg: string, json: string): string {
  const param = fn.params.find((p) => p.name === arg);
  const type = param?.type ?? 'text';
  const value = `${json}::text::jsonb -> ${quoteLiteral(arg)}`;
  const text = `${json}::text::jsonb ->> ${quoteLiteral(arg)}`;
  if (type === 'json' || type === 'jsonb') return `(${value})::${type}`;
  if (param?.category === 'C') return `jsonb_populate_record(null::${type}, ${value})`;
  if (param?.category === 'A') {
    const elements = `array(select jsonb_array_elements_text(${value}))`;
    return `(case jsonb_typeof(${value}) when 'array' then ${elements} else (${text})::text[] end)::${type}`;
  }
  return `(${text})::${type}`;
}

export interface CallResult {
  body: string | null;
  /** Rows of a set-returning function (its first row alone when `single`); null for one value. */
  n: number | null;
}

/** A function returning a value or a set of values (not rows): called and rendered as JSON. */
export async function callScalar(
  tx: Transaction,
  fn: Routine,
  args: Arguments,
  single: boolean,
  range: { limit: number | null; offset: number },
): Promise<CallResult> {
  const params = new Params();
  const call = callSql(fn, args, params);
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, params.values);
    return { body: null, n: null };
  }
  if (fn.returnsSet) {
    const value = '_pgrst_r._pgrst_v';
    const rendered = single ? `(json_agg(${value}) -> 0)::text` : `coalesce(json_agg(${value}), '[]')::text`;
    const limit = range.limit === null ? '' : `limit ${params.add(String(range.limit))}::text::bigint`;
    const offset = range.offset ? `offset ${params.add(String(range.offset))}::text::bigint` : '';
    const values = `select _pgrst_v from ${call} as _pgrst_v ${limit} ${offset}`;
    const result = await tx.query<{ body: string; n: number }>(
      `select ${rendered} as body, count(*)::int as n from (${values}) as _pgrst_r`,
      params.values,
    );
    return { body: result.rows[0]?.body ?? '[]', n: result.rows[0]?.n ?? 0 };
  }
  const render = fn.returnKind === 'c' ? `row_to_json(${call})::text` : `to_json(${call})::text`;
  const result = await tx.query<{ body: string | null }>(`select ${render} as body`, params.values);
  return { body: result.rows[0]?.body ?? 'null', n: null };
}
