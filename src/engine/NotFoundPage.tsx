import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { siteRoutes } from 'virtual:site-routes';
import type { SiteDocument } from '../../schemas/site.ts';
import { siteHome } from '../site/policies.ts';
import { NotFoundMessage, useNotFoundLog } from './NotFound.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/** A path as the router compares it: lower case, spaces decoded, no trailing slash. */
function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compared as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * The site a path that is no route belongs to: the one with the longest route the path starts with
 * (`/seoul/saldi` is Seoul's), else the default site, the one at `/`. A site without a header of its
 * own (the catalogue, the admin) gives way to the default site too.
 */
export async function notFoundSite(pathname: string): Promise<SiteDocument | null> {
  const path = comparable(pathname);
  const fixed = siteRoutes.filter((route) => !route.path.includes(':'));
  const home = fixed.find((route) => route.path === '/');
  const owner = fixed
    .filter((route) => route !== home)
    .filter((route) => {
      const prefix = comparable(route.path);
      return path === prefix || path.startsWith(`${prefix}/`);
    })
    .sort((a, b) => b.path.length - a.path.length)[0];
  const site = owner ? await owner.load() : undefined;
  if (site?.header) return site;
  return home ? home.load() : null;
}

/** What the 404 route loads: the site whose look it takes. */
export interface NotFoundData {
  site: SiteDocument | null;
}

/**
 * Spec §2: any path that is no route, in the look and with the header of the shop whose address it
 * starts with (else the default site's): the spec's English words, the Italian beneath them.
 */
export function NotFoundPage() {
  const pathname = useNotFoundLog();
  const loaded = useLoaderData<NotFoundData | undefined>()?.site ?? null;
  // The pre-rendered 404 page is made once, in the default site's look; in the browser it takes the
  // look of the shop whose address the path starts with, once that shop's document has arrived.
  const [owner, setOwner] = useState<{ pathname: string; site: SiteDocument | null } | null>(null);
  useEffect(() => {
    let current = true;
    void notFoundSite(pathname).then((site) => {
      if (current) setOwner({ pathname, site });
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  const site = (owner?.pathname === pathname ? owner.site : null) ?? loaded;

  if (!site)
    return (
      <main className="flex min-h-screen items-center justify-center bg-stone-100 px-6 text-stone-900">
        <NotFoundMessage home="/" embedded={false} />
      </main>
    );
  // The header links only what this page has: the shop's sections are on its home page, not here.
  const frame = { ...site, sections: [] };
  return (
    <SiteFrame site={frame} overHero={false}>
      <main
        id="contenuto"
        tabIndex={-1}
        className="flex min-h-[calc(100svh-4rem)] items-center justify-center px-6 py-20 outline-none
          lg:min-h-[calc(100svh-5rem)]"
      >
        <NotFoundMessage home={siteHome(site)} embedded={false} />
      </main>
    </SiteFrame>
  );
}
