import { isRecord } from '../json.ts';
import { RestError, unsupported } from './errors.ts';
import type { Media } from './media.ts';
import type { Echo, Preferences } from './prefer.ts';
import type {
  AggregateItem,
  ColumnItem,
  EmbedItem,
  EmbedParams,
  Filter,
  OrderTerm,
  Query,
  SelectItem,
} from './query.ts';
import {
  closestName,
  EXPOSED_SCHEMA,
  type ComputedField,
  type Relationship,
  type SchemaCache,
  type Table,
} from './schema-cache.ts';
import type { Rendering } from './sql.ts';

/**
 * The plan of a read, PostgREST's `ReadPlan` tree: each node one relation (the request's table, or
 * an embedded resource reached by a relationship of the schema cache) with its columns, filters,
 * order and range; every name resolved against the cache, every embedding's relationship chosen
 * (or the request refused with PostgREST's error) before any SQL is written.
 */
export interface ReadNode {
  table: Table;
  computed: ReadonlyMap<string, ComputedField>;
  /** The node's alias in SQL: `_t` for the root, `_e1`, `_e2`… below. */
  alias: string;
  /** Columns and aggregates, in the order asked. */
  items: (ColumnItem | AggregateItem)[];
  embeds: EmbedPlan[];
  filters: Filter[];
  order: PlannedOrder[];
  limit: number | null;
  offset: number;
}

export interface EmbedPlan {
  /** The key of the embedded resource in each row: its alias, else the name it was asked by. */
  name: string;
  relationship: Relationship;
  toOne: boolean;
  /** `!inner`, or a filter `embed=not.is.null`: rows without it are left out. */
  inner: boolean;
  /** `embed=is.null`: only rows without it. */
  absent: boolean;
  spread: boolean;
  node: ReadNode;
  /** The alias of the lateral subquery that renders it (`_j1`…). */
  join: string;
}

export interface PlannedOrder extends OrderTerm {
  /** For `order=shops(name)`: the to-one embedded resource the column belongs to. */
  embed: EmbedPlan | null;
}

export interface PlanOptions {
  /** PostgREST's `db-aggregates-enabled`: without it, aggregates are refused (`PGRST123`). */
  aggregates: boolean;
}

/** Whether aggregates are allowed: `PGRST_DB_AGGREGATES_ENABLED=true`, as PostgREST's setting. */
export function aggregatesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return /^(true|1|yes|on)$/i.test(env.PGRST_DB_AGGREGATES_ENABLED?.trim() ?? '');
}

/** Plans the read of `table` the query asks for: its embedded resources resolved through `cache`. */
export async function planRead(
  cache: Pick<SchemaCache, 'relationships' | 'maybeTable' | 'computedFields' | 'origins'>,
  table: Table,
  query: Query,
  options: PlanOptions,
): Promise<ReadNode> {
  const counter = { n: 0 };
  const root = await planNode(cache, table, '_t', query.select, counter, options);
  root.filters = query.filters;
  root.order = planOrder(root, query.order);
  root.limit = query.limit;
  root.offset = query.offset;
  for (const [path, params] of query.embedded) applyEmbedded(root, path, params);
  resolveNullFilters(root);
  return root;
}

/** Tables read by a plan: the request's own and every embedded one (for the response cache). */
export function tablesRead(node: ReadNode): string[] {
  return [node.table.name, ...node.embeds.flatMap((e) => tablesRead(e.node))];
}

/** Whether a plan calls functions (computed relationships or fields), whose reads the cache cannot see. */
export function callsFunctions(node: ReadNode): boolean {
  const computedItem = (item: ColumnItem | AggregateItem) =>
    item.kind === 'column'
      ? node.computed.has(item.column)
      : item.field !== null && node.computed.has(item.field.column);
  return (
    node.items.some(computedItem) ||
    node.embeds.some((e) => e.relationship.kind === 'computed' || callsFunctions(e.node))
  );
}

