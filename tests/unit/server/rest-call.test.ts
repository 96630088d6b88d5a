import { describe, expect, it } from 'vitest';
import { JSON_MEDIA, negotiate } from '../../../server/rest/media.ts';
import { parseQuery } from '../../../server/rest/query.ts';
import type { CallRequest } from '../../../server/rest/request.ts';
import { callCount, callRows, planCall, type Routine } from '../../../server/rest/rpc.ts';
import type { Table } from '../../../server/rest/schema-cache.ts';
import { LONE_TABLES, table } from './rest-fixtures.ts';

/** The plan of a function's call and its SQL, from a fake schema cache and the overloads. */

const PRODUCTS: Table = { ...table('products', ['id', 'name'], []), writable: false };

function routine(params: [string, string][], returns: Partial<Routine> = {}): Routine {
  return {
    name: 'f',
    params: params.map(([name, type]) => ({ name, type, category: 'U', required: true })),
    returnsSet: false,
    returnsRows: null,
    returnsVoid: false,
    returnKind: 'b',
    volatility: 'v',
    ...returns,
  };
}

function asked(query: string, values: Record<string, unknown>, accept?: string): CallRequest {
  const media = accept ? negotiate(accept) : JSON_MEDIA;
  const args = { kind: 'named', values } as const;
  return { name: 'f', post: true, head: false, args, query: parseQuery(new URLSearchParams(query), null), media };
}

describe('planning a call', () => {
  it("reads a function's rows like a table's, one object for a function returning one row", async () => {
    const rows = routine([['q', 'text']], { returnsSet: true, returnsRows: PRODUCTS });
    const plan = await planCall([rows], asked('select=name&name=eq.x&limit=2', { q: 'a' }), LONE_TABLES, 'anon');
    expect(plan.single).toBe(false);
    const read = plan.read;
    if (!read) throw new Error('no read planned');
    const { text, params } = callRows(plan, read, { ...JSON_MEDIA, representation: true }, null);
    expect(text).toContain(`from "public"."f"("q" => ($1::text::jsonb ->> 'q')::text) as _t`);
    expect(text).toContain('where _t."name" = $2::text::text');
    expect(params).toEqual(['{"q":"a"}', 'x', '2']);
    expect(callCount(plan, read).text).toMatch(/^select count\(\*\)::int as n from \(select {2}from "public"\."f"/);
    const one = routine([], { returnsRows: PRODUCTS });
    expect((await planCall([one], asked('', {}), LONE_TABLES, 'anon')).single).toBe(true);
  });

  it('passes an object no overload names fit whole to a single unnamed json parameter', async () => {
    const plan = await planCall([routine([['', 'json']])], asked('', { a: 1 }), LONE_TABLES, 'anon');
    expect(plan.args).toEqual({ kind: 'single', body: { a: 1 }, contentType: 'json' });
    expect(plan.read).toBeNull();
  });

  it("refuses to shape a function's values, or to answer them in CSV", async () => {
    const value = routine([]);
    await expect(planCall([value], asked('select=a', {}), LONE_TABLES, 'anon')).rejects.toMatchObject({
      code: 'PGRST127',
    });
    await expect(planCall([value], asked('', {}, 'text/csv'), LONE_TABLES, 'anon')).rejects.toMatchObject({
      code: 'PGRST127',
      message: 'Answering a function in text/csv; charset=utf-8 is not supported by this server',
    });
    await expect(planCall([], asked('', {}), LONE_TABLES, 'anon')).rejects.toMatchObject({ code: 'PGRST202' });
  });
});
