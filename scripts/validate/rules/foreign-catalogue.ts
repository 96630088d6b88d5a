import { shopIdPattern } from '../../../schemas/common.ts';
import { catalogueRouteOf, cataloguePages, linksInto, shopOf } from '../catalogue-links.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { sectionsOf } from '../where.ts';

const meta: RuleMeta = {
  code: 'foreign-catalogue',
  severity: 'error',
  description:
    "A page links to another shop's catalogue or product pages: Cless's button leading to the jewellery " +
    "catalogue (`/shop`) shows a visitor another shop's products.",
};

const shopId = new RegExp(shopIdPattern);

/** How many of the page's sections the hint offers as targets. */
const SUGGESTED_ANCHORS = 3;

/** The page's own section anchors, the contact section's first: what a shop without a catalogue can link. */
function anchorsOf(site: SiteFile): string[] {
  const sections = sectionsOf(site.document).map(({ section }) => section);
  const contact = sections.filter((section) => section.type === 'contact');
  const others = sections.filter((section) => section.type !== 'contact');
  return [...contact, ...others].flatMap((section) => (typeof section.id === 'string' ? [`#${section.id}`] : []));
}

export const foreignCatalogue: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    const pages = cataloguePages(sites);
    const problems: Problem[] = [];
    for (const site of sites) {
      // A document without a well-formed `shop.id` is the schema's to report: whose shop it is cannot be told.
      const { id, name } = shopOf(site.document);
      if (id === undefined || !shopId.test(id)) continue;
      const ownCatalogue = catalogueRouteOf(pages, id);
      const anchors = anchorsOf(site).slice(0, SUGGESTED_ANCHORS);
      for (const { path, value, page } of linksInto(site, pages, sites)) {
        if (page.shopId === undefined || page.shopId === id) continue;
        const other = page.shopName ?? page.shopId;
        const what = page.kind === 'catalogue' ? 'the catalogue' : 'a product page';
        const instead = anchors.length > 0 ? ` (${anchors.map((a) => `\`${a}\``).join(', ')})` : '';
        problems.push(
          problem(meta, {
            file: site.file,
            path,
            message: `\`${value}\` leads to ${what} of ${other}, another shop`,
            hint: ownCatalogue
              ? `link to this shop's own catalogue, \`${ownCatalogue}\``
              : `${name ?? id} has no catalogue: link to a section of this page instead${instead}, or remove the link`,
          }),
        );
      }
    }
    return problems;
  },
};