async function planNode(
  cache: Pick<SchemaCache, 'relationships' | 'maybeTable' | 'computedFields' | 'origins'>,
  table: Table,
  alias: string,
  select: SelectItem[],
  counter: { n: number },
  options: PlanOptions,
): Promise<ReadNode> {
  const node: ReadNode = {
    table,
    computed: await cache.computedFields(table.name),
    alias,
    items: [],
    embeds: [],
    filters: [],
    order: [],
    limit: null,
    offset: 0,
  };
  const embeds: EmbedItem[] = [];
  for (const item of select) {
    if (item.kind === 'embed') embeds.push(item);
    else {
      if (item.kind === 'aggregate' && !options.aggregates) {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      node.items.push(item);
    }
  }
  // An embedding alone selects no column of its parent: PostgREST's `select=shops(*)` rows hold
  // only `shops`; with no item at all, the node's columns are all of them.
  if (select.length === 0) node.items.push({ kind: 'column', column: '*', path: [], alias: null, cast: null });
  for (const item of embeds) {
    const relationship = findRelationship(
      await cache.relationships(table.name),
      table.name,
      item.target,
      item.hint,
      await cache.origins(),
    );
    const target = await cache.maybeTable(relationship.foreign);
    if (!target) throw unsupported(`Embedding ${relationship.foreign}`);
    const toOne = isToOne(relationship);
    if (item.spread && !toOne) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.target}' is not possible`,
        `'${table.name}' and '${item.target}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const n = ++counter.n;
    const child = await planNode(cache, target, `_e${String(n)}`, item.select, counter, options);
    node.embeds.push({
      name: item.alias ?? item.target,
      relationship,
      toOne,
      inner: item.join === 'inner',
      absent: false,
      spread: item.spread,
      node: child,
      join: `_j${String(n)}`,
    });
  }
  return node;
}

export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'computed') return rel.toOne;
  return rel.kind === 'm2o' || rel.kind === 'o2o';
}

/** `embed.filters`, `embed.order`, `embed.limit` for the embedded resource at `path`. */
function applyEmbedded(root: ReadNode, path: string, params: EmbedParams): void {
  let node = root;
  for (const name of path.split('.')) {
    const embed = node.embeds.find((e) => e.name === name);
    if (!embed) {
      throw notEmbedded(name);
    }
    node = embed.node;
  }
  node.filters.push(...params.filters);
  node.order = planOrder(node, params.order);
  node.limit = params.limit;
  node.offset = params.offset;
}

function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

function planOrder(node: ReadNode, order: OrderTerm[]): PlannedOrder[] {
  return order.map((term) => {
    if (term.relation === null) return { ...term, embed: null };
    const embed = node.embeds.find((e) => e.name === term.relation);
    if (!embed) {
      throw notEmbedded(term.relation);
    }
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${embed.name}' is not possible`,
        `'${node.table.name}' and '${embed.name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    return { ...term, embed };
  });
}

/**
 * `embed=is.null` and `embed=not.is.null` at any level: whether the embedded resource is there
 * (PostgREST 11.1's null filtering on embedded resources); any other operator on it is `PGRST120`.
 */
function resolveNullFilters(node: ReadNode): void {
  node.filters = node.filters.filter((filter) => {
    if (filter.kind === 'logic') return true;
    const embed = node.embeds.find((e) => e.name === filter.column);
    if (!embed || node.table.columns.has(filter.column) || filter.path.length > 0) return true;
    const value = filter.kind === 'condition' ? String(filter.value).toLowerCase() : '';
    if (filter.kind !== 'condition' || filter.op !== 'is' || (value !== 'null' && value !== 'not_null')) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${embed.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    const present = (value === 'null') === filter.negate;
    if (present) embed.inner = true;
    else embed.absent = true;
    return false;
  });
  for (const embed of node.embeds) resolveNullFilters(embed.node);
}

const single = (key: { columns: [string, string][] }, side: 0 | 1, name: string) =>
  key.columns.length === 1 && key.columns[0]?.[side] === name;

/**
 * The one relationship `origin?select=target!hint(…)` means, by PostgREST 12's rules: the target
 * names a table (or, without a hint, a foreign key's constraint or column, or a computed
 * relationship's function); the hint names the constraint, a column of either side, or the
 * junction. A self-reference is one-to-many by the table's name and many-to-one by the column's.
 */
export function findRelationship(
  relationships: readonly Relationship[],
  origin: string,
  target: string,
  hint: string | null,
  origins: readonly string[],
): Relationship {
  const matching = relationships.filter((rel) => {
    if (rel.kind === 'computed') return target === rel.fn;
    const key = rel.kind === 'm2m' ? null : rel.key;
    if (rel.self) {
      if (hint === null) {
        return (
          (target === rel.foreign && rel.kind === 'o2m') ||
          (rel.kind === 'm2o' && key !== null && single(key, 0, target))
        );
      }
      return target === rel.foreign && rel.kind === 'o2m' && key !== null && single(key, 1, hint);
    }
    if (hint === null) {
      return (
        target === rel.foreign ||
        (key !== null && !rel.foreignIsView && (key.constraint === target || single(key, 0, target)))
      );
    }
    if (target !== rel.foreign) return false;
    if (rel.kind === 'm2m') return rel.junction === hint;
    return rel.key.constraint === hint || single(rel.key, 0, hint) || single(rel.key, 1, hint);
  });
  const [found, ...others] = matching;
  if (found && others.length === 0) return found;
  if (found) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      matching.map(describe),
      `Try changing '${target}' to one of the following: ${matching.map(hintFor).join(', ')}. ` +
        "Find the desired relationship in the 'details' key.",
    );
  }
  const known = relationships.length > 0;
  const suggestion = known
    ? closestName(
        target,
        [...new Set(relationships.map((r) => r.foreign))].filter((name) => name !== target),
      )
    : closestName(
        origin,
        origins.filter((name) => name !== origin),
      );
  throw new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}` +
      `${hint === null ? '' : `' using the hint '${hint}`}' in the schema '${EXPOSED_SCHEMA}', ` +
      'but no matches were found.',
    suggestion === null ? null : `Perhaps you meant '${suggestion}' instead of '${known ? target : origin}'.`,
  );
}

