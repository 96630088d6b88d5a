import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { buildRoutes, loadedSites, ROUTER_DATA_ID } from './engine/router.tsx';
import { whenReady } from './islands/ready.ts';
import { keepTypedValues } from './islands/typed-values.ts';
import { preloadSections, queryReadingSections } from './sections/registry.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The router data a pre-rendered page carries (`src/entry-server.tsx`), or none for the bare shell. */
function readRouterData(): HydrationState | undefined {
  const script = document.getElementById(ROUTER_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as HydrationState) : undefined;
}

const routerData = readRouterData();
const router = createBrowserRouter(buildRoutes(), routerData ? { hydrationData: routerData } : {});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

const sections = loadedSites(router.state.loaderData).flatMap((site) => site.sections.map((section) => section.type));
// The page was rendered for the address without a query: a section that reads one renders afresh.
// The server's 404 page for an address a pattern route matches (a product no shop has) was rendered
// for the 404 route: the browser renders its own page there, once, instead of hydrating another.
const renderedRoutes = new Set(Object.keys(routerData?.loaderData ?? {}));
const renderedForThisRoute = router.state.matches.every(
  (match) => match.route.loader === undefined || renderedRoutes.has(match.route.id),
);
const prerendered =
  routerData !== undefined &&
  root.hasChildNodes() &&
  renderedForThisRoute &&
  (location.search === '' || !sections.some((type) => queryReadingSections.has(type)));
// React leaves what it did not render in place until its route has loaded: the other page goes now.
if (!renderedForThisRoute) root.replaceChildren();

if (prerendered) {
  // The lazy sections' code first, so hydration finds every section ready instead of suspending.
  await preloadSections(sections);
  // What the visitor typed while the page's code was coming is given to the app once it is live.
  const giveTyped = keepTypedValues(root);
  // As a transition, hydration yields to the browser every few milliseconds (a tap, a frame)
  // instead of holding the main thread for the whole catalogue.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void whenReady().then(giveTyped);
} else {
  createRoot(root).render(app);
}
