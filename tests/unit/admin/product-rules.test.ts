import { describe, expect, it } from 'vitest';
import { errorsForRefusal, fieldMessages, firstProblem } from '../../../src/admin/product-rules.ts';

describe('errorsForRefusal', () => {
  it.each([
    ['products_name_present', { name: fieldMessages.nameMissing }],
    ['products_name_length', { name: fieldMessages.nameTooLong }],
    ['products_description_length', { description: fieldMessages.descriptionTooLong }],
    ['products_price_check', { price: fieldMessages.priceNegative }],
    ['products_original_price_check', { originalPrice: fieldMessages.priceNegative }],
    ['products_original_price_above_price', { originalPrice: fieldMessages.originalNotAbove }],
    ['products_category_known', { category: fieldMessages.categoryUnknown }],
  ])('puts a refusal of %s at its field', (constraint, errors) => {
    expect(errorsForRefusal({ constraint })).toEqual(errors);
  });

  it('puts a required column left empty at its field', () => {
    expect(errorsForRefusal({ column: 'name' })).toEqual({ name: fieldMessages.nameMissing });
    expect(errorsForRefusal({ column: 'price' })).toEqual({ price: fieldMessages.priceMissing });
  });

  it('has no field for a rule it does not know', () => {
    expect(errorsForRefusal({ constraint: 'products_pkey' })).toBeNull();
    expect(errorsForRefusal({ column: 'created_at' })).toBeNull();
    expect(errorsForRefusal({})).toBeNull();
  });
});

describe('firstProblem', () => {
  it('is the first field on screen with a problem', () => {
    expect(firstProblem({ category: 'x', price: 'y', name: 'z' })).toBe('name');
    expect(firstProblem({ originalPrice: 'x', price: 'y' })).toBe('price');
    expect(firstProblem({})).toBeUndefined();
  });
});
