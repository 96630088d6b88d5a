import { rangeNotSatisfiable, RestError, unsupported } from './errors.ts';
import { MAX_ALIAS_LENGTH, MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH, MAX_SELECT_ITEMS } from './limits.ts';
import { checkPattern } from './pattern.ts';

/** PostgREST's horizontal-filter operators this server speaks, with their SQL operator. */
export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  in: 'in',
  is: 'is',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export type Operator = keyof typeof OPERATORS;

/** Full-text search operators, with the function that reads their query (`fts(italian).…`). */
export const TEXT_SEARCH = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type TextSearch = keyof typeof TEXT_SEARCH;

/** Operators that take `(any)` or `(all)` and a list `{a,b}`: `like(any).{a*,b*}`. */
const QUANTIFIABLE: ReadonlySet<string> = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column, or a path into a JSON column (`data->a->>b`). */
export interface Field {
  column: string;
  path: JsonStep[];
}

export type Filter =
  | (Field & {
      kind: 'condition';
      negate: boolean;
      op: Operator;
      /** `(any)`/`(all)`: the value is a Postgres array literal `{a,b}`. */
      quantifier: 'any' | 'all' | null;
      value: string | string[];
    })
  | (Field & { kind: 'search'; negate: boolean; op: TextSearch; language: string | null; value: string })
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

/** A column (or `*`, or a JSON path into one) in `select`. */
export interface ColumnItem extends Field {
  kind: 'column';
  column: string; // '*' for all columns
  alias: string | null;
  cast: string | null;
}

/** PostgREST's aggregate functions: `count()`, `price.sum()`, `total:price.avg()::int`. */
export const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type AggregateName = (typeof AGGREGATES)[number];

export interface AggregateItem {
  kind: 'aggregate';
  fn: AggregateName;
  /** The field aggregated; null for `count()` (every row). */
  field: Field | null;
  alias: string | null;
  cast: string | null;
}

/** An embedded resource: `alias:target!hint!inner(select…)`, or spread into its parent with `...`. */
export interface EmbedItem {
  kind: 'embed';
  target: string;
  alias: string | null;
  hint: string | null;
  join: 'inner' | 'left' | null;
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = ColumnItem | AggregateItem | EmbedItem;

export interface OrderTerm extends Field {
  descending: boolean;
  nulls: 'first' | 'last' | null;
  /** `order=shops(name)`: a column of a to-one embedded resource (its name or alias). */
  relation: string | null;
}

const STAR: ColumnItem = { kind: 'column', column: '*', path: [], alias: null, cast: null };

/** What `filters`, `order`, `limit` and `offset` say of one embedded resource (`shops.name=eq.x`). */
export interface EmbedParams {
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export interface Query {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  onConflict: string[] | null;
  columns: string[] | null;
  /** Parameters of embedded resources, by their path of names or aliases (`shops`, `shops.products`). */
  embedded: Map<string, EmbedParams>;
}

/** The parameters of the embedded resource at `path`, made when first named. */
function embedParams(query: Query, path: string): EmbedParams {
  let found = query.embedded.get(path);
  if (!found) {
    found = { filters: [], order: [], limit: null, offset: 0 };
    query.embedded.set(path, found);
  }
  return found;
}

/** `shops.products.order` → `{ path: 'shops.products', last: 'order' }`; `not.or` kept whole. */
function splitEmbedKey(key: string): { path: string; last: string } {
  const parts = key.split('.');
  const tail = parts.length > 2 && parts.at(-2) === 'not' && /^(or|and)$/.test(parts.at(-1) ?? '') ? 2 : 1;
  return { path: parts.slice(0, -tail).join('.'), last: parts.slice(-tail).join('.') };
}

/** Casts a select item may ask for: plain type names only, so nothing else reaches the SQL. */
const CASTS = new Set([
  'text',
  'varchar',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'float4',
  'float8',
  'real',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'date',
  'timestamp',
  'timestamptz',
  'uuid',
]);

const parseError = (what: string, text: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${text})"`, details);

/** Parses a PostgREST query string (already split by URLSearchParams) and an optional Range header. */
export function parseQuery(params: URLSearchParams, range: string | null): Query {
  const query: Query = {
    select: [STAR],
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    onConflict: null,
    columns: null,
    embedded: new Map(),
  };

  const counter = { conditions: 0 };
  for (const [key, value] of params) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'on_conflict') query.onConflict = splitList(value).map((c) => unquote(c.trim()));
    else if (key === 'columns') query.columns = splitList(value).map((c) => unquote(c.trim()));
    else if (key === 'apikey') continue;
    else if (/^(not\.)?(or|and)$/.test(key)) query.filters.push(parseLogic(key, value, counter));
    else if (key.includes('.') && !key.startsWith('"') && !key.includes('->')) {
      const { path, last } = splitEmbedKey(key);
      const target = embedParams(query, path);
      if (last === 'order') target.order = parseOrder(value);
      else if (last === 'limit') target.limit = parseCount('limit', value);
      else if (last === 'offset') target.offset = parseCount('offset', value);
      else if (/^(not\.)?(or|and)$/.test(last)) target.filters.push(parseLogic(last, value, counter));
      else {
        const source = `${key}=${value}`;
        target.filters.push(bounded(parseCondition(parseField(last, source), value, source), source, counter));
      }
    } else {
      const source = `${key}=${value}`;
      query.filters.push(bounded(parseCondition(parseField(key, source), value, source), source, counter));
    }
  }

