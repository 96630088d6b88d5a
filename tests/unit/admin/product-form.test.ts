import { describe, expect, it } from 'vitest';
import {
  formFromProduct,
  formProblems,
  formsDiffer,
  newProductForm,
  productFromForm,
  type ProductForm,
} from '../../../src/admin/product-form.ts';
import { categoryMessage, fieldMessages, NAME_MAX_LENGTH, type FieldErrors } from '../../../src/admin/product-rules.ts';
import { PLACEHOLDER_IMAGE, type Product, type ProductInput } from '../../../src/products/types.ts';
import { AUREA, CLESS } from './fixtures.ts';

const stored: Product = {
  id: '5b0c6a55-7f0e-4c55-9a1e-2b7d8c3f4e10',
  shop_id: 'aurea',
  name: 'Anello Solitario',
  description: 'Oro bianco 18 kt con diamante taglio brillante',
  price: 1250.5,
  original_price: 1490,
  category: 'Anelli',
  image: 'http://localhost/storage/v1/object/public/product-images/1-abc-1600.webp',
  images: [
    {
      path: 'http://localhost/storage/v1/object/public/product-images/1-abc-1600.webp',
      alt: 'Anello solitario visto di lato',
      width: 1600,
      height: 1600,
    },
  ],
  slug: 'anello-solitario',
  availability: 'riservato',
  is_new: true,
  is_sale: true,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-22T09:30:00.000Z',
  status: 'pubblicato',
};

describe('newProductForm', () => {
  it('holds the spec defaults and a fresh uuid', () => {
    const form = newProductForm(AUREA);
    expect(form).toMatchObject({
      shopId: 'aurea',
      name: 'Nuovo Prodotto',
      description: 'Descrizione del nuovo prodotto',
      price: '0',
      originalPrice: '',
      category: 'Anelli',
      slug: '',
      availability: 'disponibile',
      images: [],
      isNew: false,
      isSale: false,
    });
    expect(form.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newProductForm(AUREA).id).not.toBe(form.id);
  });

  it("belongs to the shop it is made for, in that shop's first category", () => {
    expect(newProductForm(CLESS, 'x')).toMatchObject({ shopId: 'cless', category: 'Borse' });
    expect(saved(newProductForm(CLESS, 'x'), CLESS.categories)).toMatchObject({ shop_id: 'cless', category: 'Borse' });
  });

  it('has no category in a shop that lists none, and says so rather than saving', () => {
    const form = newProductForm({ id: 'nuovo', categories: [] }, 'x');
    expect(form.category).toBe('');
    expect(productFromForm(form, [])).toEqual({ errors: { category: categoryMessage([]) } });
  });

  it('saves as a draft priced 0 with no original price', () => {
    expect(saved(newProductForm(AUREA, 'x'))).toEqual({
      id: 'x',
      shop_id: 'aurea',
      name: 'Nuovo Prodotto',
      description: 'Descrizione del nuovo prodotto',
      price: 0,
      original_price: null,
      category: 'Anelli',
      slug: '',
      availability: 'disponibile',
      images: [],
      image: PLACEHOLDER_IMAGE,
      is_new: false,
      is_sale: false,
      status: 'bozza',
    });
  });

  it('is not published as it is: its name, description and price are each refused at their field', () => {
    expect(productFromForm(newProductForm(AUREA, 'x'), AUREA.categories, 'pubblicato')).toEqual({
      errors: {
        name: fieldMessages.nameDefault,
        description: fieldMessages.descriptionDefault,
        price: fieldMessages.priceZero,
      },
    });
    const ready = { ...newProductForm(AUREA, 'x'), name: 'Anello Luce', description: '', price: '120' };
    expect(productFromForm(ready, AUREA.categories, 'pubblicato')).toMatchObject({
      product: { name: 'Anello Luce', price: 120, status: 'pubblicato' },
    });
  });
});

