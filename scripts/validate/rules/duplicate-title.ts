import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { where } from '../where.ts';

const meta: RuleMeta = {
  code: 'duplicate-title',
  severity: 'error',
  description:
    'Two site documents have the same `meta.title` (compared regardless of case and spacing), so search ' +
    'results could not tell their pages apart.',
};

function titleOf(document: unknown): string | undefined {
  const record = document !== null && typeof document === 'object' ? (document as Record<string, unknown>) : {};
  const metaField = record.meta;
  const title =
    metaField !== null && typeof metaField === 'object' ? (metaField as Record<string, unknown>).title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

const comparable = (title: string) => title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');

export const duplicateTitle: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    const first = new Map<string, SiteFile>();
    for (const site of parsedSites(context)) {
      const title = titleOf(site.document);
      if (title === undefined) continue;
      const key = comparable(title);
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, site);
        continue;
      }
      const firstAt = where(earlier, ['meta', 'title']);
      problems.push(
        problem(meta, {
          file: site.file,
          path: ['meta', 'title'],
          message: `title \`${title}\` is already used by ${earlier.file}`,
          hint: `first defined at ${firstAt}; say what this page offers that the other does not`,
        }),
      );
    }
    return problems;
  },
};