  if (range) {
    const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(range);
    if (!match?.[1]) throw rangeNotSatisfiable(`Range "${range}" is not of the form first-last`);
    const first = Number(match[1]);
    const last = match[2] ? Number(match[2]) : null;
    if (last !== null && last < first)
      throw rangeNotSatisfiable(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    query.offset = Math.max(query.offset, first);
    if (last !== null) query.limit = Math.min(query.limit ?? Infinity, last - first + 1);
  }
  return query;
}

/**
 * A select list within the public roles' bounds: at most `MAX_SELECT_ITEMS` columns in each row
 * (each column of a `*` counting, `starColumns` of them), aliases at most `MAX_ALIAS_LENGTH` bytes.
 * The service role's lists are not bounded.
 */
export function checkSelectBounds(select: readonly SelectItem[], starColumns: number): void {
  let columns = 0;
  for (const item of flatItems(select)) {
    columns += item.kind === 'column' && item.column === '*' ? starColumns : 1;
    if (item.alias !== null && Buffer.byteLength(item.alias) > MAX_ALIAS_LENGTH) {
      throw new RestError(
        400,
        'PGRST100',
        `The alias "${truncated(item.alias, 80)}" is too long: an alias has at most ${String(MAX_ALIAS_LENGTH)} bytes`,
      );
    }
  }
  if (columns > MAX_SELECT_ITEMS) {
    throw new RestError(
      400,
      'PGRST100',
      `The select list asks for ${String(columns)} columns: at most ${String(MAX_SELECT_ITEMS)} are allowed`,
      'Every item counts, aliases of one column and each column of * included',
      'Select each column once',
    );
  }
}

function parseLogic(key: string, value: string, counter: { conditions: number }): Filter {
  const negate = key.startsWith('not.');
  const op = key.endsWith('or') ? 'or' : 'and';
  return { kind: 'logic', op, negate, children: parseLogicList(value, `${key}=${value}`, 1, counter) };
}

/** Every item of a select tree, embedded resources' own items included. */
function flatItems(select: readonly SelectItem[]): SelectItem[] {
  return select.flatMap((item) => (item.kind === 'embed' ? [item, ...flatItems(item.select)] : [item]));
}

function parseCount(what: string, value: string): number {
  if (!/^\d+$/.test(value.trim())) throw parseError(what, value);
  const n = Number(value.trim());
  if (!Number.isSafeInteger(n)) throw parseError(what, value);
  return n;
}

function parseSelect(text: string): SelectItem[] {
  const items = splitList(text.trim()).map((item) => item.trim());
  if (items.length === 0 || items.every((i) => i === '')) return [STAR];
  return items.map((item): SelectItem => {
    if (item === '') throw parseError('select', text, 'Empty item in the select list');
    if (item.includes('(')) return parseEmbedOrAggregate(item, text);
    const match = /^(?:("[^"]+"|[^:"]+):(?!:))?("[^"]+"|[^:"]+)(?:::([a-z0-9_]+))?$/i.exec(item);
    if (!match?.[2]) throw parseError('select', text, `Unexpected "${item}"`);
    const cast = match[3]?.toLowerCase() ?? null;
    if (cast && !CASTS.has(cast)) throw unsupported(`Casting to ${cast}`);
    const field = parseField(match[2], text);
    // PostgREST names a JSON path's value after its last key (`data->a->>b` is `b`, `data->a->0` is
    // `a`), or its column when it has none (`data->0`).
    const lastKey = field.path.findLast((step) => !step.index)?.key ?? null;
    const alias = match[1] ? unquote(match[1]) : lastKey;
    return { kind: 'column', ...field, alias, cast };
  });
}

function parseCast(cast: string | undefined): string | null {
  const name = cast?.toLowerCase() ?? null;
  if (name && !CASTS.has(name)) throw unsupported(`Casting to ${name}`);
  return name;
}

/**
 * `count()`, `price.sum()`, `alias:price.max()::text`; or an embedded resource
 * `alias:target!hint!inner(items)`, `...target(items)`.
 */
