import { RestError, unsupported } from './errors.ts';
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
