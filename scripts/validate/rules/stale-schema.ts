import { problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'stale-schema',
  severity: 'warning',
  description:
    'schemas/site.schema.json (for editors’ autocompletion) no longer matches the schemas it is generated from. ' +
    'A warning, because validation and the build use the TypeScript schemas themselves; ' +
    'the unit tests fail on it, so CI does not let it through.',
};

export const staleSchema: Rule = {
  meta,
  check(context) {
    const emitted = context.emittedSchema;
    if (!emitted || emitted.actual === emitted.expected) return [];
    const hint = 'run `npm run schemas:emit`';
    if (emitted.actual === undefined) {
      return [
        problem(meta, {
          file: emitted.file,
          path: [],
          line: 1,
          column: 1,
          message: 'the emitted site schema is missing',
          hint,
        }),
      ];
    }
    const actual = emitted.actual.split('\n');
    const expected = emitted.expected.split('\n');
    let line = 0;
    while (line < actual.length && actual[line] === expected[line]) line++;
    return [
      problem(meta, {
        file: emitted.file,
        path: [],
        line: line + 1,
        column: 1,
        message: 'out of date with the schemas in schemas/*.ts',
        hint,
      }),
    ];
  },
};
