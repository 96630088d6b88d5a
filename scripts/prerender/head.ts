import type { SiteDocument } from '../../schemas/site.ts';
import { structuredData } from '../../src/site/structured-data.ts';
import { isPrivatePage } from '../../src/sections/traits.ts';
// The share pictures' format, as og-image.ts draws them (without loading their renderer: the server
// renders heads too).
import { shareCard as ogImageFormat, type PageHead } from '../../src/site/head-tags.ts';
import { themeColor } from '../../src/site/theme-color.ts';

export { themeColor };

/** Pages kept out of search engines: a document holding a private section (`head.noindex`: the owner's admin). */
export const isPrivate = (site: SiteDocument) => isPrivatePage(site.sections);

/** The head of a site document's page: `url` and `image` are absolute. */
export function siteHead(site: SiteDocument, page: { url: string; image: string }): PageHead {
  const common = { lang: site.lang, title: site.meta.title, description: site.meta.description };
  if (isPrivate(site)) return { ...common, noindex: true, themeColor: themeColor(site) };
  return {
    ...common,
    canonical: page.url,
    themeColor: themeColor(site),
    share: {
      siteName: site.shop.name,
      url: page.url,
      picture: {
        url: page.image,
        alt: site.meta.title,
        type: ogImageFormat.type,
        width: ogImageFormat.width,
        height: ogImageFormat.height,
      },
    },
    jsonLd: [structuredData(site, page)],
  };
}
