import type { Product } from '../products/types.ts';
import { ProductFilterChoices } from './ProductFilterChoices.tsx';
import { STATUS_FILTER_CHOICES, statusCounts, statusFilterLabel, type StatusFilter } from './product-status.ts';

/** Above the owner's list: which products it shows, by state (Bozza, Pubblicato, Archiviato). */
export function StatusFilterControl({
  products,
  filter,
  onChange,
}: {
  products: readonly Product[];
  filter: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}) {
  const counts = statusCounts(products);
  const choices = STATUS_FILTER_CHOICES.map((value) => ({
    value,
    label: statusFilterLabel(value),
    count: counts[value ?? 'tutti'],
  }));
  return <ProductFilterChoices legend="Filtra per stato" choices={choices} value={filter} onChange={onChange} />;
}
