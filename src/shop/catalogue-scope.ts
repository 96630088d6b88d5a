import { createContext, useContext } from 'react';
import type { Category } from '../products/types.ts';
import { DEFAULT_PRICE_MAX } from './filters.ts';

/**
 * What a shop's catalogue lists and offers: whose products (`shopId`, the document's `shop.id`), its
 * categories in the order of its tabs, and its price slider's top. The catalogue section provides
 * it from its document; the tabs, the filter panel and the price controls read it.
 */
export interface CatalogueScope {
  shopId: string;
  /** The catalogue's own path, under which its products' pages are (`/shop`). */
  route: string;
  categories: readonly Category[];
  priceMax: number;
}

const CatalogueScopeContext = createContext<CatalogueScope | null>(null);

export const CatalogueScopeProvider = CatalogueScopeContext.Provider;

/** The catalogue's scope; outside a catalogue section, none of these controls has a meaning. */
export function useCatalogueScope(): CatalogueScope {
  const scope = useContext(CatalogueScopeContext);
  if (!scope) throw new Error('useCatalogueScope() used outside a catalogue section');
  return scope;
}

/** The scope a catalogue document describes, with the schema's default slider top. */
export function catalogueScope(
  shopId: string,
  route: string,
  section: { categories: readonly string[]; priceMax?: number | undefined },
): CatalogueScope {
  return { shopId, route, categories: section.categories, priceMax: section.priceMax ?? DEFAULT_PRICE_MAX };
}
