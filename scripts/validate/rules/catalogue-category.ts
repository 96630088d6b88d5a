import { cataloguePages, labelOf, linksInto, shopOf } from '../catalogue-links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'catalogue-category',
  severity: 'error',
  description:
    'A link into a catalogue names a category that catalogue does not have (`/shop?categoria=bracciali`), ' +
    'or a card or button that names one of its categories ("Esplora gli anelli") opens the whole catalogue.',
};

/** The query parameter the catalogue reads its category from (src/shop/url-state.ts). */
const PARAM = 'categoria';

/** How the catalogue writes a category in its address: lower case, as a query value (`cura+della+pelle`). */
const queryFor = (category: string) => new URLSearchParams({ [PARAM]: category.toLowerCase() }).toString();

const vowels = 'aeiouàèéìíòóù';

/**
 * How a label names a category: each word by its stem, singular or plural ("anello" and "anelli",
 * "borsa" and "borse", "orologio" and "orologi"), the words in order, ignoring case.
 */
function namePattern(category: string): RegExp {
  const words = category
    .trim()
    .split(/\s+/)
    .map((word) => {
      const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const stem = escaped.replace(new RegExp(`[${vowels}]+$`, 'u'), '');
      return stem === escaped || stem.length < 2 ? escaped : `${stem}[${vowels}]{1,2}`;
    });
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
}

export const catalogueCategory: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    const catalogues = cataloguePages(sites).filter((page) => page.kind === 'catalogue');
    const problems: Problem[] = [];
    for (const site of sites) {
      const own = shopOf(site.document).id;
      for (const { path, target, query, page } of linksInto(site, catalogues, sites)) {
        // A link into another shop's catalogue is wrong whatever it asks of it: `foreign-catalogue` says so.
        if (own !== undefined && page.shopId !== undefined && own !== page.shopId) continue;
        const asked = query.get(PARAM);
        if (asked !== null) {
          if (page.categories.some((category) => category.toLowerCase() === asked.toLowerCase())) continue;
          problems.push(
            problem(meta, {
              file: site.file,
              path,
              message: `the catalogue \`${target}\` has no category "${asked}"`,
              hint: `use one of ${page.categories.map((c) => `${target}?${queryFor(c)}`).join(', ')}, or leave it out`,
            }),
          );
          continue;
        }
        const label = labelOf(site.document, path);
        const named = page.categories.filter((category) => namePattern(category).test(label));
        if (named.length !== 1 || !named[0]) continue;
        // A visitor still reaches the products, one tap further: a warning, not an error.
        problems.push({
          ...problem(meta, {
            file: site.file,
            path,
            message: `"${label}" names the category ${named[0]} but opens the whole catalogue`,
            hint: `link to ${target}?${queryFor(named[0])}`,
          }),
          severity: 'warning',
        });
      }
    }
    return problems;
  },
};
