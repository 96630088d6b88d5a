import { pageTitleSections } from '../../../schemas/site.ts';
import { listOf } from '../suggest.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';
import { sectionsOf, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'single-h1',
  severity: 'error',
  description:
    'A page needs exactly one main heading (`h1`): one section of a type that renders its title as the ' +
    "page's heading (`pageTitleSections` in `schemas/site.ts`).",
};

const titleTypes: readonly string[] = pageTitleSections;
const typeList = listOf(pageTitleSections);

export const singleH1: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      const sections = sectionsOf(site.document);
      // No sections at all is the schema's to report.
      if (sections.length === 0) continue;
      const titled = sections.filter(
        ({ section }) => typeof section.type === 'string' && titleTypes.includes(section.type),
      );
      const [head, ...extra] = titled;
      if (!head) {
        // A section of an unknown type may be the heading mistyped: `unknown-section-type` says so.
        const unknownType = site.schema?.errors.some((error) => error.keyword === 'discriminator') ?? false;
        if (!unknownType)
          problems.push(
            problem(meta, {
              file: site.file,
              path: ['sections'],
              message: 'the page has no main heading (`h1`)',
              hint: `add a ${typeList} section: its title is the page's heading`,
            }),
          );
        continue;
      }
      const firstAt = where(site, ['sections', head.index, 'type']);
      for (const { section, index } of extra) {
        problems.push(
          problem(meta, {
            file: site.file,
            path: ['sections', index, 'type'],
            message: `a second main heading (\`h1\`): this \`${String(section.type)}\` also renders the page's title`,
            hint: `the first is the \`${String(head.section.type)}\` at ${firstAt}; keep one of them`,
          }),
        );
      }
    }
    return problems;
  },
};
