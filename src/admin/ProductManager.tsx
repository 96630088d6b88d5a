import { PackageOpen, Plus, SearchX } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { deleteProduct, ProductConflictError, ProductRefusedError, saveProduct } from '../backend/products.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { filterLabel, productCount } from './availability.ts';
import { AvailabilityFilterControl } from './AvailabilityFilterControl.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EditorNotice } from './EditorNotice.tsx';
import {
  changedSince,
  hasUnsavedChanges,
  initialManagerState,
  manageProducts,
  shownErrors,
  versionRead,
  visibleProducts,
  type Editor,
  type FocusTarget,
  type ManagerAction,
} from './manager-state.ts';
import { newProductForm, productFromForm } from './product-form.ts';
import { errorsForRefusal } from './product-rules.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductList } from './ProductList.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useLiveCatalogue } from './useLiveCatalogue.ts';

const emptyClass = 'rounded-site border border-dashed border-border py-16';

/** How long a saved product's row stays highlighted. */
const HIGHLIGHT_MS = 2500;

/** Moves focus to where the last step leads; a row is scrolled into view and, after a save, highlighted. */
function moveFocus(root: HTMLElement, target: FocusTarget, addButton: HTMLElement | null): void {
  if (target.kind === 'add') {
    addButton?.focus();
    return;
  }
  if (target.kind === 'notice') {
    const notice = root.querySelector<HTMLElement>('[data-editor-notice]');
    notice?.focus({ preventScroll: true });
    notice?.scrollIntoView({ block: 'nearest' });
    return;
  }
  const row = root.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(target.id)}"]`);
  if (!row) {
    addButton?.focus();
    return;
  }
  const element = target.kind === 'edit' ? row.querySelector<HTMLElement>('[data-action="edit"]') : row;
  element?.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  if (target.kind === 'row' && target.highlight) {
    row.dataset.highlight = 'true';
    window.setTimeout(() => delete row.dataset.highlight, HIGHLIGHT_MS);
  }
}

/**
 * The catalogue as the owner manages it, live: what another device changes shows here as it
 * happens. What happens on each click or change is decided by `manageProducts` (manager-state.ts);
 * this component asks the backend, reports the answers there and draws the state.
 */
