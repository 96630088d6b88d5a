import { pathToFileURL } from 'node:url';
import type { BuildFile, FileRequest } from './build-files.ts';
import type { Database } from './db.ts';
import { ORIGIN_VARY, OriginSlots, readBuildText, withOrigin } from './origin-pages.ts';
import { HEAD_END, HEAD_START, scriptJson } from '../src/site/head-tags.ts';
import { replaceRoot } from './page-parts.ts';
import { routeAddress, type LiveKind } from './pages.ts';
import { MISSED_NOTICES } from './pg/client.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from './realtime/capture.ts';

/** What the build's server bundle offers for the live pages (`src/entry-server.tsx`). */
export interface LiveRenderer {
  ROUTER_DATA_ID: string;
  /** A page with the catalogue, with its rows as an anonymous visitor may read them. */
  renderCataloguePage(
    url: string,
    rows: readonly unknown[],
  ): Promise<{ html: string; routerData: unknown; structuredData: readonly unknown[] }>;
  /** A product's page, with its row; `head` is the page's own head tags (title, canonical, share, JSON-LD). */
  renderProductPage(
    url: string,
    product: { slug: string; row: unknown },
  ): Promise<{ html: string; routerData: unknown; head: string }>;
}

/** A live page asked for: its route, what it is rendered with, and the values its path gives. */
export interface LivePage {
  route: string;
  kind: LiveKind;
  /** The shop whose products the page shows. */
  shop: string;
  params: Readonly<Record<string, string>>;
}

/** The address named no product: `render` throws it so that nothing is kept, and `send` says so. */
class NoSuchProduct extends Error {}

/** The table the catalogue lists: a change to it makes every rendered catalogue page stale. */
const CATALOGUE = { schema: 'public', table: 'products' };

// Read as `anon`, so row level security already leaves out drafts and archived pieces; each query
// also names the state, so a page never shows one should the policies or the role change.

/** A shop's catalogue as an anonymous visitor may read it, newest first, as REST would list it. */
const CATALOGUE_QUERY = `select coalesce(json_agg(p order by p.created_at desc), '[]'::json) as rows
  from public.products p where p.shop_id = $1 and p.status = 'pubblicato'`;

/** Every published product's address and last change of a shop, for the sitemap. */
const ADDRESSES_QUERY = `select p.slug,
    to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed
  from public.products p where p.shop_id = $1 and p.status = 'pubblicato' order by p.created_at desc`;

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One of a shop's published products by its address, as an anonymous visitor may read it. */
const PRODUCT_QUERY = `select to_json(p) as row from public.products p
  where p.slug = $1 and p.shop_id = $2 and p.status = 'pubblicato'`;

async function loadRenderer(file: string): Promise<LiveRenderer> {
  const bundle = (await import(pathToFileURL(file).href)) as Partial<LiveRenderer>;
  if (
    typeof bundle.renderCataloguePage !== 'function' ||
    typeof bundle.renderProductPage !== 'function' ||
    typeof bundle.ROUTER_DATA_ID !== 'string'
  )
    throw new Error(`${file} does not render live pages: rebuild with \`npm run build\``);
  return bundle as LiveRenderer;
}

/** The template's head (between its markers) replaced by a page's own. */
function withHead(page: string, head: string): string | null {
  const start = page.indexOf(HEAD_START);
  const end = page.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return null;
  return `${page.slice(0, start)}${head}${page.slice(end + HEAD_END.length)}`;
}

/**
 * The pages that show live products, rendered at request time with the current products (by the
 * build's own server bundle, the components the browser hydrates) so their first paint and their
 * structured data list them: the catalogue with every product, a product page (a pattern route,
 * `/shop/:slug`) with the product its address names, or the answer that none has it. Each
 * rendering is kept, per origin and coding, until a product changes: the change capture that feeds
 * realtime forgets them all, before the change is delivered to subscribers, so a visitor who
 * reloads on an event never gets the page without it. Pages are rendered for a bounded number of
 * origins at once (`OriginSlots`).
 * When a page cannot be rendered (the bundle is missing, the database fails, its origin has no
 * place) the built page, with its loading skeleton, is sent instead and the browser reads the
 * products itself.
 */
export class LivePages {
  private readonly slots = new OriginSlots();
  private readonly listening: Promise<unknown>;
  private renderer: Promise<LiveRenderer> | null = null;
  private failing = false;

  constructor(
    private readonly db: Database,
    private readonly rendererFile: string,
  ) {
    this.listening = db.pg.listen(CHANGE_CHANNEL, (payload) => {
      const notice = parseChangeNotice(payload);
      // Notices may have been missed (the LISTEN connection broke): any product may have changed.
      const missed = payload === MISSED_NOTICES;
      if (missed || (notice?.schema === CATALOGUE.schema && notice.table === CATALOGUE.table)) this.slots.invalidate();
    });
  }

