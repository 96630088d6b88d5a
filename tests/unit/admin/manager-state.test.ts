import { describe, expect, it } from 'vitest';
import {
  hasUnsavedChanges,
  initialManagerState,
  manageProducts,
  shownErrors,
  visibleProducts,
  type ManagerAction,
  type ManagerState,
} from '../../../src/admin/manager-state.ts';
import { formFromProduct, newProductForm } from '../../../src/admin/product-form.ts';
import { categoryMessage, fieldMessages } from '../../../src/admin/product-rules.ts';
import { AUREA, product } from './fixtures.ts';

// Made in this order, so the ring is the newer: the list reads [ring, watch], newest first.
const watch = product({ name: 'Cronografo', category: 'Orologi', price: 3200 });
const ring = product({ name: 'Anello Solitario', price: 1500 });

/** The state after the actions, from a fresh manager. */
function after(...actions: ManagerAction[]): ManagerState {
  return actions.reduce(manageProducts, initialManagerState);
}

const loaded: ManagerAction = { type: 'loaded', products: [ring, watch] };

describe('loading the catalogue', () => {
  it('starts loading, with an empty list and the editor closed', () => {
    expect(initialManagerState).toMatchObject({ products: [], loading: true, editor: null, held: null });
  });

  it('shows the products read, newest first', () => {
    expect(after(loaded)).toMatchObject({ products: [ring, watch], loading: false });
    expect(after({ type: 'loaded', products: [watch, ring] }).products).toEqual([ring, watch]);
  });

  it('stops loading when the read fails, with the list empty', () => {
    expect(after({ type: 'load-failed' })).toMatchObject({ products: [], loading: false });
  });
});

describe('opening the editor', () => {
  it('Modifica opens a copy of the product', () => {
    const { editor } = after(loaded, { type: 'edit', product: ring });
    expect(editor).toMatchObject({ mode: 'edit', form: formFromProduct(ring), saving: false, uploading: false });
    expect(editor?.initial).toEqual(editor?.form);
  });

  it('Aggiungi Prodotto opens a new product with the defaults', () => {
    const form = newProductForm(AUREA, 'nuovo');
    expect(after(loaded, { type: 'create', form }).editor).toMatchObject({ mode: 'create', form, initial: form });
  });

  it('an untouched editor gives way at once to another product, or closes', () => {
    const opened = after(loaded, { type: 'edit', product: ring });
    expect(hasUnsavedChanges(opened)).toBe(false);
    expect(manageProducts(opened, { type: 'edit', product: watch }).editor?.form.id).toBe(watch.id);
    expect(manageProducts(opened, { type: 'close' }).editor).toBeNull();
  });
});

describe('editing fields', () => {
  const opened = after(loaded, { type: 'edit', product: ring });

  it('changes the form and counts as unsaved', () => {
    const edited = manageProducts(opened, { type: 'edited', id: ring.id, changes: { name: 'Anello Eternità' } });
    expect(edited.editor?.form).toEqual({ ...formFromProduct(ring), name: 'Anello Eternità' });
    expect(hasUnsavedChanges(edited)).toBe(true);
  });

  it('typing the saved value back leaves nothing unsaved', () => {
    const edited = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'edited', id: ring.id, changes: { name: 'Anello' } },
      { type: 'edited', id: ring.id, changes: { name: ring.name, price: '1500,00' } },
    );
    expect(hasUnsavedChanges(edited)).toBe(false);
  });

  it('ignores an edit for a product whose editor has been replaced', () => {
    const replaced = manageProducts(opened, { type: 'edit', product: watch });
    const late = manageProducts(replaced, { type: 'edited', id: ring.id, changes: { availability: 'venduto' } });
    expect(late).toBe(replaced);
  });
});

