import { PackageOpen, Plus, SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../ui/button.tsx';
import { productCount } from '../availability.ts';

const emptyClass = 'rounded-site border border-dashed border-border py-16';

interface CatalogueHeadingProps {
  /** Null while the list loads: no count is shown yet. */
  count: number | null;
  addButton: Ref<HTMLButtonElement>;
  /** While a save is under way a new card would lose nothing, but would hide the answer. */
  adding: boolean;
  onAdd: () => void;
}

/** "Catalogo", how many products it holds, and Aggiungi Prodotto. */
export function CatalogueHeading({ count, addButton, adding, onAdd }: CatalogueHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="font-display text-3xl sm:text-4xl">Catalogo</h2>
        {count !== null && <p className="mt-1 text-sm text-muted-foreground">{productCount(count)}</p>}
      </div>
      <Button ref={addButton} onClick={onAdd} disabled={adding}>
        <Plus aria-hidden="true" />
        Aggiungi Prodotto
      </Button>
    </div>
  );
}

/** Spec §2: 'Caricamento prodotti...' while the list is read. */
export function CatalogueLoading() {
  return (
    <p role="status" className={`${emptyClass} flex items-center justify-center gap-3 text-muted-foreground`}>
      <span className="size-5 animate-spin rounded-full border-2 border-border border-t-accent" aria-hidden="true" />
      Caricamento prodotti...
    </p>
  );
}

/** Spec §2: the empty catalogue, with a button for its first product. */
export function EmptyCatalogue({ onAdd }: { onAdd: () => void }) {
  return (
    <div className={`${emptyClass} flex flex-col items-center gap-4 px-6 text-center`}>
      <PackageOpen className="size-10 text-accent" aria-hidden="true" />
      <p className="font-display text-2xl">Nessun prodotto nel catalogo</p>
      <Button variant="outline" onClick={onAdd}>
        Aggiungi il primo prodotto
      </Button>
    </div>
  );
}

/** The filter lets no product through; one click shows them all again. */
export function NoMatch({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  return (
    <div className={`${emptyClass} flex flex-col items-center gap-4 px-6 text-center`}>
      <SearchX className="size-8 text-accent" aria-hidden="true" />
      <p className="font-display text-2xl">Nessun prodotto «{label}»</p>
      <Button variant="outline" onClick={onShowAll}>
        Mostra tutti i prodotti
      </Button>
    </div>
  );
}
