import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { idOf, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'duplicate-site-id',
  severity: 'error',
  description: 'Two site documents have the same `id` (typically a copied file whose id was not changed).',
};

export const duplicateSiteId: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    const first = new Map<string, SiteFile>();
    for (const site of parsedSites(context)) {
      const id = idOf(site.document);
      if (id === undefined) continue;
      const earlier = first.get(id);
      if (!earlier) {
        first.set(id, site);
        continue;
      }
      problems.push(
        problem(meta, {
          file: site.file,
          path: ['id'],
          message: `site id \`${id}\` is already used by ${earlier.file}`,
          hint: `first defined at ${where(earlier, ['id'])}; give each site its own id`,
        }),
      );
    }
    return problems;
  },
};
