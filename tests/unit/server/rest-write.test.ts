import { describe, expect, it } from 'vitest';
import { JSON_MEDIA, negotiate } from '../../../server/rest/media.ts';
import { changesNothing, planRead, planWrite, withDefaults, type WritePlan } from '../../../server/rest/plan.ts';
import { parsePrefer } from '../../../server/rest/prefer.ts';
import { parseQuery } from '../../../server/rest/query.ts';
import type { Table } from '../../../server/rest/schema-cache.ts';
import { writeStatement } from '../../../server/rest/sql.ts';
import { LONE_TABLES, rejected, table } from './rest-fixtures.ts';

/** The write side of the plan and the SQL written from it, with a schema cache of one table. */

const PRODUCTS = table('products', ['id', 'name', 'price']);
const LOG = table('log', ['line'], []);

interface Asked {
  kind: 'insert' | 'update' | 'delete';
  query?: string;
  prefer?: string;
  accept?: string;
  body?: unknown;
  target?: Table;
}

async function plan({ kind, query = '', prefer = '', accept, body = null, target = PRODUCTS }: Asked) {
  const parsed = parseQuery(new URLSearchParams(query), null);
  return planWrite({
    kind,
    table: target,
    query: parsed,
    prefer: parsePrefer(prefer),
    media: accept ? negotiate(accept) : JSON_MEDIA,
    answer: await planRead(LONE_TABLES, target, parsed, { aggregates: false }),
    body,
  });
}

const refusal = (asked: Asked) => rejected(plan(asked));

const insertOf = (p: WritePlan) => (p.kind === 'insert' ? p : null);

describe('planning an insert', () => {
  it('writes the keys of the objects, or the columns= asked', async () => {
    expect(insertOf(await plan({ kind: 'insert', body: [{ id: 1, name: 'a' }] }))?.columns).toEqual(['id', 'name']);
    const listed = await plan({ kind: 'insert', query: 'columns=name', body: [{ id: 1, name: 'a' }, {}] });
    expect(insertOf(listed)?.columns).toEqual(['name']);
  });

  it('refuses bodies PostgREST refuses: not objects, keys that differ, unknown columns', async () => {
    expect(await refusal({ kind: 'insert', body: [1] })).toMatchObject({ code: 'PGRST102', status: 400 });
    expect(await refusal({ kind: 'insert', body: [{ id: 1 }, { name: 'b' }] })).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
    expect(await refusal({ kind: 'insert', body: { colour: 'red' } })).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'products' in the schema cache",
    });
  });

  it('upserts on the primary key unless on_conflict names a target; none at all is PGRST100', async () => {
    const merge = insertOf(await plan({ kind: 'insert', prefer: 'resolution=merge-duplicates', body: { id: 1 } }));
    expect(merge?.conflict).toEqual({ columns: ['id'], action: 'merge' });
    const ignore = await plan({
      kind: 'insert',
      query: 'on_conflict=name',
      prefer: 'resolution=ignore-duplicates',
      body: { name: 'a' },
    });
    expect(insertOf(ignore)?.conflict).toEqual({ columns: ['name'], action: 'ignore' });
    const keyless = {
      kind: 'insert',
      prefer: 'resolution=merge-duplicates',
      body: { line: 'x' },
      target: LOG,
    } as const;
    expect(await refusal(keyless)).toMatchObject({ code: 'PGRST100' });
    expect(insertOf(await plan({ ...keyless, prefer: '' }))?.echo.resolution).toBe(false);
  });

  it('asks for the rows with return=representation, the key for headers-only', async () => {
    const rows = await plan({ kind: 'insert', prefer: 'return=representation', body: { id: 1 } });
    expect(rows.rendering).toMatchObject({ representation: true, single: false, format: 'json' });
    const located = await plan({ kind: 'insert', prefer: 'return=headers-only', body: { id: 1 } });
    expect(located.rendering).toMatchObject({ representation: false, location: ['id'] });
    const keyless = await plan({ kind: 'insert', prefer: 'return=headers-only', body: { line: 'x' }, target: LOG });
    expect(keyless.rendering.location).toBeUndefined();
  });

  it('reads the defaults in the transaction only for missing=default', async () => {
    const read = () => Promise.resolve(new Map([['price', '0']]));
    const plain = await plan({ kind: 'insert', body: { id: 1 } });
    expect(await withDefaults(plain, read)).toBe(plain);
    const missing = await withDefaults(
      await plan({ kind: 'insert', prefer: 'missing=default', body: { id: 1 } }),
      read,
    );
    expect(insertOf(missing)?.defaults).toEqual(new Map([['price', '0']]));
  });
});

