import { slugFromName, slugRule } from '../products/slug.ts';

/**
 * Where a shop's product pages are: under its catalogue's route (`/shop/` for the jewellery shop's
 * `/shop`). Null for a shop without a catalogue, whose products have no page yet.
 */
export function productPagePrefix(catalogueRoute: string | null): string | null {
  if (catalogueRoute === null) return null;
  return `${catalogueRoute.replace(/\/+$/, '')}/`;
}

/** A product's page, `<catalogue route>/<slug>`, or null for a shop without a catalogue. */
export function productPagePath(catalogueRoute: string | null, slug: string): string | null {
  const prefix = productPagePrefix(catalogueRoute);
  return prefix === null ? null : `${prefix}${slug}`;
}

/**
 * The page address the editor announces for what is typed: the typed slug when it is one the
 * database accepts, or, while the field is empty, the one the database will make from the name
 * (it adds `-2`, `-3`… if another product has it already). Null while the typed slug has a problem,
 * or when the shop has no catalogue.
 */
export function addressPreview(catalogueRoute: string | null, slug: string, name: string): string | null {
  const typed = slug.trim();
  if (typed === '') return productPagePath(catalogueRoute, slugFromName(name));
  return slugRule(typed) === null ? productPagePath(catalogueRoute, typed) : null;
}
