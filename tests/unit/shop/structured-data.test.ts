import { describe, expect, it } from 'vitest';
import type { Sections } from '../../../schemas/sections/index.ts';
import { productStructuredData } from '../../../src/product/page-meta.ts';
import { catalogueStructuredData } from '../../../src/shop/structured-data.ts';
import { product } from './fixtures.ts';

const section = {
  type: 'catalogue',
  title: 'Catalogo',
  defaultSort: 'name',
  defaultView: 'grid',
} as Sections['catalogue'];
const page = { url: 'https://aurea.example.it/shop', shopName: 'Aurea Gioielli', catalogue: '/shop' };

describe('the catalogue as structured data', () => {
  it('lists every product as a Product with an Offer in euros, in the order the page lists them', () => {
    const watch = product({
      name: 'Orologio Duna',
      slug: 'orologio-duna',
      price: 1250.5,
      category: 'Orologi',
      image: '/images/duna.svg',
      availability: 'riservato',
    });
    const ring = product({ name: 'Anello Aurora', price: 120, image: 'https://cdn.example.it/aurora.jpg' });
    const data = catalogueStructuredData(section, [watch, ring], page);

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url: page.url,
      numberOfItems: 2,
    });
    const items = data.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((entry) => [entry.position, entry.item.name])).toEqual([
      [1, 'Anello Aurora'],
      [2, 'Orologio Duna'],
    ]);
    expect(items[1]?.item).toMatchObject({
      '@type': 'Product',
      '@id': 'https://aurea.example.it/shop/orologio-duna#prodotto',
      image: 'https://aurea.example.it/images/duna.svg',
      category: 'Orologi',
      sku: watch.id,
      url: 'https://aurea.example.it/shop/orologio-duna',
      offers: {
        '@type': 'Offer',
        price: '1250.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/Reserved',
        url: 'https://aurea.example.it/shop/orologio-duna',
      },
    });
    expect(items[0]?.item.image).toBe('https://cdn.example.it/aurora.jpg');
  });

  it('describes each product as its own page does: same @id, address and availability', () => {
    const sold = product({ name: 'Orecchini Perlé', slug: 'orecchini-perle', availability: 'venduto' });
    const pageUrl = 'https://aurea.example.it/shop/orecchini-perle';
    const listed = (catalogueStructuredData(section, [sold], page).itemListElement as { item: object }[])[0]?.item;
    const own = productStructuredData(sold, { url: pageUrl, shopName: page.shopName });
    expect(listed).toMatchObject({ '@id': own['@id'], url: own.url, offers: own.offers });
    expect(own.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('follows the section’s own first order', () => {
    const cheap = product({ name: 'B', price: 10 });
    const dear = product({ name: 'A', price: 900 });
    const data = catalogueStructuredData({ ...section, defaultSort: 'price-asc' }, [dear, cheap], page);
    const names = (data.itemListElement as { item: { name: string } }[]).map((entry) => entry.item.name);
    expect(names).toEqual(['B', 'A']);
  });

  it('an empty catalogue is an empty list', () => {
    expect(catalogueStructuredData(section, [], page)).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});
