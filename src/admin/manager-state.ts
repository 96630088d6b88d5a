import type { AppliedChange } from '../products/changes.ts';
import type { Product, ProductStatus } from '../products/types.ts';
import { filteredProducts, type AvailabilityFilter } from './availability.ts';
import { productsInStatus, type StatusFilter } from './product-status.ts';
import { formFromProduct, formProblems, formsDiffer, type FormChanges, type ProductForm } from './product-form.ts';
import { FORM_FIELDS, type FieldErrors, type FormField } from './product-rules.ts';
import { isLaterVersion } from './product-versions.ts';

/**
 * The catalogue as the owner manages it (spec §4 "Admin"), as state and transitions: the list
 * loads and then follows every change made on any device; the editor is closed, creating or
 * editing; Salva upserts and closes (Pubblica, Archivia and Riporta in bozza too, writing the product in
 * their state; Archivia once the owner confirms), Annulla closes; a delete leaves the list once the server has
 * confirmed it. Nothing typed is lost without the owner saying so, nothing with a problem is sent,
 * a save never replaces a version of the product the owner has not seen, and after each step focus
 * goes where the owner's work continues. The screen runs the calls to the backend and reports their
 * outcome here.
 */

/** The control that opened the editor: focus goes back to it when the editor closes. */
export type Opener = { kind: 'add' } | { kind: 'edit'; id: string };

/** What became of the product in the editor on another device, since the version the card holds. */
export type Elsewhere =
  /** It was changed while the card held nothing unsaved: the card now shows the stored version. */
  | { kind: 'refreshed' }
  /** It was changed while the owner had unsaved changes, which stay as typed; `current` is what is stored. */
  | { kind: 'changed'; current: Product }
  | { kind: 'deleted' };

/** The editor card while it is open. */
export interface Editor {
  mode: 'create' | 'edit';
  /** Tells one card from the next; stays when a deleted product's card is saved as a new product. */
  card: string;
  /** As the product was when the card opened: what "unsaved changes" are measured against. */
  initial: ProductForm;
  form: ProductForm;
  /** The stored version the card was filled from (null for a new product): a save replaces only this version. */
  base: Product | null;
  opener: Opener;
  /** A picture is on its way: leaving would lose it, and Salva waits for it. */
  uploading: boolean;
  saving: boolean;
  /** The state the save under way writes (Salva: the card's own; Pubblica, Archivia, Riporta in bozza: theirs). */
  savingAs: ProductStatus | null;
  /** The owner pressed Archivia and is asked to confirm. */
  archiveAsked: boolean;
  /** Fields whose problems are shown: once the owner has left them, and all of them after Salva. */
  checked: readonly FormField[];
  /** What the database refused at the last save, by field, until that field is edited. */
  refused: FieldErrors;
  /** Refused saves so far: each one moves focus to the first field with a problem. */
  refusals: number;
  /** What happened to the product on another device while the card was open. */
  elsewhere: Elsewhere | null;
  /** A save was refused because of `elsewhere`: the owner is told the changes were not saved. */
  stale: boolean;
  /** The owner asked to load the stored version over the typed changes, and is asked to confirm. */
  reloadAsked: boolean;
}

/** What the screen moves keyboard focus to after a step. */
export type FocusTarget =
  | { kind: 'add' }
  | { kind: 'edit'; id: string }
  /** The product's row, scrolled into view and, after a save, briefly highlighted. */
  | { kind: 'row'; id: string; highlight: boolean }
  /** The editor's message about the product changed or deleted on another device. */
  | { kind: 'notice' };

/** What closes the editor or puts another product in it: held while there are unsaved changes. */
export type EditorRequest =
  { type: 'create'; form: ProductForm } | { type: 'edit'; product: Product } | { type: 'close' };

export interface ManagerState {
  /** Newest first, as the server orders them, at all times; each product at its latest version heard of. */
  products: readonly Product[];
  loading: boolean;
  /** The list shows only the products with this availability; null shows them all. */
  filter: AvailabilityFilter;
  /** The list shows only the products in this state; null shows them all. */
  statusFilter: StatusFilter;
  /**
   * Changes heard while the whole list is being read, replayed on its result: the read may have been
   * answered before they were made. Null while no read is under way.
   */
  replay: readonly AppliedChange[] | null;
  editor: Editor | null;
  /** A request waiting for the owner to agree to drop the editor's changes. */
  held: EditorRequest | null;
  /** The product the owner is asked about deleting; `busy` while the server deletes it. */
  deletion: { product: Product; busy: boolean } | null;
  /** Where focus goes next; `step` tells one request from the next for the same target. */
  focus: { target: FocusTarget; step: number } | null;
}

