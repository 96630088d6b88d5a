import { isDescriptionLength } from '../search-snippet.ts';
import { lengthErrors } from '../text-length.ts';
import { problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'description-length',
  severity: 'error',
  description:
    "The page's description (`meta.description`) is too short to say what the shop offers, or longer " +
    'than a search result shows (the schema says 70–160 characters).',
};

export const descriptionLength: Rule = {
  meta,
  check: (context) =>
    lengthErrors(context, isDescriptionLength).map(({ site, path, keyword, length, limit }) =>
      problem(meta, {
        file: site.file,
        path,
        detail: { kind: keyword, limit, actual: length },
        ...(keyword === 'maxLength'
          ? {
              message: `description is ${length} characters long; search results cut it after ${limit}`,
              hint: `shorten it by ${length - limit}`,
            }
          : {
              message: `description is ${length} characters long; at least ${limit} are needed`,
              hint: 'say what the shop sells, where, and what sets it apart',
            }),
      }),
    ),
};
