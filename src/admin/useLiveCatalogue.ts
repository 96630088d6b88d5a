import { useEffect, useEffectEvent, type ActionDispatch } from 'react';
import { listAllProducts, subscribeToProducts } from '../backend/products.ts';
import type { ManagerAction } from './manager-state.ts';

interface LiveCatalogueOptions {
  /** The product whose row holds keyboard focus, if any: should a change hide it, focus moves on. */
  focusedProduct: () => string | null;
  /** A read of the whole list failed (the list keeps what it had). */
  onReadFailed: (error: unknown) => void;
}

/**
 * One shop's list kept in step with the backend while the admin is open: every insert and update of
 * its products, in every state, and every delete, made on any device is reported to the manager as it is heard,
 * and the whole list is read at the start and again each time the live subscription is confirmed
 * (first join and every rejoin: changes made while disconnected are not replayed). One read at a
 * time; a confirmation during a read asks for one more. The manager replays what it hears during a
 * read on its result.
 */
export function useLiveCatalogue(
  shopId: string,
  dispatch: ActionDispatch<[ManagerAction]>,
  options: LiveCatalogueOptions,
): void {
  const focusedProduct = useEffectEvent(() => options.focusedProduct());
  const onReadFailed = useEffectEvent((error: unknown) => options.onReadFailed(error));

  useEffect(() => {
    let stopped = false;
    let reading = false;
    let readAgain = false;

    function read() {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      dispatch({ type: 'read-started' });
      listAllProducts(shopId)
        .then(
          (products) => {
            if (!stopped) dispatch({ type: 'loaded', products, focusedId: focusedProduct() });
          },
          (error: unknown) => {
            if (stopped) return;
            dispatch({ type: 'load-failed' });
            onReadFailed(error);
          },
        )
        .finally(() => {
          reading = false;
          if (readAgain && !stopped) {
            readAgain = false;
            read();
          }
        });
    }

    // Every state: drafts and archived pieces are the owner's to see.
    const unsubscribe = subscribeToProducts(
      shopId,
      (change) => {
        if (stopped) return;
        if (change.type === 'resync') read();
        else dispatch({ type: 'changed', change, focusedId: focusedProduct() });
      },
      true,
    );
    read();
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [shopId, dispatch]);
}
