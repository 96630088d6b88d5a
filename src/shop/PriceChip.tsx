import { X } from 'lucide-react';
import { formatWholeEuros } from '../products/price.ts';
import { useCatalogueScope } from './catalogue-scope.ts';
import { PRICE_MIN, type PriceRange } from './filters.ts';

/** What an active price filter reads: `da 200 €`, `fino a 1500 €`, `200 € – 1500 €`. */
export function priceRangeText([min, max]: PriceRange, priceMax: number): string {
  if (max >= priceMax) return `da ${formatWholeEuros(min)}`;
  if (min <= PRICE_MIN) return `fino a ${formatWholeEuros(max)}`;
  return `${formatWholeEuros(min)} – ${formatWholeEuros(max)}`;
}

/**
 * The price filter in force while the filter panel is closed, so a visitor who narrowed the list
 * and closed the panel still sees why products are missing, and removes it in one tap.
 */
export function PriceChip({ range, onRemove }: { range: PriceRange; onRemove: () => void }) {
  const text = `Prezzo: ${priceRangeText(range, useCatalogueScope().priceMax)}`;
  return (
    <span
      className="inline-flex h-11 items-center gap-1 rounded-full border border-border bg-muted/60 pr-1 pl-4
      text-sm"
    >
      <span className="tabular-nums">{text}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Rimuovi il filtro ${text}`}
        className="inline-flex size-9 items-center justify-center rounded-full text-primary transition-colors
          hover:bg-background"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
