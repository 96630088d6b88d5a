import { describe, expect, it } from 'vitest';
import { applyProductChange, changeFromPayload, publicChange } from '../../../src/products/changes.ts';
import { toProduct } from '../../../src/products/rows.ts';
import { product } from './fixtures.ts';

describe('reading a realtime event', () => {
  const row = { ...product({ name: 'Anello Solitario', price: 1500 }) };

  it('an INSERT or UPDATE with a full row becomes that product', () => {
    expect(changeFromPayload({ eventType: 'INSERT', new: row, old: {}, errors: [] })).toEqual({
      type: 'insert',
      product: row,
    });
    expect(changeFromPayload({ eventType: 'UPDATE', new: row, old: { id: row.id }, errors: [] })).toEqual({
      type: 'update',
      product: row,
    });
  });

  it('a DELETE needs only the primary key', () => {
    expect(changeFromPayload({ eventType: 'DELETE', new: {}, old: { id: row.id }, errors: [] })).toEqual({
      type: 'delete',
      id: row.id,
    });
  });

  it.each([
    ['a DELETE without the key', { eventType: 'DELETE', new: {}, old: {} }],
    [
      'an event with server errors',
      { eventType: 'INSERT', new: row, old: {}, errors: ['Error 413: Payload Too Large'] },
    ],
    ['an INSERT with a truncated row', { eventType: 'INSERT', new: { id: row.id }, old: {} }],
    ['an UPDATE to an unknown availability', { eventType: 'UPDATE', new: { ...row, availability: 'forse' }, old: {} }],
    ['an UPDATE without a shop', { eventType: 'UPDATE', new: { ...row, shop_id: undefined }, old: {} }],
    ['an unknown event', { eventType: 'TRUNCATE', new: {}, old: {} }],
  ])('%s asks for the list again', (_, payload) => {
    expect(changeFromPayload(payload).type).toBe('resync');
  });

  it('accepts numeric columns in their text form', () => {
    expect(toProduct({ ...row, price: '120.50', original_price: '150' })).toMatchObject({
      price: 120.5,
      original_price: 150,
    });
    expect(toProduct({ ...row, price: 'centoventi' })).toBeNull();
    expect(toProduct({ ...row, original_price: undefined })).toMatchObject({ original_price: null });
  });
});

describe('applying a change to the list', () => {
  const a = product({ name: 'A' });
  const b = product({ name: 'B' });

  it('an insert goes first, as the newest', () => {
    const c = product({ name: 'C' });
    expect(applyProductChange([a, b], { type: 'insert', product: c })).toEqual([c, a, b]);
  });

  it('an update replaces the product in place', () => {
    const changed = { ...b, price: 999 };
    expect(applyProductChange([a, b], { type: 'update', product: changed })).toEqual([a, changed]);
  });

  it('a delete removes it', () => {
    expect(applyProductChange([a, b], { type: 'delete', id: a.id })).toEqual([b]);
  });

  it('replaying a change lands in the same state', () => {
    const changed = { ...a, name: 'A2' };
    const once = applyProductChange([a, b], { type: 'update', product: changed });
    expect(applyProductChange(once, { type: 'insert', product: changed })).toEqual(once);
    expect(applyProductChange([b], { type: 'delete', id: a.id })).toEqual([b]);
  });

  it('an update of a product the list has not seen adds it', () => {
    expect(applyProductChange([a], { type: 'update', product: b })).toEqual([b, a]);
  });

  it('leaves the previous list untouched', () => {
    const list = [a, b];
    applyProductChange(list, { type: 'delete', id: a.id });
    expect(list).toEqual([a, b]);
  });
});

describe('a change as the shop shows it', () => {
  it('a product no longer published leaves the catalogue; a published one is shown, deletes pass', () => {
    const piece = product({ name: 'Spilla Gardenia' });
    for (const status of ['bozza', 'archiviato'] as const) {
      expect(publicChange({ type: 'update', product: { ...piece, status } })).toEqual({ type: 'delete', id: piece.id });
      expect(publicChange({ type: 'insert', product: { ...piece, status } })).toEqual({ type: 'delete', id: piece.id });
    }
    expect(publicChange({ type: 'update', product: piece })).toEqual({ type: 'update', product: piece });
    expect(publicChange({ type: 'delete', id: piece.id })).toEqual({ type: 'delete', id: piece.id });
    expect(publicChange({ type: 'resync', reason: 'x' })).toEqual({ type: 'resync', reason: 'x' });
  });

  it('a row without a state (a backend from before states) is published; an unknown state is unreadable', () => {
    const { status: _status, ...row } = product({ name: 'Fede Classica' });
    expect(toProduct(row)?.status).toBe('pubblicato');
    expect(toProduct({ ...row, status: 'nascosto' })).toBeNull();
  });
});
