import { describe, expect, it } from 'vitest';
import { RestError } from '../../../server/rest/errors.ts';
import { aggregatesEnabled, findRelationship, planRead } from '../../../server/rest/plan.ts';
import { parseQuery } from '../../../server/rest/query.ts';
import type { ComputedField, Relationship } from '../../../server/rest/schema-cache.ts';
import { nodeQuery, outputNames, Params } from '../../../server/rest/sql.ts';
import { rejected, table } from './rest-fixtures.ts';

const key = (constraint: string, columns: [string, string][]) => ({ constraint, columns });
const TABLES = new Map([
  ['products', table('products', ['id', 'name', 'shop_id'])],
  ['shops', table('shops', ['id', 'name'])],
  ['orders', table('orders', ['id', 'seller_id', 'buyer_id'])],
]);
const RELS: Relationship[] = [
  {
    kind: 'm2o',
    table: 'products',
    foreign: 'shops',
    self: false,
    key: key('products_shop_id_fkey', [['shop_id', 'id']]),
    foreignIsView: false,
  },
  {
    kind: 'o2m',
    table: 'shops',
    foreign: 'products',
    self: false,
    key: key('products_shop_id_fkey', [['id', 'shop_id']]),
    foreignIsView: false,
  },
  {
    kind: 'm2o',
    table: 'orders',
    foreign: 'shops',
    self: false,
    key: key('orders_seller_id_fkey', [['seller_id', 'id']]),
    foreignIsView: false,
  },
  {
    kind: 'm2o',
    table: 'orders',
    foreign: 'shops',
    self: false,
    key: key('orders_buyer_id_fkey', [['buyer_id', 'id']]),
    foreignIsView: false,
  },
];

const from = (origin: string) => RELS.filter((r) => r.table === origin);

const cache = {
  relationships: (name: string) => Promise.resolve(RELS.filter((r) => r.table === name)),
  maybeTable: (name: string) => Promise.resolve(TABLES.get(name) ?? null),
  computedFields: () => Promise.resolve(new Map<string, ComputedField>()),
  origins: () => Promise.resolve(['products', 'shops', 'orders']),
};

const plan = (target: string, query: string, aggregates = false) =>
  planRead(cache, TABLES.get(target)!, parseQuery(new URLSearchParams(query), null), { aggregates });

describe('select trees', () => {
  it('reads embeddings with aliases, hints, join types and spreads, and aggregates', () => {
    const { select } = parseQuery(
      new URLSearchParams('select=id,s:shops!products_shop_id_fkey!inner(name,...x(a)),total:price.sum()::int,count()'),
      null,
    );
    expect(select[1]).toMatchObject({ kind: 'embed', target: 'shops', alias: 's', hint: 'products_shop_id_fkey' });
    expect(select[1]).toMatchObject({ join: 'inner', spread: false });
    expect(select[1]?.kind === 'embed' && select[1].select[1]).toMatchObject({ kind: 'embed', spread: true });
    expect(select[2]).toMatchObject({ kind: 'aggregate', fn: 'sum', alias: 'total', cast: 'int' });
    expect(select[3]).toMatchObject({ kind: 'aggregate', fn: 'count', field: null });
  });

  it('keeps the parameters of embedded resources by their path', () => {
    const query = parseQuery(
      new URLSearchParams('shops.name=eq.x&shops.products.order=id.desc&shops.limit=2&shops.not.or=(a.eq.1)'),
      null,
    );
    expect(query.filters).toEqual([]);
    expect(query.embedded.get('shops')).toMatchObject({ limit: 2, filters: [{ column: 'name' }, { kind: 'logic' }] });
    expect(query.embedded.get('shops.products')?.order).toMatchObject([{ column: 'id', descending: true }]);
  });

  it('reads an order by a column of an embedded resource', () => {
    const { order } = parseQuery(new URLSearchParams('order=shops(name).desc.nullslast'), null);
    expect(order).toEqual([{ column: 'name', path: [], relation: 'shops', descending: true, nulls: 'last' }]);
  });
});

describe('relationships', () => {
  it('finds one by table, constraint or column, and tells ambiguous ones apart by hints', () => {
    expect(findRelationship(from('products'), 'products', 'shops', null, []).kind).toBe('m2o');
    expect(findRelationship(from('products'), 'products', 'shop_id', null, []).kind).toBe('m2o');
    expect(findRelationship(from('orders'), 'orders', 'shops', 'buyer_id', []).kind).toBe('m2o');
    const error = (() => {
      try {
        findRelationship(from('orders'), 'orders', 'shops', null, []);
      } catch (e) {
        return e as RestError;
      }
      return null;
    })();
    expect(error?.code).toBe('PGRST201');
    expect(error?.status).toBe(300);
    expect(error?.details).toHaveLength(2);
  });

  it('plans embedded nodes with their own aliases and SQL as lateral subqueries', async () => {
    const root = await plan('products', 'select=id,shops!inner(name)&shops.name=eq.x');
    expect(root.embeds[0]).toMatchObject({ name: 'shops', toOne: true, inner: true, join: '_j1' });
    expect(root.embeds[0]?.node).toMatchObject({ alias: '_e1', filters: [{ column: 'name' }] });
    const sql = nodeQuery(root, new Params(), 'public.products');
    expect(sql).toContain('left join lateral');
    expect(sql).toContain('_e1."id" = _t."shop_id"');
    expect(sql).toContain('_j1.j is not null');
    expect(outputNames(root)).toEqual(['id', 'shops']);
  });

  it('refuses what PostgREST refuses, with its codes', async () => {
    expect((await rejected(plan('products', 'select=count()'))).code).toBe('PGRST123');
    expect((await rejected(plan('shops', 'select=...products(name)'))).code).toBe('PGRST119');
    expect((await rejected(plan('shops', 'select=name&products.limit=1'))).code).toBe('PGRST108');
    expect((await rejected(plan('shops', 'select=name,products(name)&order=products(name)'))).code).toBe('PGRST118');
    expect((await rejected(plan('products', 'select=shops(*)&shops=eq.1'))).code).toBe('PGRST120');
    expect((await rejected(plan('shops', 'select=orderz(*)'))).code).toBe('PGRST200');
  });

  it('reads the aggregates switch as PostgREST names it', () => {
    expect(aggregatesEnabled({ PGRST_DB_AGGREGATES_ENABLED: 'true' })).toBe(true);
    expect(aggregatesEnabled({})).toBe(false);
  });
});
