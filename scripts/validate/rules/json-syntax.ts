import { positionAt } from '../json-document.ts';
import { problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'json-syntax',
  severity: 'error',
  description:
    'The file is not valid JSON (trailing comma, missing comma, comment, single quotes…). Other rules skip it.',
};

export const jsonSyntax: Rule = {
  meta,
  check(context) {
    return context.sites.flatMap((site) =>
      site.syntaxErrors.map((error) => {
        const { line, column } = positionAt(site, error.offset);
        return problem(meta, { file: site.file, path: [], line, column, message: error.message, hint: error.hint });
      }),
    );
  },
};
