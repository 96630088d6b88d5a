import { catalogueRoutes, labelOf, linksInto, record } from '../catalogue-links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'catalogue-label',
  severity: 'warning',
  description:
    'A shop that does not sell jewellery links to the jewellery catalogue with a label that does not ' +
    'say what the visitor will find there ("Shop Women" leading to rings).',
};

/** Words that tell a visitor the link leads to jewellery. */
const jewelleryWords = /gioiell|anell|orecchin|collan|braccial|orolog|ciondol|fedi|oreficeria|preziosi|jewel/i;

export const catalogueLabel: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    // The jewellery catalogues: the routes of documents with a catalogue section, kept by a jeweller.
    const catalogues = catalogueRoutes(sites)
      .filter(({ businessType }) => businessType === 'JewelryStore')
      .map(({ route }) => route);

    const problems: Problem[] = [];
    for (const site of sites) {
      const businessType = record(record(site.document).shop).businessType;
      if (typeof businessType !== 'string' || businessType === 'JewelryStore') continue;
      const unclear = linksInto(site, catalogues)
        .map((link) => ({ ...link, label: labelOf(site.document, link.path) }))
        .filter(({ label }) => !jewelleryWords.test(label));
      const [first] = unclear;
      if (!first) continue;
      // One finding per document, at its first such link: a shop with many links to the catalogue reads
      // one line it can act on, not one line per card.
      const labels = [...new Set(unclear.map(({ label }) => (label ? `"${label}"` : 'a link without a label')))];
      const message =
        unclear.length === 1
          ? `as ${labels.join('')}, which does not say it holds jewellery`
          : `${unclear.length} times with labels that do not say it holds jewellery: ${labels.join(', ')}`;
      problems.push(
        problem(meta, {
          file: site.file,
          path: first.path,
          message: `a ${businessType} links to the jewellery catalogue (\`${first.target}\`) ${message}`,
          hint: 'name what the visitor will find there, e.g. "Scopri i gioielli"',
        }),
      );
    }
    return problems;
  },
};
