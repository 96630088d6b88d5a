import { normalizeRoute } from '../routes.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { stringsAt, where } from '../where.ts';

const meta: RuleMeta = {
  code: 'duplicate-route',
  severity: 'error',
  description:
    'Two site documents (or one, twice) claim the same route; routes match regardless of case and trailing slash.',
};

export const duplicateRoute: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    const first = new Map<string, { site: SiteFile; index: number; route: string }>();
    for (const site of parsedSites(context)) {
      for (const { value: route, index } of stringsAt(site.document, 'routes')) {
        const key = normalizeRoute(route);
        const earlier = first.get(key);
        if (!earlier) {
          first.set(key, { site, index, route });
          continue;
        }
        // The schema's `uniqueItems` already reports the very same string twice in one file.
        if (earlier.site === site && earlier.route === route) continue;
        const sameFile = earlier.site === site;
        const caseOnly = earlier.route !== route;
        const usedWhere = sameFile ? 'listed in this file' : `used by ${earlier.site.file}`;
        const firstAt = where(earlier.site, ['routes', earlier.index]);
        problems.push(
          problem(meta, {
            file: site.file,
            path: ['routes', index],
            message: `route \`${route}\` is already ${usedWhere}${caseOnly ? ` as \`${earlier.route}\`` : ''}`,
            hint: `first defined at ${firstAt}${caseOnly ? '; routes match regardless of case' : ''}`,
          }),
        );
      }
    }
    return problems;
  },
};
