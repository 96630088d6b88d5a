import { CATEGORIES } from '../../../src/products/types.ts';
import { catalogueRoutes, labelOf, linksInto } from '../catalogue-links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'catalogue-category',
  severity: 'error',
  description:
    'A link into the catalogue names a category it does not have (`/shop?categoria=bracciali`), or a ' +
    'card or button that names one of its categories ("Esplora gli anelli") opens the whole catalogue.',
};

/** The query parameter the catalogue reads its category from (src/shop/url-state.ts). */
const PARAM = 'categoria';

/** How a label names each category: the word's stem, singular or plural. */
const stems: Record<(typeof CATEGORIES)[number], RegExp> = {
  Anelli: /\banell[oi]\b/i,
  Orologi: /\borologi?o?\b/i,
  Orecchini: /\borecchin[oi]\b/i,
};

const slug = (category: string) => category.toLowerCase();

export const catalogueCategory: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    const catalogues = catalogueRoutes(sites).map(({ route }) => route);
    const known = CATEGORIES.map(slug);
    const problems: Problem[] = [];
    for (const site of sites) {
      for (const { path, target, query } of linksInto(site, catalogues)) {
        const asked = query.get(PARAM);
        if (asked !== null) {
          if (known.includes(asked.toLowerCase())) continue;
          problems.push(
            problem(meta, {
              file: site.file,
              path,
              message: `the catalogue has no category "${asked}"`,
              hint: `use one of ${known.map((k) => `${target}?${PARAM}=${k}`).join(', ')}, or leave it out`,
            }),
          );
          continue;
        }
        const label = labelOf(site.document, path);
        const named = CATEGORIES.filter((category) => stems[category].test(label));
        if (named.length !== 1 || !named[0]) continue;
        // A visitor still reaches the products, one tap further: a warning, not an error.
        problems.push({
          ...problem(meta, {
            file: site.file,
            path,
            message: `"${label}" names the category ${named[0]} but opens the whole catalogue`,
            hint: `link to ${target}?${PARAM}=${slug(named[0])}`,
          }),
          severity: 'warning',
        });
      }
    }
    return problems;
  },
};
