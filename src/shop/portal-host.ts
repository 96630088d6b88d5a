import { createContext, useContext } from 'react';

/**
 * Where the catalogue's pop-ups (select menus) are mounted: inside the site's themed element, so
 * they read its colours and fonts, yet outside any overflow that would clip them.
 */
export const PortalHostContext = createContext<HTMLElement | null>(null);

export function usePortalHost(): HTMLElement | null {
  return useContext(PortalHostContext);
}