describe('unsaved changes', () => {
  const dirty = after(
    loaded,
    { type: 'edit', product: ring },
    { type: 'edited', id: ring.id, changes: { description: 'Oro rosa' } },
  );

  it.each<[string, ManagerAction]>([
    ['opening another product', { type: 'edit', product: watch }],
    ['closing the editor', { type: 'close' }],
    ['adding a product', { type: 'create', form: newProductForm(AUREA, 'nuovo') }],
  ])('%s asks first and keeps the editor as it is', (_, request) => {
    const asked = manageProducts(dirty, request);
    expect(asked.held).toEqual(request);
    expect(asked.editor).toBe(dirty.editor);
  });

  it('"Esci senza salvare" drops the changes and does what was asked', () => {
    const switched = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'edited', id: ring.id, changes: { description: 'Oro rosa' } },
      { type: 'edit', product: watch },
      { type: 'discard-confirmed' },
    );
    expect(switched.held).toBeNull();
    expect(switched.editor).toMatchObject({ mode: 'edit', form: formFromProduct(watch) });

    const closed = manageProducts(manageProducts(dirty, { type: 'close' }), { type: 'discard-confirmed' });
    expect(closed).toMatchObject({ editor: null, held: null });
  });

  it('"Continua a modificare" keeps the editor and its changes', () => {
    const stayed = manageProducts(manageProducts(dirty, { type: 'close' }), { type: 'discard-cancelled' });
    expect(stayed.held).toBeNull();
    expect(stayed.editor).toBe(dirty.editor);
    expect(hasUnsavedChanges(stayed)).toBe(true);
  });

  it('leaving the page (no held request) is confirmed by closing the editor', () => {
    expect(manageProducts(dirty, { type: 'discard-confirmed' })).toMatchObject({ editor: null, held: null });
  });
});

describe('uploading a picture', () => {
  const uploading = after(
    loaded,
    { type: 'edit', product: ring },
    { type: 'upload-changed', id: ring.id, uploading: true },
  );

  it('counts as unsaved while the file travels, so leaving asks first', () => {
    expect(hasUnsavedChanges(uploading)).toBe(true);
    expect(manageProducts(uploading, { type: 'close' }).held).toEqual({ type: 'close' });
    expect(manageProducts(uploading, { type: 'edit', product: watch }).editor?.form.id).toBe(ring.id);
  });

  it('once done, the new picture is the unsaved change', () => {
    const done = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'upload-changed', id: ring.id, uploading: true },
      {
        type: 'edited',
        id: ring.id,
        changes: { images: [{ path: '/storage/nuova-800.webp', alt: 'Anello', width: 800, height: 800 }] },
      },
      { type: 'upload-changed', id: ring.id, uploading: false },
    );
    expect(done.editor).toMatchObject({
      uploading: false,
      form: { images: [{ path: '/storage/nuova-800.webp' }] },
    });
    expect(hasUnsavedChanges(done)).toBe(true);
  });

  it('an upload that ends after its editor was replaced does not touch the new one', () => {
    const replaced = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'upload-changed', id: ring.id, uploading: true },
      { type: 'close' },
      { type: 'discard-confirmed' },
      { type: 'edit', product: watch },
      { type: 'upload-changed', id: watch.id, uploading: true },
    );
    const late = manageProducts(replaced, { type: 'upload-changed', id: ring.id, uploading: false });
    expect(late.editor).toMatchObject({ form: { id: watch.id }, uploading: true });
  });
});