describe('formFromProduct', () => {
  it('shows stored prices as an Italian types them', () => {
    expect(formFromProduct(stored)).toMatchObject({ price: '1250,50', originalPrice: '1490,00' });
    expect(formFromProduct({ ...stored, original_price: null }).originalPrice).toBe('');
  });
});

/** The product a form saves, failing the test with the form's problems when it has some. */
function saved(form: ProductForm, categories: readonly string[] = AUREA.categories): ProductInput {
  const result = productFromForm(form, categories);
  if ('errors' in result) throw new Error(`the form was refused: ${JSON.stringify(result.errors)}`);
  return result.product;
}

describe('productFromForm', () => {
  it('turns an empty original price into null', () => {
    expect(saved({ ...formFromProduct(stored), originalPrice: '' }).original_price).toBeNull();
  });

  it.each<[string, string, number, number]>([
    ['the Italian way', '1.250,50', 1250.5, 1300],
    ['with a decimal comma', '1250,50', 1250.5, 1300],
    ['the English way', '1250.50', 1250.5, 1300],
    ['in thousands', '1.500', 1500, 1600],
  ])('turns prices typed %s into numbers', (_, price, euros, original) => {
    const product = saved({ ...formFromProduct(stored), price, originalPrice: String(original) });
    expect(product.price).toBe(euros);
    expect(product.original_price).toBe(original);
  });

  it('trims the name and the description', () => {
    const product = saved({ ...formFromProduct(stored), name: '  Anello Luna  ', description: ' Oro rosa\n' });
    expect(product).toMatchObject({ name: 'Anello Luna', description: 'Oro rosa' });
  });

  it('saves a product without photos with the placeholder as its picture', () => {
    expect(saved({ ...formFromProduct(stored), images: [] }).image).toBe(PLACEHOLDER_IMAGE);
  });

  it('mirrors the main photo into the picture older clients read', () => {
    const second = { path: '/images/products/ring-solitaire.svg', alt: 'Di fronte', width: 800, height: 800 };
    const product = saved({ ...formFromProduct(stored), images: [second, ...stored.images] });
    expect(product.image).toBe(second.path);
  });

  it('checks a typed address', () => {
    expect(formProblems({ ...formFromProduct(stored), slug: 'Anello Luce' }, AUREA.categories).slug).toBe(
      fieldMessages.slugInvalid,
    );
    for (const page of ['privacy', 'cookie', 'termini'])
      expect(formProblems({ ...formFromProduct(stored), slug: page }, AUREA.categories).slug).toBe(
        fieldMessages.slugReserved,
      );
    expect(formProblems({ ...formFromProduct(stored), slug: '' }, AUREA.categories).slug).toBeUndefined();
  });

  it('round-trips a stored product without its server-set created_at', () => {
    const { created_at: _createdAt, updated_at: _updatedAt, ...input } = stored;
    expect(saved(formFromProduct(stored))).toEqual(input);
    expect(saved(formFromProduct(stored))).not.toHaveProperty('created_at');
  });

  it('refuses a form with problems instead of saving a guess', () => {
    expect(productFromForm({ ...newProductForm(AUREA, 'x'), name: ' ', price: 'abc' }, AUREA.categories)).toEqual({
      errors: { name: fieldMessages.nameMissing, price: fieldMessages.priceInvalid },
    });
  });
});