function parseEmbedOrAggregate(item: string, text: string): SelectItem {
  const aggregate =
    /^(?:("[^"]+"|[^:"().]+):(?!:))?(?:([^()]+?)\.)?(count|sum|avg|min|max)\(\)(?:::([a-z0-9_]+))?$/i.exec(item);
  if (aggregate?.[3]) {
    const fn = aggregate[3].toLowerCase() as AggregateName;
    const field = aggregate[2] ? parseField(aggregate[2], text) : null;
    if (!field && fn !== 'count') throw parseError('select', text, `${fn}() needs a column: col.${fn}()`);
    return {
      kind: 'aggregate',
      fn,
      field,
      alias: aggregate[1] ? unquote(aggregate[1]) : null,
      cast: parseCast(aggregate[4]),
    };
  }
  const embed = /^(\.\.\.)?(?:("[^"]+"|[^:"()!]+):(?!:))?("[^"]+"|[^:"()!.]+)((?:![^!()]+)*)\((.*)\)$/s.exec(item);
  if (!embed?.[3]) throw parseError('select', text, `Unexpected "${item}"`);
  let hint: string | null = null;
  let join: EmbedItem['join'] = null;
  for (const part of (embed[4] ?? '').split('!').slice(1)) {
    if ((part === 'inner' || part === 'left') && join === null) join = part;
    else if (hint === null && join === null) hint = unquote(part);
    else throw parseError('select', text, `Unexpected "!${part}" in "${item}"`);
  }
  const spread = Boolean(embed[1]);
  if (spread && embed[2]) throw parseError('select', text, `A spread embedded resource takes no alias: "${item}"`);
  const inner = embed[5] ?? '';
  return {
    kind: 'embed',
    target: unquote(embed[3]),
    alias: embed[2] ? unquote(embed[2]) : null,
    hint,
    join,
    spread,
    select: inner.trim() === '' ? [] : parseSelect(inner),
  };
}