export type ManagerAction =
  /** A read of the whole list begins (the first, or again once the live subscription is confirmed). */
  | { type: 'read-started' }
  | { type: 'loaded'; products: readonly Product[]; focusedId?: string | null }
  | { type: 'load-failed' }
  /** A change made on any device, heard live; `focusedId` names the product whose row has focus. */
  | { type: 'changed'; change: AppliedChange; focusedId?: string | null }
  | { type: 'filtered'; filter: AvailabilityFilter }
  | { type: 'status-filtered'; filter: StatusFilter }
  /** "Mostra tutti i prodotti": neither filter any more. */
  | { type: 'filters-cleared' }
  | EditorRequest
  | { type: 'discard-confirmed' }
  | { type: 'discard-cancelled' }
  // Edits and uploads name the product they belong to: one that ends after its editor was replaced is ignored.
  | { type: 'edited'; id: string; changes: FormChanges }
  | { type: 'field-left'; id: string; field: FormField }
  | { type: 'upload-changed'; id: string; uploading: boolean }
  /** Salva with problems in the form, or a save the database refused for a field's value. */
  | { type: 'save-refused'; id: string; refused?: FieldErrors }
  /** A save begins, writing the product as `status`. */
  | { type: 'save-started'; status?: ProductStatus }
  /** Archivia, asked to confirm; the confirmed archive is a save as `archiviato`. */
  | { type: 'archive-asked' }
  | { type: 'archive-cancelled' }
  | { type: 'archive-confirmed' }
  | { type: 'saved'; product: Product }
  | { type: 'save-failed' }
  /** The save was not made: the product changed (`current`) or was deleted (null) since the card's version. */
  | { type: 'save-conflict'; id: string; current: Product | null }
  /** "Ricarica il prodotto": the stored version replaces the card's, once the owner confirms. */
  | { type: 'reload-asked' }
  | { type: 'reload-confirmed' }
  | { type: 'reload-cancelled' }
  /** A product deleted elsewhere is kept as a new product, under a new id, and saved. */
  | { type: 'save-as-new'; id: string }
  | { type: 'delete-asked'; product: Product }
  | { type: 'delete-cancelled' }
  | { type: 'delete-started' }
  | { type: 'deleted'; id: string }
  | { type: 'delete-failed' };

export const initialManagerState: ManagerState = {
  products: [],
  loading: true,
  filter: null,
  statusFilter: null,
  replay: null,
  editor: null,
  held: null,
  deletion: null,
  focus: null,
};

/** True when closing the editor now would lose something: a typed change or a picture on its way. */
export function hasUnsavedChanges({ editor }: ManagerState): boolean {
  return editor !== null && (editor.uploading || formsDiffer(editor.form, editor.initial));
}

/** The products the list shows: those both filters let through, newest first. */
export function visibleProducts(state: Pick<ManagerState, 'products' | 'filter' | 'statusFilter'>): readonly Product[] {
  return filteredProducts(productsInStatus(state.products, state.statusFilter), state.filter);
}

/** The version a save may replace: the one the card was filled from; null saves a new product. */
export function versionRead(editor: Editor): string | null {
  return editor.base?.updated_at ?? null;
}

/**
 * Whether the product is no longer the version the card was filled from: deleted (`current` null) or
 * stored since. A save refused while it is still that version was refused for another reason.
 */
export function changedSince(editor: Editor, current: Product | null): boolean {
  return current === null || editor.base === null || isLaterVersion(current, editor.base);
}

/**
 * The problems the editor shows, by field: the form's own for the fields checked, else the
 * database's. `categories` are those of the product's shop.
 */
export function shownErrors(editor: Editor, categories: readonly string[]): FieldErrors {
  const problems = formProblems(editor.form, categories);
  const shown: FieldErrors = {};
  for (const field of FORM_FIELDS) {
    const message = (editor.checked.includes(field) ? problems[field] : undefined) ?? editor.refused[field];
    if (message !== undefined) shown[field] = message;
  }
  return shown;
}

