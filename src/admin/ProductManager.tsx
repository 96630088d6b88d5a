import { PackageOpen, Plus } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { deleteProduct, listProducts, ProductRefusedError, saveProduct } from '../backend/products.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { hasUnsavedChanges, initialManagerState, manageProducts, shownErrors } from './manager-state.ts';
import type { FocusTarget } from './manager-state.ts';
import { newProductForm, productFromForm } from './product-form.ts';
import { errorsForRefusal } from './product-rules.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductList } from './ProductList.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

const emptyClass = 'rounded-site border border-dashed border-border py-16';

/** How long a saved product's row stays highlighted. */
const HIGHLIGHT_MS = 2500;

/** Moves focus to where the last step leads; a row is scrolled into view and, after a save, highlighted. */
function moveFocus(root: HTMLElement, target: FocusTarget, addButton: HTMLElement | null): void {
  if (target.kind === 'add') {
    addButton?.focus();
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
 * The catalogue as the owner manages it. What happens on each click is decided by `manageProducts`
 * (manager-state.ts); this component asks the backend, reports the answers there and draws the state.
 */
export function ProductManager({ portalContainer }: { portalContainer: HTMLElement | null }) {
  const toast = useToast();
  const [state, dispatch] = useReducer(manageProducts, initialManagerState);
  const { products, loading, editor, held, deletion, focus } = state;
  const blocker = useLeaveGuard(hasUnsavedChanges(state));
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    listProducts().then(
      (list) => {
        if (!cancelled) dispatch({ type: 'loaded', products: list });
      },
      (error: unknown) => {
        console.error(error);
        if (cancelled) return;
        dispatch({ type: 'load-failed' });
        toast({
          title: 'Errore',
          description: 'Impossibile caricare i prodotti',
          variant: 'destructive',
          subject: 'load',
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [toast]);

  useEffect(() => {
    if (focus && root.current) moveFocus(root.current, focus.target, addButton.current);
  }, [focus]);

  const openCreate = () => dispatch({ type: 'create', form: newProductForm() });

  async function save() {
    if (!editor || editor.saving) return;
    const { id } = editor.form;
    const checked = productFromForm(editor.form);
    // Nothing is sent while a field has a problem: each is shown at its field instead.
    if ('errors' in checked) {
      dispatch({ type: 'save-refused', id });
      return;
    }
    dispatch({ type: 'save-started' });
    try {
      const readAt =
        editor.mode === 'create' ? null : (products.find((product) => product.id === id)?.updated_at ?? null);
      const saved = await saveProduct(checked.product, readAt);
      dispatch({ type: 'saved', product: saved });
      toast({
        title: editor.mode === 'create' ? 'Prodotto aggiunto' : 'Prodotto aggiornato',
        description: 'Le modifiche sono state salvate',
        subject: 'save',
      });
    } catch (error) {
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
          {!loading && (
            <p className="mt-1 text-sm text-muted-foreground">
              {products.length === 1 ? '1 prodotto' : `${products.length} prodotti`}
            </p>
          )}
        </div>
        <Button ref={addButton} onClick={openCreate} disabled={editor?.saving}>
          <Plus aria-hidden="true" />
          Aggiungi Prodotto
        </Button>
      </div>

      {editor && (
        <ProductEditor
          // A new card for another product: nothing of the previous one (an upload's progress) carries over.
          key={editor.form.id}
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
        <ProductList
          products={products}
          editingId={editor?.form.id ?? null}
          onEdit={(product) => dispatch({ type: 'edit', product })}
          onDelete={(product) => dispatch({ type: 'delete-asked', product })}
        />
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
