import { createContext, useContext } from 'react';
import type { SiteDocument } from '../../schemas/site.ts';

/**
 * The document of the page being shown. It sits below both the engine, which provides it, and the
 * sections, which read the shop's identity and routes from it, so neither imports the other for it.
 */
const SiteContext = createContext<SiteDocument | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteDocument {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside a site page');
  return site;
}
