import { Suspense, useEffect } from 'react';
import type { SectionData, Sections, SectionType, SiteDocument } from '../../schemas/site.ts';
import { sectionTrigger, type IslandProps } from '../islands/components.ts';
import { Island } from '../islands/Island.tsx';
import { registry, type SectionComponent } from '../sections/registry.ts';
import { definitionOf } from '../sections/traits.ts';
import { CatalogueSnapshotProvider } from '../site/catalogue-snapshot.ts';
import { ProductSnapshotProvider, type ProductSnapshot } from '../site/product-snapshot.ts';
import { useDocumentHead } from './document-head.ts';
import { Reveal } from './Reveal.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/**
 * One section in its reveal wrapper; `type` ties the component looked up to the props it gets. A
 * section that comes alive (its trigger) is an island on a page rendered as HTML with islands.
 */
function SectionView<K extends SectionType>({ type, section }: { type: K; section: Sections[K] }) {
  const Component: SectionComponent<K> = registry[type];
  const view = <Component section={section} />;
  const trigger = sectionTrigger(section);
  return (
    <Reveal enabled={section.reveal}>
      {trigger ? (
        <Island
          name={type}
          props={{ section } as IslandProps<K>}
          trigger={trigger}
          wakeOnQuery={definitionOf(type).wakeOnQuery}
        >
          {view}
        </Island>
      ) : (
        view
      )}
    </Reveal>
  );
}

const placeOf = (section: SectionData) => definitionOf(section.type).place;

/** The sections a page shows above its header: a leading run of promo banners. */
function leadingBanners(sections: readonly SectionData[]): number {
  const index = sections.findIndex((section) => placeOf(section) !== 'leading');
  return index === -1 ? sections.length : index;
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
  // The footer stands outside <main> so it keeps its contentinfo landmark; a promo banner leading the
  // page stands above the header.
  const ahead = site.header ? leadingBanners(site.sections) : 0;
  const before = site.sections.slice(0, ahead);
  const body = site.sections.slice(ahead).filter((s) => placeOf(s) !== 'footer');
  const footer = site.sections.filter((s) => placeOf(s) === 'footer');

  return (
    <CatalogueSnapshotProvider value={catalogue}>
      <ProductSnapshotProvider value={product}>
        <SiteFrame
          site={site}
          before={before.map((section, index) => (
            <SectionView key={section.id ?? `${section.type}-${index}`} type={section.type} section={section} />
          ))}
          overHero={body[0] !== undefined && placeOf(body[0]) === 'under-header'}
        >
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
        </SiteFrame>
      </ProductSnapshotProvider>
    </CatalogueSnapshotProvider>
  );
}
