import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCatalogueState, writeCatalogueState, type CatalogueDefaults, type CatalogueState } from './url-state.ts';

export type UpdateCatalogue = (change: Partial<CatalogueState>) => void;

/**
 * The catalogue's state, read from and written to the address. Every change is a history entry,
 * so the back button returns to the previous filters; a change that alters nothing adds none, and
 * the page does not scroll.
 */
export function useCatalogueState({ sort, view }: CatalogueDefaults): [CatalogueState, UpdateCatalogue] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogueState(params, { sort, view }), [params, sort, view]);

  const update = useCallback<UpdateCatalogue>(
    (change) => {
      const next = writeCatalogueState({ ...state, ...change }, { sort, view }, params);
      if (next.toString() !== params.toString()) setParams(next, { preventScrollReset: true });
    },
    [state, params, setParams, sort, view],
  );

  return [state, update];
}
