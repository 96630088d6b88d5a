import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable, SqlClient } from './pg/client.ts';
import { projectDir } from './project.ts';

/**
 * The shops the site documents describe: each document names its shop (`shop.id`), and the
 * shop's catalogue document (the one with a `catalogue` section) gives its route and categories.
 * The documents are the truth about which shops exist; the database follows them (`syncShops`),
 * so an enquiry or an owner may name any shop that has a page.
 */
export interface SiteShop {
  id: string;
  name: string;
  email: string | null;
  catalogueRoute: string | null;
  /** In the order the catalogue's tabs show them. */
  categories: string[];
}

/** The repository's site documents folder. */
export const defaultSitesDir = path.join(projectDir, 'sites');

interface DocumentLike {
  routes?: unknown;
  shop?: { id?: unknown; name?: unknown; email?: unknown };
  sections?: { type?: unknown; categories?: unknown }[];
}

/** Reads every `*.json` of `sitesDir`; documents without a `shop.id` are left to the validator. */
export function shopsFromSites(sitesDir: string = defaultSitesDir): SiteShop[] {
  if (!existsSync(sitesDir)) return [];
  const shops = new Map<string, SiteShop>();
  for (const file of readdirSync(sitesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const document = JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8')) as DocumentLike;
    const { id, name, email } = document.shop ?? {};
    if (typeof id !== 'string' || typeof name !== 'string') continue;
    const shop = shops.get(id) ?? { id, name, email: null, catalogueRoute: null, categories: [] };
    if (typeof email === 'string' && shop.email === null) shop.email = email;
    const catalogue = document.sections?.find((section) => section.type === 'catalogue');
    const [route] = Array.isArray(document.routes) ? (document.routes as unknown[]) : [];
    if (catalogue && typeof route === 'string') {
      // The catalogue's own document names the shop as its pages show it.
      shop.name = name;
      if (typeof email === 'string') shop.email = email;
      shop.catalogueRoute = route;
      shop.categories = Array.isArray(catalogue.categories)
        ? catalogue.categories.filter((c): c is string => typeof c === 'string')
        : [];
    }
    shops.set(id, shop);
  }
  return [...shops.values()];
}

/**
 * Brings `public.shops` and `public.shop_categories` in step with the documents, in one
 * transaction: new shops are added, names, addresses and catalogue routes follow, categories are
 * added and put in the documents' order. Nothing is removed that products still use: a category
 * no longer listed stays while a product has it (its catalogue no longer shows a tab for it), and
 * shops are never deleted here (their products and enquiries stay).
 */
export async function syncShops(pg: SqlClient, shops: readonly SiteShop[]): Promise<void> {
  if (shops.length === 0) return;
  await pg.transaction(async (tx) => {
    for (const shop of shops) {
      await tx.query(
        `insert into public.shops (id, name, email, catalogue_route) values ($1, $2, $3, $4)
         on conflict (id) do update set name = excluded.name, email = excluded.email,
           catalogue_route = excluded.catalogue_route
         where (shops.name, shops.email, shops.catalogue_route)
           is distinct from (excluded.name, excluded.email, excluded.catalogue_route)`,
        [shop.id, shop.name, shop.email, shop.catalogueRoute],
      );
      if (shop.catalogueRoute !== null) await syncCategories(tx, shop);
    }
  });
}

async function syncCategories(tx: Queryable, shop: SiteShop): Promise<void> {
  for (const [index, name] of shop.categories.entries()) {
    await tx.query(
      `insert into public.shop_categories (shop_id, name, position) values ($1, $2, $3)
       on conflict (shop_id, name) do update set position = excluded.position
       where shop_categories.position is distinct from excluded.position`,
      [shop.id, name, index + 1],
    );
  }
  await tx.query(
    `delete from public.shop_categories c
      where c.shop_id = $1 and not (c.name = any($2::text[]))
        and not exists (select from public.products p where p.shop_id = c.shop_id and p.category = c.name)`,
    [shop.id, shop.categories],
  );
}
