import { useId } from 'react';
import type { Product } from '../products/types.ts';
import { productCount } from './availability.ts';
import { STATUS_FILTER_CHOICES, statusCounts, statusFilterLabel, type StatusFilter } from './product-status.ts';

interface StatusFilterProps {
  products: readonly Product[];
  filter: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}

/**
 * Above the owner's list: which products it shows, by state (Bozza, Pubblicato, Archiviato), each
 * choice with its count. Native radio buttons, as the availability filter: one tab stop, the arrows
 * move and choose.
 */
export function StatusFilterControl({ products, filter, onChange }: StatusFilterProps) {
  const name = useId();
  const counts = statusCounts(products);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Filtra per stato</legend>
      <div className="flex flex-wrap gap-2">
        {STATUS_FILTER_CHOICES.map((choice) => {
          const count = counts[choice ?? 'tutti'];
          const label = statusFilterLabel(choice);
          return (
            <label key={label} className="relative">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
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
