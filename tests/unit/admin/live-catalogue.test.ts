import { describe, expect, it } from 'vitest';
import {
  changedSince,
  hasUnsavedChanges,
  initialManagerState,
  manageProducts,
  versionRead,
  visibleProducts,
  type ManagerAction,
  type ManagerState,
} from '../../../src/admin/manager-state.ts';
import { formFromProduct, newProductForm } from '../../../src/admin/product-form.ts';
import type { Product } from '../../../src/products/types.ts';
import { AUREA, product } from './fixtures.ts';

/**
 * The owner's list while other devices change the catalogue, and the editor when its product is
 * changed or deleted elsewhere: live changes, reads with changes in flight, refused stale saves.
 */

// Made in this order, so the list reads [ring, earrings, watch], newest first.
const watch = product({ name: 'Cronografo', category: 'Orologi', availability: 'riservato' });
const earrings = product({ name: 'Orecchini Perla', category: 'Orecchini', availability: 'venduto' });
const ring = product({ name: 'Anello Solitario', price: 1500 });

/** A later version of a product, as another device saves it (`updated_at` moves on). */
function changedElsewhere(of: Product, fields: Partial<Product>, seconds = 60): Product {
  const updatedAt = new Date(Date.parse(of.updated_at) + seconds * 1000).toISOString();
  return { ...of, ...fields, updated_at: updatedAt };
}

function after(start: ManagerState, ...actions: ManagerAction[]): ManagerState {
  return actions.reduce(manageProducts, start);
}

const loaded = after(initialManagerState, { type: 'loaded', products: [watch, ring, earrings] });
const names = (state: ManagerState) => state.products.map((p) => p.name);

