import { describe, expect, it } from 'vitest';
import {
  formFromProduct,
  formsDiffer,
  newProductForm,
  parsePrice,
  productFromForm,
} from '../../../src/admin/product-form.ts';
import { PLACEHOLDER_IMAGE, type Product } from '../../../src/products/types.ts';

const stored: Product = {
  id: '5b0c6a55-7f0e-4c55-9a1e-2b7d8c3f4e10',
  name: 'Anello Solitario',
  description: 'Oro bianco 18 kt con diamante taglio brillante',
  price: 1250.5,
  original_price: 1490,
  category: 'Anelli',
  image: 'http://localhost/storage/v1/object/public/product-images/1-abc.png',
  is_new: true,
  is_sale: true,
  created_at: '2026-11-21T10:00:00.000Z',
};

describe('newProductForm', () => {
  it('holds the spec defaults and a fresh uuid', () => {
    const form = newProductForm();
    expect(form).toMatchObject({
      name: 'Nuovo Prodotto',
      description: 'Descrizione del nuovo prodotto',
      price: '0',
      originalPrice: '',
      category: 'Anelli',
      image: PLACEHOLDER_IMAGE,
      isNew: false,
      isSale: false,
    });
    expect(form.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newProductForm().id).not.toBe(form.id);
  });

  it('saves as a product priced 0 with no original price', () => {
    expect(productFromForm(newProductForm('x'))).toEqual({
      id: 'x',
      name: 'Nuovo Prodotto',
      description: 'Descrizione del nuovo prodotto',
      price: 0,
      original_price: null,
      category: 'Anelli',
      image: PLACEHOLDER_IMAGE,
      is_new: false,
      is_sale: false,
    });
  });
});

describe('parsePrice', () => {
  it.each([
    ['12', 12],
    ['12.50', 12.5],
    ['12,50', 12.5],
    [' 1490 ', 1490],
    ['0', 0],
    ['.5', 0.5],
    ['7.', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each(['', '   ', 'abc', '12a', '1e3', '1.2.3', 'Infinity'])('reads %j as no price', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe('productFromForm', () => {
  it('turns an empty original price into null', () => {
    const form = { ...formFromProduct(stored), originalPrice: '' };
    expect(productFromForm(form).original_price).toBeNull();
  });

  it('turns typed prices into numbers', () => {
    const form = { ...formFromProduct(stored), price: '99,90', originalPrice: '120' };
    const product = productFromForm(form);
    expect(product.price).toBe(99.9);
    expect(product.original_price).toBe(120);
  });

  it('saves an empty price as 0', () => {
    expect(productFromForm({ ...newProductForm(), price: '' }).price).toBe(0);
  });

  it('saves a removed picture as the placeholder', () => {
    expect(productFromForm({ ...formFromProduct(stored), image: '' }).image).toBe(PLACEHOLDER_IMAGE);
  });

  it('round-trips a stored product without its server-set created_at', () => {
    const { created_at: _createdAt, ...input } = stored;
    expect(productFromForm(formFromProduct(stored))).toEqual(input);
    expect(productFromForm(formFromProduct(stored))).not.toHaveProperty('created_at');
  });
});

describe('formsDiffer', () => {
  it('ignores a price written differently but equal', () => {
    const form = formFromProduct(stored);
    expect(formsDiffer(form, { ...form, price: '1250,50' })).toBe(false);
  });

  it('notices any edited field', () => {
    const form = formFromProduct(stored);
    expect(formsDiffer(form, { ...form, name: 'Anello' })).toBe(true);
    expect(formsDiffer(form, { ...form, isSale: false })).toBe(true);
    expect(formsDiffer(form, { ...form, originalPrice: '' })).toBe(true);
  });
});
