import { describe, expect, it } from 'vitest';
import { duplicateTitle } from '../../../scripts/validate/rules/duplicate-title.ts';
import { json, lintFixture, pageMeta, positionOf, shareAssets, site } from './fixture.ts';

const page = (id: string, title: string) => site({ id, routes: [`/${id}`], meta: pageMeta({ title }) });

describe('duplicate-title', () => {
  it('passes sites with titles of their own', () => {
    const files = { 'sites/a.json': page('a', 'Monia Gioielli · Modena'), 'sites/b.json': page('b', 'Monia Gioielli') };
    expect(lintFixture(files, { rules: [duplicateTitle] })).toEqual([]);
  });

  it('reports a title another site already uses, saying where it was first defined', () => {
    const a = page('a', 'Monia Gioielli · Laboratorio orafo');
    const b = page('b', 'Monia Gioielli · Laboratorio orafo');
    const first = positionOf(json(a), '"Monia Gioielli · Laboratorio orafo"');
    expect(lintFixture({ 'sites/a.json': a, 'sites/b.json': b }, { assets: shareAssets })).toEqual([
      {
        code: 'duplicate-title',
        severity: 'error',
        file: 'sites/b.json',
        ...positionOf(json(b), '"Monia Gioielli · Laboratorio orafo"'),
        path: 'meta.title',
        message: 'title `Monia Gioielli · Laboratorio orafo` is already used by sites/a.json',
        hint:
          `first defined at sites/a.json:${first.line}:${first.column}; ` +
          'say what this page offers that the other does not',
      },
    ]);
  });

  it('compares titles regardless of case and spacing', () => {
    const files = {
      'sites/a.json': page('a', 'Monia Gioielli · Reggio'),
      'sites/b.json': page('b', 'monia gioielli  ·  REGGIO '),
    };
    expect(lintFixture(files, { rules: [duplicateTitle] })).toHaveLength(1);
  });
});
