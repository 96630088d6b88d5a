import { describe, expect, it } from 'vitest';
import { catalogueReturn, productPath } from '../../../src/product/address.ts';

describe('a product’s address', () => {
  it('is /shop/<slug>', () => {
    expect(productPath('anello-aurora')).toBe('/shop/anello-aurora');
    expect(productPath('a/b?c')).toBe('/shop/a%2Fb%3Fc');
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
