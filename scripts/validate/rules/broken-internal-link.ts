import { policyRoutesOf } from '../../../src/site/policies.ts';
import { unsafeLinkKind } from '../links.ts';
import { routeMatches, splitLink } from '../routes.ts';
import { didYouMean } from '../suggest.ts';
import {
  parsedSites,
  problem,
  type ProjectContext,
  type Problem,
  type Rule,
  type RuleMeta,
  type SiteFile,
} from '../types.ts';
import { sectionsOf, stringsAt } from '../where.ts';

const meta: RuleMeta = {
  code: 'broken-internal-link',
  severity: 'error',
  description:
    'A `/path` link matches no route of any site (nor a reserved route such as /shop), ' +
    'or an `#anchor` matches no section id of its page.',
};

interface KnownRoute {
  route: string;
  /** The site serving it; undefined for a reserved route that has no site document yet. */
  site: SiteFile | undefined;
}

function anchorsOf(site: SiteFile, context: ProjectContext): Set<string> {
  const ids = sectionsOf(site.document).flatMap(({ section }) => (typeof section.id === 'string' ? [section.id] : []));
  return new Set([...ids, ...context.pageAnchors]);
}

function missingAnchorHint(anchor: string, anchors: Set<string>): string {
  return didYouMean(anchor, anchors) ?? `give the target section \`"id": "${anchor}"\``;
}

export const brokenInternalLink: Rule = {
  meta,
  check(context) {
    const sites = parsedSites(context);
    const known: KnownRoute[] = sites.flatMap((site) => {
      const routes = stringsAt(site.document, 'routes').map(({ value }) => value);
      // A shop's policy pages are routes too, made from the document (`src/site/policies.ts`).
      const policies = policyRoutesOf({ sections: (site.document as { sections?: unknown } | null)?.sections, routes });
      return [...routes.map((route) => ({ route, site })), ...policies.map((route) => ({ route, site: undefined }))];
    });
    for (const route of context.reservedRoutes)
      if (!known.some((k) => routeMatches(k.route, route))) known.push({ route, site: undefined });

    const problems: Problem[] = [];
    for (const site of sites) {
      for (const { kind, path, value } of site.schema?.references ?? []) {
        if (kind !== 'link' || unsafeLinkKind(value) !== undefined) continue;
        if (value.startsWith('#')) {
          const anchors = anchorsOf(site, context);
          const anchor = value.slice(1);
          // A bare `#` names no section: the schema (or, in a footer, `footer-link`) says it leads nowhere.
          if (anchor === '') continue;
          if (!anchors.has(anchor)) {
            problems.push(
              problem(meta, {
                file: site.file,
                path,
                message: `\`${value}\` matches no section id on this page`,
                hint: missingAnchorHint(anchor, anchors),
              }),
            );
          }
          continue;
        }
        if (!value.startsWith('/')) continue;
        const target = splitLink(value);
        const match = known.find((k) => routeMatches(k.route, target.path));
        if (!match) {
          const hint =
            didYouMean(
              target.path,
              known.map((k) => k.route),
            ) ?? 'add a site document with this route, or correct the link';
          problems.push(problem(meta, { file: site.file, path, message: `\`${value}\` matches no route`, hint }));
          continue;
        }
        if (target.hash === undefined || match.site === undefined) continue;
        const anchors = anchorsOf(match.site, context);
        if (!anchors.has(target.hash)) {
          problems.push(
            problem(meta, {
              file: site.file,
              path,
              message:
                `\`${value}\`: the page \`${match.route}\` (${match.site.file}) ` +
                `has no section with id \`${target.hash}\``,
              hint: missingAnchorHint(target.hash, anchors),
            }),
          );
        }
      }
    }
    return problems;
  },
};