function open(mode: Editor['mode'], form: ProductForm, base: Product | null, opener: Opener): Editor {
  return {
    mode,
    card: form.id,
    initial: form,
    form,
    base,
    opener,
    uploading: false,
    saving: false,
    savingAs: null,
    archiveAsked: false,
    checked: [],
    refused: {},
    refusals: 0,
    elsewhere: null,
    stale: false,
    reloadAsked: false,
  };
}

function focusOn(state: ManagerState, target: FocusTarget): ManagerState {
  return { ...state, focus: { target, step: (state.focus?.step ?? 0) + 1 } };
}

function carryOut(state: ManagerState, request: EditorRequest): ManagerState {
  switch (request.type) {
    case 'create':
      return { ...state, editor: open('create', request.form, null, { kind: 'add' }) };
    case 'edit':
      return {
        ...state,
        editor: open('edit', formFromProduct(request.product), request.product, {
          kind: 'edit',
          id: request.product.id,
        }),
      };
    case 'close':
      // Back to the button that opened the card, or to "Aggiungi Prodotto" if its product is gone.
      return state.editor ? focusOn({ ...state, editor: null }, openerTarget(state, state.editor.opener)) : state;
  }
}

function openerTarget(state: ManagerState, opener: Opener): FocusTarget {
  return opener.kind === 'edit' && visibleProducts(state).some((product) => product.id === opener.id)
    ? opener
    : { kind: 'add' };
}

/**
 * The editor goes; a request that was waiting for it to go is carried out. Without one, focus goes
 * to `then`, or back to the control that opened the editor.
 */
function closeEditor(state: ManagerState, then?: FocusTarget): ManagerState {
  const { held } = state;
  const unheld = { ...state, held: null };
  if (held && held.type !== 'close') return carryOut(unheld, held);
  return then ? focusOn({ ...unheld, editor: null }, then) : carryOut(unheld, { type: 'close' });
}

/** The open editor with some of its fields changed; with `id`, only while it is that product's. */
function updateEditor(state: ManagerState, changes: Partial<Editor>, id?: string): ManagerState {
  const { editor } = state;
  if (!editor || (id !== undefined && editor.form.id !== id)) return state;
  return { ...state, editor: { ...editor, ...changes } };
}

function newestFirst(a: Product, b: Product): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at);
}

/**
 * The list with the saved product where a reload would show it: newest first by the server's
 * `created_at`, so a new product comes first and an edited one stays in its place. A version older
 * than the one listed (a change heard late, or replayed after a read) changes nothing.
 */
function withSaved(products: readonly Product[], saved: Product): readonly Product[] {
  const listed = products.find((product) => product.id === saved.id);
  if (listed && isLaterVersion(listed, saved)) return products;
  const others = products.filter((product) => product.id !== saved.id);
  const at = others.findIndex((product) => newestFirst(saved, product) < 0);
  return at === -1 ? [...others, saved] : [...others.slice(0, at), saved, ...others.slice(at)];
}

function withChange(products: readonly Product[], change: AppliedChange): readonly Product[] {
  return change.type === 'delete'
    ? products.filter((product) => product.id !== change.id)
    : withSaved(products, change.product);
}

/** The change, kept for the read under way (if any) to replay on its result. */
function remembered(state: ManagerState, change: AppliedChange): ManagerState['replay'] {
  return state.replay ? [...state.replay, change] : null;
}

/** Which fields an edit touches, and those whose check depends on them. */
function touchedFields(changes: FormChanges): FormField[] {
  const fields = FORM_FIELDS.filter((field) => field in changes);
  return fields.includes('price') ? [...fields, 'originalPrice'] : fields;
}

/** The card filled with a stored version of its product, which it now counts as read. */
function withStoredVersion(state: ManagerState, stored: Product): ManagerState {
  const form = formFromProduct(stored);
  return updateEditor(state, {
    form,
    initial: form,
    base: stored,
    checked: [],
    refused: {},
    elsewhere: { kind: 'refreshed' },
    stale: false,
    reloadAsked: false,
  });
}

/**
 * The editor follows its product as the list hears of it: changed elsewhere, an untouched card
 * takes the new version, one with unsaved changes keeps them and says so; deleted elsewhere, the
 * card says so. A card that is saving waits for the answer (the change may be its own save).
 */
