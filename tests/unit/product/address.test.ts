import { describe, expect, it } from 'vitest';
import {
  catalogueOfProductRoute,
  catalogueReturn,
  productPath,
  shopHomeOfCatalogue,
} from '../../../src/product/address.ts';

describe('a product’s address', () => {
  it('is <catalogue>/<slug>: /shop/<slug> for the jewellery shop, its own catalogue’s for another', () => {
    expect(productPath('/shop', 'anello-aurora')).toBe('/shop/anello-aurora');
    expect(productPath('/shop', 'a/b?c')).toBe('/shop/a%2Fb%3Fc');
    expect(productPath('/Cless/catalogo/', 'bauletto-babuino')).toBe('/Cless/catalogo/bauletto-babuino');
  });

  it('knows its catalogue from the product route, and the shop’s home from the catalogue', () => {
    expect(catalogueOfProductRoute('/shop/:slug')).toBe('/shop');
    expect(catalogueOfProductRoute('/seoul/catalogo/:slug')).toBe('/seoul/catalogo');
    expect(shopHomeOfCatalogue('/shop')).toBe('/');
    expect(shopHomeOfCatalogue('/Cless/catalogo')).toBe('/Cless');
  });
});

describe('where the back link leads', () => {
  it('to the catalogue the visitor came from, with its filters', () => {
    expect(catalogueReturn({ catalogue: '/shop?categoria=anelli&max=2000' }, '/shop')).toBe(
      '/shop?categoria=anelli&max=2000',
    );
  });

  it('to the catalogue for a direct visit or anything that is not a path of this site', () => {
    expect(catalogueReturn(null, '/shop')).toBe('/shop');
    expect(catalogueReturn(undefined, '/shop')).toBe('/shop');
    expect(catalogueReturn({ other: 1 }, '/shop')).toBe('/shop');
    expect(catalogueReturn({ catalogue: 42 }, '/shop')).toBe('/shop');
    expect(catalogueReturn({ catalogue: '//evil.example/shop' }, '/shop')).toBe('/shop');
    expect(catalogueReturn({ catalogue: '/\\evil.example' }, '/shop')).toBe('/shop');
    expect(catalogueReturn({ catalogue: 'https://evil.example/' }, '/shop')).toBe('/shop');
  });
});
