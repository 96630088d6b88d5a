import type { ReactNode } from 'react';
import type { SiteDocument } from '../../schemas/site.ts';
import { Island } from '../islands/Island.tsx';
import { SiteHeader } from '../sections/site-header.tsx';
import { SiteProvider } from '../site/SiteContext.tsx';
import { themeStyle } from './theme.ts';

/**
 * A site's frame: its theme, the skip link, then the sections that come before the header (a promo
 * banner), the site's header (`header` in the document) and `children` (the page's `<main>` and
 * footer). Sections that are anchors' targets keep clear of a header that stays on screen.
 */
export function SiteFrame({
  site,
  before,
  overHero,
  children,
}: {
  site: SiteDocument;
  before?: ReactNode;
  overHero: boolean;
  children: ReactNode;
}) {
  return (
    <SiteProvider value={site}>
      <div
        lang={site.lang}
        className="site min-h-screen bg-background font-body text-foreground [&_[id]]:scroll-mt-24"
        style={themeStyle(site.theme)}
      >
        <a href="#contenuto" className="skip-link">
          {site.lang === 'it' ? 'Vai al contenuto' : 'Skip to content'}
        </a>
        {before}
        {site.header && (
          // Its phone menu (or the fashion shops' panel) comes alive on the visitor's first reach for it.
          <Island name="site-header" props={{ options: site.header, overHero }} trigger="interaction">
            <SiteHeader options={site.header} overHero={overHero} />
          </Island>
        )}
        {children}
      </div>
    </SiteProvider>
  );
}
