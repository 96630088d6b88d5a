import { describe, expect, it } from 'vitest';
import { assetListIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { staleSchema } from '../../../scripts/validate/rules/stale-schema.ts';
import { checkFixture } from './fixture.ts';

const run = (actual: string | undefined) =>
  lint({
    files: [],
    checkSchema: checkFixture,
    assets: assetListIndex([]),
    rules: [staleSchema],
    emittedSchema: { file: 'schemas/site.schema.json', actual, expected: '{\n  "a": 1,\n  "b": 2\n}\n' },
  });

describe('stale-schema', () => {
  it('passes an emitted schema that matches its source', () => {
    expect(run('{\n  "a": 1,\n  "b": 2\n}\n')).toEqual([]);
  });

  it('warns at the first line that differs, and says how to refresh it', () => {
    expect(run('{\n  "a": 1,\n  "b": 3\n}\n')).toEqual([
      {
        code: 'stale-schema',
        severity: 'warning',
        file: 'schemas/site.schema.json',
        line: 3,
        column: 1,
        path: '',
        message: 'out of date with the schemas in schemas/*.ts',
        hint: 'run `npm run schemas:emit`',
      },
    ]);
  });

  it('warns when the file is missing', () => {
    expect(run(undefined)[0]?.message).toBe('the emitted site schema is missing');
  });
});
