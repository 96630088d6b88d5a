import type { ActionDispatch } from 'react';
import { deleteProduct, ProductConflictError, ProductRefusedError, saveProduct } from '../../backend/products.ts';
import type { ProductStatus } from '../../products/types.ts';
import { useToast } from '../../ui/toast.tsx';
import {
  changedSince,
  manageProducts,
  versionRead,
  type Editor,
  type ManagerAction,
  type ManagerState,
} from '../manager-state.ts';
import { productFromForm } from '../product-form.ts';
import { errorsForRefusal } from '../product-rules.ts';
import { savedMessage } from '../product-status.ts';

export interface CatalogueWrites {
  /**
   * Salva: checks the card, sends it, and reports the answer (or the problems) to the manager. With
   * `status` (Pubblica, Archivia, Riporta in bozza) the product is saved in that state.
   */
  save: (card?: Editor | null, status?: ProductStatus) => Promise<void>;
  /** A product deleted on another device is saved again, as a new product with what the card holds. */
  saveAsNew: () => void;
  /** Elimina, once confirmed in the dialog. */
  remove: () => Promise<void>;
}

/**
 * The catalogue's writes to the backend, each reported to the manager (`manageProducts`) with the
 * spec's toasts. `categories` are the shop's, which the card's category must be one of.
 */
export function useCatalogueWrites(
  state: ManagerState,
  dispatch: ActionDispatch<[ManagerAction]>,
  categories: readonly string[],
): CatalogueWrites {
  const toast = useToast();

  async function save(card: Editor | null = state.editor, status: ProductStatus = card?.form.status ?? 'bozza') {
    if (!card || card.saving) return;
    const { id } = card.form;
    const checked = productFromForm(card.form, categories, status);
    // Nothing is sent while a field has a problem: each is shown at its field instead (what only
    // publishing asks is not among the form's own checks of a draft, so it is passed on).
    if ('errors' in checked) {
      dispatch({ type: 'save-refused', id, refused: checked.errors });
      return;
    }
    dispatch({ type: 'save-started', status });
    try {
      // Only the version the card was filled from is replaced: a change made meanwhile elsewhere is refused.
      const saved = await saveProduct(checked.product, versionRead(card));
      dispatch({ type: 'saved', product: saved });
      toast({ ...savedMessage(card.mode, card.form.status, saved.status), subject: 'save' });
    } catch (error) {
      // Changed or deleted on another device since the card's version: said in the card, with what to do.
      // (Still at that version, the row was refused for another reason: the session may no longer write.)
      if (error instanceof ProductConflictError && changedSince(card, error.current)) {
        console.warn(error);
        dispatch({ type: 'save-conflict', id, current: error.current });
        return;
      }
      // A value the database refuses is the field's problem, said at the field, not in a toast.
      const refused = error instanceof ProductRefusedError ? errorsForRefusal(error, categories) : null;
      if (refused) {
        console.warn(error);
        dispatch({ type: 'save-refused', id, refused });
        return;
      }
      console.error(error);
      dispatch({ type: 'save-failed' });
      toast({
        title: 'Errore',
        description: 'Impossibile salvare il prodotto',
        variant: 'destructive',
        subject: 'save',
      });
    }
  }

  function saveAsNew() {
    const action: ManagerAction = { type: 'save-as-new', id: crypto.randomUUID() };
    dispatch(action);
    void save(manageProducts(state, action).editor);
  }

  async function remove() {
    const { deletion } = state;
    if (!deletion || deletion.busy) return;
    dispatch({ type: 'delete-started' });
    try {
      await deleteProduct(deletion.product.id);
      dispatch({ type: 'deleted', id: deletion.product.id });
      toast({
        title: 'Prodotto eliminato',
        description: 'Il prodotto è stato rimosso dal catalogo',
        subject: 'delete',
      });
    } catch (error) {
      console.error(error);
      dispatch({ type: 'delete-failed' });
      toast({
        title: 'Errore',
        description: 'Impossibile eliminare il prodotto',
        variant: 'destructive',
        subject: 'delete',
      });
    }
  }

  return { save, saveAsNew, remove };
}
