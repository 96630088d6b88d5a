import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../schemas/site.ts';
import { buildRoutes } from './engine/router.tsx';
import { preloadSections } from './sections/registry.ts';

/**
 * The build's server side (`vite build --ssr src/entry-server.tsx`): the same routes and components
 * the browser runs, rendered to HTML by `scripts/prerender/main.ts`.
 */
export { siteRoutes };
export { NOT_FOUND_TITLE } from './engine/NotFound.tsx';
export { ROUTER_DATA_ID } from './engine/router.tsx';

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

/**
 * Renders the page at `url` (absolute) as the browser first renders it. `prerenderToNodeStream`
 * waits for every suspended part, so the HTML is complete.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the router answered ${String(context.status)}`);
  if (context.errors) throw new Error(`${url}: ${JSON.stringify(context.errors)}`);
  const sites = Object.values(context.loaderData) as SiteDocument[];
  await preloadSections(sites.flatMap((site) => site.sections.map((section) => section.type)));

  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Inline, in reading order: no part of the page is held back for a later script to put in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  prelude.setEncoding('utf8');
  for await (const chunk of prelude) html += String(chunk);
  return {
    html,
    routerData: { loaderData: context.loaderData, actionData: null, errors: null },
  };
}
