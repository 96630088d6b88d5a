import type { Product } from '../products/types.ts';
import { formFromProduct, formsDiffer, type FormChanges, type ProductForm } from './product-form.ts';

/**
 * The catalogue as the owner manages it (spec §4 "Admin"), as state and transitions: the list
 * loads; the editor is closed, creating or editing; Salva upserts and closes, Annulla closes; a
 * delete leaves the list once the server has confirmed it. Nothing typed is lost without the owner
 * saying so. The screen runs the calls to the backend and reports their outcome here.
 */

/** The editor card while it is open. */
export interface Editor {
  mode: 'create' | 'edit';
  /** As the product was when the card opened: what "unsaved changes" are measured against. */
  initial: ProductForm;
  form: ProductForm;
  /** A picture is on its way: leaving would lose it, and Salva waits for it. */
  uploading: boolean;
  saving: boolean;
}

/** What closes the editor or puts another product in it: held while there are unsaved changes. */
export type EditorRequest =
  { type: 'create'; form: ProductForm } | { type: 'edit'; product: Product } | { type: 'close' };

export interface ManagerState {
  products: readonly Product[];
  loading: boolean;
  editor: Editor | null;
  /** A request waiting for the owner to agree to drop the editor's changes. */
  held: EditorRequest | null;
  /** The product the owner is asked about deleting; `busy` while the server deletes it. */
  deletion: { product: Product; busy: boolean } | null;
}

export type ManagerAction =
  | { type: 'loaded'; products: readonly Product[] }
  | { type: 'load-failed' }
  | EditorRequest
  | { type: 'discard-confirmed' }
  | { type: 'discard-cancelled' }
  // Edits and uploads name the product they belong to: one that ends after its editor was replaced is ignored.
  | { type: 'edited'; id: string; changes: FormChanges }
  | { type: 'upload-changed'; id: string; uploading: boolean }
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
};

/** True when closing the editor now would lose something: a typed change or a picture on its way. */
export function hasUnsavedChanges({ editor }: ManagerState): boolean {
  return editor !== null && (editor.uploading || formsDiffer(editor.form, editor.initial));
}

function open(mode: Editor['mode'], form: ProductForm): Editor {
  return { mode, initial: form, form, uploading: false, saving: false };
}

function carryOut(state: ManagerState, request: EditorRequest): ManagerState {
  switch (request.type) {
    case 'create':
      return { ...state, editor: open('create', request.form) };
    case 'edit':
      return { ...state, editor: open('edit', formFromProduct(request.product)) };
    case 'close':
      return { ...state, editor: null };
  }
}

/** The editor goes; a request that was waiting for it to go is carried out. */
function closeEditor(state: ManagerState): ManagerState {
  const closed = { ...state, editor: null, held: null };
  return state.held ? carryOut(closed, state.held) : closed;
}

/** The open editor with some of its fields changed; with `id`, only while it is that product's. */
function updateEditor(state: ManagerState, changes: Partial<Editor>, id?: string): ManagerState {
  const { editor } = state;
  if (!editor || (id !== undefined && editor.form.id !== id)) return state;
  return { ...state, editor: { ...editor, ...changes } };
}

/** Appended when new, replaced in place when edited (matched by id either way). */
function withSaved(products: readonly Product[], saved: Product): readonly Product[] {
  return products.some((product) => product.id === saved.id)
    ? products.map((product) => (product.id === saved.id ? saved : product))
    : [...products, saved];
}

export function manageProducts(state: ManagerState, action: ManagerAction): ManagerState {
  switch (action.type) {
    case 'loaded':
      return { ...state, products: action.products, loading: false };
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
      const form = state.editor?.form;
      return form ? updateEditor(state, { form: { ...form, ...action.changes } }, action.id) : state;
    }
    case 'upload-changed':
      return updateEditor(state, { uploading: action.uploading }, action.id);

    case 'save-started':
      return updateEditor(state, { saving: true });
    case 'saved': {
      const saved = { ...state, products: withSaved(state.products, action.product) };
      return state.editor?.form.id === action.product.id ? closeEditor(saved) : saved;
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
      const products = state.products.filter((product) => product.id !== action.id);
      const deleted = { ...state, products, deletion: null };
      return state.editor?.form.id === action.id ? closeEditor(deleted) : deleted;
    }
    case 'delete-failed':
      return { ...state, deletion: null };
  }
}