function followStored(state: ManagerState): ManagerState {
  const { editor } = state;
  if (!editor?.base || editor.saving) return state;
  const { id } = editor.base;
  const stored = state.products.find((product) => product.id === id);
  if (!stored)
    return editor.elsewhere?.kind === 'deleted' ? state : updateEditor(state, { elsewhere: { kind: 'deleted' } });
  if (!isLaterVersion(stored, editor.base)) return state;
  if (!hasUnsavedChanges(state) && !editor.reloadAsked) return withStoredVersion(state, stored);
  const known = editor.elsewhere?.kind === 'changed' ? editor.elsewhere.current : null;
  if (known && !isLaterVersion(stored, known)) return state;
  return updateEditor(state, { elsewhere: { kind: 'changed', current: stored } });
}

/**
 * The row that takes the place of product `id` in the list shown: the one after it, else the one
 * before, else "Aggiungi Prodotto". `before` is the state that still showed it.
 */
function neighbourOf(before: ManagerState, after: ManagerState, id: string): FocusTarget {
  const index = visibleProducts(before).findIndex((product) => product.id === id);
  const shown = visibleProducts(after);
  const neighbour = shown[Math.min(Math.max(index, 0), shown.length - 1)];
  return neighbour ? { kind: 'row', id: neighbour.id, highlight: false } : { kind: 'add' };
}

/**
 * After the list changed: the editor follows its product, a delete question about a product that
 * is gone closes, and focus held by a row that is no longer shown moves to its neighbour.
 */
function followList(before: ManagerState, next: ManagerState, focusedId: string | null | undefined): ManagerState {
  let state = followStored(next);
  const { deletion } = state;
  if (deletion && !deletion.busy) {
    const stored = state.products.find((product) => product.id === deletion.product.id);
    if (!stored) return focusOn({ ...state, deletion: null }, neighbourOf(before, state, deletion.product.id));
    if (stored !== deletion.product) state = { ...state, deletion: { ...deletion, product: stored } };
  }
  if (focusedId && !visibleProducts(state).some((product) => product.id === focusedId)) {
    state = focusOn(state, neighbourOf(before, state, focusedId));
  }
  return state;
}

