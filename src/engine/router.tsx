import { useLoaderData, type RouteObject } from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../../schemas/site.ts';
import { NotFound } from './NotFound.tsx';
import { SitePage } from './SitePage.tsx';

function SiteRoute() {
  return <SitePage site={useLoaderData<SiteDocument>()} />;
}

/**
 * One route per path that a site document declares, then the 404 page. The browser and the build's
 * pre-rendering make their routers from this same table, so a pre-rendered page's route ids are the
 * ones the browser hydrates with.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = siteRoutes.map((route) => ({
    path: route.path,
    loader: route.load,
    // A document depends on the path only: a new query (the catalogue's filters) reuses it as it is.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    element: <SiteRoute />,
  }));
  return [...pages, { path: '*', element: <NotFound /> }];
}

/** The element id of the router data a pre-rendered page carries for the browser's router. */
export const ROUTER_DATA_ID = 'router-data';
