import { useId } from 'react';
import type { Product } from '../products/types.ts';
import { FILTER_CHOICES, filterCounts, filterLabel, productCount, type AvailabilityFilter } from './availability.ts';

interface AvailabilityFilterProps {
  /** The products the counts are of: those of the state chosen. */
  products: readonly Product[];
  filter: AvailabilityFilter;
  onChange: (filter: AvailabilityFilter) => void;
}

/**
 * Above the owner's list: which products it shows, by availability, each choice with its count.
 * Native radio buttons, so the group is one tab stop and the arrows move and choose. (How many the
 * list shows is said, and announced, under both filters.)
 */
export function AvailabilityFilterControl({ products, filter, onChange }: AvailabilityFilterProps) {
  const name = useId();
  const counts = filterCounts(products);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Filtra per disponibilità</legend>
      <div className="flex flex-wrap gap-2">
        {FILTER_CHOICES.map((choice) => {
          const count = counts[choice ?? 'tutte'];
          const label = filterLabel(choice);
          return (
            <label key={label} className="relative">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                // Read as "Riservato, 4 prodotti" rather than the bare number shown beside the word.
                aria-label={`${label}, ${productCount(count)}`}
                checked={filter === choice}
                onChange={() => onChange(choice)}
              />
              <span
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border
                  bg-background px-4 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary
                  peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2
                  peer-focus-visible:outline-accent hover:border-foreground/40"
              >
                {label}
                <span aria-hidden="true" className="text-xs tabular-nums opacity-80">
                  {count}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
