import { isSnippetLength } from '../search-snippet.ts';
import { lengthErrors } from '../text-length.ts';
import { problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'text-too-long',
  severity: 'error',
  description: 'A text is longer than its schema allows (`maxLength`), so it would break its layout.',
};

export const textTooLong: Rule = {
  meta,
  check: (context) =>
    lengthErrors(context, (error) => error.keyword === 'maxLength' && !isSnippetLength(error)).map(
      ({ site, path, length, limit }) =>
        problem(meta, {
          file: site.file,
          path,
          detail: { limit, actual: length },
          message: `text is ${length} characters long; the limit is ${limit}`,
          hint: `shorten it by ${length - limit} character${length - limit === 1 ? '' : 's'}`,
        }),
    ),
};
