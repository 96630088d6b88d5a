import { Suspense } from 'react';
import type { SectionData, SiteDocument } from '../../schemas/site.ts';
import { componentFor } from './registry.ts';
import { Reveal } from './Reveal.tsx';
import { SiteProvider } from './SiteContext.tsx';
import { themeStyle } from './theme.ts';

function SectionView({ section }: { section: SectionData }) {
  const Component = componentFor(section.type);
  return (
    <Reveal enabled={section.reveal !== false}>
      <Component section={section} />
    </Reveal>
  );
}

/** Renders one site document: its theme, its head tags, then its sections in order. */
export function SitePage({ site }: { site: SiteDocument }) {
  // The footer stands outside <main> so it keeps its contentinfo landmark.
  const body = site.sections.filter((s) => s.type !== 'footer');
  const footer = site.sections.filter((s) => s.type === 'footer');

  return (
    <SiteProvider value={site}>
      <title>{site.meta.title}</title>
      <meta name="description" content={site.meta.description} />
      <meta property="og:title" content={site.meta.title} />
      <meta property="og:description" content={site.meta.description} />
      {site.meta.image && <meta property="og:image" content={site.meta.image} />}
      <div lang={site.lang} className="site min-h-screen bg-background font-body text-foreground" style={themeStyle(site.theme)}>
        <a href="#contenuto" className="skip-link">
          {site.lang === 'it' ? 'Vai al contenuto' : 'Skip to content'}
        </a>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          <main id="contenuto" tabIndex={-1} className="outline-none">
            {body.map((section, index) => (
              <SectionView key={section.id ?? `${section.type}-${index}`} section={section} />
            ))}
          </main>
          {footer.map((section, index) => (
            <SectionView key={section.id ?? `footer-${index}`} section={section} />
          ))}
        </Suspense>
      </div>
    </SiteProvider>
  );
}
