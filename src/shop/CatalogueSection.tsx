import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sections } from '../../schemas/sections/index.ts';
import { shopHomeOfCatalogue } from '../product/address.ts';
import { useSite } from '../site/SiteContext.tsx';
import { Button } from '../ui/button.tsx';
import { CatalogueHeader } from './CatalogueHeader.tsx';
import { tabId } from './CategoryTabs.tsx';
import { CatalogueResults } from './CatalogueResults.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { catalogueScope, CatalogueScopeProvider } from './catalogue-scope.ts';
import { fullPriceRange, isPriceFiltered, NO_FILTERS, visibleProducts, type PriceRange } from './filters.ts';
import { PriceChip } from './PriceChip.tsx';
import { productCount } from './format.ts';
import { PortalHostContext } from './portal-host.ts';
import { ShopSelect } from './ShopSelect.tsx';
import { useCatalogueState } from './use-catalogue-state.ts';
import { useLiveProducts } from './use-live-products.ts';
import { ViewToggle } from './ViewToggle.tsx';
import { SORT_OPTIONS, type SortKey } from './vocabulary.ts';

const RESULTS_ID = 'catalogue-results';
const FILTERS_ID = 'catalogue-filters';

/**
 * A shop's live catalogue (`/shop` for the jewellery shop): its products from the backend, filtered
 * and sorted as the address says, with the shop's own categories and price range.
 */
export function CatalogueSection({ section }: { section: Sections['catalogue'] }) {
  const site = useSite();
  const shopId = site.shop.id;
  const { categories, priceMax, defaultSort, defaultView } = section;
  const route = site.routes[0] ?? '/shop';
  const scope = useMemo(
    () => catalogueScope(shopId, route, { categories, priceMax }),
    [shopId, route, categories, priceMax],
  );
  const setup = useMemo(
    () => ({ sort: defaultSort, view: defaultView, categories: scope.categories, priceMax: scope.priceMax }),
    [defaultSort, defaultView, scope],
  );
  const [state, update] = useCatalogueState(setup);
  const { products, loading, failed, retry } = useLiveProducts(shopId);
  const unavailable = failed && products.length === 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [portalHost, setPortalHost] = useState<HTMLElement | null>(null);
  // While a slider thumb moves the list follows it; the address changes when it is released.
  const [draftRange, setDraftRange] = useState<PriceRange | null>(null);

  const priceRange = draftRange ?? state.priceRange;
  const { category, search, sort, view } = state;
  const shown = useMemo(
    () => visibleProducts(products, { category, search, priceRange }, sort, scope.priceMax),
    [products, category, search, priceRange, sort, scope.priceMax],
  );

  const commitRange = useCallback(
    (range: PriceRange) => {
      setDraftRange(null);
      update({ priceRange: range });
    },
    [update],
  );
  const onSearch = useCallback((query: string) => update({ search: query }), [update]);
  const clearFilters = useCallback(() => {
    setDraftRange(null);
    update({ category: NO_FILTERS.category, search: NO_FILTERS.search, priceRange: fullPriceRange(scope.priceMax) });
  }, [update, scope.priceMax]);

  // The grid starts again from its first page whenever what it lists changes.
  const resultsKey = `${category}|${search}|${state.priceRange.join('-')}|${sort}|${view}`;

  return (
    <CatalogueScopeProvider value={scope}>
      <PortalHostContext.Provider value={portalHost}>
        <div ref={setPortalHost} id={section.id} className="relative">
          <CatalogueHeader
            shopName={site.shop.name}
            home={shopHomeOfCatalogue(route)}
            category={category}
            onCategory={(next) => update({ category: next })}
            search={search}
            onSearch={onSearch}
            resultsId={RESULTS_ID}
          />

          <div className="mx-auto max-w-7xl px-5 pt-8 pb-24 sm:px-8 sm:pt-12">
            <nav aria-label="Percorso" className="text-xs tracking-[0.18em] text-muted-foreground uppercase">
              <ol className="flex gap-2">
                <li>
                  <Link
                    to={shopHomeOfCatalogue(route)}
                    className="underline-offset-4 hover:text-foreground hover:underline"
                  >
                    Home
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="text-foreground">
                  {section.title}
                </li>
              </ol>
            </nav>

            <div className="mt-8 flex flex-col gap-2 sm:mt-10">
              {section.eyebrow && (
                <p className="text-xs font-medium tracking-[0.35em] text-accent uppercase">{section.eyebrow}</p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-5">
                <h1 className="font-display text-5xl leading-none font-light sm:text-6xl">{section.title}</h1>
                <p role="status" className="text-sm text-muted-foreground tabular-nums">
                  {loading
                    ? 'Caricamento prodotti...'
                    : unavailable
                      ? 'Catalogo non disponibile'
                      : productCount(shown.length)}
                </p>
              </div>
              {section.intro && <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">{section.intro}</p>}
            </div>

            <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="outline"
                  aria-expanded={filtersOpen}
                  aria-controls={FILTERS_ID}
                  onClick={() => setFiltersOpen((open) => !open)}
                  className="border-border hover:border-foreground/40"
                >
                  <SlidersHorizontal aria-hidden="true" />
                  Filtri
                </Button>
                {!filtersOpen && isPriceFiltered(state.priceRange, scope.priceMax) && (
                  <PriceChip range={state.priceRange} onRemove={() => commitRange(fullPriceRange(scope.priceMax))} />
                )}
              </div>
              <div className="flex min-w-0 items-center gap-3">
                <ShopSelect<SortKey>
                  value={sort}
                  options={SORT_OPTIONS}
                  onChange={(next) => update({ sort: next })}
                  aria-label="Ordinamento"
                  className="w-[12.5rem]"
                />
                <ViewToggle value={view} onChange={(next) => update({ view: next })} />
              </div>
            </div>

            <div className={filtersOpen ? 'mt-6' : 'hidden'}>
              <FilterPanel
                id={FILTERS_ID}
                category={category}
                onCategory={(next) => update({ category: next })}
                priceRange={priceRange}
                onPriceChange={setDraftRange}
                onPriceCommit={commitRange}
              />
            </div>

            <CatalogueResults
              id={RESULTS_ID}
              listKey={resultsKey}
              labelledBy={tabId(category)}
              loading={loading}
              unavailable={unavailable}
              products={shown}
              view={view}
              onClearFilters={clearFilters}
              onRetry={retry}
            />
          </div>
        </div>
      </PortalHostContext.Provider>
    </CatalogueScopeProvider>
  );
}

export default CatalogueSection;