export function ProductManager({ portalContainer }: { portalContainer: HTMLElement | null }) {
  const toast = useToast();
  const [state, dispatch] = useReducer(manageProducts, initialManagerState);
  const { products, loading, filter, editor, held, deletion, focus } = state;
  const shown = visibleProducts(state);
  const blocker = useLeaveGuard(hasUnsavedChanges(state));
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useLiveCatalogue(dispatch, {
    focusedProduct: () => {
      const row = document.activeElement?.closest<HTMLElement>('[data-product-id]');
      return row && root.current?.contains(row) ? (row.dataset.productId ?? null) : null;
    },
    onReadFailed: (error) => {
      console.error(error);
      toast({
        title: 'Errore',
        description: 'Impossibile caricare i prodotti',
        variant: 'destructive',
        subject: 'load',
      });
    },
  });

  useEffect(() => {
    if (focus && root.current) moveFocus(root.current, focus.target, addButton.current);
  }, [focus]);

  const openCreate = () => dispatch({ type: 'create', form: newProductForm() });

  async function save(card: Editor | null = editor) {
    if (!card || card.saving) return;
    const { id } = card.form;
    const checked = productFromForm(card.form);
    // Nothing is sent while a field has a problem: each is shown at its field instead.
    if ('errors' in checked) {
      dispatch({ type: 'save-refused', id });
      return;
    }
    dispatch({ type: 'save-started' });
    try {
      // Only the version the card was filled from is replaced: a change made meanwhile elsewhere is refused.
      const saved = await saveProduct(checked.product, versionRead(card));
      dispatch({ type: 'saved', product: saved });
      toast({
        title: card.mode === 'create' ? 'Prodotto aggiunto' : 'Prodotto aggiornato',
        description: 'Le modifiche sono state salvate',
        subject: 'save',
      });
    } catch (error) {
      // Changed or deleted on another device since the card's version: said in the card, with what to do.
      // (Still at that version, the row was refused for another reason: the session may no longer write.)
      if (error instanceof ProductConflictError && changedSince(card, error.current)) {
        console.warn(error);
        dispatch({ type: 'save-conflict', id, current: error.current });
        return;
      }
      // A value the database refuses is the field's problem, said at the field, not in a toast.
      const refused = error instanceof ProductRefusedError ? errorsForRefusal(error) : null;
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

  /** A product deleted on another device is saved again, as a new product with what the card holds. */
  function saveAsNew() {
    const action: ManagerAction = { type: 'save-as-new', id: crypto.randomUUID() };
    dispatch(action);
    void save(manageProducts(state, action).editor);
  }

  async function remove() {
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

  return (
    <div ref={root} className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-display text-3xl sm:text-4xl">Catalogo</h2>
          {!loading && <p className="mt-1 text-sm text-muted-foreground">{productCount(products.length)}</p>}
        </div>
        <Button ref={addButton} onClick={openCreate} disabled={editor?.saving}>
          <Plus aria-hidden="true" />
          Aggiungi Prodotto
        </Button>
      </div>

      {editor && (
        <ProductEditor
          // A new card for another product: nothing of the previous one (an upload's progress) carries over.
          key={editor.card}
          mode={editor.mode}
          form={editor.form}
          errors={shownErrors(editor)}
          refusals={editor.refusals}
          saving={editor.saving}
          uploading={editor.uploading}
          onChange={(changes) => dispatch({ type: 'edited', id: editor.form.id, changes })}
          onLeave={(field) => dispatch({ type: 'field-left', id: editor.form.id, field })}
          onUploadingChange={(uploading) => dispatch({ type: 'upload-changed', id: editor.form.id, uploading })}
          onSave={() => void save()}
          onCancel={() => dispatch({ type: 'close' })}
          notice={
            editor.elsewhere && (
              <EditorNotice
                elsewhere={editor.elsewhere}
                stale={editor.stale}
                busy={editor.saving || editor.uploading}
                onReload={() => dispatch({ type: 'reload-asked' })}
                onSaveAsNew={saveAsNew}
                onClose={() => dispatch({ type: 'close' })}
              />
            )
          }
        />
      )}

      {loading ? (
        <p role="status" className={`${emptyClass} flex items-center justify-center gap-3 text-muted-foreground`}>
          <span
            className="size-5 animate-spin rounded-full border-2 border-border border-t-accent"
            aria-hidden="true"
          />
          Caricamento prodotti...
        </p>
      ) : products.length === 0 ? (
        !editor && (
          <div className={`${emptyClass} flex flex-col items-center gap-4 px-6 text-center`}>
            <PackageOpen className="size-10 text-accent" aria-hidden="true" />
            <p className="font-display text-2xl">Nessun prodotto nel catalogo</p>
            <Button variant="outline" onClick={openCreate}>
              Aggiungi il primo prodotto
            </Button>
          </div>
        )
      ) : (
        <div className="grid gap-5">
          <AvailabilityFilterControl
            products={products}
            filter={filter}
            onChange={(next) => dispatch({ type: 'filtered', filter: next })}
          />
          {shown.length > 0 ? (
            <ProductList
              products={shown}
              editingId={editor?.form.id ?? null}
              onEdit={(product) => dispatch({ type: 'edit', product })}
              onDelete={(product) => dispatch({ type: 'delete-asked', product })}
            />
          ) : (
            <div className={`${emptyClass} flex flex-col items-center gap-4 px-6 text-center`}>
              <SearchX className="size-8 text-accent" aria-hidden="true" />
              <p className="font-display text-2xl">Nessun prodotto «{filterLabel(filter)}»</p>
              <Button variant="outline" onClick={() => dispatch({ type: 'filtered', filter: null })}>
                Mostra tutti i prodotti
              </Button>
            </div>
          )}
        </div>
      )}

      <ConfirmDialog
        open={deletion !== null}
        container={portalContainer}
        title="Eliminare il prodotto?"
        description={
          <>
            «{deletion?.product.name}» verrà rimosso dal catalogo e non sarà più visibile nel negozio. L'operazione non
            si può annullare.
          </>
        }
        confirmLabel="Elimina"
        busyLabel="Eliminazione..."
        busy={deletion?.busy}
        cancelLabel="Annulla"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => dispatch({ type: 'delete-cancelled' })}
      />

      <ConfirmDialog
        open={editor?.reloadAsked ?? false}
        container={portalContainer}
        title="Ricaricare il prodotto?"
        description={
          <>
            Quello che hai scritto in «{editor?.form.name}» sarà sostituito dalla versione salvata sull'altro
            dispositivo.
          </>
        }
        confirmLabel="Ricarica il prodotto"
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => dispatch({ type: 'reload-confirmed' })}
        onCancel={() => dispatch({ type: 'reload-cancelled' })}
      />

      <ConfirmDialog
        open={held !== null || blocker.state === 'blocked'}
        container={portalContainer}
        title="Modifiche non salvate"
        description={<>Le modifiche a «{editor?.form.name}» non sono state salvate e andranno perse.</>}
        confirmLabel="Esci senza salvare"
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => {
          // The changes are dropped first, so a held request, or the navigation, meets a clean editor.
          dispatch({ type: 'discard-confirmed' });
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          dispatch({ type: 'discard-cancelled' });
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </div>
  );
}
