import { createContext, useContext } from 'react';

/**
 * A product page's row as the server read it when it rendered the page at request time: `row` is
 * the `products` row whose slug is `slug`, as the anonymous visitor may read it (the server answers
 * an unknown slug with the 404 page, so a rendered page always has one). Null when the page was not
 * rendered with it (a page the browser navigated to): the page reads the product itself.
 */
export interface ProductSnapshot {
  slug: string;
  row: unknown;
}

const ProductSnapshotContext = createContext<ProductSnapshot | null>(null);

export const ProductSnapshotProvider = ProductSnapshotContext.Provider;

export function useProductSnapshot(): ProductSnapshot | null {
  return useContext(ProductSnapshotContext);
}