  /**
   * The page rendered for `origin`; `not-found` when a product page's address names no product;
   * null when only the built page can be sent (it cannot be rendered, or `origin` has no place).
   */
  async send(
    page: LivePage,
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { cacheControl: string | null },
  ): Promise<Response | 'not-found' | null> {
    const { route } = page;
    const renditions = this.slots.take(origin);
    if (renditions === null) return null;
    const key = [route, ...Object.values(page.params)].join('\n');
    try {
      const sent = await renditions.send(key, () => this.render(page, file, origin), request, {
        status: 200,
        contentType: file.contentType,
        cacheControl: reply.cacheControl,
        vary: ORIGIN_VARY,
      });
      this.failing = false;
      return sent;
    } catch (error) {
      if (error instanceof NoSuchProduct) return 'not-found';
      // Once per run of failures: a broken database would otherwise log on every visit.
      if (!this.failing)
        console.error(`${route}: rendering with the current products failed, sending the built page`, error);
      this.failing = true;
      return null;
    }
  }

  /**
   * The build's `sitemap.xml` with every product page added (`patterns`: the product routes), so
   * search engines find each piece; kept until a product changes, like the pages. Null when it
   * cannot be made, or `origin` has no place: the built sitemap is sent.
   */
  async sendSitemap(
    patterns: readonly { route: string; shop: string }[],
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { cacheControl: string | null },
  ): Promise<Response | null> {
    const renditions = this.slots.take(origin);
    if (renditions === null) return null;
    try {
      return await renditions.send('sitemap', () => this.sitemap(patterns, file, origin), request, {
        status: 200,
        contentType: file.contentType,
        cacheControl: reply.cacheControl,
        vary: ORIGIN_VARY,
      });
    } catch (error) {
      console.error('sitemap.xml: adding the product pages failed, sending the built one', error);
      return null;
    }
  }

  private async sitemap(
    patterns: readonly { route: string; shop: string }[],
    file: BuildFile,
    origin: string,
  ): Promise<string> {
    await this.listening;
    const built = await readBuildText(file);
    if (!built?.includes('</urlset>')) throw new Error(`${file.path} is no sitemap`);
    const urls: string[] = [];
    for (const { route, shop } of patterns) {
      const { rows } = await this.db.asRole({ role: 'anon' }, (tx) =>
        tx.query<{ slug: string; changed: string }>(ADDRESSES_QUERY, [shop]),
      );
      for (const { slug, changed } of rows) {
        const loc = `${origin}${routeAddress(route.replace(/:[^/]+/, slug))}`;
        urls.push(`  <url><loc>${xmlText(loc)}</loc><lastmod>${changed}</lastmod></url>\n`);
      }
    }
    return withOrigin(built, origin).replace('</urlset>', `${urls.join('')}</urlset>`);
  }

  private async render(page: LivePage, file: BuildFile, origin: string): Promise<string> {
    await this.listening;
    this.renderer ??= loadRenderer(this.rendererFile);
    const renderer = await this.renderer.catch((error: unknown) => {
      this.renderer = null;
      throw error;
    });
    const template = await readBuildText(file);
    if (template === null) throw new Error(`${file.path} is gone`);
    const built = withOrigin(template, origin);
    const data = (value: unknown) => ({ id: renderer.ROUTER_DATA_ID, value });

    if (page.kind === 'catalogue') {
      const { rows } = (
        await this.db.asRole({ role: 'anon' }, (tx) => tx.query<{ rows: unknown[] }>(CATALOGUE_QUERY, [page.shop]))
      ).rows[0] ?? { rows: [] };
      const rendered = await renderer.renderCataloguePage(`${origin}${routeAddress(page.route)}`, rows);
      const html = replaceRoot(
        built,
        { html: rendered.html, data: data(rendered.routerData) },
        rendered.structuredData.map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`),
      );
      if (html === null) throw new Error(`${file.path} has no #root and router data to render into`);
      return html;
    }

    const slug = Object.values(page.params)[0] ?? '';
    const [found] = (
      await this.db.asRole({ role: 'anon' }, (tx) => tx.query<{ row: unknown }>(PRODUCT_QUERY, [slug, page.shop]))
    ).rows;
    if (found === undefined) throw new NoSuchProduct(slug);
    const path = page.route.replace(/:([^/]+)/g, (_, name: string) => page.params[name] ?? '');
    const rendered = await renderer.renderProductPage(`${origin}${routeAddress(path)}`, { slug, row: found.row });
    const headed = withHead(built, rendered.head);
    const html = headed && replaceRoot(headed, { html: rendered.html, data: data(rendered.routerData) }, []);
    if (!html) throw new Error(`${file.path} has no head markers, #root and router data to render into`);
    return html;
  }
}