describe('saving', () => {
  const editing = after(
    loaded,
    { type: 'edit', product: ring },
    { type: 'edited', id: ring.id, changes: { price: '1600' } },
  );

  it('marks the editor as saving', () => {
    expect(manageProducts(editing, { type: 'save-started' }).editor?.saving).toBe(true);
  });

  it('an edited product is replaced in place and the editor closes', () => {
    const stored = { ...ring, price: 1600 };
    const saved = manageProducts(manageProducts(editing, { type: 'save-started' }), { type: 'saved', product: stored });
    expect(saved.products).toEqual([stored, watch]);
    expect(saved.editor).toBeNull();
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('a new product comes first, where a reload would show it', () => {
    const form = newProductForm(AUREA, '00000000-0000-4000-8000-00000000abcd');
    const created = product({ id: form.id, name: form.name, price: 0 });
    const saved = after(
      loaded,
      { type: 'create', form },
      { type: 'save-started' },
      { type: 'saved', product: created },
    );
    expect(saved.products).toEqual([created, ring, watch]);
    expect(saved.editor).toBeNull();
  });

  it('a product saved with an older creation time goes to its place among the others', () => {
    const older = { ...product({ name: 'Fermacravatta' }), created_at: '2025-06-01T00:00:00.000Z' };
    const saved = after(
      loaded,
      { type: 'create', form: { ...newProductForm(AUREA, older.id), name: older.name } },
      { type: 'saved', product: older },
    );
    expect(saved.products).toEqual([ring, watch, older]);
  });

  it('after saving, focus goes to the saved product, highlighted', () => {
    const stored = { ...ring, price: 1600 };
    const saved = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'edited', id: ring.id, changes: { price: '1600' } },
      { type: 'save-started' },
      { type: 'saved', product: stored },
    );
    expect(saved.focus?.target).toEqual({ kind: 'row', id: ring.id, highlight: true });
  });

  it('a failed save keeps the editor and its changes, ready to try again', () => {
    const failed = manageProducts(manageProducts(editing, { type: 'save-started' }), { type: 'save-failed' });
    expect(failed.editor).toEqual({ ...editing.editor, saving: false });
    expect(failed.products).toEqual([ring, watch]);
  });

  it('a request held during the save goes ahead once the changes are stored', () => {
    const saved = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'edited', id: ring.id, changes: { price: '1600' } },
      { type: 'save-started' },
      { type: 'edit', product: watch },
      { type: 'saved', product: { ...ring, price: 1600 } },
    );
    expect(saved.held).toBeNull();
    expect(saved.editor?.form.id).toBe(watch.id);
  });
});

describe('deleting', () => {
  const asked = after(loaded, { type: 'delete-asked', product: ring });

  it('asks for confirmation, naming the product', () => {
    expect(asked.deletion).toEqual({ product: ring, busy: false });
  });

  it('Annulla keeps the product', () => {
    expect(manageProducts(asked, { type: 'delete-cancelled' })).toMatchObject({
      deletion: null,
      products: [ring, watch],
    });
  });

  it('the product leaves the list once the server has deleted it', () => {
    const started = manageProducts(asked, { type: 'delete-started' });
    expect(started.deletion).toEqual({ product: ring, busy: true });
    expect(manageProducts(started, { type: 'delete-cancelled' })).toBe(started);
    const deleted = manageProducts(started, { type: 'deleted', id: ring.id });
    expect(deleted).toMatchObject({ deletion: null, products: [watch] });
  });

  it('a refused delete closes the question and keeps the product', () => {
    const failed = after(
      loaded,
      { type: 'delete-asked', product: ring },
      { type: 'delete-started' },
      {
        type: 'delete-failed',
      },
    );
    expect(failed).toMatchObject({ deletion: null, products: [ring, watch] });
  });

  it('deleting the product in the editor closes the editor', () => {
    const deleted = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'delete-asked', product: ring },
      { type: 'delete-started' },
      { type: 'deleted', id: ring.id },
    );
    expect(deleted.editor).toBeNull();
  });

  it('deleting another product leaves the editor open', () => {
    const deleted = after(loaded, { type: 'edit', product: watch }, { type: 'deleted', id: ring.id });
    expect(deleted.editor?.form.id).toBe(watch.id);
  });
});

