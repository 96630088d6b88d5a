import type { ComponentPropsWithRef } from 'react';
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  type GetScrollRestorationKeyFunction,
  type RouteObject,
} from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../../schemas/site.ts';
import { preloadSections } from '../sections/registry.ts';
import type { ProductSnapshot } from '../site/product-snapshot.ts';
import { RoutedLinkProvider } from '../ui/smart-link.tsx';
import { NotFoundPage, notFoundSite, type NotFoundData } from './NotFoundPage.tsx';
import { useFocusOnArrival } from './page-arrival.ts';
import { SitePage } from './SitePage.tsx';

/**
 * What a page's route loads: its document and, when the server rendered it so, the catalogue's rows
 * or the product the page shows.
 */
export interface PageData {
  site: SiteDocument;
  catalogue: readonly unknown[] | null;
  product: ProductSnapshot | null;
}

/** What the server hands the routes when it renders a page at request time (`src/entry-server.tsx`). */
export interface RenderContext {
  /** The `products` rows as the anonymous visitor may read them, newest first. */
  catalogue?: readonly unknown[];
  /** A product page's product, read by the slug in its address. */
  product?: ProductSnapshot;
}

function SiteRoute() {
  const { site, catalogue, product } = useLoaderData<PageData>();
  return <SitePage site={site} catalogue={catalogue} product={product} />;
}

/**
 * The history entry a scroll position is kept for. An entry the router did not make (the first page,
 * or an anchor followed by the browser, as the phone menu does) has no key of its own: its address
 * stands for it, so one such entry never takes another's position.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

/** A link between the app's pages, through its router. */
const routedLink = ({ href, ...props }: ComponentPropsWithRef<'a'> & { href: string }) => <Link to={href} {...props} />;

/**
 * What every page shares: a link starts the next page at its top (or at its anchor) and moves focus
 * to its heading, while back and forward return to where the visitor was.
 */
function Pages() {
  useFocusOnArrival();
  return (
    <RoutedLinkProvider value={routedLink}>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </RoutedLinkProvider>
  );
}

/** The documents in a router's loader data, in route order. */
export function loadedSites(loaderData: Record<string, unknown>): SiteDocument[] {
  return Object.values(loaderData as Record<string, Partial<PageData> | undefined>).flatMap((page) =>
    page?.site ? [page.site] : [],
  );
}

/**
 * One route per path that a site document declares, then the 404 page. The browser and the build's
 * pre-rendering make their routers from this same table, so a pre-rendered page's route ids are the
 * ones the browser hydrates with.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = siteRoutes.map((route) => ({
    path: route.path,
    loader: async ({ context }): Promise<PageData> => {
      const site = await route.load();
      // Every section is lazy: the page arrives with its sections' code, so none of them suspends.
      await preloadSections(site.sections.map((section) => section.type));
      return {
        site,
        catalogue: (context as RenderContext | undefined)?.catalogue ?? null,
        product: (context as RenderContext | undefined)?.product ?? null,
      };
    },
    // A document depends on the path only: a new query (the catalogue's filters) reuses it as it is.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    element: <SiteRoute />,
  }));
  const notFound: RouteObject = {
    path: '*',
    loader: async ({ request }): Promise<NotFoundData> => ({ site: await notFoundSite(new URL(request.url).pathname) }),
    element: <NotFoundPage />,
  };
  return [{ element: <Pages />, children: [...pages, notFound] }];
}

/** The element id of the router data a pre-rendered page carries for the browser's router. */
export const ROUTER_DATA_ID = 'router-data';
