import { describe, expect, it } from 'vitest';
import { singleH1 } from '../../../scripts/validate/rules/single-h1.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const hero = { type: 'hero', title: 'Benvenuti' };
const footer = { type: 'footer' };

describe('single-h1', () => {
  it('passes a page whose one hero gives its heading', () => {
    const document = site({ sections: [hero, footer] });
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [singleH1] })).toEqual([]);
  });

  it('reports a page without a section that renders its main heading', () => {
    const document = site({ sections: [footer] });
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'single-h1',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '[', '"sections"'),
        path: 'sections',
        message: 'the page has no main heading (`h1`)',
        hint:
          'add a `hero`, `catalogue`, `product-admin`, `policy` or `product` section: ' +
          "its title is the page's heading",
      },
    ]);
  });

  it('reports each heading after the first, pointing back at the first', () => {
    const document = site({ sections: [hero, footer, { type: 'hero', title: 'Ancora' }] });
    const text = json(document);
    const first = positionOf(text, '"hero"');
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'single-h1',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(text, '"hero"', '"footer"'),
        path: 'sections[2].type',
        message: "a second main heading (`h1`): this `hero` also renders the page's title",
        hint: `the first is the \`hero\` at sites/negozio.json:${first.line}:${first.column}; keep one of them`,
      },
    ]);
  });

  it('says nothing of a page whose only unknown section may be its mistyped heading', () => {
    const problems = lintFixture({ 'sites/negozio.json': site({ sections: [{ type: 'heroo' }] }) });
    expect(problems.map((p) => p.code)).toEqual(['unknown-section-type']);
  });
});
