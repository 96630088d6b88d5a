import { createBrowserRouter, useLoaderData, type RouteObject } from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../../schemas/site.ts';
import { NotFound } from './NotFound.tsx';
import { SitePage } from './SitePage.tsx';

function SiteRoute() {
  return <SitePage site={useLoaderData<SiteDocument>()} />;
}

/** One route per path that a site document declares, then the 404 page. */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = siteRoutes.map((route) => ({
    path: route.path,
    // Documents are checked by `npm run validate` before every build, so the shape is known here.
    loader: () => route.load() as Promise<SiteDocument>,
    // A document depends on the path only: a new query (the catalogue's filters) reuses it as it is.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    element: <SiteRoute />,
  }));
  return [...pages, { path: '*', element: <NotFound /> }];
}

export const router = createBrowserRouter(buildRoutes());
