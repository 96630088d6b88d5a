import { createContext, useContext } from 'react';
import type { SiteDocument } from '../../schemas/site.ts';

const SiteContext = createContext<SiteDocument | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The document of the page being shown: sections read the shop's identity and routes from here. */
export function useSite(): SiteDocument {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside a site page');
  return site;
}
