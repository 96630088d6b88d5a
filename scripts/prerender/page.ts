/**
 * One page's HTML from its site document: the head, and for a brochure page the whole page. The
 * build calls it for every route (`main.ts`); the embedded server calls it for a brochure page whose
 * version in force is not the build's (`server/pages/brochure.ts`), so both write the same page.
 */
import type { SiteDocument } from '../../schemas/site.ts';
import { fontPreloads, HEAD_END, HEAD_START, headTags, shareCardPath } from '../../src/site/head-tags.ts';
import { pageFonts } from './fonts.ts';
import { siteHead, themeColor } from './head.ts';
import { absoluteUrl, isPatternRoute } from './pages.ts';
import { fillShell } from './shell.ts';

/** What the build's server bundle (`src/entry-server.tsx`) gives a brochure page. */
export interface IslandRenderer {
  ISLAND_SITE_ID: string;
  renderIslandPage(site: SiteDocument): Promise<{ html: string; islandSite: SiteDocument | null }>;
}

/** What every brochure page of a build is made with besides its document. */
export interface BrochureParts {
  /** The brochure pages' shell: the apps' shell with the islands' loader and Speculation Rules. */
  shell: string;
  /** The Latin face of each font family in the build (`latinFonts`). */
  fonts: ReadonlyMap<string, string>;
  renderer: IslandRenderer;
}

/**
 * The head of a pattern route's template: what the page is without the value its address names
 * (sent as it is only when the server cannot read the value), between the markers the server
 * replaces with the page's own head. Fonts stay outside, the same for every value.
 */
function templateHead(site: SiteDocument, fonts: readonly string[]): string {
  const own = headTags({
    lang: site.lang,
    title: site.meta.title,
    description: site.meta.description,
    themeColor: themeColor(site),
  });
  return [HEAD_START, own, HEAD_END, ...fontPreloads(fonts)].join('\n    ');
}

/** The head of `route`'s page on `origin` (no trailing slash), with the fonts it preloads. */
export function pageHead(
  site: SiteDocument,
  route: string,
  origin: string,
  fonts: ReadonlyMap<string, string>,
): string {
  const preloaded = pageFonts(site, fonts);
  if (isPatternRoute(route)) return templateHead(site, preloaded);
  // Each address is its own page's canonical: an alias (`/bisidefault`) names itself rather than the
  // site's root, which search engines take for a page pointing away from its content.
  return headTags({
    ...siteHead(site, { url: absoluteUrl(origin, route), image: `${origin}${shareCardPath(site.id)}` }),
    fonts: preloaded,
  });
}

/**
 * A brochure page (no app section) as finished HTML with islands: the document's sections rendered
 * with the app's components, its head, in the brochure shell, with the islands' site context.
 */
export async function renderBrochurePage(
  site: SiteDocument,
  route: string,
  origin: string,
  parts: BrochureParts,
): Promise<string> {
  const rendered = await parts.renderer.renderIslandPage(site);
  return fillShell(parts.shell, {
    lang: site.lang,
    head: pageHead(site, route, origin, parts.fonts),
    modulePreloads: [],
    body: rendered.html,
    routerData: rendered.islandSite && { id: parts.renderer.ISLAND_SITE_ID, value: rendered.islandSite },
    needsScript: false,
  });
}
