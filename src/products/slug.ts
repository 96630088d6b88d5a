/**
 * A product's address is `/shop/<slug>`. The database makes the slug from the name when none is
 * given (`public.product_slug_from`, same rules), and keeps it unique by adding `-2`, `-3`...; the
 * owner may edit it. These rules let the admin show the address before saving and check a typed one.
 */

import { policyKinds } from '../sections/policy/schema.ts';

/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the database accepts. */
export const SLUG_MAX_LENGTH = 80;

/**
 * Words a product's slug may not be: the shop's own pages under `/shop/` (its privacy and cookie
 * policies and its terms of use) answer those addresses. The database's `products_slug_reserved`
 * lists the same words.
 */
export const RESERVED_SLUGS: readonly string[] = policyKinds;

/** `Anello Smeraldo Antico` → `anello-smeraldo-antico`; `Dôme & Ciel` → `dome-ciel`. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'pezzo' : slug;
}

/** What is wrong with a typed slug, if anything (the admin words it). */
export function slugRule(slug: string): 'too-long' | 'invalid' | 'reserved' | null {
  if (slug.length > SLUG_MAX_LENGTH) return 'too-long';
  if (!SLUG_PATTERN.test(slug)) return 'invalid';
  if (RESERVED_SLUGS.includes(slug)) return 'reserved';
  return null;
}
