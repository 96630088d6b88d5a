import { quoteIdent, quoteLiteral } from '../pg/quote.ts';
import { column, columnName, qualified, type Table } from './schema-cache.ts';
import {
  OPERATORS,
  TEXT_SEARCH,
  type Field,
  type Filter,
  type Operator,
  type OrderTerm,
  type Query,
  type SelectItem,
} from './query.ts';

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

/** A column, or a path into it (`_t."data" -> $1::text ->> $2::text`), keys as parameters. */
function fieldRef(table: Table, field: Field, params: Params): string {
  let ref = columnRef(table, field.column);
  for (const step of field.path) ref += ` ${step.arrow} ${params.add(step.key)}::${step.index ? 'int' : 'text'}`;
  return field.path.length > 0 ? `(${ref})` : ref;
}

/** The type a field's values are cast to: the column's own, text after `->>`. */
function fieldType(table: Table, field: Field): string {
  if (field.path.at(-1)?.arrow === '->>') return 'text';
  return column(table, field.column).baseType;
}

/**
 * The select list. `*` is the table's columns, written out when `explicit` (the rows of a write
 * carry a column of this server's own beside them).
 */
function selectList(table: Table, items: SelectItem[], params: Params, explicit = false): string {
  return items
    .map((item) => {
      if (item.column === '*') {
        if (!explicit) return '_t.*';
        return [...table.columns.values()].map((c) => `_t.${quoteIdent(c.name)}`).join(', ');
      }
      const ref = fieldRef(table, item, params);
      const expression = item.cast ? `${ref}::${item.cast}` : ref;
      return `${expression} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

/** `like`/`ilike` take `*` for `%`, as PostgREST does. */
const wildcards = (op: Operator, value: string) =>
  op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;

function condition(table: Table, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const parts = filter.children.map((child) => condition(table, child, params));
    const joined = parts.length === 0 ? (filter.op === 'and' ? 'true' : 'false') : `(${parts.join(` ${filter.op} `)})`;
    return filter.negate ? `not ${joined}` : joined;
  }
  const ref = fieldRef(table, filter, params);
  if (filter.kind === 'search') {
    // A configuration Postgres does not have is its own error (42704), as on PostgREST.
    const language = filter.language === null ? '' : `${params.add(filter.language)}::text::regconfig, `;
    const sql = `${ref} @@ ${TEXT_SEARCH[filter.op]}(${language}${params.add(filter.value)}::text)`;
    return filter.negate ? `not (${sql})` : sql;
  }
  // Values go in as text and Postgres casts them to the field's type (its catalog's own name for
  // it), so a bad value is Postgres's 22P02 and nothing is parsed on this side.
  const type = fieldType(table, filter);
  const textual = filter.op === 'like' || filter.op === 'ilike' || filter.op === 'match' || filter.op === 'imatch';
  let sql: string;
  if (filter.op === 'in') {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    sql = values.length === 0 ? 'false' : `${ref} = any(${params.add(values)}::text[]::${type}[])`;
  } else if (filter.op === 'is') {
    const value = String(filter.value).toLowerCase();
    sql = value === 'not_null' ? `${ref} is not null` : `${ref} is ${value === 'null' ? 'null' : value}`;
  } else if (filter.quantifier) {
    // `{a,b}` is a Postgres array literal, read by Postgres as an array of the field's type.
    const list = `${params.add(wildcards(filter.op, String(filter.value)))}::text::${textual ? 'text' : type}[]`;
    sql = `${ref} ${OPERATORS[filter.op]} ${filter.quantifier}(${list})`;
  } else if (textual) {
    sql = `${ref} ${OPERATORS[filter.op]} ${params.add(wildcards(filter.op, String(filter.value)))}::text`;
  } else {
    sql = `${ref} ${OPERATORS[filter.op]} ${params.add(String(filter.value))}::text::${type}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function where(table: Table, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return `where ${filters.map((f) => condition(table, f, params)).join(' and ')}`;
}

function orderBy(table: Table, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const term = (t: OrderTerm) =>
    `${fieldRef(table, t, params)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  return `order by ${terms.map(term).join(', ')}`;
}

/** A CSV answer's first line: the names of the columns of `source`'s first row (empty without rows). */
function csvHeader(source: string): string {
  return (
    `(select coalesce(string_agg(_pgrst_k, ','), '') from (select json_object_keys(row_to_json(_pgrst_h)) ` +
    `as _pgrst_k from (select * from ${source} _pgrst_s limit 1) _pgrst_h) _pgrst_a)`
  );
}

/** A row as a CSV line: its composite text without the parentheses, as PostgREST writes it. */
const csvLine = (row: string) => `substring(${row}::text, 2, length(${row}::text) - 2)`;

/**
 * The rendered body of the rows of `source` (as `${ROW}`): the JSON array, its only element for
 * single-object responses (nulls stripped when asked), or CSV.
 */
function render(rendering: Rendering, source: string): string {
  if (!rendering.representation) return `null::text as body, count(*)::int as n`;
  const strip = (json: string) => (rendering.stripNulls ? `json_strip_nulls(${json})` : json);
  let body: string;
  if (rendering.format === 'csv') {
    body = `${csvHeader(source)} || E'\\n' || coalesce(string_agg(${csvLine(ROW)}, E'\\n'), '')`;
  } else if (rendering.single) {
    body = `(${strip(`json_agg(${ROW}) -> 0`)})::text`;
  } else {
    body = `coalesce(${strip(`json_agg(${ROW})`)}, '[]')::text`;
  }
  return `${body} as body, count(*)::int as n`;
}

export interface Rendering {
  single: boolean;
  representation: boolean;
  format: 'json' | 'csv';
  stripNulls: boolean;
  /**
   * `return=headers-only` on an insert into a table with a primary key: its columns, whose values
   * in the one row inserted make the `Location` header (none for 0 or 2+ rows).
   */
  location?: string[];
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
  const list = selectList(table, query.select, params);
  const filters = where(table, query.filters, params);
  const order = orderBy(table, query.order, params);
  const limit = query.limit === null ? '' : `limit ${params.add(String(query.limit))}::text::bigint`;
  const offset = query.offset ? `offset ${params.add(String(query.offset))}::text::bigint` : '';
  const inner = `select ${list} from ${qualified(table)} as _t ${filters} ${order} ${limit} ${offset}`;
  if (!bound || !rendering.representation) {
    return {
      text: `select ${render(rendering, `(${inner})`)} from (${inner}) ${ROW}`,
      params: params.values,
    };
  }
  // Each row is rendered once, its bytes added up in the rows' order as they come: past the bound
  // the statement fails on that row, so neither the rest of the rows nor the whole answer is built.
  const maxBytes = `${params.add(String(bound.maxBytes))}::text::bigint`;
  // The failing cast names the row's total, so it depends on the row: a constant one would be
  // evaluated, and fail, while Postgres plans the statement.
  const stop = `(${params.add(bound.stop)}::text || ${RUNNING}::text)::int`;
  const csv = rendering.format === 'csv';
  const rowText = csv ? csvLine(ROW) : `row_to_json(${ROW})::text`;
  const rows =
    `select ${JSON_ROW}, sum(octet_length(${JSON_ROW})) over (rows between unbounded preceding and current row) ` +
    `as ${RUNNING} from (select ${rowText} as ${JSON_ROW} from (${inner}) ${ROW}) _pgrst_j`;
  // Stripping nulls renders the answer again, as PostgREST's `json_strip_nulls(json_agg(…))` does.
  const strip = (json: string) => (rendering.stripNulls ? `json_strip_nulls((${json})::json)::text` : json);
  let body: string;
  if (csv) body = `${csvHeader(`(${inner})`)} || E'\\n' || coalesce(string_agg(${JSON_ROW}, E'\\n'), '')`;
  else if (rendering.single) body = strip(`(array_agg(${JSON_ROW}))[1]`);
  else body = `coalesce(${strip(`'[' || string_agg(${JSON_ROW}, ${JSON_SEPARATOR}) || ']'`)}, '[]')`;
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

/**
 * The planner's estimate of the rows the read's filters match (`count=planned`): PostgREST's
 * `EXPLAIN (FORMAT JSON)` of the count, its top node's "Plan Rows".
 */
export function plannedRows(table: Table, query: Query): Statement {
  const params = new Params();
  return {
    text: `explain (format json) select 1 from ${qualified(table)} as _t ${where(table, query.filters, params)}`,
    params: params.values,
  };
}

/** The column a merging upsert's rows carry: true for a row inserted, false for one updated. */
const INSERTED = '_pgrst_inserted';

function mutationResult(table: Table, query: Query, rendering: Rendering, params: Params, merge = false): string {
  const keys = !rendering.representation && rendering.location ? rendering.location : null;
  let rows = `select from ${MUTATED}`;
  if (rendering.representation) rows = `select ${selectList(table, query.select, params, merge)} from ${MUTATED} as _t`;
  else if (keys) {
    const values = keys.map((c) => `_t.${columnName(table, c)}::text as ${quoteIdent(c)}`);
    rows = `select ${values.join(', ')} from ${MUTATED} as _t`;
  }
  const inserted = merge ? `, (select count(*) from ${MUTATED} where ${INSERTED})::int as inserted` : '';
  const location = keys
    ? `, case when count(*) = 1 then (array_agg(row_to_json(${ROW})))[1]::text end as location`
    : '';
  return `select ${render(rendering, `(${rows})`)}${inserted}${location} from (${rows}) ${ROW}`;
}

/**
 * What a write hands back: the rows when they are asked for, else only that they exist. Returning
 * rows needs the right to read them, which an insert-only table (enquiries) does not give, as
 * PostgREST's `return=minimal` does not ask for it either.
 */
const returning = (rendering: Rendering) =>
  rendering.representation || rendering.location ? 'returning _t.*' : 'returning 1';

export interface InsertOptions {
  columns: string[];
  conflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
  /**
   * `Prefer: missing=default`: each listed column's default expression (from the catalog), used
   * for a row that leaves the column out; a row that gives it (null included) keeps its value.
   */
  defaults: ReadonlyMap<string, string> | null;
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
  let rows = `select case when jsonb_typeof(j) = 'array' then j else jsonb_build_array(j) end
                  from (select ${bodyParam}::text::jsonb as j) _pgrst_body`;
  const defaults = options.columns.filter((c) => options.defaults?.has(c));
  if (defaults.length > 0) {
    // The defaults first, then the row's own keys over them: each row evaluates them anew.
    const pairs = defaults.map((c) => `${quoteLiteral(c)}, (${options.defaults?.get(c) ?? 'null'})`).join(', ');
    rows = `select jsonb_agg(jsonb_build_object(${pairs}) || _pgrst_e) from jsonb_array_elements((${rows})) _pgrst_e`;
  }
  const source = `jsonb_populate_recordset(null::${qualified(table)}, (${rows}))`;
  let conflict = '';
  const merge = options.conflict?.action === 'merge';
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
  // A row a merge inserted has no xmax; one it updated has the updating transaction's.
  const inserted = merge ? `, _t.xmax::text = '0' as ${INSERTED}` : '';
  const insert = `insert into ${into} from ${source} ${conflict} ${returning(rendering)}${inserted}`;
  return {
    text: `with ${MUTATED} as (${insert}) ${mutationResult(table, query, rendering, params, merge)}`,
    params: params.values,
  };
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
  return {
    text: `with ${MUTATED} as (${update}) ${mutationResult(table, query, rendering, params)}`,
    params: params.values,
  };
}

export function deleteRows(table: Table, query: Query, rendering: Rendering): Statement {
  const params = new Params();
  const del = `delete from ${qualified(table)} as _t ${where(table, query.filters, params)} ${returning(rendering)}`;
  return {
    text: `with ${MUTATED} as (${del}) ${mutationResult(table, query, rendering, params)}`,
    params: params.values,
  };
}
