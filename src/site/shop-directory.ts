import { createContext, useContext } from 'react';

/** A shop a visitor may have come from: its name and its home page. */
export interface ShopEntry {
  name: string;
  home: string;
}

/**
 * The shops the site engine serves, by their document's `id`: `has` answers at once from the route
 * table, `find` loads the shop's document for its name. The engine provides it; the catalogue reads
 * it to offer the way back to the shop a visitor came from, and trusts no other name.
 */
export interface ShopDirectory {
  has(id: string): boolean;
  find(id: string): Promise<ShopEntry | null>;
}

const ShopDirectoryContext = createContext<ShopDirectory | null>(null);

export const ShopDirectoryProvider = ShopDirectoryContext.Provider;

/** The engine's shops, or null outside a page the engine renders. */
export function useShopDirectory(): ShopDirectory | null {
  return useContext(ShopDirectoryContext);
}
