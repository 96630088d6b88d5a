import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import type { OwnerShop } from '../backend/owner-shops.ts';
import { useToast } from '../ui/toast.tsx';
import { filterLabel } from './availability.ts';
import { AvailabilityFilterControl } from './AvailabilityFilterControl.tsx';
import { CatalogueDialogs } from './catalogue/CatalogueDialogs.tsx';
import { CatalogueHeading, CatalogueLoading, EmptyCatalogue, NoMatch } from './catalogue/CatalogueViews.tsx';
import { moveFocus } from './catalogue/move-focus.ts';
import { useCatalogueWrites } from './catalogue/use-catalogue-writes.ts';
import { EditorNotice } from './EditorNotice.tsx';
import {
  hasUnsavedChanges,
  initialManagerState,
  manageProducts,
  shownErrors,
  visibleProducts,
} from './manager-state.ts';
import { newProductForm } from './product-form.ts';
import { productsInStatus, statusFilterLabel } from './product-status.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductList } from './ProductList.tsx';
import { StatusFilterControl } from './StatusFilterControl.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useLiveCatalogue } from './useLiveCatalogue.ts';

interface ProductManagerProps {
  /** The shop whose catalogue this is: only its products are listed, and new ones are its. */
  shop: OwnerShop;
  portalContainer: HTMLElement | null;
  /** Whether the editor holds something unsaved: changing shop then asks first. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * One shop's catalogue as its owner manages it, live: what another device changes shows here as it
 * happens. What happens on each click or change is decided by `manageProducts` (manager-state.ts);
 * this component asks the backend (`useLiveCatalogue`, `useCatalogueWrites`), reports the answers
 * there and draws the state.
 */
export function ProductManager({ shop, portalContainer, onUnsavedChange }: ProductManagerProps) {
  const toast = useToast();
  const [state, dispatch] = useReducer(manageProducts, initialManagerState);
  const { products, loading, filter, statusFilter, editor, focus } = state;
  const shown = visibleProducts(state);
  const unsaved = hasUnsavedChanges(state);
  const blocker = useLeaveGuard(unsaved);
  const writes = useCatalogueWrites(state, dispatch, shop.categories);
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useLiveCatalogue(shop.id, dispatch, {
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

  const reportUnsaved = useEffectEvent((value: boolean) => onUnsavedChange?.(value));
  useEffect(() => reportUnsaved(unsaved), [unsaved]);

  useEffect(() => {
    if (focus && root.current) moveFocus(root.current, focus.target, addButton.current);
  }, [focus]);

  const openCreate = () => dispatch({ type: 'create', form: newProductForm(shop) });

  return (
    <div ref={root} className="grid gap-8">
      <CatalogueHeading
        count={loading ? null : products.length}
        addButton={addButton}
        adding={editor?.saving ?? false}
        onAdd={openCreate}
      />

      {editor && (
        <ProductEditor
          // A new card for another product: nothing of the previous one (an upload's progress) carries over.
          key={editor.card}
          mode={editor.mode}
          form={editor.form}
          categories={shop.categories}
          errors={shownErrors(editor, shop.categories)}
          refusals={editor.refusals}
          saving={editor.saving}
          savingAs={editor.savingAs}
          uploading={editor.uploading}
          onChange={(changes) => dispatch({ type: 'edited', id: editor.form.id, changes })}
          onLeave={(field) => dispatch({ type: 'field-left', id: editor.form.id, field })}
          onUploadingChange={(uploading) => dispatch({ type: 'upload-changed', id: editor.form.id, uploading })}
          onSave={() => void writes.save()}
          onPublish={() => void writes.save(editor, 'pubblicato')}
          onArchive={() => dispatch({ type: 'archive-asked' })}
          onToDraft={() => void writes.save(editor, 'bozza')}
          onCancel={() => dispatch({ type: 'close' })}
          notice={
            editor.elsewhere && (
              <EditorNotice
                elsewhere={editor.elsewhere}
                stale={editor.stale}
                busy={editor.saving || editor.uploading}
                onReload={() => dispatch({ type: 'reload-asked' })}
                onSaveAsNew={writes.saveAsNew}
                onClose={() => dispatch({ type: 'close' })}
              />
            )
          }
        />
      )}

      {loading ? (
        <CatalogueLoading />
      ) : products.length === 0 ? (
        !editor && <EmptyCatalogue onAdd={openCreate} />
      ) : (
        <div className="grid gap-5">
          <StatusFilterControl
            products={products}
            filter={statusFilter}
            onChange={(next) => dispatch({ type: 'status-filtered', filter: next })}
          />
          <AvailabilityFilterControl
            products={productsInStatus(products, statusFilter)}
            filter={filter}
            onChange={(next) => dispatch({ type: 'filtered', filter: next })}
          />
          <p role="status" className="text-sm text-muted-foreground">
            In elenco: {shown.length} su {products.length}
          </p>
          {shown.length > 0 ? (
            <ProductList
              products={shown}
              editingId={editor?.form.id ?? null}
              onEdit={(product) => dispatch({ type: 'edit', product })}
              onDelete={(product) => dispatch({ type: 'delete-asked', product })}
            />
          ) : (
            <NoMatch
              label={[statusFilter && statusFilterLabel(statusFilter), filter && filterLabel(filter)]
                .filter(Boolean)
                .join(' · ')}
              onShowAll={() => dispatch({ type: 'filters-cleared' })}
            />
          )}
        </div>
      )}

      <CatalogueDialogs
        state={state}
        dispatch={dispatch}
        blocker={blocker}
        portalContainer={portalContainer}
        onDelete={() => void writes.remove()}
        onArchive={() => {
          dispatch({ type: 'archive-confirmed' });
          void writes.save(editor, 'archiviato');
        }}
      />
    </div>
  );
}
