/** Spec §9: euros in the Italian format, `1234,50 €` (U+00A0 before the sign, four digits ungrouped). */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const wholeEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export function formatPrice(amount: number): string {
  return euro.format(amount);
}

/** Slider ends are whole hundreds: `2500 €`. */
export function formatWholeEuros(amount: number): string {
  return wholeEuro.format(amount);
}