describe('the list follows changes made on other devices', () => {
  it('shows an insert at its place, newest first, an update in place, and drops a delete', () => {
    const newer = product({ name: 'Collana Riviera' });
    const inserted = after(loaded, { type: 'changed', change: { type: 'insert', product: newer } });
    expect(names(inserted)).toEqual(['Collana Riviera', 'Anello Solitario', 'Orecchini Perla', 'Cronografo']);

    const repriced = changedElsewhere(earrings, { price: 90 });
    const updated = after(inserted, { type: 'changed', change: { type: 'update', product: repriced } });
    expect(updated.products[2]).toEqual(repriced);

    const deleted = after(updated, { type: 'changed', change: { type: 'delete', id: ring.id } });
    expect(names(deleted)).toEqual(['Collana Riviera', 'Orecchini Perla', 'Cronografo']);
  });

  it('ignores a version older than the one listed (an event heard late)', () => {
    const sold = changedElsewhere(ring, { availability: 'venduto' });
    const state = after(
      loaded,
      { type: 'changed', change: { type: 'update', product: sold } },
      { type: 'changed', change: { type: 'update', product: ring } },
    );
    expect(state.products[0]).toEqual(sold);
  });

  it('compares versions as moments, whatever way the backend spells them', () => {
    const sameMoment = { ...ring, name: 'Eco', updated_at: ring.updated_at.replace('T', ' ').replace('Z', '+00') };
    const later = { ...ring, name: 'Dopo', updated_at: ring.updated_at.replace('.000Z', '.000001+00:00') };
    expect(after(loaded, { type: 'changed', change: { type: 'update', product: later } }).products[0]?.name).toBe(
      'Dopo',
    );
    const echoed = after(
      loaded,
      { type: 'changed', change: { type: 'update', product: later } },
      { type: 'changed', change: { type: 'update', product: sameMoment } },
    );
    expect(echoed.products[0]?.name).toBe('Dopo');
  });

  it('replays on a read the changes heard while it was under way', () => {
    const newer = product({ name: 'Spilla Libellula' });
    const sold = changedElsewhere(watch, { availability: 'venduto' });
    const state = after(
      loaded,
      { type: 'read-started' },
      { type: 'changed', change: { type: 'insert', product: newer } },
      { type: 'changed', change: { type: 'update', product: sold } },
      { type: 'changed', change: { type: 'delete', id: ring.id } },
      // Answered before the three changes were made.
      { type: 'loaded', products: [ring, earrings, watch] },
    );
    expect(names(state)).toEqual(['Spilla Libellula', 'Orecchini Perla', 'Cronografo']);
    expect(state.products[2]).toEqual(sold);
    expect(state.replay).toBeNull();
  });

  it('keeps a read answered after the changes as it is, and replays nothing once the read is over', () => {
    const sold = changedElsewhere(watch, { availability: 'venduto' });
    const soldAgain = changedElsewhere(sold, { price: 5000 });
    const state = after(
      loaded,
      { type: 'read-started' },
      { type: 'changed', change: { type: 'update', product: sold } },
      { type: 'loaded', products: [ring, earrings, soldAgain] },
    );
    expect(state.products[2]).toEqual(soldAgain);
    const later = after(
      state,
      { type: 'changed', change: { type: 'delete', id: earrings.id } },
      { type: 'loaded', products: [ring, earrings, soldAgain] },
    );
    expect(names(later)).toEqual(['Anello Solitario', 'Orecchini Perla', 'Cronografo']);
  });

  it("the owner's own save and delete are replayed on a read answered before them", () => {
    const saved = changedElsewhere(ring, { price: 1600 });
    const state = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'read-started' },
      { type: 'edited', id: ring.id, changes: { price: '1600' } },
      { type: 'save-started' },
      { type: 'saved', product: saved },
      { type: 'delete-asked', product: earrings },
      { type: 'delete-started' },
      { type: 'deleted', id: earrings.id },
      { type: 'loaded', products: [ring, earrings, watch] },
    );
    expect(state.products).toEqual([saved, watch]);
  });

  it("the echo of the owner's own delete waits for the server's answer, which moves focus on", () => {
    const deleting = after(loaded, { type: 'delete-asked', product: ring }, { type: 'delete-started' });
    const echoed = after(deleting, { type: 'changed', change: { type: 'delete', id: ring.id } });
    expect(echoed.products).toEqual(deleting.products);
    const done = after(echoed, { type: 'deleted', id: ring.id });
    expect(done.focus?.target).toEqual({ kind: 'row', id: earrings.id, highlight: false });
  });

  it('focus on a row that another device removes or hides moves to the row that took its place', () => {
    const removed = after(loaded, {
      type: 'changed',
      change: { type: 'delete', id: earrings.id },
      focusedId: earrings.id,
    });
    expect(removed.focus?.target).toEqual({ kind: 'row', id: watch.id, highlight: false });

    const filtered = after(loaded, { type: 'filtered', filter: 'venduto' });
    const unsold = changedElsewhere(earrings, { availability: 'disponibile' });
    const hidden = after(filtered, {
      type: 'changed',
      change: { type: 'update', product: unsold },
      focusedId: earrings.id,
    });
    expect(visibleProducts(hidden)).toEqual([]);
    expect(hidden.focus?.target).toEqual({ kind: 'add' });

    const elsewhere = after(loaded, {
      type: 'changed',
      change: { type: 'delete', id: earrings.id },
      focusedId: ring.id,
    });
    expect(elsewhere.focus).toBeNull();
  });

  it('the question about deleting a product follows it: renamed, it names the new name; deleted, it closes', () => {
    const asked = after(loaded, { type: 'delete-asked', product: watch });
    const renamed = changedElsewhere(watch, { name: 'Cronografo Blu' });
    expect(after(asked, { type: 'changed', change: { type: 'update', product: renamed } }).deletion).toEqual({
      product: renamed,
      busy: false,
    });
    const gone = after(asked, { type: 'changed', change: { type: 'delete', id: watch.id } });
    expect(gone.deletion).toBeNull();
    expect(gone.focus?.target).toEqual({ kind: 'row', id: earrings.id, highlight: false });
  });
});

