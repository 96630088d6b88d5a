import { useCatalogueScope } from './catalogue-scope.ts';
import { categoryFilters, type CategoryFilter, type PriceRange } from './filters.ts';
import { PriceSlider, priceLabel } from './PriceSlider.tsx';
import { ShopSelect } from './ShopSelect.tsx';

interface FilterPanelProps {
  id: string;
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  priceRange: PriceRange;
  onPriceChange: (range: PriceRange) => void;
  onPriceCommit: (range: PriceRange) => void;
}

/** The panel behind "Filtri": the category (the same one the tabs set) and the price range. */
export function FilterPanel({ id, category, onCategory, priceRange, onPriceChange, onPriceCommit }: FilterPanelProps) {
  const [min, max] = priceRange;
  const { categories, priceMax } = useCatalogueScope();
  const categoryOptions = categoryFilters(categories).map((option) => ({ value: option, label: option }));
  return (
    <div
      id={id}
      className="grid gap-8 border-y border-border py-8 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-12"
    >
      <div className="flex flex-col gap-3">
        <label
          htmlFor="catalogue-category"
          className="text-xs font-medium tracking-[0.2em] text-muted-foreground uppercase"
        >
          Categoria
        </label>
        <ShopSelect
          id="catalogue-category"
          value={category}
          options={categoryOptions}
          onChange={onCategory}
          className="w-full"
        />
      </div>
      <div role="group" aria-labelledby="catalogue-price-label" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <span
            id="catalogue-price-label"
            className="text-xs font-medium tracking-[0.2em] text-muted-foreground uppercase"
          >
            Prezzo
          </span>
          <span className="text-sm text-foreground tabular-nums" aria-hidden="true">
            {priceLabel(min, priceMax)} – {priceLabel(max, priceMax)}
          </span>
        </div>
        <div className="flex h-11 items-center px-2.5">
          <PriceSlider value={priceRange} onChange={onPriceChange} onCommit={onPriceCommit} />
        </div>
      </div>
    </div>
  );
}
