import { qualifiedName, quoteIdent, quoteLiteral } from '../pg/quote.ts';
import type { DeletePlan, EmbedPlan, InsertPlan, PlannedOrder, ReadNode, UpdatePlan, WritePlan } from './plan.ts';
import {
  OPERATORS,
  TEXT_SEARCH,
  type AggregateItem,
  type ColumnItem,
  type Field,
  type Filter,
  type Operator,
} from './query.ts';
import { column, columnName, EXPOSED_SCHEMA, qualified, type ComputedField, type Table } from './schema-cache.ts';

/**
 * SQL for one PostgREST request (PostgREST's query builder): from the plan, whose identifiers were
 * checked against the schema cache (and are quoted here), user values only ever as parameters, and
 * the JSON of the answer rendered by Postgres, so numbers, timestamps and nulls look exactly as
 * PostgREST renders them. Embedded resources are lateral subqueries of the same statement, run as
 * the request's role: row level security filters their rows as it filters the top level's.
 */
export interface Statement {
  text: string;
  params: unknown[];
}

/** The one row a read's or a write's statement answers with. */
export interface StatementResult {
  /** The rendered rows (JSON or CSV), or null when the answer has no body. */
  body: string | null;
  n: number;
  /** Rows a merging upsert inserted (not updated). */
  inserted?: number;
  /** `return=headers-only`: the primary key of the one row inserted, as JSON of text values. */
  location?: string | null;
}

export class Params {
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
/** The column of a spread embedding's subquery that says a row was found. */
const FOUND = '_pgrst_hit';
/** What `json_agg` puts between two rows, so that a bounded read answers the same bytes as `json_agg`. */
const JSON_SEPARATOR = `E', \\n '`;

/** A relation in a statement: its table (columns, computed fields) and its alias. */
export interface Scope {
  table: Table;
  alias: string;
  computed: ReadonlyMap<string, ComputedField>;
}

const NO_COMPUTED: ReadonlyMap<string, ComputedField> = new Map();

/** The request's table as `_t`, what writes and their answers read. */
export const scopeOf = (table: Table): Scope => ({ table, alias: '_t', computed: NO_COMPUTED });

/** A column of the scope, or a computed field (its function called with the row). */
function columnRef(scope: Scope, name: string): string {
  const computed = scope.table.columns.has(name) ? undefined : scope.computed.get(name);
  if (computed) return `${qualifiedName(EXPOSED_SCHEMA, computed.fn)}(${scope.alias})`;
  return `${scope.alias}.${columnName(scope.table, name)}`;
}

/** A column, or a path into it (`_t."data" -> $1::text ->> $2::text`), keys as parameters. */
function fieldRef(scope: Scope, field: Field, params: Params): string {
  let ref = columnRef(scope, field.column);
  for (const step of field.path) ref += ` ${step.arrow} ${params.add(step.key)}::${step.index ? 'int' : 'text'}`;
  return field.path.length > 0 ? `(${ref})` : ref;
}

/** The type a field's values are cast to: the column's own (a computed field's result), text after `->>`. */
function fieldType(scope: Scope, field: Field): string {
  if (field.path.at(-1)?.arrow === '->>') return 'text';
  const computed = scope.table.columns.has(field.column) ? undefined : scope.computed.get(field.column);
  return computed ? computed.type : column(scope.table, field.column).baseType;
}

/** The name a column item takes in each row. */
const itemName = (item: ColumnItem) => item.alias ?? item.column;

function aggregate(scope: Scope, item: AggregateItem, params: Params): string {
  const argument = item.field ? fieldRef(scope, item.field, params) : '*';
  const sql = `${item.fn}(${argument})`;
  return item.cast ? `${sql}::${item.cast}` : sql;
}

/**
 * The select list. `*` is the table's columns, written out when `explicit` (the rows of a write
 * carry a column of this server's own beside them, and a grouped read names each).
 */
function selectList(scope: Scope, items: (ColumnItem | AggregateItem)[], params: Params, explicit = false): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'aggregate') return [`${aggregate(scope, item, params)} as ${quoteIdent(item.alias ?? item.fn)}`];
    if (item.column === '*') {
      if (!explicit) return [`${scope.alias}.*`];
      return [...scope.table.columns.values()].map((c) => `${scope.alias}.${quoteIdent(c.name)}`);
    }
    return [`${columnExpression(scope, item, params)} as ${quoteIdent(itemName(item))}`];
  });
}

