import type { Sections } from '../../schemas/sections/index.ts';
import { productPath } from '../product/address.ts';
import { productEntityId, productOffer } from '../product/page-meta.ts';
import { largestImage, productImages } from '../products/images.ts';
import type { Product } from '../products/types.ts';
import { NO_FILTERS, visibleProducts } from './filters.ts';

/**
 * The catalogue as search engines read it (schema.org JSON-LD): an `ItemList` of `Product`s, each
 * with an `Offer` in euros, in the order the page lists them before any filter. Each product is the
 * one its own page describes (same `@id`, its page as `url`, the same availability). `page.url` is
 * the page's absolute URL, `page.catalogue` its route; pictures and product pages are resolved against it.
 */
export function catalogueStructuredData(
  section: Sections['catalogue'],
  products: readonly Product[],
  page: { url: string; shopName: string; catalogue: string },
): Record<string, unknown> {
  const listed = visibleProducts(products, NO_FILTERS, section.defaultSort);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${page.url}#catalogo`,
    name: `${section.title} · ${page.shopName}`,
    url: page.url,
    numberOfItems: listed.length,
    itemListElement: listed.map((product, index) => {
      const productUrl = new URL(productPath(page.catalogue, product.slug), page.url).href;
      const [photo] = productImages(product);
      return {
        '@type': 'ListItem',
        position: index + 1,
        url: productUrl,
        item: {
          '@type': 'Product',
          '@id': productEntityId(productUrl),
          name: product.name,
          ...(product.description ? { description: product.description } : {}),
          image: new URL(photo ? largestImage(photo) : product.image, page.url).href,
          category: product.category,
          sku: product.id,
          url: productUrl,
          offers: productOffer(product, { url: productUrl, shopName: page.shopName }),
        },
      };
    }),
  };
}