describe('filtering by availability', () => {
  it('shows only the products with the chosen availability, and all of them again with "Tutte"', () => {
    const sold = after(loaded, { type: 'filtered', filter: 'venduto' });
    expect(visibleProducts(sold)).toEqual([earrings]);
    expect(visibleProducts(after(sold, { type: 'filtered', filter: null }))).toEqual(loaded.products);
  });

  it('a saved product the filter now hides gives focus to the row that took its place', () => {
    const pendant = product({ name: 'Ciondolo Luna', created_at: '2025-01-01T00:00:00.000Z' });
    const available = after(
      loaded,
      { type: 'changed', change: { type: 'insert', product: pendant } },
      { type: 'filtered', filter: 'disponibile' },
      { type: 'edit', product: ring },
    );
    expect(visibleProducts(available)).toEqual([ring, pendant]);
    const sold = changedElsewhere(ring, { availability: 'venduto' });
    const saved = after(
      available,
      { type: 'edited', id: ring.id, changes: { availability: 'venduto' } },
      { type: 'save-started' },
      { type: 'saved', product: sold },
    );
    expect(saved.editor).toBeNull();
    expect(visibleProducts(saved)).toEqual([pendant]);
    expect(saved.focus?.target).toEqual({ kind: 'row', id: pendant.id, highlight: false });

    // The last one shown: "Aggiungi Prodotto".
    const onlyOne = after(loaded, { type: 'filtered', filter: 'venduto' }, { type: 'edit', product: earrings });
    const back = changedElsewhere(earrings, { availability: 'disponibile' });
    const moved = after(
      onlyOne,
      { type: 'edited', id: earrings.id, changes: { availability: 'disponibile' } },
      { type: 'saved', product: back },
    );
    expect(visibleProducts(moved)).toEqual([]);
    expect(moved.focus?.target).toEqual({ kind: 'add' });
  });

  it('a new product the filter hides sends focus to "Aggiungi Prodotto"', () => {
    const form = newProductForm(AUREA, '00000000-0000-4000-8000-0000000000aa');
    const created = product({ id: form.id, name: form.name });
    const saved = after(
      loaded,
      { type: 'filtered', filter: 'riservato' },
      { type: 'create', form },
      { type: 'saved', product: created },
    );
    expect(saved.products[0]).toEqual(created);
    expect(saved.focus?.target).toEqual({ kind: 'add' });
  });
});

