import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CategoryTabs } from './CategoryTabs.tsx';
import type { CategoryFilter } from './filters.ts';
import { SearchBox } from './SearchBox.tsx';

interface CatalogueHeaderProps {
  shopName: string;
  /** The shop's home page, where its name leads. */
  home: string;
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  search: string;
  onSearch: (query: string) => void;
  resultsId: string;
}

/**
 * The shop's bar: its name (the way back to the shop's home page), search, bag, and the category
 * tabs under them.
 */
export function CatalogueHeader({
  shopName,
  home,
  category,
  onCategory,
  search,
  onSearch,
  resultsId,
}: CatalogueHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur-md">
      <div
        className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 px-5 pt-4 pb-1
          sm:px-8 md:grid-cols-[1fr_minmax(0,22rem)_auto] md:pt-5"
      >
        <Link
          to={home}
          className="justify-self-start font-display text-2xl font-medium tracking-[0.18em] uppercase sm:text-3xl"
        >
          {shopName}
        </Link>
        <SearchBox value={search} onSearch={onSearch} className="order-last col-span-2 md:order-none md:col-span-1" />
        {/* Display only (spec §1: no cart); named so a screen reader does not meet a bare icon. */}
        <span
          role="img"
          aria-label="Carrello"
          className="inline-flex size-11 items-center justify-center text-foreground"
        >
          <ShoppingBag className="size-5 stroke-[1.5]" aria-hidden="true" />
        </span>
      </div>
      <div className="mx-auto flex max-w-7xl justify-start px-5 sm:px-8 md:justify-center">
        <CategoryTabs value={category} onChange={onCategory} controls={resultsId} />
      </div>
    </header>
  );
}
