import { describe, expect, it } from 'vitest';
import { jsonSyntax } from '../../../scripts/validate/rules/json-syntax.ts';
import { json, lintFixture, site } from './fixture.ts';

const lintText = (text: string) => lintFixture({ 'sites/negozio.json': text });

describe('json-syntax', () => {
  it('passes valid JSON', () => {
    expect(lintFixture({ 'sites/negozio.json': json(site()) }, { rules: [jsonSyntax] })).toEqual([]);
  });

  it('points at a trailing comma and says how to fix it, and other rules skip the file', () => {
    const text = '{\n  "id": "negozio",\n  "routes": ["/negozio"],\n}\n';
    expect(lintText(text)).toEqual([
      {
        code: 'json-syntax',
        severity: 'error',
        file: 'sites/negozio.json',
        line: 3,
        column: 25,
        path: '',
        message: 'trailing comma',
        hint: 'remove the comma after the last item',
      },
    ]);
  });

  it('finds a missing comma between two properties', () => {
    const [problem] = lintText('{\n  "id": "negozio"\n  "lang": "it"\n}\n');
    expect(problem).toMatchObject({ line: 3, column: 3, message: 'expected `,` between values' });
    expect(problem?.hint).toContain('comma is missing');
  });

  it('reports each independent mistake, not only the first', () => {
    const problems = lintText('{\n  "routes": ["/a",],\n  "lang": "it",\n  "sections": [],\n}\n');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'trailing comma'],
      [4, 'trailing comma'],
    ]);
  });

  it('stops after a mistake that leaves the rest unreadable, instead of echoing it', () => {
    const problems = lintText('{\n  "id": "negozio,\n  "lang": "it"\n}\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, column: 9, message: 'unterminated string' });
  });

  it('explains comments, single quotes and empty files', () => {
    expect(lintText('{\n  // nota\n  "id": "a"\n}')[0]).toMatchObject({
      line: 2,
      message: 'comments are not allowed in JSON',
      hint: 'remove the comment',
    });
    expect(lintText("{'id': 'a'}")[0]?.message).toBe('strings and property names need double quotes');
    expect(lintText('')[0]?.message).toBe('the file is empty');
  });
});
