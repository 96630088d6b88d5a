/**
 * A page's head as HTML, written by the build for every pre-rendered page (`scripts/prerender/`)
 * and by the server bundle for a page rendered at request time (a product's page). Pure strings:
 * the server splices them into the page it sends.
 */

/** JSON inside a <script>: no `</script>` or `<!--` can end or bend it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/**
 * Every site's share card: the size Facebook, WhatsApp and X ask for, as a JPEG, made by the build
 * from the document's `meta.image` into `/og/<site id>.jpg`.
 */
export const shareCard = { folder: 'og', width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;

/** The address of a site's share card on its origin. */
export const shareCardPath = (siteId: string) => `/${shareCard.folder}/${siteId}.${shareCard.extension}`;

/** The picture previewers show for a shared page: absolute URL, and its type and size when known. */
export interface SharePicture {
  url: string;
  alt: string;
  type?: string;
  width?: number;
  height?: number;
}

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
  share?: { siteName: string; url: string; picture: SharePicture; kind?: 'website' | 'product' } | undefined;
  /** schema.org JSON-LD blocks. */
  jsonLd?: readonly Record<string, unknown>[] | undefined;
  /** Font files the first screen is set in, fetched before the stylesheet asks for them. */
  fonts?: readonly string[];
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}" />`;

/** Preloads of the font files a page's first screen is set in. */
export function fontPreloads(fonts: readonly string[]): string[] {
  return fonts.map(
    (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attribute(font)}" />`,
  );
}

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
    const { picture } = share;
    tags.push(
      meta('property', 'og:type', share.kind ?? 'website'),
      meta('property', 'og:site_name', share.siteName),
      meta('property', 'og:locale', locale),
      meta('property', 'og:title', head.title),
      ...(head.description === undefined ? [] : [meta('property', 'og:description', head.description)]),
      meta('property', 'og:url', share.url),
      meta('property', 'og:image', picture.url),
      ...(picture.type === undefined ? [] : [meta('property', 'og:image:type', picture.type)]),
      ...(picture.width === undefined ? [] : [meta('property', 'og:image:width', String(picture.width))]),
      ...(picture.height === undefined ? [] : [meta('property', 'og:image:height', String(picture.height))]),
      meta('property', 'og:image:alt', picture.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      ...(head.description === undefined ? [] : [meta('name', 'twitter:description', head.description)]),
      meta('name', 'twitter:image', picture.url),
    );
  }
  tags.push(...fontPreloads(head.fonts ?? []));
  for (const block of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The comments around the head tags of a page the server writes its own head into (a template
 * page, such as a product's, whose head depends on what the address names).
 */
export const HEAD_START = '<!--page-head-->';
export const HEAD_END = '<!--/page-head-->';
