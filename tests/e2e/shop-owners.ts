/**
 * The accounts the admin's browser tests sign in as besides the jewellery shop's owner (whom the
 * server makes from OWNER_EMAIL at start): an owner of Cless, a person who runs both Aurea and
 * Cless, and an account that once had the owner role and runs no shop. They are made on a worker's
 * fresh data folder before its server starts (playwright.config.ts), as `npm run owner` would:
 *
 *   tsx tests/e2e/shop-owners.ts <data folder>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLESS_OWNER = { email: 'titolare@cless.test', password: 'prova-cless-2026' } as const;
export const TWO_SHOPS_OWNER = { email: 'gestione@negozi.test', password: 'prova-negozi-2026' } as const;
export const NO_SHOP_ACCOUNT = { email: 'ex-titolare@boutique.test', password: 'prova-nessuno-2026' } as const;

async function makeOwners(dataDir: string): Promise<void> {
  const { ensureOwner } = await import('../../server/auth/owner.ts');
  const { openDataFolder } = await import('../../server/data-folder.ts');
  const { shopsFromSites, syncShops } = await import('../../server/shops.ts');
  const db = await openDataFolder(dataDir);
  try {
    // The shops of the site documents, as the server has them once started.
    await syncShops(db.pg, shopsFromSites());
    await ensureOwner(db, CLESS_OWNER.email, CLESS_OWNER.password, 'cless');
    await ensureOwner(db, TWO_SHOPS_OWNER.email, TWO_SHOPS_OWNER.password, 'aurea');
    await ensureOwner(db, TWO_SHOPS_OWNER.email, TWO_SHOPS_OWNER.password, 'cless');
    // The former owner claim without a membership: the admin must not take it for a shop.
    const { id } = await ensureOwner(db, NO_SHOP_ACCOUNT.email, NO_SHOP_ACCOUNT.password);
    await db.pg.query('delete from public.shop_members where user_id = $1', [id]);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('Usage: tsx tests/e2e/shop-owners.ts <data folder>');
    process.exit(2);
  }
  await makeOwners(path.resolve(dataDir));
}
