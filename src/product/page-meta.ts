import type { SiteDocument } from '../../schemas/site.ts';
import { largestImage, productImages } from '../products/images.ts';
import type { Product } from '../products/types.ts';
import { schemaAvailability } from './availability.ts';

/** What a product page's head says about it: the title, the snippet and the share picture. */
export interface ProductPageMeta {
  title: string;
  description: string;
  /** The absolute address of the main photo's largest variant (`og:image`). */
  image: string;
  imageAlt: string;
}

/** Search results cut a snippet beyond about 160 characters. */
const DESCRIPTION_LIMIT = 160;

/** A text cut at the last word that fits in `limit` characters, with an ellipsis when cut. */
export function clipText(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A product's title: its name, then the shop's. */
export function productTitle(product: Pick<Product, 'name'>, shopName: string): string {
  return `${product.name} · ${shopName}`;
}

/**
 * The snippet: the product's own description, cut to what a search result shows; a product
 * without one is described by its category and the shop.
 */
export function productDescription(
  product: Pick<Product, 'name' | 'description' | 'category'>,
  shopName: string,
): string {
  const own = product.description.trim();
  const text = own === '' ? `${product.name}: ${product.category.toLowerCase()} di ${shopName}.` : own;
  return clipText(text, DESCRIPTION_LIMIT);
}

/** The main photo as a share card shows it: its largest variant, at an absolute address. */
function mainPhoto(product: Product, url: string): { image: string; alt: string } {
  const [main] = productImages(product);
  if (!main) return { image: new URL(product.image, url).href, alt: product.name };
  return { image: new URL(largestImage(main), url).href, alt: main.alt.trim() || product.name };
}

/**
 * The head of a product page (`url` is its absolute address): `<title>`, the description and the
 * share picture with its text alternative.
 */
export function productPageMeta(site: Pick<SiteDocument, 'shop'>, product: Product, url: string): ProductPageMeta {
  const { image, alt } = mainPhoto(product, url);
  return {
    title: productTitle(product, site.shop.name),
    description: productDescription(product, site.shop.name),
    image,
    imageAlt: alt,
  };
}

/** Prices as schema.org expects them: a plain decimal with a point, no currency sign or grouping. */
export const offerPrice = (euros: number): string => euros.toFixed(2);

/** The `@id` of a product as structured data: its page's address with `#prodotto`, on every page that lists it. */
export const productEntityId = (pageUrl: string): string => `${pageUrl.replace(/#.*$/, '')}#prodotto`;

/** The `Offer` of a product, in euros, at its page's address. */
export function productOffer(product: Product, page: { url: string; shopName: string }): Record<string, unknown> {
  return {
    '@type': 'Offer',
    price: offerPrice(product.price),
    priceCurrency: 'EUR',
    availability: schemaAvailability(product.availability),
    url: page.url,
    seller: { '@type': 'Organization', name: page.shopName },
  };
}

/**
 * A product page as search engines read it (schema.org JSON-LD): a `Product` with every photo,
 * its category and id (`sku`), and an `Offer` in euros whose availability is the piece's.
 * `page.url` is the page's absolute address; photos are resolved against it.
 */
export function productStructuredData(
  product: Product,
  page: { url: string; shopName: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productEntityId(page.url),
    name: product.name,
    ...(product.description.trim() ? { description: product.description.trim() } : {}),
    image: productImages(product).map((photo) => new URL(largestImage(photo), page.url).href),
    sku: product.id,
    category: product.category,
    url: page.url,
    offers: productOffer(product, page),
  };
}
