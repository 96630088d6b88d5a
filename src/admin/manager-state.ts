import type { Product } from '../products/types.ts';
import { formFromProduct, formProblems, formsDiffer, type FormChanges, type ProductForm } from './product-form.ts';
import { FORM_FIELDS, type FieldErrors, type FormField } from './product-rules.ts';

/**
 * The catalogue as the owner manages it (spec §4 "Admin"), as state and transitions: the list
 * loads; the editor is closed, creating or editing; Salva upserts and closes, Annulla closes; a
 * delete leaves the list once the server has confirmed it. Nothing typed is lost without the owner
 * saying so, nothing with a problem is sent, and after each step focus goes where the owner's work
 * continues. The screen runs the calls to the backend and reports their outcome here.
 */

/** The control that opened the editor: focus goes back to it when the editor closes. */
export type Opener = { kind: 'add' } | { kind: 'edit'; id: string };

/** The editor card while it is open. */
export interface Editor {
  mode: 'create' | 'edit';
  /** As the product was when the card opened: what "unsaved changes" are measured against. */
  initial: ProductForm;
  form: ProductForm;
  opener: Opener;
  /** A picture is on its way: leaving would lose it, and Salva waits for it. */
  uploading: boolean;
  saving: boolean;
  /** Fields whose problems are shown: once the owner has left them, and all of them after Salva. */
  checked: readonly FormField[];
  /** What the database refused at the last save, by field, until that field is edited. */
  refused: FieldErrors;
  /** Refused saves so far: each one moves focus to the first field with a problem. */
  refusals: number;
}

/** What the screen moves keyboard focus to after a step. */
export type FocusTarget =
  | { kind: 'add' }
  | { kind: 'edit'; id: string }
  /** The product's row, scrolled into view and, after a save, briefly highlighted. */
  | { kind: 'row'; id: string; highlight: boolean };

/** What closes the editor or puts another product in it: held while there are unsaved changes. */
export type EditorRequest =
  { type: 'create'; form: ProductForm } | { type: 'edit'; product: Product } | { type: 'close' };

export interface ManagerState {
  /** Newest first, as the server orders them, at all times. */
  products: readonly Product[];
  loading: boolean;
  editor: Editor | null;
  /** A request waiting for the owner to agree to drop the editor's changes. */
  held: EditorRequest | null;
  /** The product the owner is asked about deleting; `busy` while the server deletes it. */
  deletion: { product: Product; busy: boolean } | null;
  /** Where focus goes next; `step` tells one request from the next for the same target. */
  focus: { target: FocusTarget; step: number } | null;
}

export type ManagerAction =
  | { type: 'loaded'; products: readonly Product[] }
  | { type: 'load-failed' }
  | EditorRequest
  | { type: 'discard-confirmed' }
  | { type: 'discard-cancelled' }
  // Edits and uploads name the product they belong to: one that ends after its editor was replaced is ignored.
  | { type: 'edited'; id: string; changes: FormChanges }
  | { type: 'field-left'; id: string; field: FormField }
  | { type: 'upload-changed'; id: string; uploading: boolean }
  /** Salva with problems in the form, or a save the database refused for a field's value. */
  | { type: 'save-refused'; id: string; refused?: FieldErrors }
  | { type: 'save-started' }
  | { type: 'saved'; product: Product }
  | { type: 'save-failed' }
  | { type: 'delete-asked'; product: Product }
  | { type: 'delete-cancelled' }
  | { type: 'delete-started' }
  | { type: 'deleted'; id: string }
  | { type: 'delete-failed' };

export const initialManagerState: ManagerState = {
  products: [],
  loading: true,
  editor: null,
  held: null,
  deletion: null,
  focus: null,
};

/** True when closing the editor now would lose something: a typed change or a picture on its way. */
export function hasUnsavedChanges({ editor }: ManagerState): boolean {
  return editor !== null && (editor.uploading || formsDiffer(editor.form, editor.initial));
}

