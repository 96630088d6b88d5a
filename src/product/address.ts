/**
 * A product's page is under its shop's catalogue: `<catalogue>/<slug>` (`/shop/<slug>` for the
 * jewellery shop; `sites/shop-product.json` declares `/shop/:slug`). Slugs are lower-case letters,
 * digits and hyphens, so the path needs no escaping; it is escaped anyway so a row holding
 * something else cannot produce another address.
 */
export function productPath(catalogue: string, slug: string): string {
  return `${catalogue.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/**
 * The home of the shop a catalogue belongs to: the path its catalogue sits under (`/Cless/catalogo`
 * → `/Cless`), or `/` for a catalogue at the top (`/shop`, the jewellery shop's, whose home is `/`).
 */
export function shopHomeOfCatalogue(catalogue: string): string {
  const parent = catalogue.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
  return parent === '' ? '/' : parent;
}

/** The catalogue a product page's route sits under: `/shop/:slug` → `/shop`. */
export function catalogueOfProductRoute(route: string): string {
  return route.replace(/\/:[^/]+$/, '');
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
