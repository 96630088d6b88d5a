import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schemas/site.ts';
import { isPartitaIva, legalParts, partitaIvaCheckDigit } from '../../../src/site/legal.ts';

const sitesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sites');

describe('Partita IVA', () => {
  it('accepts numbers whose last digit checks the first ten', () => {
    // Real-world shaped numbers, the check digit computed by hand: 0+2·1+… (Luhn on the 11 digits).
    expect(isPartitaIva('01234567897')).toBe(true);
    expect(isPartitaIva('00000000000')).toBe(true);
    expect(partitaIvaCheckDigit('0123456789')).toBe(7);
  });

  it('refuses a wrong check digit, a swapped pair and anything but 11 digits', () => {
    expect(isPartitaIva('01234567890')).toBe(false);
    expect(isPartitaIva('10234567897')).toBe(false);
    expect(isPartitaIva('0123456789')).toBe(false);
    expect(isPartitaIva('IT01234567897')).toBe(false);
  });

  it("every shop's demo number is fictitious and checks", () => {
    const shops = readdirSync(sitesDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8')) as SiteDocument)
      .flatMap((site) => (site.shop.legal ? [site.shop.legal.vatID] : []));
    expect(shops.length).toBeGreaterThan(10);
    for (const vatID of shops) {
      expect(isPartitaIva(vatID), vatID).toBe(true);
      expect(vatID.startsWith('01234567'), `${vatID} reads as an example`).toBe(true);
    }
  });
});

describe('legalParts', () => {
  it('writes the footer line in the order Italian sites use, capital in euros', () => {
    expect(
      legalParts({ legalName: 'Aurea Gioielli S.r.l.', vatID: '01234567012', rea: 'MI-1234501', shareCapital: 10000 }),
    ).toEqual(['Aurea Gioielli S.r.l.', 'P.IVA 01234567012', 'REA MI-1234501', 'Capitale sociale 10.000,00\u00a0€']);
    expect(legalParts({ legalName: 'Monia Gioielli di Monia Ferretti', vatID: '01234567129' })).toEqual([
      'Monia Gioielli di Monia Ferretti',
      'P.IVA 01234567129',
    ]);
  });
});
