/**
 * Creates a shop owner's account, or resets its password, and makes it a member of a shop; or
 * prints a one-time link with which someone makes their own owner account of a shop:
 *
 *   npm run owner -- <email> <password> [--shop <id>]     (DATA_DIR selects the data folder, default .data/)
 *   npm run owner -- --invite [--shop <id>] [--days 7]    (the link's address from PUBLIC_URL or PORT)
 *
 * Without `--shop` it is the jewellery shop of `/shop`. The shops are those of the site documents
 * (`shop.id`), brought into the database first, so this works on a fresh data folder too. It opens
 * the data folder itself, so the server must be stopped first (the folder's lock says so); with
 * DATABASE_URL it writes to that PostgreSQL, and a running server need not stop.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInvite } from '../server/auth/owner-invites.ts';
import { setupLink } from '../server/auth/owner-setup.ts';
import { DEFAULT_SHOP, ensureOwner, OwnerInputError } from '../server/auth/owner.ts';
import { DataDirLockedError } from '../server/data-dir-lock.ts';
import { openDataFolder } from '../server/data-folder.ts';
import type { Database } from '../server/db.ts';
import { shopsFromSites, syncShops } from '../server/shops.ts';

const usage = [
  'Usage: npm run owner -- <email> <password> [--shop <id>]',
  '       npm run owner -- --invite [--shop <id>] [--days <n>]',
].join('\n');
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { shop: { type: 'string' }, invite: { type: 'boolean' }, days: { type: 'string' } },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const [email, password] = parsed.positionals;
const shop = parsed.values.shop ?? DEFAULT_SHOP;
const inviting = parsed.values.invite === true;
const days = Number(parsed.values.days ?? 7);
const wellFormed = inviting
  ? parsed.positionals.length === 0 && Number.isInteger(days) && days >= 1 && days <= 90
  : Boolean(email && password) && parsed.positionals.length === 2;
if (!wellFormed) {
  console.error(usage);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
let db: Database;
try {
  // With DATABASE_URL the account goes to that PostgreSQL, where the server may keep running.
  const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
  db = await openDataFolder(dataDir, databaseUrl ? { databaseUrl } : {});
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server, run this command again, then start the server.`);
    process.exit(1);
  }
  throw error;
}

try {
  await syncShops(db.pg, shopsFromSites());
  if (inviting) {
    const token = await createInvite(db, shop, days);
    const site = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
    console.log(`Open this link to make an owner account of shop ${shop} (it works once, for ${days} days):`);
    console.log(`  ${setupLink(site, token)}`);
  } else if (email && password) {
    const result = await ensureOwner(db, email, password, shop);
    console.log(
      result.created
        ? `Owner account ${email} created for shop ${shop}. Sign in at /admin.`
        : `Owner account ${email} updated: member of shop ${shop}, new password set, its sessions signed out.`,
    );
  }
} catch (error) {
  if (!(error instanceof OwnerInputError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
