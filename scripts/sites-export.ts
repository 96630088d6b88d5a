/**
 * Writes each page's published version in force back to its `sites/` file (a page of a new route
 * to a new file), formatted as the maintainers' files are, and records the files' hashes on the
 * pages, so the next start imports nothing over them:
 *
 *   npm run sites:export          (DATA_DIR selects the data folder, default .data/; or DATABASE_URL)
 *
 * It reads the database as `npm start` does. It opens the data folder itself, so the server must
 * be stopped first (the folder's lock says so); with DATABASE_URL a running server need not stop.
 */
import path from 'node:path';
import { DataDirLockedError } from '../server/data-dir-lock.ts';
import { openDataFolder } from '../server/data-folder.ts';
import type { Database } from '../server/db.ts';
import { exportPages } from '../server/pages/export.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
let db: Database;
try {
  db = await openDataFolder(dataDir, databaseUrl ? { databaseUrl } : {});
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server, run this command again, then start the server.`);
    process.exit(1);
  }
  throw error;
}
try {
  const { written, unchanged } = await exportPages(db);
  for (const file of written) console.log(`${file}: written from its page's version in force`);
  console.log(
    `${written.length} file${written.length === 1 ? '' : 's'} written, ${unchanged.length} already as published.` +
      (written.length > 0 ? ' Check them with `npm run validate` and review the changes before committing.' : ''),
  );
} finally {
  await db.close();
}
