import type { Sections } from '../../schemas/sections/index.ts';
import type { Product } from '../products/types.ts';
import { NO_FILTERS, visibleProducts } from './filters.ts';

/** Prices as schema.org expects them: a plain decimal with a point, no currency sign or grouping. */
const offerPrice = (euros: number) => euros.toFixed(2);

/**
 * The catalogue as search engines read it (schema.org JSON-LD): an `ItemList` of `Product`s, each
 * with an `Offer` in euros, in the order the page lists them before any filter. `page.url` is the
 * page's absolute URL; pictures are resolved against it.
 */
export function catalogueStructuredData(
  section: Sections['catalogue'],
  products: readonly Product[],
  page: { url: string; shopName: string },
): Record<string, unknown> {
  const listed = visibleProducts(products, NO_FILTERS, section.defaultSort);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${page.url}#catalogo`,
    name: `${section.title} · ${page.shopName}`,
    url: page.url,
    numberOfItems: listed.length,
    itemListElement: listed.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        '@id': `${page.url}#prodotto-${encodeURIComponent(product.id)}`,
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        image: new URL(product.image, page.url).href,
        category: product.category,
        sku: product.id,
        offers: {
          '@type': 'Offer',
          price: offerPrice(product.price),
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: page.url,
          seller: { '@type': 'Organization', name: page.shopName },
        },
      },
    })),
  };
}
