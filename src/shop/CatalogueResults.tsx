import { Gem, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { ProductCard } from './ProductCard.tsx';
import type { CatalogueView } from './vocabulary.ts';

/**
 * Products shown at first and added by "Mostra altri prodotti": a multiple of 2, 3 and 4 columns, so
 * rows stay full. The page stays small however large the catalogue (see docs/decisions.md).
 */
const PAGE_SIZE = 24;

/** The widest grid has four columns: those pictures are the first row, loaded at once. */
const FIRST_ROW = 4;

const gridClass = 'grid grid-cols-1 gap-x-6 gap-y-12 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 xl:gap-x-8';

function SkeletonCard({ view }: { view: CatalogueView }) {
  if (view === 'list') {
    return (
      <div className="flex gap-4 border-b border-border py-5 sm:gap-8">
        <div className="aspect-square w-28 shrink-0 animate-pulse bg-muted sm:w-44" />
        <div className="flex flex-1 flex-col gap-3 pt-1">
          <div className="h-3 w-16 animate-pulse bg-muted" />
          <div className="h-6 w-1/2 animate-pulse bg-muted" />
          <div className="h-4 w-3/4 animate-pulse bg-muted" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      <div className="aspect-square animate-pulse bg-muted" />
      <div className="flex flex-col gap-1.5 pt-5">
        <div className="h-[16.5px] w-16 animate-pulse bg-muted" />
        <div className="h-[25px] w-3/4 animate-pulse bg-muted" />
        <div className="h-[45.5px] w-full animate-pulse bg-muted/70" />
        <div className="mt-2 h-6 w-24 animate-pulse bg-muted" />
      </div>
    </div>
  );
}

function EmptyState({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-24 text-center">
      <Gem className="size-10 stroke-1 text-accent" aria-hidden="true" />
      <h2 className="mt-6 font-display text-3xl font-medium">Nessun prodotto trovato</h2>
      <p className="mt-3 text-muted-foreground">Prova a modificare i filtri o i criteri di ricerca</p>
      <Button variant="elegant" className="mt-8" onClick={onClearFilters}>
        Cancella filtri
      </Button>
    </div>
  );
}

/** The catalogue could not be read and there is nothing to show: not the visitor's filters' fault. */
function UnavailableState({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-24 text-center">
      <RefreshCw className="size-10 stroke-1 text-accent" aria-hidden="true" />
      <h2 className="mt-6 font-display text-3xl font-medium">Impossibile caricare il catalogo</h2>
      <p className="mt-3 text-muted-foreground">Controlla la connessione e riprova tra qualche istante.</p>
      <Button variant="elegant" className="mt-8" onClick={onRetry}>
        Riprova
      </Button>
    </div>
  );
}

interface CatalogueResultsProps {
  id: string;
  /** Changes whenever what is listed changes (filters, order, view): the list starts again from its first page. */
  listKey: string;
  labelledBy: string;
  loading: boolean;
  /** The list could not be read and holds nothing: the error state, with a way to try again. */
  unavailable: boolean;
  products: readonly Product[];
  view: CatalogueView;
  onClearFilters: () => void;
  onRetry: () => void;
}

/**
 * The products that pass the filters, a skeleton of the same layout while loading, the error state
 * when the catalogue could not be read, or the empty state.
 */
export function CatalogueResults({
  id,
  listKey,
  labelledBy,
  loading,
  unavailable,
  products,
  view,
  onClearFilters,
  onRetry,
}: CatalogueResultsProps) {
  // Derived rather than reset in an effect, so the cards already on screen are kept, not rebuilt.
  const [paging, setPaging] = useState({ listKey, limit: PAGE_SIZE });
  const limit = paging.listKey === listKey ? paging.limit : PAGE_SIZE;
  const layout = view === 'grid' ? gridClass : 'flex flex-col border-t border-border';
  const shown = products.slice(0, limit);

  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} aria-busy={loading} className="pt-10">
      {loading ? (
        <div className={layout} aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <SkeletonCard key={index} view={view} />
          ))}
        </div>
      ) : unavailable ? (
        <UnavailableState onRetry={onRetry} />
      ) : products.length === 0 ? (
        <EmptyState onClearFilters={onClearFilters} />
      ) : (
        <>
          {/* The cards' names are third-level headings: this one keeps the outline whole under the page's h1. */}
          <h2 id={`${id}-heading`} className="sr-only">
            Prodotti
          </h2>
          <ul className={layout} aria-labelledby={`${id}-heading`}>
            {shown.map((product, index) => (
              <li key={product.id} className="flex flex-col">
                <ProductCard product={product} view={view} eager={index < FIRST_ROW} first={index === 0} />
              </li>
            ))}
          </ul>
          {products.length > limit && (
            <div className="mt-16 flex flex-col items-center gap-4">
              <p className="text-sm text-muted-foreground">
                {shown.length} di {products.length}
              </p>
              <Button variant="elegant" onClick={() => setPaging({ listKey, limit: limit + PAGE_SIZE })}>
                Mostra altri prodotti
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
