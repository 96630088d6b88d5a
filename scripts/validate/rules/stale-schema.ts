import { problem, type EmittedSchema, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'stale-schema',
  severity: 'warning',
  description:
    'schemas/site.schema.json (for editors’ autocompletion) no longer matches the schemas it is generated from. ' +
    'A warning, because validation and the build use the TypeScript schemas themselves; ' +
    'the unit tests fail on it, so CI does not let it through.',
};

/** A generated file that differs from what its generator writes now: where the two part, or that it is missing. */
export function staleFileProblems(
  meta: RuleMeta,
  emitted: EmittedSchema | undefined,
  messages: { missing: string; stale: string },
): Problem[] {
  if (!emitted || emitted.actual === emitted.expected) return [];
  const hint = 'run `npm run schemas:emit`';
  if (emitted.actual === undefined) {
    return [problem(meta, { file: emitted.file, path: [], line: 1, column: 1, message: messages.missing, hint })];
  }
  const actual = emitted.actual.split('\n');
  const expected = emitted.expected.split('\n');
  let line = 0;
  while (line < actual.length && actual[line] === expected[line]) line++;
  return [problem(meta, { file: emitted.file, path: [], line: line + 1, column: 1, message: messages.stale, hint })];
}

export const staleSchema: Rule = {
  meta,
  check: (context) =>
    staleFileProblems(meta, context.emittedSchema, {
      missing: 'the emitted site schema is missing',
      stale: 'out of date with the schemas in schemas/*.ts',
    }),
};
