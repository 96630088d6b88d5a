import { describe, expect, it } from 'vitest';
import { duplicateSectionId } from '../../../scripts/validate/rules/duplicate-section-id.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

describe('duplicate-section-id', () => {
  it('passes distinct ids, and the same id on two different sites', () => {
    const sections = [
      { type: 'hero', id: 'inizio', title: 'Ciao' },
      { type: 'footer', id: 'contatti' },
    ];
    const files = {
      'sites/a.json': site({ id: 'a', routes: ['/a'], sections }),
      'sites/b.json': site({ id: 'b', routes: ['/b'], sections }),
    };
    expect(lintFixture(files, { rules: [duplicateSectionId] })).toEqual([]);
  });

  it('reports the second section with an id already used in the site', () => {
    const document = site({
      sections: [
        { type: 'hero', id: 'about', title: 'Chi siamo' },
        { type: 'services', id: 'services', items: [{ title: 'Riparazioni', icon: 'wrench' }] },
        { type: 'footer', id: 'about' },
      ],
    });
    const text = json(document);
    const first = positionOf(text, '"about"');
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'duplicate-section-id',
        severity: 'error',
        file: 'sites/negozio.json',
        path: 'sections[2].id',
        message: 'section id `about` is already used by sections[0]',
        hint: `first defined at sites/negozio.json:${first.line}:${first.column}`,
        ...positionOf(text, '"about"', '"footer"'),
      },
    ]);
  });
});