describe('problems in the form', () => {
  const opened = after(loaded, { type: 'create', form: newProductForm(AUREA, 'nuovo') });

  it('shows nothing while the owner has not left a field or pressed Salva', () => {
    const typing = manageProducts(opened, { type: 'edited', id: 'nuovo', changes: { name: '', price: 'abc' } });
    expect(shownErrors(typing.editor!, AUREA.categories)).toEqual({});
  });

  it("shows a field's problem once the owner leaves it, and drops it as soon as it is fixed", () => {
    const left = after(
      loaded,
      { type: 'create', form: newProductForm(AUREA, 'nuovo') },
      { type: 'edited', id: 'nuovo', changes: { price: '12,' } },
      { type: 'field-left', id: 'nuovo', field: 'price' },
    );
    expect(shownErrors(left.editor!, AUREA.categories)).toEqual({ price: fieldMessages.priceInvalid });
    const fixed = manageProducts(left, { type: 'edited', id: 'nuovo', changes: { price: '12,50' } });
    expect(shownErrors(fixed.editor!, AUREA.categories)).toEqual({});
  });

  it('Salva with problems shows every one and counts a refusal, which moves focus to the first', () => {
    const refused = after(
      loaded,
      { type: 'create', form: newProductForm(AUREA, 'nuovo') },
      { type: 'edited', id: 'nuovo', changes: { name: ' ', price: 'abc', originalPrice: '5' } },
      { type: 'save-refused', id: 'nuovo' },
    );
    expect(refused.editor).toMatchObject({ saving: false, refusals: 1 });
    expect(shownErrors(refused.editor!, AUREA.categories)).toEqual({
      name: fieldMessages.nameMissing,
      price: fieldMessages.priceInvalid,
    });
    // Once the price is readable, the original price is compared with it.
    const priced = manageProducts(refused, { type: 'edited', id: 'nuovo', changes: { price: '10' } });
    expect(shownErrors(priced.editor!, AUREA.categories)).toEqual({
      name: fieldMessages.nameMissing,
      originalPrice: fieldMessages.originalNotAbove,
    });
  });

  it("the database's refusal is shown at its field until that field is edited", () => {
    const refused = after(
      loaded,
      { type: 'create', form: newProductForm(AUREA, 'nuovo') },
      { type: 'save-started' },
      { type: 'save-refused', id: 'nuovo', refused: { category: categoryMessage(AUREA.categories) } },
    );
    expect(refused.editor).toMatchObject({ saving: false, refusals: 1 });
    expect(shownErrors(refused.editor!, AUREA.categories)).toEqual({ category: categoryMessage(AUREA.categories) });
    const described = manageProducts(refused, { type: 'edited', id: 'nuovo', changes: { description: 'Oro' } });
    expect(shownErrors(described.editor!, AUREA.categories)).toEqual({ category: categoryMessage(AUREA.categories) });
    const changed = manageProducts(refused, { type: 'edited', id: 'nuovo', changes: { category: 'Orologi' } });
    expect(shownErrors(changed.editor!, AUREA.categories)).toEqual({});
  });

  it('a refusal for an editor that has been replaced is ignored', () => {
    expect(manageProducts(opened, { type: 'save-refused', id: 'altro' })).toBe(opened);
  });
});

describe('where focus goes', () => {
  it('closing the editor goes back to the button that opened it', () => {
    const fromRow = after(loaded, { type: 'edit', product: watch }, { type: 'close' });
    expect(fromRow.focus?.target).toEqual({ kind: 'edit', id: watch.id });
    const fromAdd = after(loaded, { type: 'create', form: newProductForm(AUREA, 'nuovo') }, { type: 'close' });
    expect(fromAdd.focus?.target).toEqual({ kind: 'add' });
  });

  it('dropping changes to close goes back to the opener too; to open another product, its editor takes focus', () => {
    const closed = after(
      loaded,
      { type: 'edit', product: watch },
      { type: 'edited', id: watch.id, changes: { name: 'Cronografo Blu' } },
      { type: 'close' },
      { type: 'discard-confirmed' },
    );
    expect(closed.focus?.target).toEqual({ kind: 'edit', id: watch.id });
    const switched = after(
      loaded,
      { type: 'edit', product: watch },
      { type: 'edited', id: watch.id, changes: { name: 'Cronografo Blu' } },
      { type: 'edit', product: ring },
      { type: 'discard-confirmed' },
    );
    expect(switched.focus).toBeNull();
    expect(switched.editor?.form.id).toBe(ring.id);
  });

  it('after a delete, to the product that took its place, else the one before, else "Aggiungi Prodotto"', () => {
    const first = after(loaded, { type: 'delete-asked', product: ring }, { type: 'deleted', id: ring.id });
    expect(first.focus?.target).toEqual({ kind: 'row', id: watch.id, highlight: false });
    const last = after(loaded, { type: 'delete-asked', product: watch }, { type: 'deleted', id: watch.id });
    expect(last.focus?.target).toEqual({ kind: 'row', id: ring.id, highlight: false });
    const none = manageProducts(last, { type: 'deleted', id: ring.id });
    expect(none.focus?.target).toEqual({ kind: 'add' });
  });

  it('each step is a new request, even to the same place', () => {
    const once = after(loaded, { type: 'edit', product: watch }, { type: 'close' });
    const twice = after(
      loaded,
      { type: 'edit', product: watch },
      { type: 'close' },
      { type: 'edit', product: watch },
      {
        type: 'close',
      },
    );
    expect(twice.focus?.target).toEqual(once.focus?.target);
    expect(twice.focus?.step).toBeGreaterThan(once.focus?.step ?? 0);
  });
});

