import { describe, expect, it } from 'vitest';
import { titleLength } from '../../../scripts/validate/rules/title-length.ts';
import { json, lintFixture, pageMeta, positionOf, shareAssets, site } from './fixture.ts';

const withTitle = (title: string) => site({ meta: pageMeta({ title }) });
const lintAll = (document: Record<string, unknown>) =>
  lintFixture({ 'sites/negozio.json': document }, { assets: shareAssets });

describe('title-length', () => {
  it('passes a title of 60 characters', () => {
    const document = withTitle(`Monia Gioielli · ${'x'.repeat(43)}`);
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [titleLength] })).toEqual([]);
  });

  it('says how much a search result cuts, once, at the title', () => {
    const title = 'Monia Gioielli · Laboratorio orafo a Modena, gioielli fatti a mano dal 1990';
    const document = withTitle(title);
    expect(lintAll(document)).toEqual([
      {
        code: 'title-length',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), `"${title}"`),
        path: 'meta.title',
        message: 'title is 75 characters long; search results cut it after 60',
        hint: "shorten it by 15: the shop's name, then what it sells or where",
      },
    ]);
  });

  it('leaves an empty title to the schema', () => {
    const problems = lintAll(withTitle(''));
    expect(problems.map((p) => [p.code, p.message])).toEqual([['schema', 'empty text']]);
  });
});
