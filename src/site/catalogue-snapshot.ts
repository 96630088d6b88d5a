import { createContext, useContext } from 'react';

/**
 * The catalogue's rows as the server read them when it rendered the page at request time, or null
 * when the page was not rendered with them (a static build, a page the browser navigated to). The
 * catalogue starts from them, so its first paint, and hydration, show products rather than a
 * skeleton; the live subscription then takes over.
 */
const CatalogueSnapshotContext = createContext<readonly unknown[] | null>(null);

export const CatalogueSnapshotProvider = CatalogueSnapshotContext.Provider;

export function useCatalogueSnapshot(): readonly unknown[] | null {
  return useContext(CatalogueSnapshotContext);
}
