import type { Product } from '../products/types.ts';
import { FILTER_CHOICES, filterCounts, filterLabel, type AvailabilityFilter } from './availability.ts';
import { ProductFilterChoices } from './ProductFilterChoices.tsx';

/** Above the owner's list: which products it shows, by availability. */
export function AvailabilityFilterControl({
  products,
  filter,
  onChange,
}: {
  /** The products the counts are of: those of the state chosen. */
  products: readonly Product[];
  filter: AvailabilityFilter;
  onChange: (filter: AvailabilityFilter) => void;
}) {
  const counts = filterCounts(products);
  const choices = FILTER_CHOICES.map((value) => ({
    value,
    label: filterLabel(value),
    count: counts[value ?? 'tutte'],
  }));
  return (
    <ProductFilterChoices legend="Filtra per disponibilità" choices={choices} value={filter} onChange={onChange} />
  );
}