describe('formProblems', () => {
  const form = formFromProduct(stored);

  it('finds nothing wrong with a stored product or the new-product defaults', () => {
    expect(formProblems(form, AUREA.categories)).toEqual({});
    expect(formProblems(newProductForm(AUREA), AUREA.categories)).toEqual({});
  });

  it.each<[string, Partial<ProductForm>, FieldErrors]>([
    ['an empty name', { name: '' }, { name: fieldMessages.nameMissing }],
    ['a name of spaces', { name: '   ' }, { name: fieldMessages.nameMissing }],
    ['a name too long', { name: 'a'.repeat(NAME_MAX_LENGTH + 1) }, { name: fieldMessages.nameTooLong }],
    ['a description too long', { description: 'a'.repeat(2001) }, { description: fieldMessages.descriptionTooLong }],
    ['an empty price', { price: '' }, { price: fieldMessages.priceMissing }],
    ['a price that is not one', { price: 'abc' }, { price: 'Prezzo non valido: usa per esempio 1.250,50' }],
    ['an ambiguous price', { price: '1,500', originalPrice: '' }, { price: fieldMessages.priceInvalid }],
    ['a negative price', { price: '-5', originalPrice: '' }, { price: fieldMessages.priceNegative }],
    ['a price over the column', { price: '100.000.000' }, { price: fieldMessages.priceTooHigh }],
    ['an original price that is not one', { originalPrice: '12,' }, { originalPrice: fieldMessages.priceInvalid }],
    [
      'an original price equal to the price',
      { originalPrice: '1250,5' },
      { originalPrice: fieldMessages.originalNotAbove },
    ],
    ['an original price below the price', { originalPrice: '900' }, { originalPrice: fieldMessages.originalNotAbove }],
  ])('reports %s at its field', (_, changes, errors) => {
    expect(formProblems({ ...form, ...changes }, AUREA.categories)).toEqual(errors);
  });

  it("refuses a category the shop does not list, naming the shop's", () => {
    expect(formProblems({ ...form, category: 'Collane' }, AUREA.categories)).toEqual({
      category: 'Scegli una categoria: Anelli, Orologi o Orecchini',
    });
    expect(formProblems({ ...form, category: 'Anelli' }, CLESS.categories)).toEqual({
      category: 'Scegli una categoria: Borse, Scarpe o Accessori',
    });
    expect(formProblems({ ...form, category: 'Borse' }, CLESS.categories)).toEqual({});
  });

  it('accepts a name of exactly the longest length, and a price of 0 in a draft', () => {
    const longest = { ...form, name: 'a'.repeat(NAME_MAX_LENGTH), price: '0', originalPrice: '' };
    expect(formProblems({ ...longest, status: 'bozza' }, AUREA.categories)).toEqual({});
    expect(formProblems({ ...longest, status: 'pubblicato' }, AUREA.categories)).toEqual({
      price: fieldMessages.priceZero,
    });
  });

  it('asks of a published product what the database asks, whatever the case and spaces', () => {
    const published = { ...form, status: 'pubblicato' as const };
    expect(formProblems({ ...published, name: ' nuovo PRODOTTO ' }, AUREA.categories)).toEqual({
      name: fieldMessages.nameDefault,
    });
    // A name left empty is said as missing, not as the default.
    expect(formProblems({ ...published, name: '' }, AUREA.categories)).toEqual({ name: fieldMessages.nameMissing });
    expect(formProblems({ ...published, name: 'Nuovo Prodotto' }, AUREA.categories, 'archiviato')).toEqual({});
  });

  it('says how the most a price can be', () => {
    expect(fieldMessages.priceTooHigh).toBe('Il prezzo può essere al massimo 99.999.999,99\u00a0€');
  });
});

describe('formsDiffer', () => {
  it('ignores a price written differently but equal', () => {
    const form = formFromProduct(stored);
    expect(formsDiffer(form, { ...form, price: '1.250,5' })).toBe(false);
    expect(formsDiffer(form, { ...form, price: '1250.50' })).toBe(false);
  });

  it('notices any edited field', () => {
    const form = formFromProduct(stored);
    expect(formsDiffer(form, { ...form, name: 'Anello' })).toBe(true);
    expect(formsDiffer(form, { ...form, isSale: false })).toBe(true);
    expect(formsDiffer(form, { ...form, originalPrice: '' })).toBe(true);
    expect(formsDiffer(form, { ...form, price: 'abc' })).toBe(true);
  });
});
