import { Suspense, useEffect } from 'react';
import type { Sections, SectionType, SiteDocument } from '../../schemas/site.ts';
import { registry, type SectionComponent } from '../sections/registry.ts';
import { CatalogueSnapshotProvider } from '../site/catalogue-snapshot.ts';
import { ProductSnapshotProvider, type ProductSnapshot } from '../site/product-snapshot.ts';
import { SiteProvider } from '../site/SiteContext.tsx';
import { useDocumentHead } from './document-head.ts';
import { Reveal } from './Reveal.tsx';
import { themeStyle } from './theme.ts';

/** One section in its reveal wrapper; `type` ties the component looked up to the props it gets. */
function SectionView<K extends SectionType>({ type, section }: { type: K; section: Sections[K] }) {
  const Component: SectionComponent<K> = registry[type];
  return (
    <Reveal enabled={section.reveal}>
      <Component section={section} />
    </Reveal>
  );
}

/**
 * Renders one site document: its theme, then its sections in order. `catalogue` is the catalogue's
 * rows, `product` a product page's product, when the server rendered the page with them.
 */
export function SitePage({
  site,
  catalogue = null,
  product = null,
}: {
  site: SiteDocument;
  catalogue?: readonly unknown[] | null;
  product?: ProductSnapshot | null;
}) {
  useDocumentHead({ title: site.meta.title, description: site.meta.description, lang: site.lang });
  // Passive effects run after every layout effect of the first commit: once this is set, the page is
  // interactive and its scroll-reveal sections are watching (tests wait for it before scrolling).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  // The footer stands outside <main> so it keeps its contentinfo landmark.
  const body = site.sections.filter((s) => s.type !== 'footer');
  const footer = site.sections.filter((s) => s.type === 'footer');

  return (
    <SiteProvider value={site}>
      <CatalogueSnapshotProvider value={catalogue}>
        <ProductSnapshotProvider value={product}>
          <div
            lang={site.lang}
            className="site min-h-screen bg-background font-body text-foreground"
            style={themeStyle(site.theme)}
          >
            <a href="#contenuto" className="skip-link">
              {site.lang === 'it' ? 'Vai al contenuto' : 'Skip to content'}
            </a>
            <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
              <main id="contenuto" tabIndex={-1} className="outline-none">
                {body.map((section, index) => (
                  <SectionView key={section.id ?? `${section.type}-${index}`} type={section.type} section={section} />
                ))}
              </main>
              {footer.map((section, index) => (
                <SectionView key={section.id ?? `footer-${index}`} type={section.type} section={section} />
              ))}
            </Suspense>
          </div>
        </ProductSnapshotProvider>
      </CatalogueSnapshotProvider>
    </SiteProvider>
  );
}