function parseOrder(text: string): OrderTerm[] {
  return splitList(text).map((raw) => {
    let term = raw.trim();
    // `relation(column).desc`: a column of a to-one embedded resource.
    const related = /^("[^"]+"|[^()".]+)\(([^()]+)\)(.*)$/.exec(term);
    if (related?.[1] && related[2]) term = `${related[2]}${related[3] ?? ''}`;
    const parts = term.startsWith('"') ? splitQuotedHead(term) : term.split('.');
    const [column, ...modifiers] = parts;
    if (!column) throw parseError('order', text);
    const relation = related?.[1] ? unquote(related[1]) : null;
    const result: OrderTerm = { ...parseField(column, text), descending: false, nulls: null, relation };
    let seenDirection = false;
    let seenNulls = false;
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && !seenDirection && !seenNulls) {
        result.descending = modifier === 'desc';
        seenDirection = true;
      } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !seenNulls) {
        result.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
        seenNulls = true;
      } else {
        throw parseError(
          'order',
          text,
          `Unexpected "${modifier}": expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    return result;
  });
}

/** `col` or `col->key->>key` (keys may be quoted, `->0` is an array index), as PostgREST reads it. */
export function parseField(text: string, source: string): Field {
  const [head = '', ...rest] = text.trim().split(/(->>?)/);
  const column = unquote(head.trim());
  if (column === '') throw parseError('field', source, `Expected a column name in "${text}"`);
  const path: JsonStep[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const arrow = rest[i] === '->>' ? '->>' : '->';
    const key = (rest[i + 1] ?? '').trim();
    if (key === '') throw parseError('field', source, `Expected a JSON key after "${arrow}" in "${text}"`);
    path.push({ arrow, key: unquote(key), index: /^-?\d+$/.test(key) });
  }
  return { column, path };
}

/** `op.value`, `not.op.value`, `op(any).{a,b}` or `fts(language).query` for one field. */
function parseCondition(field: Field, expression: string, source: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opText = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? null : rest.slice(dot + 1);
  const modified = /^(\w+)\(([^()]*)\)$/.exec(opText);
  const name = modified?.[1] ?? opText;
  const argument = modified?.[2] ?? null;
  if (name in TEXT_SEARCH && value !== null) {
    if (argument !== null && !/^[\w.]+$/.test(argument))
      throw parseError('filter', source, `Unexpected "${argument}": expecting a text search configuration`);
    return { kind: 'search', ...field, negate, op: name as TextSearch, language: argument, value };
  }
  if (argument !== null && !(QUANTIFIABLE.has(name) && (argument === 'any' || argument === 'all')))
    throw parseError(
      'filter',
      source,
      `Unexpected "${opText}": (any) and (all) modify ${[...QUANTIFIABLE].join(', ')}`,
    );
  if (!(name in OPERATORS) || value === null) {
    const operators = [...Object.keys(OPERATORS), ...Object.keys(TEXT_SEARCH)].join(', ');
    throw parseError('filter', source, `Unexpected "${expression}": expecting "not" or an operator (${operators})`);
  }
  const op = name as Operator;
  const quantifier = argument === 'any' || argument === 'all' ? argument : null;
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) throw parseError('filter', source, 'The in operator takes a list in parentheses: in.(a,b)');
    const items = list[1]?.trim() === '' ? [] : splitList(list[1] ?? '').map((v) => unquote(v));
    return { kind: 'condition', ...field, negate, op, quantifier, value: items };
  }
  if (op === 'is' && !/^(null|not_null|true|false|unknown)$/i.test(value)) {
    throw parseError('filter', source, 'The is operator takes null, not_null, true, false or unknown');
  }
  return { kind: 'condition', ...field, negate, op, quantifier, value };
}

/**
 * The elements of a Postgres array literal `{a,"b,c"}` as Postgres reads them, for the bounds of
 * each pattern; null when it is not one (Postgres then refuses it with its own error).
 */
export function arrayElements(literal: string): string[] | null {
  const inner = /^\s*\{(.*)\}\s*$/s.exec(literal)?.[1];
  if (inner === undefined) return null;
  if (inner.trim() === '') return [];
  return splitList(inner).map((item) => unquote(item.trim()));
}

/**
 * A condition within the request's bounds: at most `MAX_FILTER_CONDITIONS` in all, and patterns that
 * cannot make Postgres work without end (`pattern.ts`). Checked on the value as it reaches SQL.
 */
function bounded(filter: Filter, source: string, counter: { conditions: number }): Filter {
  if (++counter.conditions > MAX_FILTER_CONDITIONS) {
    throw parseError('filter', truncated(source), `A request has at most ${String(MAX_FILTER_CONDITIONS)} conditions`);
  }
  if (filter.kind === 'condition' && typeof filter.value === 'string') {
    const { op, value } = filter;
    if (op === 'like' || op === 'ilike' || op === 'match' || op === 'imatch') {
      const patterns = filter.quantifier ? (arrayElements(value) ?? [value]) : [value];
      for (const pattern of patterns) checkPattern(op, pattern, truncated(source));
    }
  }
  return filter;
}

/** A request's text as an error quotes it: long ones cut short. */
function truncated(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * The body of `or=(…)`/`and=(…)`: conditions `col.op.value` and nested `and(…)`, `not.or(…)`, at
 * most `MAX_FILTER_DEPTH` deep, refused before the nesting is followed further.
 */
function parseLogicList(text: string, source: string, depth: number, counter: { conditions: number }): Filter[] {
  if (depth > MAX_FILTER_DEPTH) {
    throw parseError('logic tree', truncated(source), `and/or trees nest at most ${String(MAX_FILTER_DEPTH)} deep`);
  }
  const inner = /^\((.*)\)$/s.exec(text.trim());
  if (!inner) throw parseError('logic tree', truncated(source), 'Expected a list in parentheses');
  return splitList(inner[1] ?? '').map((raw) => {
    const item = raw.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested?.[3]) {
      return {
        kind: 'logic',
        op: nested[2] === 'or' ? 'or' : 'and',
        negate: Boolean(nested[1]),
        children: parseLogicList(nested[3], source, depth + 1, counter),
      };
    }
    const parts = item.startsWith('"')
      ? splitQuotedHead(item, 2)
      : [item.slice(0, item.indexOf('.')), item.slice(item.indexOf('.') + 1)];
    const [column, expression] = parts;
    if (!column || !expression || !item.includes('.')) throw parseError('logic tree', source, `Unexpected "${item}"`);
    const filter = parseCondition(parseField(column, source), expression, source);
    if (filter.kind !== 'logic' && typeof filter.value === 'string') filter.value = unquote(filter.value);
    return bounded(filter, source, counter);
  });
}

/** Splits on commas outside double quotes and parentheses. */
function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i] ?? '';
      else if (ch === '"') quoted = false;
    } else if (ch === '"') {
      quoted = true;
      current += ch;
    } else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      depth--;
      current += ch;
    } else if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items;
}

/** `"a\"b"` → `a"b`; anything else as is. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  return text;
}

/** Splits `"quoted.name".rest.of.it` into the quoted head and the dot-separated rest. */
function splitQuotedHead(text: string, limit?: number): string[] {
  const end = text.indexOf('"', 1);
  if (end === -1) return [text];
  const head = text.slice(0, end + 1);
  const tail = text.slice(end + 2);
  if (limit === 2) return [head, tail];
  return [head, ...(tail ? tail.split('.') : [])];
}