export function manageProducts(state: ManagerState, action: ManagerAction): ManagerState {
  switch (action.type) {
    case 'read-started':
      return { ...state, replay: [] };
    case 'loaded': {
      const read = [...action.products].sort(newestFirst);
      const products = (state.replay ?? []).reduce(withChange, read);
      return followList(state, { ...state, products, loading: false, replay: null }, action.focusedId);
    }
    case 'load-failed':
      return { ...state, loading: false, replay: null };
    case 'changed': {
      const { change } = action;
      const replay = remembered(state, change);
      // The owner's own delete, under way: the server's answer removes the row and says where focus goes.
      if (change.type === 'delete' && state.deletion?.busy && state.deletion.product.id === change.id) {
        return { ...state, replay };
      }
      return followList(state, { ...state, products: withChange(state.products, change), replay }, action.focusedId);
    }
    case 'filtered':
      return { ...state, filter: action.filter };
    case 'status-filtered':
      return { ...state, statusFilter: action.filter };
    case 'filters-cleared':
      return { ...state, filter: null, statusFilter: null };

    case 'create':
    case 'edit':
    case 'close':
      return hasUnsavedChanges(state) ? { ...state, held: action } : carryOut(state, action);
    case 'discard-confirmed':
      return closeEditor(state);
    case 'discard-cancelled':
      return { ...state, held: null };

    case 'edited': {
      const { editor } = state;
      if (editor?.form.id !== action.id) return state;
      // What the database said about a field no longer holds once the owner has changed it.
      const touched = touchedFields(action.changes);
      const refused = Object.fromEntries(
        Object.entries(editor.refused).filter(([field]) => !touched.some((changed) => changed === field)),
      );
      return updateEditor(state, { form: { ...editor.form, ...action.changes }, refused });
    }
    case 'field-left': {
      const { editor } = state;
      if (editor?.form.id !== action.id || editor.checked.includes(action.field)) return state;
      return updateEditor(state, { checked: [...editor.checked, action.field] });
    }
    case 'upload-changed':
      return updateEditor(state, { uploading: action.uploading }, action.id);

    case 'save-refused': {
      const { editor } = state;
      if (editor?.form.id !== action.id) return state;
      return followStored(
        updateEditor(state, {
          saving: false,
          savingAs: null,
          checked: FORM_FIELDS,
          refused: action.refused ?? {},
          refusals: editor.refusals + 1,
        }),
      );
    }
    case 'save-started':
      return updateEditor(state, {
        saving: true,
        savingAs: action.status ?? state.editor?.form.status ?? null,
        archiveAsked: false,
      });
    case 'archive-asked':
      return state.editor?.saving ? state : updateEditor(state, { archiveAsked: true });
    case 'archive-cancelled':
    case 'archive-confirmed':
      return updateEditor(state, { archiveAsked: false });
    case 'saved': {
      const change: AppliedChange = { type: 'update', product: action.product };
      const before = state;
      const saved = {
        ...state,
        products: withSaved(state.products, action.product),
        replay: remembered(state, change),
      };
      if (state.editor?.form.id !== action.product.id) return saved;
      // The saved product's row, unless the filter now hides it: then the row that took its place.
      const shown = visibleProducts(saved).some((product) => product.id === action.product.id);
      const wasShown = visibleProducts(before).some((product) => product.id === action.product.id);
      const then: FocusTarget = shown
        ? { kind: 'row', id: action.product.id, highlight: true }
        : wasShown
          ? neighbourOf(before, saved, action.product.id)
          : { kind: 'add' };
      return closeEditor(saved, then);
    }
    case 'save-failed':
      return followStored(updateEditor(state, { saving: false, savingAs: null }));
    case 'save-conflict': {
      const { editor } = state;
      if (editor?.form.id !== action.id) return state;
      const { current } = action;
      const change: AppliedChange = current ? { type: 'update', product: current } : { type: 'delete', id: action.id };
      const products = withChange(state.products, change);
      // The latest version heard of: the answer's, or one the live list has heard since.
      const latest = products.find((product) => product.id === action.id) ?? current;
      const elsewhere: Elsewhere = current && latest ? { kind: 'changed', current: latest } : { kind: 'deleted' };
      const refused = { ...state, products, replay: remembered(state, change) };
      return focusOn(updateEditor(refused, { saving: false, savingAs: null, elsewhere, stale: true }), {
        kind: 'notice',
      });
    }
    case 'reload-asked': {
      const { editor } = state;
      if (editor?.elsewhere?.kind !== 'changed') return state;
      if (hasUnsavedChanges(state)) return updateEditor(state, { reloadAsked: true });
      return focusOn(withStoredVersion(state, editor.elsewhere.current), { kind: 'notice' });
    }
    case 'reload-confirmed': {
      const { editor } = state;
      if (!editor?.reloadAsked || editor.elsewhere?.kind !== 'changed') return state;
      return focusOn(withStoredVersion(state, editor.elsewhere.current), { kind: 'notice' });
    }
    case 'reload-cancelled':
      return updateEditor(state, { reloadAsked: false });
    case 'save-as-new': {
      const { editor } = state;
      if (editor?.elsewhere?.kind !== 'deleted') return state;
      return updateEditor(state, {
        mode: 'create',
        form: { ...editor.form, id: action.id },
        base: null,
        opener: { kind: 'add' },
        elsewhere: null,
        stale: false,
        reloadAsked: false,
      });
    }

    case 'delete-asked':
      return { ...state, deletion: { product: action.product, busy: false } };
    case 'delete-cancelled':
      return state.deletion?.busy ? state : { ...state, deletion: null };
    case 'delete-started':
      return state.deletion ? { ...state, deletion: { ...state.deletion, busy: true } } : state;
    case 'deleted': {
      const change: AppliedChange = { type: 'delete', id: action.id };
      const deleted = {
        ...state,
        products: withChange(state.products, change),
        replay: remembered(state, change),
        deletion: null,
      };
      // Focus goes to the product that took the deleted one's place, else the one before, else "Aggiungi".
      const then = neighbourOf(state, deleted, action.id);
      return state.editor?.form.id === action.id ? closeEditor(deleted, then) : focusOn(deleted, then);
    }
    case 'delete-failed':
      return { ...state, deletion: null };
  }
}