describe('the editor when its product changes on another device', () => {
  const opened = after(loaded, { type: 'edit', product: ring });
  const typed = after(opened, { type: 'edited', id: ring.id, changes: { description: 'Oro bianco e diamante' } });
  const reserved = changedElsewhere(ring, { availability: 'riservato', price: 1450 });

  it('saves only the version it was filled from; a new product has none', () => {
    expect(versionRead(opened.editor!)).toBe(ring.updated_at);
    expect(versionRead(after(loaded, { type: 'create', form: newProductForm(AUREA, 'n') }).editor!)).toBeNull();
  });

  it('an untouched card takes the new version and says so calmly', () => {
    const state = after(opened, { type: 'changed', change: { type: 'update', product: reserved } });
    expect(state.editor).toMatchObject({
      form: formFromProduct(reserved),
      base: reserved,
      elsewhere: { kind: 'refreshed' },
      stale: false,
    });
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(versionRead(state.editor!)).toBe(reserved.updated_at);
    expect(state.focus).toBeNull();
  });

  it("a card with the owner's changes keeps them and says the product was changed elsewhere", () => {
    const state = after(typed, { type: 'changed', change: { type: 'update', product: reserved } });
    expect(state.editor).toMatchObject({
      form: { ...formFromProduct(ring), description: 'Oro bianco e diamante' },
      base: ring,
      elsewhere: { kind: 'changed', current: reserved },
      stale: false,
    });
    expect(versionRead(state.editor!)).toBe(ring.updated_at);
    // A still later version is the one a reload would load.
    const later = changedElsewhere(reserved, { price: 1400 });
    const again = after(state, { type: 'changed', change: { type: 'update', product: later } });
    expect(again.editor?.elsewhere).toEqual({ kind: 'changed', current: later });
  });

  it('the same version heard again (its own save read back, a read after a reconnection) changes nothing', () => {
    expect(after(typed, { type: 'changed', change: { type: 'update', product: ring } }).editor).toEqual(typed.editor);
    expect(
      after(typed, { type: 'read-started' }, { type: 'loaded', products: [ring, watch, earrings] }).editor,
    ).toEqual(typed.editor);
  });

  it('a product deleted elsewhere keeps the card open, with what was typed, and says so', () => {
    const state = after(typed, { type: 'changed', change: { type: 'delete', id: ring.id } });
    expect(state.editor).toMatchObject({
      form: { description: 'Oro bianco e diamante' },
      elsewhere: { kind: 'deleted' },
      stale: false,
    });
    // Noticed by a read too (a change made while the connection was down).
    const read = after(typed, { type: 'read-started' }, { type: 'loaded', products: [watch, earrings] });
    expect(read.editor?.elsewhere).toEqual({ kind: 'deleted' });
  });

  it('while saving, the card waits for the answer; a failed save then catches up', () => {
    const saving = after(
      typed,
      { type: 'save-started' },
      { type: 'changed', change: { type: 'update', product: reserved } },
    );
    expect(saving.editor?.elsewhere).toBeNull();
    expect(saving.products[0]).toEqual(reserved);
    const failed = after(saving, { type: 'save-failed' });
    expect(failed.editor?.elsewhere).toEqual({ kind: 'changed', current: reserved });
  });

  it('a card for a new product is not concerned', () => {
    const creating = after(loaded, { type: 'create', form: newProductForm(AUREA, 'n') });
    expect(after(creating, { type: 'changed', change: { type: 'update', product: reserved } }).editor).toEqual(
      creating.editor,
    );
  });
});

describe('a save refused because the product changed elsewhere', () => {
  const typed = after(
    loaded,
    { type: 'edit', product: ring },
    { type: 'edited', id: ring.id, changes: { name: 'Anello Aurora', price: '1.800' } },
    { type: 'save-started' },
  );
  const stored = changedElsewhere(ring, { availability: 'venduto' });
  const refused = after(typed, { type: 'save-conflict', id: ring.id, current: stored });

  it('keeps the card open with everything typed, says the changes were not saved, and takes focus there', () => {
    expect(refused.editor).toMatchObject({
      saving: false,
      stale: true,
      form: { name: 'Anello Aurora', price: '1.800' },
      elsewhere: { kind: 'changed', current: stored },
    });
    expect(hasUnsavedChanges(refused)).toBe(true);
    expect(refused.focus?.target).toEqual({ kind: 'notice' });
    // The list shows what is stored now.
    expect(refused.products[0]).toEqual(stored);
  });

  it('a refused save tried again is refused again, focus back on the message', () => {
    const again = after(refused, { type: 'save-started' }, { type: 'save-conflict', id: ring.id, current: stored });
    expect(again.focus?.step).toBeGreaterThan(refused.focus?.step ?? 0);
    expect(again.editor?.form.name).toBe('Anello Aurora');
  });

  it('reloads the latest version heard of, even if newer than the answer', () => {
    const later = changedElsewhere(stored, { price: 1200 });
    const heard = after(typed, { type: 'changed', change: { type: 'update', product: later } });
    const state = after(heard, { type: 'save-conflict', id: ring.id, current: stored });
    expect(state.editor?.elsewhere).toEqual({ kind: 'changed', current: later });
  });

  it('"Ricarica il prodotto" asks first; Annulla keeps what was typed', () => {
    const asked = after(refused, { type: 'reload-asked' });
    expect(asked.editor?.reloadAsked).toBe(true);
    expect(asked.editor?.form.name).toBe('Anello Aurora');
    const kept = after(asked, { type: 'reload-cancelled' });
    expect(kept.editor).toEqual(refused.editor);
  });

  it('once confirmed, the stored version replaces the card, which then saves over it', () => {
    const reloaded = after(refused, { type: 'reload-asked' }, { type: 'reload-confirmed' });
    expect(reloaded.editor).toMatchObject({
      form: formFromProduct(stored),
      initial: formFromProduct(stored),
      base: stored,
      stale: false,
      reloadAsked: false,
      elsewhere: { kind: 'refreshed' },
    });
    expect(hasUnsavedChanges(reloaded)).toBe(false);
    expect(versionRead(reloaded.editor!)).toBe(stored.updated_at);
    expect(reloaded.focus?.target).toEqual({ kind: 'notice' });
  });

  it('with nothing typed to lose, the reload needs no confirmation', () => {
    const untouched = after(
      loaded,
      { type: 'edit', product: ring },
      { type: 'save-started' },
      { type: 'save-conflict', id: ring.id, current: stored },
    );
    expect(after(untouched, { type: 'reload-asked' }).editor).toMatchObject({ base: stored, reloadAsked: false });
  });

  it('is a conflict only when the product is no longer the version the card holds', () => {
    expect(changedSince(typed.editor!, stored)).toBe(true);
    expect(changedSince(typed.editor!, null)).toBe(true);
    // Refused while still that version: the session may no longer write, which the screen reports as an error.
    expect(changedSince(typed.editor!, { ...ring })).toBe(false);
  });

  it('a conflict for a card that has been replaced is ignored', () => {
    const other = after(loaded, { type: 'edit', product: watch });
    expect(after(other, { type: 'save-conflict', id: ring.id, current: stored })).toBe(other);
  });
});