describe('planning an update or a delete', () => {
  it('needs a filter, takes no limit or order, and one object of known columns', async () => {
    expect(await refusal({ kind: 'update', body: { name: 'b' } })).toMatchObject({ code: '21000' });
    expect(await refusal({ kind: 'delete' })).toMatchObject({ message: 'DELETE requires a WHERE clause' });
    expect(await refusal({ kind: 'delete', query: 'id=eq.1&limit=1' })).toMatchObject({ code: 'PGRST127' });
    expect(await refusal({ kind: 'update', query: 'id=eq.1', body: [{}] })).toMatchObject({ code: 'PGRST102' });
    expect(await refusal({ kind: 'update', query: 'id=eq.1', body: { x: 1 } })).toMatchObject({ code: 'PGRST204' });
  });

  it('knows an empty patch changes nothing, and what each echoes', async () => {
    const empty = await plan({ kind: 'update', query: 'id=eq.1', body: {} });
    expect(changesNothing(empty)).toBe(true);
    const update = await plan({ kind: 'update', query: 'id=eq.1', body: { name: 'b' } });
    expect(changesNothing(update)).toBe(false);
    expect(update.echo).toEqual({ return: true, missing: true, maxAffected: true });
    expect((await plan({ kind: 'delete', query: 'id=eq.1' })).echo).toMatchObject({ missing: false });
  });
});

describe('the SQL of a write, from its plan alone', () => {
  it('inserts the body as rows of the table, an upsert on its target', async () => {
    const upsert = await plan({ kind: 'insert', prefer: 'resolution=merge-duplicates', body: { id: 1, name: 'a' } });
    const { text, params } = writeStatement(upsert);
    expect(params).toEqual(['{"id":1,"name":"a"}']);
    expect(text).toContain('insert into "public"."products" as _t ("id", "name") select "id", "name" from');
    expect(text).toContain('jsonb_populate_recordset(null::"public"."products"');
    expect(text).toContain('on conflict ("id") do update set "name" = excluded."name"');
    expect(text).toContain("_t.xmax::text = '0' as _pgrst_inserted");
    expect(text).toContain('returning 1');
  });

  it("fills a row's missing columns with their defaults, evaluated per row", async () => {
    const planned = await plan({ kind: 'insert', prefer: 'missing=default', query: 'columns=id,price', body: [{}] });
    const complete = await withDefaults(planned, () => Promise.resolve(new Map([['price', '(1 + 1)']])));
    expect(writeStatement(complete).text).toContain("jsonb_build_object('price', ((1 + 1))) || _pgrst_e");
  });

  it('updates and deletes the filtered rows, returning them when the answer shows them', async () => {
    const update = await plan({
      kind: 'update',
      query: 'id=eq.7&select=name',
      prefer: 'return=representation',
      body: { name: 'b' },
    });
    const { text, params } = writeStatement(update);
    expect(text).toContain('update "public"."products" as _t set "name" = _pgrst_b."name"');
    expect(text).toContain('where _t."id" = $2::text::text returning _t.*');
    expect(text).toContain('_t."name" as "name"');
    expect(params).toEqual(['{"name":"b"}', '7']);
    const del = writeStatement(await plan({ kind: 'delete', query: 'name=like.a*' }));
    expect(del.text).toContain('delete from "public"."products" as _t where _t."name" like $1::text returning 1');
    expect(del.params).toEqual(['a%']);
  });

  it('renders the changed rows as the media asks: one object, CSV', async () => {
    const prefer = 'return=representation';
    const single = await plan({
      kind: 'delete',
      query: 'id=eq.1',
      prefer,
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(writeStatement(single).text).toContain('json_agg(_pgrst_r) -> 0');
    const csv = await plan({ kind: 'delete', query: 'id=eq.1', prefer, accept: 'text/csv' });
    expect(writeStatement(csv).text).toContain('string_agg(');
  });

  it("reads the key of the one row inserted for headers-only's Location", async () => {
    const located = await plan({ kind: 'insert', prefer: 'return=headers-only', body: { id: 1 } });
    const { text } = writeStatement(located);
    expect(text).toContain('returning _t.*');
    expect(text).toContain('_t."id"::text as "id"');
    expect(text).toContain('as location');
  });
});
