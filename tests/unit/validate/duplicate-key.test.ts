import { describe, expect, it } from 'vitest';
import { duplicateKey } from '../../../scripts/validate/rules/duplicate-key.ts';
import { json, lintFixture, site } from './fixture.ts';

describe('duplicate-key', () => {
  it('passes objects whose properties are all different', () => {
    expect(lintFixture({ 'sites/negozio.json': json(site()) }, { rules: [duplicateKey] })).toEqual([]);
  });

  it('points at the second occurrence, which is the one JSON keeps', () => {
    const text =
      '{\n  "id": "negozio",\n  "routes": ["/negozio"],\n  "lang": "it",\n  "sections": [\n' +
      '    { "type": "hero", "title": "Primo", "title": "Secondo" }\n  ]\n}\n';
    expect(lintFixture({ 'sites/negozio.json': text })).toEqual([
      {
        code: 'duplicate-key',
        severity: 'error',
        file: 'sites/negozio.json',
        line: 6,
        column: 41,
        path: 'sections[0].title',
        message: 'property `title` appears twice in the same object; only this one would count',
        hint: 'first defined at sites/negozio.json:6:23; keep one of them',
      },
    ]);
  });
});