const CARDINALITY = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' } as const;

/** A candidate as PostgREST's `PGRST201` details list it. */
function describe(rel: Relationship): object {
  if (rel.kind === 'computed') return {};
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  const relationship =
    rel.kind === 'm2m'
      ? `${rel.junction} using ${rel.source.constraint}${list(rel.source.columns.map(([j]) => j))} and ` +
        `${rel.target.constraint}${list(rel.target.columns.map(([j]) => j))}`
      : `${rel.key.constraint} using ${rel.table}${list(rel.key.columns.map(([c]) => c))} and ` +
        `${rel.foreign}${list(rel.key.columns.map(([, f]) => f))}`;
  return { cardinality: CARDINALITY[rel.kind], embedding: `${rel.table} with ${rel.foreign}`, relationship };
}

function hintFor(rel: Relationship): string {
  if (rel.kind === 'computed') return '';
  return `'${rel.foreign}!${rel.kind === 'm2m' ? rel.junction : rel.key.constraint}'`;
}

/**
 * The plan of a write, PostgREST's `MutatePlan`: the command and its rows or patch, every column
 * checked against the schema cache, the conflict target of an upsert, and the read its answer makes
 * of the changed rows (`answer`, with the request's filters, which an update or a delete applies).
 */
export type WritePlan = InsertPlan | UpdatePlan | DeletePlan;

interface WriteCommon {
  table: Table;
  /** The read of the changed rows the answer makes: columns, embedded resources, filters. */
  answer: ReadNode;
  /** How the answer renders them (none unless `return=representation`), in the media asked for. */
  rendering: Rendering & Media;
  /** What `Preference-Applied` echoes for this write. */
  echo: Echo;
}

export interface InsertPlan extends WriteCommon {
  kind: 'insert';
  /** The body: one object or an array of them. */
  body: unknown;
  /** The columns written: `columns=`, else the keys every object has. */
  columns: string[];
  /** `Prefer: resolution=…`: the conflict target (`on_conflict`, else the primary key) and what to do. */
  conflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
  /**
   * `Prefer: missing=default`: a column a row leaves out takes its default (a row that gives it,
   * null included, keeps its value). The defaults, column → expression, are read from the catalog
   * in the request's transaction (`withDefaults`); null until then, and without the preference.
   */
  missingDefault: boolean;
  defaults: ReadonlyMap<string, string> | null;
}

export interface UpdatePlan extends WriteCommon {
  kind: 'update';
  patch: Record<string, unknown>;
}

export interface DeletePlan extends WriteCommon {
  kind: 'delete';
}

