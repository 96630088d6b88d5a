import { isTitleLength } from '../search-snippet.ts';
import { lengthErrors } from '../text-length.ts';
import { problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'title-length',
  severity: 'error',
  description: "The page's title (`meta.title`) is longer than a search result shows (the schema's limit, 60).",
};

export const titleLength: Rule = {
  meta,
  check: (context) =>
    lengthErrors(context, isTitleLength).map(({ site, path, length, limit }) =>
      problem(meta, {
        file: site.file,
        path,
        detail: { limit, actual: length },
        message: `title is ${length} characters long; search results cut it after ${limit}`,
        hint: `shorten it by ${length - limit}: the shop's name, then what it sells or where`,
      }),
    ),
};
