import { formatTypedPrice, readPrice, type PriceReading } from '../products/price.ts';
import { isCategory, PLACEHOLDER_IMAGE, type Category, type Product, type ProductInput } from '../products/types.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  fieldMessages,
  MAX_PRICE,
  NAME_MAX_LENGTH,
  type FieldErrors,
} from './product-rules.ts';

/**
 * What the editor's inputs hold. Prices stay text while the owner types ("12," is a legitimate
 * intermediate state); they become numbers only when the form is checked for saving.
 */
export interface ProductForm {
  id: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: Category;
  image: string;
  isNew: boolean;
  isSale: boolean;
}

/** What the owner typed into one or more fields; the product's id is not the owner's to change. */
export type FormChanges = Partial<Omit<ProductForm, 'id'>>;

/** A new product with the spec §3 defaults and an id made on the client. */
export function newProductForm(id: string = crypto.randomUUID()): ProductForm {
  return {
    id,
    name: 'Nuovo Prodotto',
    description: 'Descrizione del nuovo prodotto',
    price: '0',
    originalPrice: '',
    category: 'Anelli',
    image: PLACEHOLDER_IMAGE,
    isNew: false,
    isSale: false,
  };
}

/** A stored product in the editor; prices as an Italian types them (`1250,50`). */
export function formFromProduct(product: ProductInput | Product): ProductForm {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: formatTypedPrice(product.price),
    originalPrice: product.original_price === null ? '' : formatTypedPrice(product.original_price),
    category: product.category,
    image: product.image,
    isNew: product.is_new,
    isSale: product.is_sale,
  };
}

/** A typed amount as euros to save, or the message for the owner. */
function priceProblem(reading: PriceReading): string | null {
  if (reading.kind === 'empty') return fieldMessages.priceMissing;
  if (reading.kind === 'invalid') return fieldMessages.priceInvalid;
  if (reading.euros < 0) return fieldMessages.priceNegative;
  if (reading.euros > MAX_PRICE) return fieldMessages.priceTooHigh;
  return null;
}

/** Every problem of the form, by field (spec §5 had no checks; see docs/decisions.md). */
export function formProblems(form: ProductForm): FieldErrors {
  const errors: FieldErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = fieldMessages.nameMissing;
  else if (name.length > NAME_MAX_LENGTH) errors.name = fieldMessages.nameTooLong;
  if (form.description.trim().length > DESCRIPTION_MAX_LENGTH) errors.description = fieldMessages.descriptionTooLong;

  const price = readPrice(form.price);
  const priceError = priceProblem(price);
  if (priceError) errors.price = priceError;

  const original = readPrice(form.originalPrice);
  if (original.kind !== 'empty') {
    const originalError = priceProblem(original);
    if (originalError) errors.originalPrice = originalError;
    else if (!priceError && price.kind === 'amount' && original.kind === 'amount' && original.euros <= price.euros)
      errors.originalPrice = fieldMessages.originalNotAbove;
  }
  if (!isCategory(form.category)) errors.category = fieldMessages.categoryUnknown;
  return errors;
}

/**
 * The row to upsert, or the problems that keep it from being saved. Texts are trimmed; an empty
 * original price becomes null (spec §5); a removed picture becomes the placeholder, so the shop
 * never shows a broken image. `created_at` is left out so the server keeps the one it set.
 */
export function productFromForm(form: ProductForm): { product: ProductInput } | { errors: FieldErrors } {
  const errors = formProblems(form);
  const price = readPrice(form.price);
  const original = readPrice(form.originalPrice);
  if (Object.keys(errors).length > 0 || price.kind !== 'amount') return { errors };
  return {
    product: {
      id: form.id,
      name: form.name.trim(),
      description: form.description.trim(),
      price: price.euros,
      original_price: original.kind === 'amount' ? original.euros : null,
      category: form.category,
      image: form.image.trim() === '' ? PLACEHOLDER_IMAGE : form.image,
      is_new: form.isNew,
      is_sale: form.isSale,
    },
  };
}

/** A price field's text as what it means, so `1250,5` and `1.250,50` are the same price. */
function priceKey(text: string): string {
  const reading = readPrice(text);
  return reading.kind === 'amount' ? `=${reading.euros}` : text.trim();
}

/** True when the editor holds something the saved product does not. */
export function formsDiffer(a: ProductForm, b: ProductForm): boolean {
  const picture = (form: ProductForm) => (form.image.trim() === '' ? PLACEHOLDER_IMAGE : form.image);
  return (
    a.name.trim() !== b.name.trim() ||
    a.description.trim() !== b.description.trim() ||
    priceKey(a.price) !== priceKey(b.price) ||
    priceKey(a.originalPrice) !== priceKey(b.originalPrice) ||
    a.category !== b.category ||
    picture(a) !== picture(b) ||
    a.isNew !== b.isNew ||
    a.isSale !== b.isSale
  );
}
