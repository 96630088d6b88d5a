import { useRef, type KeyboardEvent } from 'react';
import { CATEGORY_FILTERS, type CategoryFilter } from './filters.ts';

export const tabId = (category: CategoryFilter) => `catalogue-tab-${category.toLowerCase()}`;

interface CategoryTabsProps {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
  /** The element the tabs filter. */
  controls: string;
}

/**
 * The header's category tabs (WAI-ARIA tabs, automatic activation): one tab stop, arrow keys,
 * Home and End move between categories and select them.
 */
export function CategoryTabs({ value, onChange, controls }: CategoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = CATEGORY_FILTERS.indexOf(value);
    const last = CATEGORY_FILTERS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const category = target === undefined ? undefined : CATEGORY_FILTERS[target];
    if (!category) return;
    event.preventDefault();
    onChange(category);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(category)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Categorie"
      className="-mb-px flex gap-6 overflow-x-auto px-1 sm:gap-10 [scrollbar-width:none]"
    >
      {CATEGORY_FILTERS.map((category) => {
        const selected = category === value;
        return (
          <button
            key={category}
            id={tabId(category)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(category)}
            onKeyDown={onKeyDown}
            className={`shrink-0 border-b-2 py-3.5 text-xs font-medium tracking-[0.22em] uppercase transition-colors ${
              selected
                ? 'border-accent text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground'
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
