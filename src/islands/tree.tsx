import { useEffect, type ComponentType } from 'react';
import type { SiteDocument } from '../../schemas/site.ts';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { IslandName, IslandProps } from './components.ts';

/**
 * The site's document as islands read it (`useSite()`): the shop, its theme and routes, and its
 * sections by type and id only (the header links to them). It travels once per page.
 */
export function islandSite(site: SiteDocument): SiteDocument {
  return {
    ...site,
    sections: site.sections.map((section) => ({ type: section.type, id: section.id })),
  } as SiteDocument;
}

/** Calls `onCommit` once the island's first render is on the page with its handlers. */
function Committed({ onCommit }: { onCommit?: (() => void) | undefined }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * What an island renders, on the server into its marker and in the browser to hydrate it: its
 * component in the site's context. Both sides render this same tree, with the island's id as the
 * prefix of `useId`, so the browser finds the markup it would have made.
 */
export function IslandTree<N extends IslandName>({
  component: Component,
  props,
  site,
  onCommit,
}: {
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  site: SiteDocument;
  onCommit?: () => void;
}) {
  return (
    <SiteProvider value={site}>
      <Component {...props} />
      <Committed onCommit={onCommit} />
    </SiteProvider>
  );
}
