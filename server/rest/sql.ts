import { quoteIdent } from '../pg/quote.ts';
import { column, columnName, qualified, type Table } from './schema-cache.ts';
import { OPERATORS, type Filter, type OrderTerm, type Query, type SelectItem } from './query.ts';

/**
 * SQL for one PostgREST request. Identifiers come from the schema cache (checked, then quoted), user
 * values only ever travel as parameters, and the JSON of the answer is rendered by Postgres, so
 * numbers, timestamps and nulls look exactly as PostgREST renders them.
 */
export interface Statement {
  text: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const ROW = '_pgrst_r';
const MUTATED = '_pgrst_m';
const JSON_ROW = '_pgrst_json';
const RUNNING = '_pgrst_bytes';
/** What `json_agg` puts between two rows, so that a bounded read answers the same bytes as `json_agg`. */
const JSON_SEPARATOR = `E', \\n '`;

function columnRef(table: Table, name: string): string {
  return `_t.${columnName(table, name)}`;
}

function selectList(table: Table, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return '_t.*';
      const ref = columnRef(table, item.column);
      const expression = item.cast ? `${ref}::${item.cast}` : ref;
      return `${expression} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

function condition(table: Table, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const parts = filter.children.map((child) => condition(table, child, params));
    const joined = parts.length === 0 ? (filter.op === 'and' ? 'true' : 'false') : `(${parts.join(` ${filter.op} `)})`;
    return filter.negate ? `not ${joined}` : joined;
  }
  const ref = columnRef(table, filter.column);
  // Values go in as text and Postgres casts them to the column's type (its catalog's own name for
  // it), so a bad value is Postgres's 22P02 and nothing is parsed on this side.
  const type = column(table, filter.column).baseType;
  let sql: string;
  if (filter.op === 'in') {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    sql = values.length === 0 ? 'false' : `${ref} = any(${params.add(values)}::text[]::${type}[])`;
  } else if (filter.op === 'is') {
    const value = String(filter.value).toLowerCase();
    sql = value === 'not_null' ? `${ref} is not null` : `${ref} is ${value === 'null' ? 'null' : value}`;
  } else if (filter.op === 'like' || filter.op === 'ilike' || filter.op === 'match' || filter.op === 'imatch') {
    const value = String(filter.value);
    const pattern = filter.op === 'like' || filter.op === 'ilike' ? value.replaceAll('*', '%') : value;
    sql = `${ref} ${OPERATORS[filter.op]} ${params.add(pattern)}::text`;
  } else {
    sql = `${ref} ${OPERATORS[filter.op]} ${params.add(String(filter.value))}::text::${type}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function where(table: Table, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return `where ${filters.map((f) => condition(table, f, params)).join(' and ')}`;
}

function orderBy(table: Table, terms: OrderTerm[]): string {
  if (terms.length === 0) return '';
  const term = (t: OrderTerm) =>
    `${columnRef(table, t.column)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  return `order by ${terms.map(term).join(', ')}`;
}

/** The rendered body: the whole array, or its only element for single-object responses. */
function render(single: boolean, representation: boolean): string {
  if (!representation) return `null::text as body, count(*)::int as n`;
  return single
    ? `(json_agg(${ROW}) -> 0)::text as body, count(*)::int as n`
    : `coalesce(json_agg(${ROW}), '[]')::text as body, count(*)::int as n`;
}

export interface Rendering {
  single: boolean;
  representation: boolean;
}

/**
 * The bytes a read's JSON may reach, and the text Postgres is made to fail on past them (a value
 * cast to integer: `invalid input syntax for type integer: "<stop><bytes>"`), which only this
 * server knows.
 */
export interface AnswerBound {
  maxBytes: number;
  stop: string;
}

export function selectRows(
  table: Table,
  query: Query,
  rendering: Rendering,
  bound: AnswerBound | null = null,
): Statement {
  const params = new Params();
  const limit = query.limit === null ? '' : `limit ${params.add(String(query.limit))}::text::bigint`;
  const offset = query.offset ? `offset ${params.add(String(query.offset))}::text::bigint` : '';
  const inner =
    `select ${selectList(table, query.select)} from ${qualified(table)} as _t ` +
    `${where(table, query.filters, params)} ${orderBy(table, query.order)} ${limit} ${offset}`;
  if (!bound || !rendering.representation) {
    return {
      text: `select ${render(rendering.single, rendering.representation)} from (${inner}) ${ROW}`,
      params: params.values,
    };
  }
  // Each row is rendered once, its bytes added up in the rows' order as they come: past the bound
  // the statement fails on that row, so neither the rest of the rows nor the whole answer is built.
  const maxBytes = `${params.add(String(bound.maxBytes))}::text::bigint`;
  // The failing cast names the row's total, so it depends on the row: a constant one would be
  // evaluated, and fail, while Postgres plans the statement.
  const stop = `(${params.add(bound.stop)}::text || ${RUNNING}::text)::int`;
  const rows =
    `select ${JSON_ROW}, sum(octet_length(${JSON_ROW})) over (rows between unbounded preceding and current row) ` +
    `as ${RUNNING} from (select row_to_json(${ROW})::text as ${JSON_ROW} from (${inner}) ${ROW}) _pgrst_j`;
  const body = rendering.single
    ? `(array_agg(${JSON_ROW}))[1]`
    : `coalesce('[' || string_agg(${JSON_ROW}, ${JSON_SEPARATOR}) || ']', '[]')`;
  return {
    text:
      `select ${body} as body, count(*)::int as n from (${rows}) _pgrst_w ` +
      `where (case when ${RUNNING} > ${maxBytes} then ${stop} end) is null`,
    params: params.values,
  };
}

export function countRows(table: Table, query: Query): Statement {
  const params = new Params();
  return {
    text: `select count(*)::int as n from ${qualified(table)} as _t ${where(table, query.filters, params)}`,
    params: params.values,
  };
}

function mutationResult(table: Table, query: Query, rendering: Rendering): string {
  const rows = rendering.representation
    ? `select ${selectList(table, query.select)} from ${MUTATED} as _t`
    : `select from ${MUTATED}`;
  return `select ${render(rendering.single, rendering.representation)} from (${rows}) ${ROW}`;
}

/**
 * What a write hands back: the rows when they are asked for, else only that they exist. Returning
 * rows needs the right to read them, which an insert-only table (enquiries) does not give, as
 * PostgREST's `return=minimal` does not ask for it either.
 */
const returning = (rendering: Rendering) => (rendering.representation ? 'returning _t.*' : 'returning 1');

export interface InsertOptions {
  columns: string[];
  conflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
}

export function insertRows(
  table: Table,
  query: Query,
  body: unknown,
  options: InsertOptions,
  rendering: Rendering,
): Statement {
  const params = new Params();
  const bodyParam = params.add(JSON.stringify(body));
  const names = options.columns.map((c) => columnName(table, c));
  // One object or an array of them, read as rows of the table's type.
  const rows = `select case when jsonb_typeof(j) = 'array' then j else jsonb_build_array(j) end
                  from (select ${bodyParam}::text::jsonb as j) _pgrst_body`;
  const source = `jsonb_populate_recordset(null::${qualified(table)}, (${rows}))`;
  let conflict = '';
  if (options.conflict) {
    const targetNames = options.conflict.columns.map((c) => columnName(table, c));
    const target = targetNames.join(', ');
    const updates = names.filter((n) => !targetNames.includes(n));
    if (options.conflict.action === 'ignore') conflict = `on conflict (${target}) do nothing`;
    else {
      const sets = (updates.length > 0 ? updates : names).map((n) => `${n} = excluded.${n}`).join(', ');
      conflict = `on conflict (${target}) do update set ${sets}`;
    }
  }
  const list = names.join(', ');
  const into =
    names.length === 0 ? `${qualified(table)} as _t select` : `${qualified(table)} as _t (${list}) select ${list}`;
  const insert = `insert into ${into} from ${source} ${conflict} ${returning(rendering)}`;
  return { text: `with ${MUTATED} as (${insert}) ${mutationResult(table, query, rendering)}`, params: params.values };
}

export function updateRows(
  table: Table,
  query: Query,
  patch: Record<string, unknown>,
  rendering: Rendering,
): Statement {
  const params = new Params();
  const bodyParam = params.add(JSON.stringify(patch));
  const sets = Object.keys(patch)
    .map((key) => columnName(table, key))
    .map((name) => `${name} = _pgrst_b.${name}`)
    .join(', ');
  const patchRow = `select * from jsonb_populate_record(null::${qualified(table)}, ${bodyParam}::text::jsonb)`;
  const update =
    `update ${qualified(table)} as _t set ${sets} from (${patchRow}) as _pgrst_b ` +
    `${where(table, query.filters, params)} ${returning(rendering)}`;
  return { text: `with ${MUTATED} as (${update}) ${mutationResult(table, query, rendering)}`, params: params.values };
}

export function deleteRows(table: Table, query: Query, rendering: Rendering): Statement {
  const params = new Params();
  const del = `delete from ${qualified(table)} as _t ${where(table, query.filters, params)} ${returning(rendering)}`;
  return { text: `with ${MUTATED} as (${del}) ${mutationResult(table, query, rendering)}`, params: params.values };
}
