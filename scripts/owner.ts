/**
 * Creates the shop owner's account, or resets its password:
 *
 *   npm run owner -- <email> <password>          (DATA_DIR selects the data folder, default .data/)
 *
 * It opens the data folder itself, so the server must be stopped first (the folder's lock says so);
 * with DATABASE_URL it writes to that PostgreSQL, and a running server need not stop.
 */
import path from 'node:path';
import { ensureOwner, OwnerInputError } from '../server/auth/owner.ts';
import { DataDirLockedError } from '../server/data-dir-lock.ts';
import { openDataFolder } from '../server/data-folder.ts';
import type { Database } from '../server/db.ts';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run owner -- <email> <password>');
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
  const result = await ensureOwner(db, email, password);
  console.log(
    result.created
      ? `Owner account ${email} created. Sign in at /admin.`
      : `Owner account ${email} updated: new password set, its sessions signed out.`,
  );
} catch (error) {
  if (!(error instanceof OwnerInputError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
