import type { SiteDocument } from '../../schemas/site.ts';
import { structuredData } from '../../src/site/structured-data.ts';
import { scriptJson } from '../../server/page-parts.ts';
import { ogImageFormat } from './og-image.ts';

/** What a page's head says, for one route. */
export interface PageHead {
  lang: string;
  title: string;
  description?: string | undefined;
  /** Absolute URL of the canonical address. */
  canonical?: string | undefined;
  /** Kept out of search engines (the admin, the 404 page). */
  noindex?: boolean;
  themeColor: string;
  /** Open Graph and Twitter cards: present for pages meant to be shared. */
  share?: { siteName: string; url: string; image: string; imageAlt: string } | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** Font files the first screen is set in, fetched before the stylesheet asks for them. */
  fonts?: readonly string[];
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}" />`;

/** The head tags of one page, one per line, in the order previewers and crawlers read them. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${attribute(head.title)}</title>`];
  if (head.description !== undefined) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (head.canonical !== undefined) tags.push(`<link rel="canonical" href="${attribute(head.canonical)}" />`);
  tags.push(meta('name', 'theme-color', head.themeColor));
  const { share } = head;
  if (share) {
    const locale = head.lang === 'it' ? 'it_IT' : 'en_US';
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', share.siteName),
      meta('property', 'og:locale', locale),
      meta('property', 'og:title', head.title),
      ...(head.description === undefined ? [] : [meta('property', 'og:description', head.description)]),
      meta('property', 'og:url', share.url),
      meta('property', 'og:image', share.image),
      meta('property', 'og:image:type', ogImageFormat.type),
      meta('property', 'og:image:width', String(ogImageFormat.width)),
      meta('property', 'og:image:height', String(ogImageFormat.height)),
      meta('property', 'og:image:alt', share.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      ...(head.description === undefined ? [] : [meta('name', 'twitter:description', head.description)]),
      meta('name', 'twitter:image', share.image),
    );
  }
  for (const font of head.fonts ?? []) {
    tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${attribute(font)}" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The browser bar's colour: the page's top band. A page opening on a hero or a promotion starts on
 * the palette's dark band colour, any other on its page background.
 */
export function themeColor(site: SiteDocument): string {
  const { palette } = site.theme;
  const first = site.sections[0]?.type;
  return first === 'hero' || first === 'promo-banner' ? (palette.inverse ?? palette.foreground) : palette.background;
}

/** Pages kept out of search engines: a document holding the owner's admin. */
export const isPrivate = (site: SiteDocument) => site.sections.some((section) => section.type === 'product-admin');

/** The head of a site document's page: `url` and `image` are absolute. */
export function siteHead(site: SiteDocument, page: { url: string; image: string }): PageHead {
  const common = { lang: site.lang, title: site.meta.title, description: site.meta.description };
  if (isPrivate(site)) return { ...common, noindex: true, themeColor: themeColor(site) };
  return {
    ...common,
    canonical: page.url,
    themeColor: themeColor(site),
    share: { siteName: site.shop.name, url: page.url, image: page.image, imageAlt: site.meta.title },
    jsonLd: structuredData(site, page),
  };
}