function columnExpression(scope: Scope, item: ColumnItem, params: Params): string {
  const ref = fieldRef(scope, item, params);
  return item.cast ? `${ref}::${item.cast}` : ref;
}

/** `like`/`ilike` take `*` for `%`, as PostgREST does. */
const wildcards = (op: Operator, value: string) =>
  op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;

function condition(scope: Scope, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const parts = filter.children.map((child) => condition(scope, child, params));
    const joined = parts.length === 0 ? (filter.op === 'and' ? 'true' : 'false') : `(${parts.join(` ${filter.op} `)})`;
    return filter.negate ? `not ${joined}` : joined;
  }
  const ref = fieldRef(scope, filter, params);
  if (filter.kind === 'search') {
    // A configuration Postgres does not have is its own error (42704), as on PostgREST.
    const language = filter.language === null ? '' : `${params.add(filter.language)}::text::regconfig, `;
    const sql = `${ref} @@ ${TEXT_SEARCH[filter.op]}(${language}${params.add(filter.value)}::text)`;
    return filter.negate ? `not (${sql})` : sql;
  }
  // Values go in as text and Postgres casts them to the field's type (its catalog's own name for
  // it), so a bad value is Postgres's 22P02 and nothing is parsed on this side.
  const type = fieldType(scope, filter);
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

function where(scope: Scope, filters: Filter[], params: Params, more: string[] = []): string {
  const all = [...filters.map((f) => condition(scope, f, params)), ...more];
  return all.length === 0 ? '' : `where ${all.join(' and ')}`;
}