describe('states: Pubblica, Archivia, Riporta in bozza and the filter', () => {
  const draft = product({ name: 'Spilla in bozza', status: 'bozza' });
  const archived = product({ name: 'Fede archiviata', status: 'archiviato' });
  const withStates: ManagerAction = { type: 'loaded', products: [ring, watch, draft, archived] };

  it('a new product is a draft', () => {
    expect(after(loaded, { type: 'create', form: newProductForm(AUREA, 'nuovo') }).editor?.form.status).toBe('bozza');
  });

  it('Pubblica with what only a published product may not have: each said at its field', () => {
    const refused = after(
      loaded,
      { type: 'create', form: newProductForm(AUREA, 'nuovo') },
      {
        type: 'save-refused',
        id: 'nuovo',
        refused: { name: fieldMessages.nameDefault, price: fieldMessages.priceZero },
      },
    );
    expect(shownErrors(refused.editor!, AUREA.categories)).toEqual({
      name: fieldMessages.nameDefault,
      price: fieldMessages.priceZero,
    });
    const named = manageProducts(refused, { type: 'edited', id: 'nuovo', changes: { name: 'Spilla Luna' } });
    expect(shownErrors(named.editor!, AUREA.categories)).toEqual({ price: fieldMessages.priceZero });
  });

  it('a save says which state it writes', () => {
    const editing = after(loaded, { type: 'edit', product: ring });
    expect(manageProducts(editing, { type: 'save-started' }).editor?.savingAs).toBe('pubblicato');
    expect(manageProducts(editing, { type: 'save-started', status: 'archiviato' }).editor?.savingAs).toBe('archiviato');
  });

  it('Archivia asks first; Annulla keeps the card as it was', () => {
    const asked = after(loaded, { type: 'edit', product: ring }, { type: 'archive-asked' });
    expect(asked.editor?.archiveAsked).toBe(true);
    const cancelled = manageProducts(asked, { type: 'archive-cancelled' });
    expect(cancelled.editor).toMatchObject({ archiveAsked: false, saving: false, form: formFromProduct(ring) });
    const confirmed = manageProducts(asked, { type: 'archive-confirmed' });
    expect(manageProducts(confirmed, { type: 'save-started', status: 'archiviato' }).editor).toMatchObject({
      archiveAsked: false,
      saving: true,
      savingAs: 'archiviato',
    });
  });

  it('the list can show one state only, with the availability filter on top, and both cleared at once', () => {
    const drafts = after(withStates, { type: 'status-filtered', filter: 'bozza' });
    expect(visibleProducts(drafts)).toEqual([draft]);
    expect(visibleProducts(manageProducts(drafts, { type: 'filtered', filter: 'venduto' }))).toEqual([]);
    const cleared = after(
      withStates,
      { type: 'status-filtered', filter: 'archiviato' },
      { type: 'filtered', filter: 'venduto' },
      { type: 'filters-cleared' },
    );
    expect(visibleProducts(cleared)).toHaveLength(4);
  });
});
