import { PLACEHOLDER_IMAGE, type Category, type Product, type ProductInput } from '../products/types.ts';

/**
 * What the editor's inputs hold. Prices stay text while the owner types ("12," is a legitimate
 * intermediate state); they become numbers only when saved.
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

export function formFromProduct(product: ProductInput | Product): ProductForm {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: product.original_price === null ? '' : String(product.original_price),
    category: product.category,
    image: product.image,
    isNew: product.is_new,
    isSale: product.is_sale,
  };
}

/**
 * A typed price as a number of euros, or null when the field is empty or not a number. Accepts the
 * Italian decimal comma as well as the point ("12,50" and "12.50").
 */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * The row to upsert. An empty original price becomes null (spec §5); an empty price is 0, the
 * new-product default; a removed picture becomes the placeholder, so the shop never shows a broken
 * image. `created_at` is left out so the server keeps the one it set.
 */
export function productFromForm(form: ProductForm): ProductInput {
  return {
    id: form.id,
    name: form.name,
    description: form.description,
    price: parsePrice(form.price) ?? 0,
    original_price: parsePrice(form.originalPrice),
    category: form.category,
    image: form.image.trim() === '' ? PLACEHOLDER_IMAGE : form.image,
    is_new: form.isNew,
    is_sale: form.isSale,
  };
}

/** True when the editor holds something the saved product does not. */
export function formsDiffer(a: ProductForm, b: ProductForm): boolean {
  const left = productFromForm(a);
  const right = productFromForm(b);
  return (Object.keys(left) as (keyof ProductInput)[]).some((key) => left[key] !== right[key]);
}
