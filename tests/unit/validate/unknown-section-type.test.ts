import { describe, expect, it } from 'vitest';
import { unknownSectionType } from '../../../scripts/validate/rules/unknown-section-type.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

describe('unknown-section-type', () => {
  it('passes registered types', () => {
    const document = site({
      sections: [
        { type: 'hero', title: 'Ciao' },
        { type: 'services', items: [{ title: 'Riparazioni', icon: 'wrench' }] },
      ],
    });
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [unknownSectionType] })).toEqual([]);
  });

  it('points at the mistyped type and suggests the registered one', () => {
    const document = site({
      sections: [
        { type: 'hero', title: 'Ciao' },
        { type: 'servics', items: [] },
      ],
    });
    const problems = lintFixture({ 'sites/negozio.json': document });
    expect(problems).toEqual([
      {
        code: 'unknown-section-type',
        severity: 'error',
        file: 'sites/negozio.json',
        path: 'sections[1].type',
        message: 'unknown section type `servics`',
        hint: 'did you mean `services`?',
        ...positionOf(json(document), '"servics"'),
      },
    ]);
  });

  it('lists the known types when nothing is close', () => {
    const [problem] = lintFixture({ 'sites/negozio.json': site({ sections: [{ type: 'carousel' }] }) });
    expect(problem?.hint).toBe('known types: `hero`, `services` or `footer`');
  });
});
