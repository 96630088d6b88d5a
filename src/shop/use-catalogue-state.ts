import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCatalogueState, writeCatalogueState, type CatalogueDefaults, type CatalogueState } from './url-state.ts';

export type UpdateCatalogue = (change: Partial<CatalogueState>) => void;

/** A change the visitor made that the address has not caught up with yet. */
interface Ahead {
  state: CatalogueState;
  /** The query when the change was made: while the address still shows it, the change is pending. */
  from: string;
}

/**
 * The catalogue's state, kept in the address. Every change is a history entry, so the back button
 * returns to the previous filters; a change that alters nothing adds none, and the page does not
 * scroll.
 *
 * A router navigation commits in a transition, after the route's loader: the list would follow a
 * click a beat late. So the chosen state is shown at once and the address follows; as soon as the
 * address changes (to this state, or because the visitor went back) it is the only source again.
 */
export function useCatalogueState({ sort, view }: CatalogueDefaults): [CatalogueState, UpdateCatalogue] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const fromAddress = useMemo(() => readCatalogueState(new URLSearchParams(query), { sort, view }), [query, sort, view]);
  const [ahead, setAhead] = useState<Ahead | null>(null);
  const state = ahead && ahead.from === query ? ahead.state : fromAddress;

  useEffect(() => setAhead(null), [query]);

  const update = useCallback<UpdateCatalogue>(
    (change) => {
      const next = { ...state, ...change };
      const nextParams = writeCatalogueState(next, { sort, view }, new URLSearchParams(query));
      if (nextParams.toString() === query) {
        // Back to what the address already says: drop the pending change and the navigation to it.
        if (ahead) {
          setAhead(null);
          setParams(nextParams, { replace: true, preventScrollReset: true });
        }
        return;
      }
      setAhead({ state: next, from: query });
      setParams(nextParams, { preventScrollReset: true });
    },
    [state, query, ahead, setParams, sort, view],
  );

  return [state, update];
}
