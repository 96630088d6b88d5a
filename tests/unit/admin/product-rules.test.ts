import { describe, expect, it } from 'vitest';
import {
  categoryMessage,
  errorsForRefusal,
  EXPLAINED_REFERENCES,
  fieldMessages,
  firstProblem,
} from '../../../src/admin/product-rules.ts';
import { AUREA, CLESS } from './fixtures.ts';

describe('errorsForRefusal', () => {
  it.each([
    ['products_name_present', { name: fieldMessages.nameMissing }],
    ['products_name_length', { name: fieldMessages.nameTooLong }],
    ['products_description_length', { description: fieldMessages.descriptionTooLong }],
    ['products_price_check', { price: fieldMessages.priceNegative }],
    ['products_original_price_check', { originalPrice: fieldMessages.priceNegative }],
    ['products_original_price_above_price', { originalPrice: fieldMessages.originalNotAbove }],
    ['products_slug_key', { slug: fieldMessages.slugTaken }],
  ])('puts a refusal of %s at its field', (constraint, errors) => {
    expect(errorsForRefusal({ constraint }, AUREA.categories)).toEqual(errors);
  });

  it("explains a category the shop does not list with that shop's categories", () => {
    expect(EXPLAINED_REFERENCES).toContain('products_category_known');
    expect(errorsForRefusal({ constraint: 'products_category_known' }, AUREA.categories)).toEqual({
      category: 'Scegli una categoria: Anelli, Orologi o Orecchini',
    });
    expect(errorsForRefusal({ constraint: 'products_category_known' }, CLESS.categories)).toEqual({
      category: 'Scegli una categoria: Borse, Scarpe o Accessori',
    });
    expect(errorsForRefusal({ column: 'category' }, ['Borse'])).toEqual({ category: 'Scegli la categoria Borse' });
    expect(categoryMessage([])).toMatch(/non ha ancora categorie/);
  });

  it('puts a required column left empty at its field', () => {
    expect(errorsForRefusal({ column: 'name' }, AUREA.categories)).toEqual({ name: fieldMessages.nameMissing });
    expect(errorsForRefusal({ column: 'price' }, AUREA.categories)).toEqual({ price: fieldMessages.priceMissing });
  });

  it('has no field for a rule it does not know', () => {
    expect(errorsForRefusal({ constraint: 'products_pkey' }, AUREA.categories)).toBeNull();
    expect(errorsForRefusal({ column: 'created_at' }, AUREA.categories)).toBeNull();
    expect(errorsForRefusal({}, AUREA.categories)).toBeNull();
  });
});

describe('firstProblem', () => {
  it('is the first field on screen with a problem', () => {
    expect(firstProblem({ category: 'x', price: 'y', name: 'z' })).toBe('name');
    expect(firstProblem({ originalPrice: 'x', price: 'y' })).toBe('price');
    expect(firstProblem({})).toBeUndefined();
  });
});
