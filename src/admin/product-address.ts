import { slugFromName, slugRule } from '../products/slug.ts';

/** Where a product's own page is, in the shop: `/shop/<slug>`. */
export const PRODUCT_PAGE_PREFIX = '/shop/';

export function productPagePath(slug: string): string {
  return `${PRODUCT_PAGE_PREFIX}${slug}`;
}

/**
 * The page address the editor announces for what is typed: the typed slug when it is one the
 * database accepts, or, while the field is empty, the one the database will make from the name
 * (it adds `-2`, `-3`… if another product has it already). Null while the typed slug has a problem.
 */
export function addressPreview(slug: string, name: string): string | null {
  const typed = slug.trim();
  if (typed === '') return productPagePath(slugFromName(name));
  return slugRule(typed) === null ? productPagePath(typed) : null;
}
