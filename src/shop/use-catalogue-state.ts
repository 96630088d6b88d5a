import { useCallback, useEffect, useMemo, useRef } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { readCatalogueState, writeCatalogueState, type CatalogueSetup, type CatalogueState } from './url-state.ts';

export type UpdateCatalogue = (change: Partial<CatalogueState>) => void;

const liveQuery = () => window.location.search.replace(/^\?/, '');

/**
 * The catalogue's state, kept in the address. Every change is a history entry, so the back button
 * returns to the previous filters; a change that alters nothing adds none, and the page does not
 * scroll.
 *
 * A change is rendered as soon as the router has it (flushSync, not a transition), so the list
 * answers at once. It builds on the address the router is heading to, not on the last render: two
 * quick changes (a tab, then a sort) both survive, whatever the order in which React catches up.
 */
export function useCatalogueState(setup: CatalogueSetup): [CatalogueState, UpdateCatalogue] {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const query = params.toString();
  const state = useMemo(() => readCatalogueState(new URLSearchParams(query), setup), [query, setup]);
  // The query last asked for, until the address reaches it (or the visitor goes back or forward).
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (requested.current === query || navigationType === NavigationType.Pop) requested.current = null;
  }, [query, navigationType]);

  const update = useCallback<UpdateCatalogue>(
    (change) => {
      const current = new URLSearchParams(requested.current ?? liveQuery());
      const next = writeCatalogueState({ ...readCatalogueState(current, setup), ...change }, setup, current);
      if (next.toString() === current.toString()) return;
      requested.current = next.toString();
      setParams(next, { preventScrollReset: true, flushSync: true });
    },
    [setParams, setup],
  );

  return [state, update];
}
