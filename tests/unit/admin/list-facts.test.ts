import { describe, expect, it } from 'vitest';
import { filterCounts, filteredProducts, filterLabel, productCount } from '../../../src/admin/availability.ts';
import { addressPreview, productPagePath, productPagePrefix } from '../../../src/admin/product-address.ts';
import { compareVersions, momentOf } from '../../../src/admin/product-versions.ts';
import { product } from '../shop/fixtures.ts';

describe('versions of a product', () => {
  it('reads one moment the same way however REST or realtime spell it', () => {
    const moment = momentOf('2026-11-24T09:15:30.123456+00:00');
    expect(momentOf('2026-11-24 09:15:30.123456+00')).toBe(moment);
    expect(momentOf('2026-11-24T10:15:30.123456+01:00')).toBe(moment);
    expect(momentOf('2026-11-24T09:15:30.123456Z')).toBe(moment);
    expect(momentOf('2026-11-24T09:15:30.123Z')).toBe(momentOf('2026-11-24T09:15:30.123000+00:00'));
    expect(momentOf('ieri')).toBeNaN();
  });

  it('orders versions to the microsecond', () => {
    const a = { updated_at: '2026-11-24T09:15:30.123456+00:00' };
    const b = { updated_at: '2026-11-24T09:15:30.123457+00:00' };
    expect(compareVersions(b, a)).toBe(1);
    expect(compareVersions(a, b)).toBe(-1);
    expect(compareVersions(a, { updated_at: '2026-11-24 09:15:30.123456+00' })).toBe(0);
  });

  it('falls back to the text for a spelling it does not know', () => {
    expect(compareVersions({ updated_at: 'v2' }, { updated_at: 'v1' })).toBe(1);
    expect(compareVersions({ updated_at: 'v1' }, { updated_at: 'v1' })).toBe(0);
  });
});

describe('the list by availability', () => {
  const products = [
    product({ availability: 'disponibile' }),
    product({ availability: 'venduto' }),
    product({ availability: 'disponibile' }),
    product({ availability: 'su ordinazione' }),
  ];

  it('counts each choice of the filter', () => {
    expect(filterCounts(products)).toEqual({
      tutte: 4,
      disponibile: 2,
      'su ordinazione': 1,
      riservato: 0,
      venduto: 1,
    });
  });

  it('shows the products of one availability, in order, or all of them', () => {
    expect(filteredProducts(products, 'disponibile')).toEqual([products[0], products[2]]);
    expect(filteredProducts(products, null)).toBe(products);
    expect(filteredProducts(products, 'riservato')).toEqual([]);
  });

  it('names the choices and counts products in Italian', () => {
    expect([null, 'su ordinazione'].map((f) => filterLabel(f as null))).toEqual(['Tutte', 'Su ordinazione']);
    expect([0, 1, 2].map(productCount)).toEqual(['0 prodotti', '1 prodotto', '2 prodotti']);
  });
});

describe("a product's page address", () => {
  it("is <the shop's catalogue>/<slug>", () => {
    expect(productPagePath('/shop', 'anello-luce')).toBe('/shop/anello-luce');
    expect(productPagePath('/cless/catalogo/', 'borsa-tote')).toBe('/cless/catalogo/borsa-tote');
    expect(productPagePrefix('/Cless')).toBe('/Cless/');
  });

  it('is none while the shop has no catalogue', () => {
    expect(productPagePrefix(null)).toBeNull();
    expect(productPagePath(null, 'anello-luce')).toBeNull();
    expect(addressPreview(null, '', 'Borsa Tote')).toBeNull();
  });

  it('while empty, previews the one made from the name', () => {
    expect(addressPreview('/shop', '', 'Anello Smeraldo Antico')).toBe('/shop/anello-smeraldo-antico');
    expect(addressPreview('/shop', '  ', 'Dôme & Ciel')).toBe('/shop/dome-ciel');
  });

  it('shows a typed slug the database accepts, and nothing for one it refuses', () => {
    expect(addressPreview('/shop', ' anello-luce ', 'Altro nome')).toBe('/shop/anello-luce');
    expect(addressPreview('/shop', 'Anello Luce', 'Altro nome')).toBeNull();
    expect(addressPreview('/shop', 'privacy', 'Altro nome')).toBeNull();
  });
});
