/**
 * A product's page is `/shop/<slug>` (`sites/shop-product.json` declares the route). Slugs are
 * lower-case letters, digits and hyphens, so the path needs no escaping; it is escaped anyway so a
 * row holding something else cannot produce another address.
 */
export function productPath(slug: string): string {
  return `/shop/${encodeURIComponent(slug)}`;
}

/** What a catalogue card hands the product page it opens, in the router's location state. */
export interface ProductLinkState {
  /** The catalogue's path and query, with its filters: where the page's back link returns. */
  catalogue: string;
}

/**
 * Where a product page's back link leads: the catalogue the visitor came from, with its filters,
 * when the card said so in the location state; otherwise (a direct visit, a shared link) `fallback`.
 * Only a path of this site is taken from the state.
 */
export function catalogueReturn(state: unknown, fallback: string): string {
  if (typeof state !== 'object' || state === null || !('catalogue' in state)) return fallback;
  const { catalogue } = state;
  return typeof catalogue === 'string' && /^\/(?![/\\])/.test(catalogue) ? catalogue : fallback;
}