describe('a save refused because the product was deleted elsewhere', () => {
  const refused = after(
    loaded,
    { type: 'edit', product: ring },
    { type: 'edited', id: ring.id, changes: { name: 'Anello Aurora' } },
    { type: 'save-started' },
    { type: 'save-conflict', id: ring.id, current: null },
  );

  it('says so, keeps what was typed and drops the product from the list', () => {
    expect(refused.editor).toMatchObject({
      stale: true,
      elsewhere: { kind: 'deleted' },
      form: { name: 'Anello Aurora' },
    });
    expect(refused.products.map((p) => p.id)).not.toContain(ring.id);
    expect(refused.focus?.target).toEqual({ kind: 'notice' });
    // The reload has nothing to load.
    expect(after(refused, { type: 'reload-asked' })).toBe(refused);
  });

  it('"Salva come nuovo prodotto" makes it a new product with a new id, saved as an insert', () => {
    const newId = '00000000-0000-4000-8000-0000000000bb';
    const asNew = after(refused, { type: 'save-as-new', id: newId });
    expect(asNew.editor).toMatchObject({
      mode: 'create',
      card: refused.editor?.card,
      form: { id: newId, name: 'Anello Aurora' },
      base: null,
      elsewhere: null,
      stale: false,
    });
    expect(versionRead(asNew.editor!)).toBeNull();
    const created = product({ id: newId, name: 'Anello Aurora' });
    const saved = after(asNew, { type: 'save-started' }, { type: 'saved', product: created });
    expect(saved.editor).toBeNull();
    expect(saved.products[0]).toEqual(created);
    expect(saved.focus?.target).toEqual({ kind: 'row', id: newId, highlight: true });
  });

  it('"Chiudi" asks before dropping what was typed, then closes', () => {
    const asked = after(refused, { type: 'close' });
    expect(asked.held).toEqual({ type: 'close' });
    const closed = after(asked, { type: 'discard-confirmed' });
    expect(closed.editor).toBeNull();
    expect(closed.focus?.target).toEqual({ kind: 'add' });
  });
});
