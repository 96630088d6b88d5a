import { createContext, useContext, useId, type ReactNode } from 'react';
import type { IslandName, IslandProps, Trigger } from './components.ts';

/** One island of a page rendered as HTML with islands: what the browser hydrates it with. */
export interface IslandEntry<N extends IslandName = IslandName> {
  id: string;
  name: N;
  props: IslandProps<N>;
}

/** Collects a page's islands while it renders (`src/islands/render.tsx`); absent in an app. */
export class IslandCollector {
  readonly #islands = new Map<string, IslandEntry>();

  /** Notes an island by its id (`useId`: the same however often the page's render runs). */
  add<N extends IslandName>(id: string, name: N, props: IslandProps<N>): void {
    this.#islands.set(id, { id, name, props });
  }

  get islands(): IslandEntry[] {
    return [...this.#islands.values()];
  }
}

const Collector = createContext<IslandCollector | null>(null);

export const IslandPage = Collector.Provider;

/** The placeholder an island's markup takes the place of, once rendered in its own root. */
export const islandSlot = (id: string) => `<!--island:${id}-->`;

/**
 * A part of the page that comes alive on its own. In an app (the catalogue, a product page, the
 * admin) it is `children`, rendered in place like the rest. In a page rendered as HTML with islands
 * it is a marker carrying `name` and `props`, which must render `children` (the marker's content
 * is rendered in a root of its own, so the browser can hydrate it alone), and the trigger the
 * browser waits for before it loads the island's code and React.
 */
export function Island<N extends IslandName>({
  name,
  props,
  trigger,
  wakeOnQuery,
  children,
}: {
  name: N;
  props: IslandProps<N>;
  trigger: Trigger;
  /** A query parameter whose presence in the address brings the island alive as the page arrives. */
  wakeOnQuery?: string | undefined;
  children: ReactNode;
}) {
  const collector = useContext(Collector);
  const id = useId();
  if (!collector) return children;
  collector.add(id, name, props);
  return (
    <div
      data-island={name}
      data-island-id={id}
      data-trigger={trigger}
      data-wake-on-query={wakeOnQuery}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
    />
  );
}
