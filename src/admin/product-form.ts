import { formatTypedPrice, readPrice, type PriceReading } from '../products/price.ts';
import { slugRule } from '../products/slug.ts';
import {
  isAvailability,
  PLACEHOLDER_IMAGE,
  type Availability,
  type Category,
  type Product,
  type ProductImage,
  type ProductInput,
  type ProductStatus,
} from '../products/types.ts';
import {
  categoryMessage,
  DEFAULT_DESCRIPTION,
  DEFAULT_NAME,
  DESCRIPTION_MAX_LENGTH,
  fieldMessages,
  MAX_PRICE,
  NAME_MAX_LENGTH,
  publishProblems,
  type FieldErrors,
} from './product-rules.ts';

/**
 * What the editor's inputs hold. Prices stay text while the owner types ("12," is a legitimate
 * intermediate state); they become numbers only when the form is checked for saving.
 */
export interface ProductForm {
  id: string;
  /** The shop the product belongs to: saved with it, and its categories are the ones offered. */
  shopId: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: Category;
  /** The address under the shop's catalogue; empty for a new product until the owner types one (made from the name). */
  slug: string;
  availability: Availability;
  /** The photos in the order the shop shows them; the first is the main one. */
  images: ProductImage[];
  isNew: boolean;
  isSale: boolean;
  /** The state stored (a new product's: bozza). Salva keeps it; Pubblica, Archivia and Riporta in bozza change it. */
  status: ProductStatus;
}

/** What the owner typed into one or more fields; id, shop and state are not typed. */
export type FormChanges = Partial<Omit<ProductForm, 'id' | 'shopId' | 'status'>>;

/** What the form needs to know of the shop it works for: its id and its categories, in order. */
export interface ShopRules {
  id: string;
  categories: readonly string[];
}

/**
 * A new product of `shop` with the spec §3 defaults and an id made on the client; its category is
 * the shop's first (for the jewellery shop, Anelli, the spec's default). It is a draft: it reaches
 * the shop only when the owner publishes it.
 */
export function newProductForm(shop: ShopRules, id: string = crypto.randomUUID()): ProductForm {
  return {
    id,
    shopId: shop.id,
    name: DEFAULT_NAME,
    description: DEFAULT_DESCRIPTION,
    price: '0',
    originalPrice: '',
    category: shop.categories[0] ?? '',
    slug: '',
    availability: 'disponibile',
    images: [],
    isNew: false,
    isSale: false,
    status: 'bozza',
  };
}

/** A stored product in the editor; prices as an Italian types them (`1250,50`). */
export function formFromProduct(product: ProductInput | Product): ProductForm {
  return {
    id: product.id,
    shopId: product.shop_id,
    name: product.name,
    description: product.description,
    price: formatTypedPrice(product.price),
    originalPrice: product.original_price === null ? '' : formatTypedPrice(product.original_price),
    category: product.category,
    slug: product.slug,
    availability: product.availability,
    images: product.images,
    isNew: product.is_new,
    isSale: product.is_sale,
    status: product.status,
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

const slugMessages = {
  'too-long': fieldMessages.slugTooLong,
  invalid: fieldMessages.slugInvalid,
  reserved: fieldMessages.slugReserved,
} as const;

/**
 * Every problem of the form, by field (spec §5 had no checks; see docs/decisions.md); `categories`
 * are the shop's. Saved as `status` (the form's own unless the owner publishes, archives or takes it
 * back to draft), a published product must also be ready for the shop (`publishProblems`).
 */
export function formProblems(
  form: ProductForm,
  categories: readonly string[],
  status: ProductStatus = form.status,
): FieldErrors {
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
  if (!categories.includes(form.category)) errors.category = categoryMessage(categories);
  const slug = form.slug.trim();
  const slugError = slug === '' ? null : slugRule(slug);
  if (slugError) errors.slug = slugMessages[slugError];
  if (!isAvailability(form.availability)) errors.availability = fieldMessages.availabilityUnknown;
  if (status !== 'pubblicato') return errors;
  const ready = publishProblems({
    name: form.name,
    description: form.description,
    price: price.kind === 'amount' ? price.euros : null,
  });
  return { ...ready, ...errors };
}

/**
 * The row to save as `status`, or the problems that keep it from being saved. Texts are trimmed; an empty
 * original price becomes null (spec §5); `image` mirrors the main photo, or the placeholder when
 * there is none, so an older client never shows a broken image. `created_at` and `updated_at` are
 * left out: the server sets them.
 */
export function productFromForm(
  form: ProductForm,
  categories: readonly string[],
  status: ProductStatus = form.status,
): { product: ProductInput } | { errors: FieldErrors } {
  const errors = formProblems(form, categories, status);
  const price = readPrice(form.price);
  const original = readPrice(form.originalPrice);
  if (Object.keys(errors).length > 0 || price.kind !== 'amount') return { errors };
  return {
    product: {
      id: form.id,
      shop_id: form.shopId,
      name: form.name.trim(),
      description: form.description.trim(),
      price: price.euros,
      original_price: original.kind === 'amount' ? original.euros : null,
      category: form.category,
      slug: form.slug.trim(),
      availability: form.availability,
      images: form.images,
      // Older clients read `image` only: the main photo, or the placeholder.
      image: form.images[0]?.path ?? PLACEHOLDER_IMAGE,
      is_new: form.isNew,
      is_sale: form.isSale,
      status,
    },
  };
}

/** A price field's text as what it means, so `1250,5` and `1.250,50` are the same price. */
function priceKey(text: string): string {
  const reading = readPrice(text);
  return reading.kind === 'amount' ? `=${reading.euros}` : text.trim();
}

/** True when the editor holds something the saved product does not (its state is not typed: not compared). */
export function formsDiffer(a: ProductForm, b: ProductForm): boolean {
  const photos = (form: ProductForm) => JSON.stringify(form.images);
  return (
    a.name.trim() !== b.name.trim() ||
    a.description.trim() !== b.description.trim() ||
    priceKey(a.price) !== priceKey(b.price) ||
    priceKey(a.originalPrice) !== priceKey(b.originalPrice) ||
    a.category !== b.category ||
    a.slug.trim() !== b.slug.trim() ||
    a.availability !== b.availability ||
    photos(a) !== photos(b) ||
    a.isNew !== b.isNew ||
    a.isSale !== b.isSale
  );
}
