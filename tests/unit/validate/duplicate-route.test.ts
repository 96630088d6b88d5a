import { describe, expect, it } from 'vitest';
import { duplicateRoute } from '../../../scripts/validate/rules/duplicate-route.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const lintRoutes = (files: Record<string, unknown>, targets?: string[]) =>
  lintFixture(files, { rules: [duplicateRoute], ...(targets ? { targets } : {}) });

describe('duplicate-route', () => {
  it('passes sites with routes of their own', () => {
    expect(
      lintRoutes({
        'sites/a.json': site({ id: 'a', routes: ['/', '/a'] }),
        'sites/b.json': site({ id: 'b', routes: ['/b'] }),
      }),
    ).toEqual([]);
  });

  it('reports a route another site already uses, saying where it was first defined', () => {
    const a = site({ id: 'a', routes: ['/', '/bisidefault'] });
    const b = site({ id: 'b', routes: ['/b', '/bisidefault'] });
    const first = positionOf(json(a), '"/bisidefault"');
    expect(lintRoutes({ 'sites/a.json': a, 'sites/b.json': b })).toEqual([
      {
        code: 'duplicate-route',
        severity: 'error',
        file: 'sites/b.json',
        path: 'routes[1]',
        message: 'route `/bisidefault` is already used by sites/a.json',
        hint: `first defined at sites/a.json:${first.line}:${first.column}`,
        ...positionOf(json(b), '"/bisidefault"'),
      },
    ]);
  });

  it('compares routes as the router does: regardless of case and trailing slash', () => {
    const problems = lintRoutes({
      'sites/a.json': site({ id: 'a', routes: ['/Cless'] }),
      'sites/b.json': site({ id: 'b', routes: ['/cless/'] }),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe('route `/cless/` is already used by sites/a.json as `/Cless`');
    expect(problems[0]?.hint).toMatch(/; routes match regardless of case$/);
  });

  it('catches the same route twice in one site when only the case differs', () => {
    const [problem] = lintRoutes({ 'sites/a.json': site({ id: 'a', routes: ['/Cless', '/cless'] }) });
    expect(problem).toMatchObject({
      path: 'routes[1]',
      message: 'route `/cless` is already listed in this file as `/Cless`',
    });
  });

  it('reports on the file under review when one file is validated against the others', () => {
    const files = {
      'sites/a.json': site({ id: 'a', routes: ['/negozio'] }),
      'sites/z.json': site({ id: 'z', routes: ['/negozio'] }),
    };
    const [problem] = lintRoutes(files, ['sites/a.json']);
    expect(problem).toMatchObject({
      file: 'sites/a.json',
      message: 'route `/negozio` is already used by sites/z.json',
    });
  });
});