/** What a write is asked, as the request says it: its command, preferences, answer's media and body. */
export interface WriteRequest {
  kind: 'insert' | 'update' | 'delete';
  table: Table;
  query: Query;
  prefer: Preferences;
  media: Media;
  /** The read of the answer (`planRead` of the request's `select` and filters). */
  answer: ReadNode;
  /** The JSON body; none for a delete. */
  body: unknown;
}

/**
 * Plans a write or refuses it with PostgREST's error: a body that is not an object (or, for an
 * insert, an array of objects with the same keys) is `PGRST102`; a column the table lacks
 * `PGRST204`; an upsert into a table without a primary key and no `on_conflict` `PGRST100`. An
 * update or a delete must filter (as Supabase's projects require) and takes no limit or order.
 */
export function planWrite(request: WriteRequest): WritePlan {
  const { kind, table, query, prefer, media, answer, body } = request;
  const rendering: Rendering & Media = { ...media, representation: prefer.return === 'representation' };
  const common = { table, answer, rendering };
  if (kind === 'insert') return planInsert(request, common);
  if (kind === 'update' && !isRecord(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object');
  }
  if (kind === 'update') for (const name of Object.keys(body as object)) checkColumn(table, name);
  const command = kind === 'update' ? 'PATCH' : 'DELETE';
  if (query.limit !== null || query.order.length > 0) throw unsupported(`limit and order on ${command}`);
  if (query.filters.length === 0) throw whereRequired(kind === 'update' ? 'UPDATE' : 'DELETE');
  const echo: Echo = { return: true, missing: kind === 'update', maxAffected: true };
  if (kind === 'delete') return { kind, ...common, echo };
  return { kind, ...common, echo, patch: body as Record<string, unknown> };
}

function planInsert(
  { table, query, prefer, body }: WriteRequest,
  common: Pick<WriteCommon, 'table' | 'answer' | 'rendering'>,
): InsertPlan {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  let columns: string[];
  if (query.columns) {
    columns = query.columns;
  } else {
    const first = Object.keys(rows[0] ?? {});
    const sameKeys = rows.every((row) => {
      const keys = Object.keys(row);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    });
    if (!sameKeys) throw new RestError(400, 'PGRST102', 'All object keys must match');
    columns = first;
  }
  for (const name of columns) checkColumn(table, name);
  let conflict: InsertPlan['conflict'] = null;
  if (prefer.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST100', `"failed to parse on_conflict" (table ${table.name} has no primary key)`);
    conflict = { columns: target, action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  // `return=headers-only`: the primary key of the one row inserted makes the `Location` header.
  const location = prefer.return === 'headers-only' && table.primaryKey.length > 0 ? table.primaryKey : null;
  return {
    kind: 'insert',
    ...common,
    rendering: location ? { ...common.rendering, location } : common.rendering,
    echo: { resolution: table.primaryKey.length > 0 || query.onConflict !== null, missing: true, return: true },
    body,
    columns,
    conflict,
    missingDefault: prefer.missing === 'default',
    defaults: null,
  };
}

/**
 * The plan with the facts only the request's transaction has: for `missing=default`, the
 * defaults of the table's columns, read by `read` (`readColumnDefaults`).
 */
export async function withDefaults(
  plan: WritePlan,
  read: (table: Table) => Promise<ReadonlyMap<string, string>>,
): Promise<WritePlan> {
  if (plan.kind !== 'insert' || !plan.missingDefault) return plan;
  return { ...plan, defaults: await read(plan.table) };
}

/** An update whose body sets no column: it changes nothing and runs nothing (as PostgREST). */
export const changesNothing = (plan: WritePlan): boolean =>
  plan.kind === 'update' && Object.keys(plan.patch).length === 0;

function checkColumn(table: Table, name: string): void {
  if (!table.columns.has(name)) {
    throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
  }
}

/** Like Supabase's projects (pg-safeupdate): a change to every row must say so with a filter. */
function whereRequired(statement: 'UPDATE' | 'DELETE'): RestError {
  return new RestError(
    400,
    '21000',
    `${statement} requires a WHERE clause`,
    null,
    'Add a filter; to touch every row say so explicitly, e.g. id=not.is.null',
  );
}
