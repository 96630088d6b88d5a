import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../schemas/site.ts';
import { buildRoutes, loadedSites, type RenderContext } from './engine/router.tsx';
import { SitePage } from './engine/SitePage.tsx';
import { islandComponent } from './islands/components.ts';
import { IslandCollector, IslandPage, islandSlot } from './islands/Island.tsx';
import { idPrefix } from './islands/markers.ts';
import { islandSite, IslandTree } from './islands/tree.tsx';
import { productPageMeta, productStructuredData } from './product/page-meta.ts';
import { productImages } from './products/images.ts';
import { productsFromRows, toProduct } from './products/rows.ts';
import { preloadSections } from './sections/registry.ts';
import { catalogueStructuredData } from './shop/structured-data.ts';
import { headTags, shareCard, shareCardPath, type SharePicture } from './site/head-tags.ts';
import { themeColor } from './site/theme-color.ts';
import type { ProductSnapshot } from './site/product-snapshot.ts';

/**
 * The build's server side (`vite build --ssr src/entry-server.tsx`): the same routes and components
 * the browser runs, rendered to HTML by `scripts/prerender/main.ts`.
 */
export { siteRoutes };
export { NOT_FOUND_TITLE } from './engine/NotFound.tsx';
export { ROUTER_DATA_ID } from './engine/router.tsx';
export { ISLAND_SITE_ID } from './islands/markers.ts';

/** What the browser's router needs to hydrate a page without loading its document again. */
export interface RouterData {
  loaderData: Record<string, unknown>;
  actionData: null;
  errors: null;
}

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  routerData: RouterData;
}

const handler = createStaticHandler(buildRoutes());

/** A page's markup, complete: `prerenderToNodeStream` waits for every suspended part. */
async function renderToHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, {
    // Inline, in reading order: no part of the page is held back for a later script to put in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  prelude.setEncoding('utf8');
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders the page at `url` (absolute) as the browser first renders it. `prerenderToNodeStream`
 * waits for every suspended part, so the HTML is complete. `render` is what the server read for
 * the page at request time (the catalogue's rows); the build renders without it.
 */
export async function renderPage(url: string, render: RenderContext = {}): Promise<RenderedPage> {
  const context = await handler.query(new Request(url), { requestContext: render });
  if (context instanceof Response) throw new Error(`${url}: the router answered ${String(context.status)}`);
  if (context.errors) throw new Error(`${url}: ${JSON.stringify(context.errors)}`);
  await preloadSections(
    loadedSites(context.loaderData).flatMap((site) => site.sections.map((section) => section.type)),
  );

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    routerData: { loaderData: context.loaderData, actionData: null, errors: null },
  };
}

export interface RenderedCataloguePage extends RenderedPage {
  /** The catalogue as schema.org JSON-LD, for the page's head. */
  structuredData: Record<string, unknown>[];
}

/**
 * Renders a page that holds the live catalogue with the given `products` rows (as the anonymous
 * visitor may read them, newest first), for the embedded server to answer at request time; the
 * page's router data carries the rows, so the browser hydrates the same list.
 */
export async function renderCataloguePage(url: string, rows: readonly unknown[]): Promise<RenderedCataloguePage> {
  const page = await renderPage(url, { catalogue: rows });
  const products = productsFromRows(rows);
  const structuredData = loadedSites(page.routerData.loaderData).flatMap((site) =>
    site.sections.flatMap((section) =>
      section.type === 'catalogue'
        ? [
            catalogueStructuredData(section, products, {
              url,
              shopName: site.shop.name,
              catalogue: site.routes[0] ?? '/shop',
            }),
          ]
        : [],
    ),
  );
  return { ...page, structuredData };
}

const sharedCardSize = { type: shareCard.type, width: shareCard.width, height: shareCard.height };

export interface RenderedProductPage extends RenderedPage {
  /** The page's own head tags: title, description, canonical, share card and JSON-LD `Product`. */
  head: string;
}

/**
 * Renders a product's page (`url` is its absolute address, `/shop/<slug>`) with the product's row as
 * the anonymous visitor may read it, for the embedded server to answer at request time: the router
 * data carries the row, so the browser hydrates the same page and then follows the product live.
 */
export async function renderProductPage(url: string, product: ProductSnapshot): Promise<RenderedProductPage> {
  const shown = toProduct(product.row);
  if (!shown) throw new Error(`${url}: the product's row cannot be read`);
  const page = await renderPage(url, { product });
  const [site] = loadedSites(page.routerData.loaderData);
  if (!site) throw new Error(`${url}: no site document rendered`);
  const meta = productPageMeta(site, shown, url);
  const [main] = productImages(shown);
  // Previewers show no SVG: a drawn photo (the demo's) gives way to the shop's share card.
  const picture: SharePicture = /\.svg$/i.test(new URL(meta.image).pathname)
    ? { url: new URL(shareCardPath(site.id), url).href, alt: meta.imageAlt, ...sharedCardSize }
    : { url: meta.image, alt: meta.imageAlt, ...(main ? { width: main.width, height: main.height } : {}) };
  const head = headTags({
    lang: site.lang,
    title: meta.title,
    description: meta.description,
    canonical: url,
    themeColor: themeColor(site),
    share: {
      siteName: site.shop.name,
      url,
      kind: 'product',
      picture,
    },
    jsonLd: [productStructuredData(shown, { url, shopName: site.shop.name })],
  });
  return { ...page, head };
}

export interface RenderedIslandPage {
  /** The markup that goes inside `#root`, each island's markup in its marker. */
  html: string;
  /** The site's context for the page's islands (`islandSite`), or null when it has none. */
  islandSite: SiteDocument | null;
}

/**
 * Renders a brochure page as HTML with islands: no router, no app. Each island's markup is rendered
 * in a root of its own (with its id as the prefix of `useId`), exactly as the browser hydrates it
 * alone (`src/islands/hydrate.tsx`), and takes the place of its marker's slot.
 */
export async function renderIslandPage(site: SiteDocument): Promise<RenderedIslandPage> {
  await preloadSections(site.sections.map((section) => section.type));
  const collector = new IslandCollector();
  const page = await renderToHtml(
    <StrictMode>
      <IslandPage value={collector}>
        <SitePage site={site} />
      </IslandPage>
    </StrictMode>,
  );
  const islands = collector.islands;
  if (islands.length === 0) return { html: page, islandSite: null };
  const context = islandSite(site);
  let html = page;
  for (const island of islands) {
    const component = await islandComponent(island.name);
    const markup = renderToString(<IslandTree component={component} props={island.props} site={context} />, {
      identifierPrefix: idPrefix(island.id),
    });
    const slot = islandSlot(island.id);
    if (!html.includes(slot)) throw new Error(`${site.id}: the island ${island.name} has no place in its page`);
    html = html.replace(slot, () => markup);
  }
  return { html, islandSite: context };
}
