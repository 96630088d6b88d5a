import { describe, expect, it } from 'vitest';
import { checkProfile, splitCallQuery } from '../../../server/rest/request.ts';
import { contentRange, locationOf, singleObjectError } from '../../../server/rest/response.ts';
import { callSql, chooseRoutine, type Routine } from '../../../server/rest/rpc.ts';
import { Params } from '../../../server/rest/sql.ts';

function routine(name: string, params: [string, string, boolean?][]): Routine {
  return {
    name,
    params: params.map(([n, type, required = true]) => ({ name: n, type, category: 'N', required })),
    returnsSet: false,
    returnsRows: null,
    returnsVoid: false,
    returnKind: 'b',
    volatility: 's',
  };
}

const failing = (code: string) => expect.objectContaining({ code }) as unknown as Error;

describe('the request', () => {
  it("splits a GET call's query into arguments and what shapes the result", () => {
    const { args, rest } = splitCallQuery(new URLSearchParams('price=10&name=eq.x&select=id&order=id&not.or=(a.eq.1)'));
    expect(args).toEqual({ price: '10' });
    expect([...rest.keys()]).toEqual(['name', 'select', 'order', 'not.or']);
  });

  it('refuses a schema that is not exposed', () => {
    expect(() => checkProfile((h) => (h === 'accept-profile' ? 'private' : undefined))).toThrow(failing('PGRST106'));
    expect(() => checkProfile(() => 'public')).not.toThrow();
  });
});

describe('functions', () => {
  const overloads = [
    routine('f', [['a', 'integer']]),
    routine('f', [
      ['a', 'integer'],
      ['b', 'integer', false],
    ]),
  ];

  it('chooses the overload the names fit, PGRST203 between equals, PGRST202 for none', () => {
    expect(chooseRoutine([overloads[0]!], 'f', { kind: 'named', values: { a: 1 } }, true).params).toHaveLength(1);
    expect(chooseRoutine(overloads, 'f', { kind: 'named', values: { a: 1, b: 2 } }, true).params).toHaveLength(2);
    expect(() => chooseRoutine(overloads, 'f', { kind: 'named', values: { a: 1 } }, true)).toThrow(failing('PGRST203'));
    expect(() => chooseRoutine(overloads, 'f', { kind: 'named', values: { z: 1 } }, false)).toThrow(
      failing('PGRST202'),
    );
  });

  it('passes a whole body to a single unnamed json parameter, values as one parameter', () => {
    const echo = routine('echo', [['', 'json']]);
    const chosen = chooseRoutine([echo], 'echo', { kind: 'single', body: [1], contentType: 'json' }, true);
    const params = new Params();
    expect(callSql(chosen, { kind: 'single', body: [1], contentType: 'json' }, params)).toBe(
      '"public"."echo"($1::text::json)',
    );
    expect(params.values).toEqual(['[1]']);
  });
});

describe('the response', () => {
  it('writes Content-Range, Location and PGRST116 as PostgREST does', () => {
    expect(contentRange(0, 4, 10)).toBe('0-4/10');
    expect(contentRange(0, -1, null)).toBe('*/*');
    const table = { schema: 'public', name: 't', writable: true, columns: new Map(), primaryKey: ['id'] };
    expect(locationOf(table, '{"id":"4"}')).toBe('/t?id=eq.4');
    expect(singleObjectError(2)).toMatchObject({
      status: 406,
      code: 'PGRST116',
      details: 'The result contains 2 rows',
    });
  });
});
