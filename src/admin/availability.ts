import { AVAILABILITIES, AVAILABILITY_LABELS, type Availability, type Product } from '../products/types.ts';

/** How the admin names each availability: in the editor's select, on the list's badges, in the filter. */
export const availabilityLabels = AVAILABILITY_LABELS;

/** The list's filter: one availability, or every product (`null`, "Tutte"). */
export type AvailabilityFilter = Availability | null;

/** The filter's choices in the order shown: "Tutte", then the availabilities in the editor's order. */
export const FILTER_CHOICES: readonly AvailabilityFilter[] = [null, ...AVAILABILITIES];

export function filterLabel(filter: AvailabilityFilter): string {
  return filter === null ? 'Tutte' : availabilityLabels[filter];
}

/** The products the list shows under a filter, in the order given. */
export function filteredProducts(products: readonly Product[], filter: AvailabilityFilter): readonly Product[] {
  return filter === null ? products : products.filter((product) => product.availability === filter);
}

/** How many products each choice of the filter shows. */
export function filterCounts(products: readonly Product[]): Record<Availability | 'tutte', number> {
  const counts = { tutte: products.length, disponibile: 0, 'su ordinazione': 0, riservato: 0, venduto: 0 };
  for (const product of products) counts[product.availability] += 1;
  return counts;
}

/** "1 prodotto", "3 prodotti". */
export function productCount(count: number): string {
  return count === 1 ? '1 prodotto' : `${String(count)} prodotti`;
}