/** The problems the editor shows, by field: the form's own for the fields checked, else the database's. */
export function shownErrors(editor: Editor): FieldErrors {
  const problems = formProblems(editor.form);
  const shown: FieldErrors = {};
  for (const field of FORM_FIELDS) {
    const message = (editor.checked.includes(field) ? problems[field] : undefined) ?? editor.refused[field];
    if (message !== undefined) shown[field] = message;
  }
  return shown;
}

function open(mode: Editor['mode'], form: ProductForm, opener: Opener): Editor {
  return { mode, initial: form, form, opener, uploading: false, saving: false, checked: [], refused: {}, refusals: 0 };
}

function focusOn(state: ManagerState, target: FocusTarget): ManagerState {
  return { ...state, focus: { target, step: (state.focus?.step ?? 0) + 1 } };
}

function carryOut(state: ManagerState, request: EditorRequest): ManagerState {
  switch (request.type) {
    case 'create':
      return { ...state, editor: open('create', request.form, { kind: 'add' }) };
    case 'edit':
      return {
        ...state,
        editor: open('edit', formFromProduct(request.product), { kind: 'edit', id: request.product.id }),
      };
    case 'close':
      // Back to the button that opened the card, or to "Aggiungi Prodotto" if its product is gone.
      return state.editor ? focusOn({ ...state, editor: null }, openerTarget(state, state.editor.opener)) : state;
  }
}

function openerTarget(state: ManagerState, opener: Opener): FocusTarget {
  return opener.kind === 'edit' && state.products.some((product) => product.id === opener.id)
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
 * `created_at`, so a new product comes first and an edited one stays in its place.
 */
function withSaved(products: readonly Product[], saved: Product): readonly Product[] {
  const others = products.filter((product) => product.id !== saved.id);
  const at = others.findIndex((product) => newestFirst(saved, product) < 0);
  return at === -1 ? [...others, saved] : [...others.slice(0, at), saved, ...others.slice(at)];
}

/** Which fields an edit touches, and those whose check depends on them. */
function touchedFields(changes: FormChanges): FormField[] {
  const fields = FORM_FIELDS.filter((field) => field in changes);
  return fields.includes('price') ? [...fields, 'originalPrice'] : fields;
}

export function manageProducts(state: ManagerState, action: ManagerAction): ManagerState {
  switch (action.type) {
    case 'loaded':
      return { ...state, products: [...action.products].sort(newestFirst), loading: false };
    case 'load-failed':
      return { ...state, loading: false };

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
      return updateEditor(state, {
        saving: false,
        checked: FORM_FIELDS,
        refused: action.refused ?? {},
        refusals: editor.refusals + 1,
      });
    }
    case 'save-started':
      return updateEditor(state, { saving: true });
    case 'saved': {
      const saved = { ...state, products: withSaved(state.products, action.product) };
      if (state.editor?.form.id !== action.product.id) return saved;
      return closeEditor(saved, { kind: 'row', id: action.product.id, highlight: true });
    }
    case 'save-failed':
      return updateEditor(state, { saving: false });

    case 'delete-asked':
      return { ...state, deletion: { product: action.product, busy: false } };
    case 'delete-cancelled':
      return state.deletion?.busy ? state : { ...state, deletion: null };
    case 'delete-started':
      return state.deletion ? { ...state, deletion: { ...state.deletion, busy: true } } : state;
    case 'deleted': {
      // Focus goes to the product that took the deleted one's place, else the one before, else "Aggiungi".
      const index = state.products.findIndex((product) => product.id === action.id);
      const products = state.products.filter((product) => product.id !== action.id);
      const neighbour = products[Math.min(Math.max(index, 0), products.length - 1)];
      const then: FocusTarget = neighbour ? { kind: 'row', id: neighbour.id, highlight: false } : { kind: 'add' };
      const deleted = { ...state, products, deletion: null };
      return state.editor?.form.id === action.id ? closeEditor(deleted, then) : focusOn(deleted, then);
    }
    case 'delete-failed':
      return { ...state, deletion: null };
  }
}