function orderBy(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return '';
  const term = (t: PlannedOrder) => {
    const ref = t.embed ? relatedRef(node, t.embed, t, params) : fieldRef(node, t, params);
    return `${ref} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  };
  return `order by ${node.order.map(term).join(', ')}`;
}

/**
 * A column of a to-one embedded resource, for `order=shops(name)`: the one row the embedding
 * reads (its relationship and filters), that column alone.
 */
function relatedRef(node: ReadNode, embed: EmbedPlan, field: Field, params: Params): string {
  const item: ColumnItem = { kind: 'column', ...field, alias: null, cast: null };
  const one: ReadNode = { ...embed.node, items: [item], embeds: [], order: [], limit: null, offset: 0 };
  return `(${nodeQuery(one, params, sourceOf(embed, node), joinConditions(embed, node))} limit 1)`;
}

/** What a node reads from: its table, or a computed relationship's function of the parent's row. */
function sourceOf(embed: EmbedPlan, parent: Scope): string {
  const rel = embed.relationship;
  if (rel.kind === 'computed') return `${qualifiedName(EXPOSED_SCHEMA, rel.fn)}(${parent.alias})`;
  return qualified(embed.node.table);
}

/** How an embedded node's rows belong to the parent's row: its foreign key, or the junction's. */
function joinConditions(embed: EmbedPlan, parent: Scope): string[] {
  const rel = embed.relationship;
  const child = embed.node.alias;
  if (rel.kind === 'computed') return [];
  if (rel.kind === 'm2m') {
    const j = `_pgrst_jt`;
    const toTarget = rel.target.columns.map(([jc, fc]) => `${j}.${quoteIdent(jc)} = ${child}.${quoteIdent(fc)}`);
    const toSource = rel.source.columns.map(([jc, tc]) => `${j}.${quoteIdent(jc)} = ${parent.alias}.${quoteIdent(tc)}`);
    const junction = qualifiedName(EXPOSED_SCHEMA, rel.junction);
    return [`exists (select 1 from ${junction} as ${j} where ${[...toTarget, ...toSource].join(' and ')})`];
  }
  return rel.key.columns.map(([tc, fc]) => `${child}.${quoteIdent(fc)} = ${parent.alias}.${quoteIdent(tc)}`);
}

/** The names a node's rows have, in order (what a spread puts into its parent's rows). */
export function outputNames(node: ReadNode): string[] {
  const names = node.items.flatMap((item) => {
    if (item.kind === 'aggregate') return [item.alias ?? item.fn];
    if (item.column === '*') return [...node.table.columns.keys()];
    return [itemName(item)];
  });
  return [...names, ...node.embeds.flatMap((e) => (e.spread ? outputNames(e.node) : [e.name]))];
}

/**
 * One node of a read as SQL: its columns, then each embedded resource from a lateral subquery (an
 * array for to-many, an object or null for to-one, its columns for a spread), its filters (with
 * `extra` conditions: how it belongs to its parent), grouping when it aggregates, order and range.
 */
export function nodeQuery(node: ReadNode, params: Params, from: string, extra: string[] = []): string {
  const grouped = node.items.some((i) => i.kind === 'aggregate');
  const list = selectList(node, node.items, params, grouped);
  const groups: string[] = [];
  if (grouped) {
    for (const item of node.items) {
      if (item.kind !== 'column') continue;
      if (item.column === '*')
        groups.push(...[...node.table.columns.values()].map((c) => `${node.alias}.${quoteIdent(c.name)}`));
      else groups.push(columnExpression(node, item, params));
    }
  }
  const joins: string[] = [];
  const conditions = [...extra];
  for (const embed of node.embeds) {
    const child = nodeQuery(embed.node, params, sourceOf(embed, node), joinConditions(embed, node));
    const j = embed.join;
    const c = '_pgrst_c';
    if (embed.spread) {
      joins.push(`left join lateral (select ${c}.*, true as ${FOUND} from (${child}) ${c}) as ${j} on true`);
      const names = outputNames(embed.node).map((name) => `${j}.${quoteIdent(name)}`);
      list.push(...names.map((ref, i) => `${ref} as ${quoteIdent(outputNames(embed.node)[i] ?? '')}`));
      if (grouped) groups.push(...names);
      if (embed.inner) conditions.push(`${j}.${FOUND} is not null`);
      if (embed.absent) conditions.push(`${j}.${FOUND} is null`);
      continue;
    }
    const json = embed.toOne ? `row_to_json(${c})` : `json_agg(${c})`;
    joins.push(`left join lateral (select ${json} as j from (${child}) ${c}) as ${j} on true`);
    let value = embed.toOne ? `${j}.j` : `coalesce(${j}.j, '[]'::json)`;
    // Grouping needs equality, which json lacks: jsonb renders the same values.
    if (grouped) {
      value = `(${value})::jsonb`;
      groups.push(value);
    }
    list.push(`${value} as ${quoteIdent(embed.name)}`);
    if (embed.inner) conditions.push(`${j}.j is not null`);
    if (embed.absent) conditions.push(`${j}.j is null`);
  }
  const filters = where(node, node.filters, params, conditions);
  const group = groups.length > 0 ? `group by ${groups.join(', ')}` : '';
  const order = orderBy(node, params);
  const limit = node.limit === null ? '' : `limit ${params.add(String(node.limit))}::text::bigint`;
  const offset = node.offset ? `offset ${params.add(String(node.offset))}::text::bigint` : '';
  const select = list.length > 0 ? list.join(', ') : '';
  const tail = `${filters} ${group} ${order} ${limit} ${offset}`;
  return `select ${select} from ${from} as ${node.alias} ${joins.join(' ')} ${tail}`;
}

/** The rows a read's filters keep, counted (`count=exact`): its range and order left out. */
function countedQuery(node: ReadNode, params: Params, from: string): string {
  const counted: ReadNode = { ...node, items: [], order: [], limit: null, offset: 0 };
  return nodeQuery(counted, params, from);
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
  node: ReadNode,
  rendering: Rendering,
  bound: AnswerBound | null = null,
  from: { text: string; params: Params } | null = null,
): Statement {
  const params = from?.params ?? new Params();
  const inner = nodeQuery(node, params, from?.text ?? qualified(node.table));
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

export function countRows(node: ReadNode, from: { text: string; params: Params } | null = null): Statement {
  const params = from?.params ?? new Params();
  const rows = countedQuery(node, params, from?.text ?? qualified(node.table));
  return { text: `select count(*)::int as n from (${rows}) _pgrst_n`, params: params.values };
}

/**
 * The planner's estimate of the rows the read's filters match (`count=planned`): PostgREST's
 * `EXPLAIN (FORMAT JSON)` of the count, its top node's "Plan Rows".
 */
export function plannedRows(node: ReadNode): Statement {
  const params = new Params();
  return {
    text: `explain (format json) ${countedQuery(node, params, qualified(node.table))}`,
    params: params.values,
  };
}

/** The column a merging upsert's rows carry: true for a row inserted, false for one updated. */
const INSERTED = '_pgrst_inserted';

/**
 * The rows a write changed as its answer asks for them: the answer's plan (its columns and embedded
 * resources) read from the changed rows, none of the request's filters or range applied again.
 */
function mutationResult(table: Table, answer: ReadNode, rendering: Rendering, params: Params, merge = false): string {
  const keys = !rendering.representation && rendering.location ? rendering.location : null;
  let rows = `select from ${MUTATED}`;
  if (rendering.representation) {
    // A merge's rows carry a column of this server's own: they are read as the table's columns
    // alone, so that `*` is those and a computed field takes them as a row of the table.
    const columns = [...table.columns.keys()].map((name) => quoteIdent(name)).join(', ');
    const source = merge ? `(select ${columns} from ${MUTATED})` : MUTATED;
    const node: ReadNode = { ...answer, filters: [], order: [], limit: null, offset: 0 };
    rows = nodeQuery(node, params, source);
  } else if (keys) {
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

/** A write as SQL, from its plan alone (`planWrite`, completed by `withDefaults`). */
export function writeStatement(plan: WritePlan): Statement {
  if (plan.kind === 'insert') return insertRows(plan);
  if (plan.kind === 'update') return updateRows(plan);
  return deleteRows(plan);
}

function insertRows(plan: InsertPlan): Statement {
  const { table, answer, rendering, conflict } = plan;
  const params = new Params();
  const bodyParam = params.add(JSON.stringify(plan.body));
  const names = plan.columns.map((c) => columnName(table, c));
  // One object or an array of them, read as rows of the table's type.
  let rows = `select case when jsonb_typeof(j) = 'array' then j else jsonb_build_array(j) end
                  from (select ${bodyParam}::text::jsonb as j) _pgrst_body`;
  const defaults = plan.columns.filter((c) => plan.defaults?.has(c));
  if (defaults.length > 0) {
    // The defaults first, then the row's own keys over them: each row evaluates them anew.
    const pairs = defaults.map((c) => `${quoteLiteral(c)}, (${plan.defaults?.get(c) ?? 'null'})`).join(', ');
    rows = `select jsonb_agg(jsonb_build_object(${pairs}) || _pgrst_e) from jsonb_array_elements((${rows})) _pgrst_e`;
  }
  const source = `jsonb_populate_recordset(null::${qualified(table)}, (${rows}))`;
  let onConflict = '';
  const merge = conflict?.action === 'merge';
  if (conflict) {
    const targetNames = conflict.columns.map((c) => columnName(table, c));
    const target = targetNames.join(', ');
    const updates = names.filter((n) => !targetNames.includes(n));
    if (conflict.action === 'ignore') onConflict = `on conflict (${target}) do nothing`;
    else {
      const sets = (updates.length > 0 ? updates : names).map((n) => `${n} = excluded.${n}`).join(', ');
      onConflict = `on conflict (${target}) do update set ${sets}`;
    }
  }
  const list = names.join(', ');
  const into =
    names.length === 0 ? `${qualified(table)} as _t select` : `${qualified(table)} as _t (${list}) select ${list}`;
  // A row a merge inserted has no xmax; one it updated has the updating transaction's.
  const inserted = merge ? `, _t.xmax::text = '0' as ${INSERTED}` : '';
  const insert = `insert into ${into} from ${source} ${onConflict} ${returning(rendering)}${inserted}`;
  return {
    text: `with ${MUTATED} as (${insert}) ${mutationResult(table, answer, rendering, params, merge)}`,
    params: params.values,
  };
}

function updateRows({ table, answer, rendering, patch }: UpdatePlan): Statement {
  const params = new Params();
  const bodyParam = params.add(JSON.stringify(patch));
  const sets = Object.keys(patch)
    .map((key) => columnName(table, key))
    .map((name) => `${name} = _pgrst_b.${name}`)
    .join(', ');
  const patchRow = `select * from jsonb_populate_record(null::${qualified(table)}, ${bodyParam}::text::jsonb)`;
  const update =
    `update ${qualified(table)} as _t set ${sets} from (${patchRow}) as _pgrst_b ` +
    `${where(scopeOf(table), answer.filters, params)} ${returning(rendering)}`;
  return {
    text: `with ${MUTATED} as (${update}) ${mutationResult(table, answer, rendering, params)}`,
    params: params.values,
  };
}

function deleteRows({ table, answer, rendering }: DeletePlan): Statement {
  const params = new Params();
  const filters = where(scopeOf(table), answer.filters, params);
  const del = `delete from ${qualified(table)} as _t ${filters} ${returning(rendering)}`;
  return {
    text: `with ${MUTATED} as (${del}) ${mutationResult(table, answer, rendering, params)}`,
    params: params.values,
  };
}
