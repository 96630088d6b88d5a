import { hydrateRoot } from 'react-dom/client';
import type { SiteDocument } from '../../schemas/site.ts';
import { islandComponent, type IslandName, type IslandProps } from './components.ts';
import { idPrefix } from './markers.ts';
import { IslandTree } from './tree.tsx';
import { keepTypedValues } from './typed-values.ts';

/**
 * Hydrates one island (`[data-island]`, as `Island` marked it) with its component and props; the
 * promise settles once its first render is on the page with its event handlers. This module brings
 * React: the loader imports it on an island's first trigger, not before.
 */
export async function hydrateIsland(marker: HTMLElement, site: SiteDocument): Promise<void> {
  const name = marker.dataset.island as IslandName;
  const props = JSON.parse(marker.dataset.props ?? '{}') as IslandProps<IslandName>;
  const component = await islandComponent(name);
  const giveTyped = keepTypedValues(marker);
  await new Promise<void>((resolve) => {
    hydrateRoot(marker, <IslandTree component={component} props={props} site={site} onCommit={resolve} />, {
      identifierPrefix: idPrefix(marker.dataset.islandId ?? ''),
    });
  });
  giveTyped();
}
