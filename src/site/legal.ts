import type { LegalIdentity } from '../../schemas/site.ts';

/**
 * Whether an 11-digit Partita IVA carries its check digit: the first ten digits, those in even
 * places doubled (less 9 past 9), add up with the check digit to a multiple of 10.
 */
export function isPartitaIva(vatID: string): boolean {
  if (!/^[0-9]{11}$/.test(vatID)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(vatID[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return sum % 10 === 0;
}

/** The check digit that completes the first ten digits of a Partita IVA. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * The parts of the legal line every footer shows, in the order Italian sites write them:
 * `Aurea Gioielli S.r.l.`, `P.IVA 01234567897`, `REA MI-1234567`, `Capitale sociale 10.000,00 €`.
 */
export function legalParts(legal: LegalIdentity): string[] {
  return [
    legal.legalName,
    `P.IVA ${legal.vatID}`,
    ...(legal.rea ? [`REA ${legal.rea}`] : []),
    ...(legal.shareCapital === undefined ? [] : [`Capitale sociale ${euro.format(legal.shareCapital)}`]),
  ];
}
