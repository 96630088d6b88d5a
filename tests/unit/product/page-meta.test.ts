import { describe, expect, it } from 'vitest';
import { SCHEMA_AVAILABILITY } from '../../../src/product/availability.ts';
import { clipText, productPageMeta, productStructuredData } from '../../../src/product/page-meta.ts';
import { AVAILABILITIES } from '../../../src/products/types.ts';
import { product } from '../shop/fixtures.ts';

const site = { shop: { name: 'Aurea Gioielli' } } as Parameters<typeof productPageMeta>[0];
const url = 'https://aurea.example.it/shop/anello-aurora';

const ring = product({
  name: 'Anello Aurora',
  slug: 'anello-aurora',
  description: 'Fedina in oro giallo 18 carati con un diamante taglio brillante.',
  price: 1250,
  category: 'Anelli',
  image: 'https://cdn.example.it/storage/v1/object/public/product-images/aurora-1600.webp',
  images: [
    {
      path: 'https://cdn.example.it/storage/v1/object/public/product-images/aurora-1600.webp',
      alt: 'Fedina in oro giallo vista di tre quarti',
      width: 1600,
      height: 1600,
    },
    { path: '/images/products/ring-solitaire-dettaglio.svg', alt: 'Dettaglio del diamante', width: 800, height: 800 },
  ],
});

describe('the head of a product page', () => {
  it('has the product’s title, its description and its main photo at the largest size', () => {
    expect(productPageMeta(site, ring, url)).toEqual({
      title: 'Anello Aurora · Aurea Gioielli',
      description: 'Fedina in oro giallo 18 carati con un diamante taglio brillante.',
      image: 'https://cdn.example.it/storage/v1/object/public/product-images/aurora-1600.webp',
      imageAlt: 'Fedina in oro giallo vista di tre quarti',
    });
  });

  it('resolves a picture of the site against the page, and names a photo without alt by the product', () => {
    const demo = product({
      name: 'Orologio Duna',
      image: '/images/products/watch-gold.svg',
      images: [{ path: '/images/products/watch-gold.svg', alt: ' ', width: 800, height: 800 }],
    });
    expect(productPageMeta(site, demo, url)).toMatchObject({
      image: 'https://aurea.example.it/images/products/watch-gold.svg',
      imageAlt: 'Orologio Duna',
    });
  });

  it('a product of an older client, with `image` only, shares that picture', () => {
    const old = product({ image: '/images/products/ring-emerald.svg', images: [] });
    expect(productPageMeta(site, old, url).image).toBe('https://aurea.example.it/images/products/ring-emerald.svg');
  });

  it('cuts a long description at a word, to what a search result shows', () => {
    const long = product({ description: `${'Oro giallo e diamanti, '.repeat(12)}fine.` });
    const { description } = productPageMeta(site, long, url);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toMatch(/[\s,]…$/);
  });

  it('describes a product without a description by its category and the shop', () => {
    const bare = product({ name: 'Anello Brina', description: '  ', category: 'Anelli' });
    expect(productPageMeta(site, bare, url).description).toBe('Anello Brina: anelli di Aurea Gioielli.');
  });

  it('clipText leaves a short text whole and flattens its white space', () => {
    expect(clipText('  Oro\n\ngiallo  ', 160)).toBe('Oro giallo');
  });
});

describe('a product page as structured data', () => {
  it('is a Product with every photo and an Offer in euros at the page’s address', () => {
    expect(productStructuredData(ring, { url, shopName: 'Aurea Gioielli' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#prodotto`,
      name: 'Anello Aurora',
      description: 'Fedina in oro giallo 18 carati con un diamante taglio brillante.',
      image: [
        'https://cdn.example.it/storage/v1/object/public/product-images/aurora-1600.webp',
        'https://aurea.example.it/images/products/ring-solitaire-dettaglio.svg',
      ],
      sku: ring.id,
      category: 'Anelli',
      url,
      offers: {
        '@type': 'Offer',
        price: '1250.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: 'Aurea Gioielli' },
      },
    });
  });

  it('maps every availability to schema.org’s', () => {
    const mapped = AVAILABILITIES.map((availability) => {
      const data = productStructuredData(product({ availability }), { url, shopName: 'Aurea' });
      return [availability, (data.offers as { availability: string }).availability];
    });
    expect(mapped).toEqual([
      ['disponibile', 'https://schema.org/InStock'],
      ['su ordinazione', 'https://schema.org/MadeToOrder'],
      ['riservato', 'https://schema.org/Reserved'],
      ['venduto', 'https://schema.org/SoldOut'],
    ]);
    expect(Object.keys(SCHEMA_AVAILABILITY)).toEqual([...AVAILABILITIES]);
  });

  it('writes cents with a point and leaves out an empty description', () => {
    const data = productStructuredData(product({ price: 99.5, description: '' }), { url, shopName: 'Aurea' });
    expect(data).not.toHaveProperty('description');
    expect(data.offers).toMatchObject({ price: '99.50' });
  });
});
