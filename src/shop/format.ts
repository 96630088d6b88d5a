/** `1 prodotto`, `12 prodotti`. */
export function productCount(count: number): string {
  return `${count} ${count === 1 ? 'prodotto' : 'prodotti'}`;
}
