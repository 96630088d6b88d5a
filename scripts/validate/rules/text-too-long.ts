import { pointerToPath } from '../json-document.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'text-too-long',
  severity: 'error',
  description: 'A text is longer than its schema allows (`maxLength`), so it would break its layout.',
};

export const textTooLong: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      for (const error of site.schema?.errors ?? []) {
        if (error.keyword !== 'maxLength' || typeof error.data !== 'string') continue;
        const limit = Number((error.params as { limit?: unknown }).limit);
        // ajv counts characters as code points, as here, so an emoji counts once.
        const length = [...error.data].length;
        problems.push(
          problem(meta, {
            file: site.file,
            path: pointerToPath(error.instancePath, site.document),
            message: `text is ${length} characters long; the limit is ${limit}`,
            hint: `shorten it by ${length - limit} character${length - limit === 1 ? '' : 's'}`,
          }),
        );
      }
    }
    return problems;
  },
};
