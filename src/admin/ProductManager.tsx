import { PackageOpen, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { deleteProduct, saveProduct } from '../products/admin.ts';
import { listProducts } from '../products/catalogue.ts';
import type { Product } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formFromProduct, formsDiffer, newProductForm, productFromForm, type ProductForm } from './product-form.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductList } from './ProductList.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

interface Editing {
  mode: 'create' | 'edit';
  /** As the product was when the card opened: what "unsaved changes" are measured against. */
  initial: ProductForm;
  form: ProductForm;
}

/**
 * The catalogue as the owner manages it (spec §4 "Admin"): the list loads, the editor is closed,
 * creating or editing; Salva upserts and closes, Annulla closes; a delete leaves the list once the
 * server has confirmed it. Nothing typed is lost without the owner saying so.
 */
export function ProductManager({ portalContainer }: { portalContainer: HTMLElement | null }) {
  const toast = useToast();
  const [products, setProducts] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** An action held back until the owner agrees to drop the editor's changes. */
  const [pendingDiscard, setPendingDiscard] = useState<(() => void) | null>(null);

  const dirty = editing !== null && (uploading || formsDiffer(editing.form, editing.initial));
  const blocker = useLeaveGuard(dirty);

  useEffect(() => {
    let cancelled = false;
    listProducts().then(
      (list) => {
        if (!cancelled) setProducts(list);
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) toast({ title: 'Errore', description: 'Impossibile caricare i prodotti', variant: 'destructive' });
      },
    ).finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [toast]);

  const unlessUnsaved = useCallback(
    (action: () => void) => {
      if (dirty) setPendingDiscard(() => action);
      else action();
    },
    [dirty],
  );

  const openCreate = () =>
    unlessUnsaved(() => {
      const form = newProductForm();
      setEditing({ mode: 'create', initial: form, form });
    });

  const openEdit = (product: Product) =>
    unlessUnsaved(() => {
      const form = formFromProduct(product);
      setEditing({ mode: 'edit', initial: form, form });
    });

  const close = () => unlessUnsaved(() => setEditing(null));

  async function save() {
    if (!editing) return;
    setSaving(true);
    try {
      const saved = await saveProduct(productFromForm(editing.form));
      // Appended when new, replaced in place when edited (matched by id either way).
      setProducts((list) => (list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [...list, saved]));
      setEditing(null);
      toast({ title: editing.mode === 'create' ? 'Prodotto aggiunto' : 'Prodotto aggiornato', description: 'Le modifiche sono state salvate' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Errore', description: 'Impossibile salvare il prodotto', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  async function remove(product: Product) {
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      setProducts((list) => list.filter((p) => p.id !== product.id));
      if (editing?.form.id === product.id) setEditing(null);
      toast({ title: 'Prodotto eliminato', description: 'Il prodotto è stato rimosso dal catalogo' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Errore', description: 'Impossibile eliminare il prodotto', variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirmDelete(null);
    }
  }

  const discardOpen = pendingDiscard !== null || blocker.state === 'blocked';

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-display text-3xl sm:text-4xl">Catalogo</h2>
          {!loading && (
            <p className="mt-1 text-sm text-muted-foreground">
              {products.length === 1 ? '1 prodotto' : `${products.length} prodotti`}
            </p>
          )}
        </div>
        <Button onClick={openCreate} disabled={saving}>
          <Plus aria-hidden="true" />
          Aggiungi Prodotto
        </Button>
      </div>

      {editing && (
        <ProductEditor
          mode={editing.mode}
          form={editing.form}
          saving={saving}
          uploading={uploading}
          onChange={(form) => setEditing((current) => (current ? { ...current, form } : current))}
          onUploadingChange={setUploading}
          onSave={() => void save()}
          onCancel={close}
        />
      )}

      {loading ? (
        <p role="status" className="flex items-center justify-center gap-3 rounded-site border border-dashed border-border py-16 text-muted-foreground">
          <span className="size-5 animate-spin rounded-full border-2 border-border border-t-accent" aria-hidden="true" />
          Caricamento prodotti...
        </p>
      ) : products.length === 0 ? (
        !editing && (
          <div className="flex flex-col items-center gap-4 rounded-site border border-dashed border-border px-6 py-16 text-center">
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
          editingId={editing?.form.id ?? null}
          onEdit={openEdit}
          onDelete={setConfirmDelete}
        />
      )}

      <ConfirmDialog
        open={confirmDelete !== null}
        container={portalContainer}
        title="Eliminare il prodotto?"
        description={
          <>
            «{confirmDelete?.name}» verrà rimosso dal catalogo e non sarà più visibile nel negozio. L'operazione non si può
            annullare.
          </>
        }
        confirmLabel="Elimina"
        busyLabel="Eliminazione..."
        busy={deleting}
        cancelLabel="Annulla"
        destructive
        onConfirm={() => {
          if (confirmDelete) void remove(confirmDelete);
        }}
        onCancel={() => setConfirmDelete(null)}
      />

      <ConfirmDialog
        open={discardOpen}
        container={portalContainer}
        title="Modifiche non salvate"
        description={<>Le modifiche a «{editing?.form.name}» non sono state salvate e andranno perse.</>}
        confirmLabel="Esci senza salvare"
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => {
          const action = pendingDiscard;
          setPendingDiscard(null);
          if (blocker.state === 'blocked') {
            setEditing(null);
            blocker.proceed();
          } else if (action) {
            // Dropping the changes first, so the action sees a clean editor.
            setEditing(null);
            action();
          }
        }}
        onCancel={() => {
          setPendingDiscard(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </div>
  );
}
