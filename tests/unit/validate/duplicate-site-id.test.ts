import { describe, expect, it } from 'vitest';
import { duplicateSiteId } from '../../../scripts/validate/rules/duplicate-site-id.ts';
import { lintFixture, site } from './fixture.ts';

describe('duplicate-site-id', () => {
  it('passes sites with ids of their own', () => {
    expect(
      lintFixture(
        { 'sites/a.json': site({ id: 'a', routes: ['/a'] }), 'sites/b.json': site({ id: 'b', routes: ['/b'] }) },
        { rules: [duplicateSiteId] },
      ),
    ).toEqual([]);
  });

  it('reports a copied file whose id was not changed', () => {
    const problems = lintFixture({
      'sites/landing.json': site({ id: 'landing', routes: ['/'] }),
      'sites/nuovo.json': site({ id: 'landing', routes: ['/nuovo'] }),
    });
    expect(problems).toEqual([
      {
        code: 'duplicate-site-id',
        severity: 'error',
        file: 'sites/nuovo.json',
        line: 2,
        column: 9,
        path: 'id',
        message: 'site id `landing` is already used by sites/landing.json',
        hint: 'first defined at sites/landing.json:2:9; give each site its own id',
      },
    ]);
  });
});
