import { produce } from 'immer';
import { rowId, toProduct } from './rows.ts';
import { isPublished, type Product } from './types.ts';

/**
 * One change to the catalogue as the live list understands it. `resync` means "the list may be
 * stale, read it again": the subscription was (re)confirmed, or an event could not be read.
 */
export type ProductChange =
  | { type: 'insert'; product: Product }
  | { type: 'update'; product: Product }
  | { type: 'delete'; id: string }
  | { type: 'resync'; reason: string };

export type AppliedChange = Exclude<ProductChange, { type: 'resync' }>;

/** The part of a realtime `postgres_changes` payload this module reads. */
export interface ChangePayload {
  eventType: string;
  new: unknown;
  old: unknown;
  errors?: unknown;
}

/**
 * Turns a realtime event on `products` into a change. Anything that cannot be applied safely
 * (a server-side error such as a truncated record, a row the catalogue cannot read, a delete
 * without the primary key) becomes `resync`, so the list is fetched again instead of guessed.
 */
export function changeFromPayload(payload: ChangePayload): ProductChange {
  if (Array.isArray(payload.errors) && payload.errors.length > 0) {
    return { type: 'resync', reason: `event carries errors: ${payload.errors.join('; ')}` };
  }
  switch (payload.eventType) {
    case 'INSERT':
    case 'UPDATE': {
      const product = toProduct(payload.new);
      if (!product) return { type: 'resync', reason: `${payload.eventType} with a row the catalogue cannot read` };
      return { type: payload.eventType === 'INSERT' ? 'insert' : 'update', product };
    }
    case 'DELETE': {
      const id = rowId(payload.old);
      return id ? { type: 'delete', id } : { type: 'resync', reason: 'DELETE without the primary key' };
    }
    default:
      return { type: 'resync', reason: `unknown event ${payload.eventType}` };
  }
}

/**
 * The list after one change. Inserts and updates are upserts by id (a replayed event, or an update
 * to a row the list has not seen yet, lands in the same state), new rows go first as in the
 * server's created_at-descending order; deletes of unknown ids change nothing.
 */
export function applyProductChange(list: readonly Product[], change: AppliedChange): readonly Product[] {
  return produce(list, (draft) => {
    const id = change.type === 'delete' ? change.id : change.product.id;
    const index = draft.findIndex((product) => product.id === id);
    if (change.type === 'delete') {
      if (index !== -1) draft.splice(index, 1);
    } else if (index === -1) {
      draft.unshift(change.product);
    } else {
      draft[index] = change.product;
    }
  });
}

/**
 * A change as the shop's visitors see it: a product that is no longer published (archived, or put
 * back to draft) leaves the catalogue as if deleted. Row level security already keeps such rows from
 * visitors; this holds for a shop's member browsing the shop signed in, who may read them.
 */
export function publicChange(change: ProductChange): ProductChange {
  if ((change.type === 'insert' || change.type === 'update') && !isPublished(change.product)) {
    return { type: 'delete', id: change.product.id };
  }
  return change;
}
