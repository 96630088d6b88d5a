import { useRef, type KeyboardEvent } from 'react';
import { useCatalogueScope } from './catalogue-scope.ts';
import { categoryFilters, type CategoryFilter } from './filters.ts';

/** A tab's element id: the category's words joined by `-` ("Camera da letto" → `catalogue-tab-camera-da-letto`). */
export const tabId = (category: CategoryFilter) =>
  `catalogue-tab-${category
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')}`;

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
  const filters = categoryFilters(useCatalogueScope().categories);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = filters.indexOf(value);
    const last = filters.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const category = target === undefined ? undefined : filters[target];
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
      {filters.map((category) => {
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
