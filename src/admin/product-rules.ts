import { formatGroupedPrice } from '../products/price.ts';
import { MAX_PHOTOS } from '../products/images.ts';
import { SLUG_MAX_LENGTH } from '../products/slug.ts';

/**
 * What a product needs before it is saved, and the owner's message when it lacks it. The database
 * holds the same bounds (`supabase/migrations/*_product_checks.sql`); its refusals are mapped back to
 * these fields and messages, so the owner reads the same words whoever caught the problem.
 */

/** The editor's checked fields, in the order they appear on screen: the first with a problem gets focus. */
export const FORM_FIELDS = [
  'name',
  'slug',
  'description',
  'price',
  'originalPrice',
  'category',
  'availability',
  'images',
  'status',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type FieldErrors = Partial<Record<FormField, string>>;

export const NAME_MAX_LENGTH = 120;
/** What a new product's card holds until the owner writes the piece's own: never published as it is. */
export const DEFAULT_NAME = 'Nuovo Prodotto';
export const DEFAULT_DESCRIPTION = 'Descrizione del nuovo prodotto';
export const DESCRIPTION_MAX_LENGTH = 2000;
/** The most a `numeric(10, 2)` column holds. */
export const MAX_PRICE = 99_999_999.99;

export const fieldMessages = {
  nameMissing: 'Inserisci il nome del prodotto',
  nameTooLong: `Il nome può avere al massimo ${NAME_MAX_LENGTH} caratteri`,
  descriptionTooLong: `La descrizione può avere al massimo ${DESCRIPTION_MAX_LENGTH} caratteri`,
  priceMissing: 'Inserisci il prezzo',
  priceInvalid: 'Prezzo non valido: usa per esempio 1.250,50',
  priceNegative: 'Il prezzo non può essere negativo',
  priceTooHigh: `Il prezzo può essere al massimo ${formatGroupedPrice(MAX_PRICE)}`,
  originalNotAbove: 'Il prezzo originale deve essere più alto del prezzo',
  slugInvalid: 'Usa solo lettere minuscole, numeri e trattini (es. anello-luce)',
  slugTooLong: `L'indirizzo può avere al massimo ${String(SLUG_MAX_LENGTH)} caratteri`,
  slugReserved: 'Questo indirizzo è usato da una pagina del negozio: scegline un altro',
  slugTaken: 'Questo indirizzo è già usato da un altro prodotto: scegline un altro',
  availabilityUnknown: 'Scegli la disponibilità: disponibile, su ordinazione, riservato o venduto',
  imagesInvalid: `Le foto non sono valide: al massimo ${String(MAX_PHOTOS)}, ciascuna con il suo file`,
  statusUnknown: 'Stato non valido: il prodotto può essere in bozza, pubblicato o archiviato',
  // What a published product must have (`*_product_status.sql`): said when the owner presses Pubblica.
  nameDefault: `Dai al prodotto il suo nome prima di pubblicarlo: «${DEFAULT_NAME}» non va nel negozio`,
  descriptionDefault: 'Scrivi la descrizione del prodotto prima di pubblicarlo, o lasciala vuota',
  priceZero: 'Inserisci il prezzo prima di pubblicare: un prodotto nel negozio non costa 0,00 €',
} as const;

/** Items as an Italian lists them: `A`, `A o B`, `A, B o C`. */
function alternatives(items: readonly string[]): string {
  const last = items.at(-1) ?? '';
  return items.length < 2 ? last : `${items.slice(0, -1).join(', ')} o ${last}`;
}

/**
 * The message for a category the shop does not list, naming those it does (in its catalogue's
 * order): `Scegli una categoria: Anelli, Orologi o Orecchini`.
 */
export function categoryMessage(categories: readonly string[]): string {
  if (categories.length === 0) return 'Il negozio non ha ancora categorie di prodotti: aggiungile al suo catalogo';
  if (categories.length === 1) return `Scegli la categoria ${categories[0] ?? ''}`;
  return `Scegli una categoria: ${alternatives(categories)}`;
}

/** The category field's rule: one of the shop's. */
const CATEGORY_RULE = 'products_category_known';

/**
 * The database's refusals, by the name of the broken constraint (a check or unique one) or of the
 * column left empty (not null), as the field and message the owner sees.
 */
const constraintErrors: Record<string, [FormField, string]> = {
  products_name_present: ['name', fieldMessages.nameMissing],
  products_name_length: ['name', fieldMessages.nameTooLong],
  products_description_length: ['description', fieldMessages.descriptionTooLong],
  products_price_check: ['price', fieldMessages.priceNegative],
  products_original_price_check: ['originalPrice', fieldMessages.priceNegative],
  products_original_price_above_price: ['originalPrice', fieldMessages.originalNotAbove],
  products_slug_key: ['slug', fieldMessages.slugTaken],
  products_slug_format: ['slug', fieldMessages.slugInvalid],
  products_slug_reserved: ['slug', fieldMessages.slugReserved],
  products_availability_known: ['availability', fieldMessages.availabilityUnknown],
  products_images_valid: ['images', fieldMessages.imagesInvalid],
  products_status_known: ['status', fieldMessages.statusUnknown],
  products_published_name: ['name', fieldMessages.nameDefault],
  products_published_description: ['description', fieldMessages.descriptionDefault],
  products_published_price: ['price', fieldMessages.priceZero],
};

const columnErrors: Record<string, [FormField, string]> = {
  name: ['name', fieldMessages.nameMissing],
  price: ['price', fieldMessages.priceMissing],
};

/**
 * The check and unique constraints the admin knows how to explain; a test keeps this list in step
 * with the migrations.
 */
export const EXPLAINED_CONSTRAINTS = Object.keys(constraintErrors);

/** The references the admin knows how to explain: a category the product's shop does not list. */
export const EXPLAINED_REFERENCES = [CATEGORY_RULE];

/**
 * The field error for a refusal of the database, or null when no field is to blame. A refused
 * category is explained with `categories`, those of the shop the product belongs to.
 */
export function errorsForRefusal(
  refusal: { constraint?: string; column?: string },
  categories: readonly string[],
): FieldErrors | null {
  if (refusal.constraint === CATEGORY_RULE || refusal.column === 'category') {
    return { category: categoryMessage(categories) };
  }
  const found =
    (refusal.constraint !== undefined ? constraintErrors[refusal.constraint] : undefined) ??
    (refusal.column !== undefined ? columnErrors[refusal.column] : undefined);
  if (!found) return null;
  const [field, message] = found;
  return { [field]: message };
}

/** The same text, whatever its case and surrounding spaces, as the database compares it. */
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What keeps a product with these values out of the shop: the checks the database makes of published
 * rows only (`products_published_*`). `price` is in euros, null when it is not a number yet.
 */
export function publishProblems(values: { name: string; description: string; price: number | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (sameText(values.name, DEFAULT_NAME)) errors.name = fieldMessages.nameDefault;
  if (sameText(values.description, DEFAULT_DESCRIPTION)) errors.description = fieldMessages.descriptionDefault;
  if (values.price === 0) errors.price = fieldMessages.priceZero;
  return errors;
}

/** The first field, in screen order, that has a problem. */
export function firstProblem(errors: FieldErrors): FormField | undefined {
  return FORM_FIELDS.find((field) => errors[field] !== undefined);
}
