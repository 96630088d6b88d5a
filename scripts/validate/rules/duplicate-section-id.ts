import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';
import { sectionsOf, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'duplicate-section-id',
  severity: 'error',
  description: 'Two sections of one site have the same `id`, so an `#anchor` link could only reach the first.',
};

export const duplicateSectionId: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      const first = new Map<string, number>();
      for (const { section, index } of sectionsOf(site.document)) {
        if (typeof section.id !== 'string') continue;
        const earlier = first.get(section.id);
        if (earlier === undefined) {
          first.set(section.id, index);
          continue;
        }
        problems.push(
          problem(meta, {
            file: site.file,
            path: ['sections', index, 'id'],
            message: `section id \`${section.id}\` is already used by sections[${earlier}]`,
            hint: `first defined at ${where(site, ['sections', earlier, 'id'])}`,
          }),
        );
      }
    }
    return problems;
  },
};
