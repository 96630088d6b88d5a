import { describe, expect, it } from 'vitest';
import { negotiate } from '../../../server/rest/media.ts';
import { checkStrict, exceedsMaxAffected, parsePrefer, preferenceApplied } from '../../../server/rest/prefer.ts';
import { arrayElements, parseField, parseQuery } from '../../../server/rest/query.ts';
import { thrown } from './rest-fixtures.ts';

describe('Prefer', () => {
  it('reads preferences from one header with spaces, the first of each kind winning', () => {
    const prefs = parsePrefer('count=exact,    tx=commit   ,return=representation , tx=rollback, missing=default');
    expect(prefs).toMatchObject({ count: 'exact', tx: 'commit', return: 'representation', missing: 'default' });
    expect(prefs.invalid).toEqual([]);
  });

  it('keeps what it does not know apart, and max-affected as a number', () => {
    const prefs = parsePrefer('handling=strict, max-affected=5, foo, count=all');
    expect(prefs).toMatchObject({ handling: 'strict', maxAffected: 5, invalid: ['foo', 'count=all'] });
    expect(parsePrefer('max-affected=abc').maxAffected).toBeNull();
    expect(parsePrefer('params=single-object')).toMatchObject({ params: 'single-object', invalid: [] });
  });

  it('refuses unknown preferences only under handling=strict (PGRST122)', () => {
    expect(() => checkStrict(parsePrefer('handling=lenient, foo'))).not.toThrow();
    expect(() => checkStrict(parsePrefer('foo'))).not.toThrow();
    const error = thrown(() => checkStrict(parsePrefer('handling=strict, foo, bar')));
    expect(error.body).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, bar',
      hint: null,
    });
  });

  it('applies max-affected under handling=strict only (PGRST124)', () => {
    expect(exceedsMaxAffected(parsePrefer('max-affected=2'), 3)).toBeNull();
    expect(exceedsMaxAffected(parsePrefer('handling=strict, max-affected=3'), 3)).toBeNull();
    expect(exceedsMaxAffected(parsePrefer('handling=strict, max-affected=2'), 3)?.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
  });

  it('echoes in PostgREST’s order what the kind of request applies', () => {
    const prefs = parsePrefer('max-affected=1, handling=strict, tx=rollback, count=exact, return=minimal, foo');
    expect(preferenceApplied(prefs, { return: true, maxAffected: true }, null)).toBe(
      'return=minimal, count=exact, tx=rollback, handling=strict, max-affected=1',
    );
    expect(preferenceApplied(prefs, {}, 'Europe/Rome')).toBe(
      'count=exact, tx=rollback, handling=strict, timezone=Europe/Rome',
    );
    expect(preferenceApplied(parsePrefer('foo'), {}, null)).toBeNull();
  });
});

describe('Accept', () => {
  it('answers JSON by default and for */*, application/json (nulls=stripped means nothing there)', () => {
    for (const accept of [null, '*/*', 'application/json', 'application/json;nulls=stripped']) {
      expect(negotiate(accept)).toMatchObject({ format: 'json', single: false, stripNulls: false });
    }
  });

  it('reads PostgREST’s own media types, with nulls=stripped', () => {
    expect(negotiate('application/vnd.pgrst.object+json')).toMatchObject({ single: true, stripNulls: false });
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toMatchObject({
      single: true,
      stripNulls: true,
      contentType: 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toMatchObject({
      single: false,
      stripNulls: true,
    });
    expect(negotiate('application/vnd.pgrst.array+json')).toMatchObject({ stripNulls: false });
    expect(negotiate('text/csv')).toMatchObject({ format: 'csv', contentType: 'text/csv; charset=utf-8' });
  });

  it('takes the first type it produces, by quality, else 406 PGRST107', () => {
    expect(negotiate('text/html, text/csv').format).toBe('csv');
    expect(negotiate('text/csv;q=0.5, application/json').format).toBe('json');
    expect(thrown(() => negotiate('application/xml')).body).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml',
    });
  });
});

describe('filters and fields', () => {
  it('reads JSON paths', () => {
    expect(parseField('data->a->>b', 'x')).toEqual({
      column: 'data',
      path: [
        { arrow: '->', key: 'a', index: false },
        { arrow: '->>', key: 'b', index: false },
      ],
    });
    expect(parseField('tags->0', 'x').path).toEqual([{ arrow: '->', key: '0', index: true }]);
    expect(thrown(() => parseField('data->', 'x')).code).toBe('PGRST100');
  });

  it('reads paths in select (named after their last key), filters and order', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id,c:data->>colore,data->misure->h,data->a->0,tags->0&data->>colore=eq.oro&order=data->misure->h.desc',
      ),
      null,
    );
    expect(query.select.map((s) => s.alias)).toEqual([null, 'c', 'h', 'a', null]);
    expect(query.filters[0]).toMatchObject({ kind: 'condition', column: 'data', op: 'eq', value: 'oro' });
    expect(query.order[0]).toMatchObject({ column: 'data', descending: true });
  });

  it('reads (any)/(all) on the operators that take them, and nowhere else', () => {
    const query = parseQuery(new URLSearchParams('name=like(any).{a*,b*}&n=not.gt(all).{1,2}'), null);
    expect(query.filters).toMatchObject([
      { op: 'like', quantifier: 'any', value: '{a*,b*}', negate: false },
      { op: 'gt', quantifier: 'all', value: '{1,2}', negate: true },
    ]);
    expect(thrown(() => parseQuery(new URLSearchParams('a=in(any).(1)'), null)).code).toBe('PGRST100');
    expect(thrown(() => parseQuery(new URLSearchParams('a=cs(all).{1}'), null)).code).toBe('PGRST100');
  });

  it('bounds every pattern of a quantified like or match', () => {
    const long = 'a'.repeat(300);
    expect(thrown(() => parseQuery(new URLSearchParams(`a=like(any).{b,${long}}`), null)).code).toBe('PGRST100');
    expect(
      thrown(() => parseQuery(new URLSearchParams(`a=match(any).${encodeURIComponent('{ok,(a+)*}')}`), null)).code,
    ).toBe('2201B');
  });

  it('reads full-text search with and without a configuration', () => {
    const query = parseQuery(new URLSearchParams('a=fts(italian).oro&b=not.wfts.oro -rosa&c=phfts.in oro'), null);
    expect(query.filters).toMatchObject([
      { kind: 'search', op: 'fts', language: 'italian', value: 'oro', negate: false },
      { kind: 'search', op: 'wfts', language: null, value: 'oro -rosa', negate: true },
      { kind: 'search', op: 'phfts', language: null, value: 'in oro' },
    ]);
    expect(thrown(() => parseQuery(new URLSearchParams("a=fts(x');drop).oro"), null)).code).toBe('PGRST100');
  });

  it('splits Postgres array literals', () => {
    expect(arrayElements('{a,"b,c",d}')).toEqual(['a', 'b,c', 'd']);
    expect(arrayElements('{}')).toEqual([]);
    expect(arrayElements('a,b')).toBeNull();
  });
});
