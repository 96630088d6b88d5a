import cluster from 'node:cluster';
import type http from 'node:http';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { trustedProxiesFromEnv } from './client-address.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDataFolder } from './data-folder.ts';
import { allowedHostsFromEnv, publicOriginFromEnv } from './public-origin.ts';
import { shopsFromSites, syncShops } from './shops.ts';
import type { Database } from './db.ts';

// Everything the server creates (Postgres's files, uploads, keys) is readable by this user only:
// PGlite creates its files 666 less the umask, so a permissive umask left them world-readable.
if (isMainThread) process.umask(0o077);

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

// The site's public origin (PUBLIC_ORIGIN) and the hosts answered besides the machine's own
// (ALLOWED_HOSTS): a value that is not one stops the start, saying why.
let hostSettings: { publicOrigin: string | null; allowedHosts: string[] };
try {
  hostSettings = { publicOrigin: publicOriginFromEnv(process.env), allowedHosts: allowedHostsFromEnv(process.env) };
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// DATABASE_URL: a PostgreSQL server instead of the embedded Postgres (the folder keeps keys and files).
const databaseUrl = process.env.DATABASE_URL?.trim() ? process.env.DATABASE_URL : undefined;
// WORKERS=N: N server processes on one port, on PostgreSQL only (see server/workers.ts).
const workers = Number(process.env.WORKERS ?? 1);
if (Number.isInteger(workers) && workers > 1 && cluster.isPrimary) {
  if (databaseUrl) {
    const { runPrimary } = await import('./workers.ts');
    await runPrimary(workers, dataDir, databaseUrl);
    await new Promise<never>(() => undefined); // The workers serve; runPrimary's handlers stop them.
  }
  console.warn(`WORKERS=${workers} is ignored: the embedded Postgres belongs to one process (set DATABASE_URL).`);
}
/** A copy started by `runPrimary`, which has prepared the database, the keys and the owner. */
const isWorker = !cluster.isPrimary;

/** What `stop()` has to close; filled in as start-up gets there. */
const running: { db?: Database; server?: http.Server; stopping: boolean } = { stopping: false };

// Installed first: a signal during start-up still closes the database and releases its folder.
async function stop(): Promise<void> {
  if (running.stopping) return;
  running.stopping = true;
  const { server, db } = running;
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await db?.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());

// Postgres starts (its WebAssembly compiles off the main thread) while the HTTP side loads.
const opening = openDataFolder(dataDir, databaseUrl ? { databaseUrl } : {});
opening.catch(() => undefined);
const [
  { listen },
  { createApp },
  { loadKeys },
  { ensureOwner, hasOwner, OwnerInputError },
  { enquiryOptionsFromEnv, enquiryDelivery },
  { newsletterOptionsFromEnv },
] = await Promise.all([
  import('./listen.ts'),
  import('./app.ts'),
  import('./auth/claims.ts'),
  import('./auth/owner.ts'),
  import('./messages/index.ts'),
  import('./newsletter/index.ts'),
]);
let db: Database;
try {
  db = await opening;
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
running.db = db;
if (running.stopping) await new Promise<never>(() => undefined); // stop() is closing the database and will exit.

const keys = await loadKeys(dataDir);

// The shops the site documents describe exist in the database before anyone names one.
if (!isWorker) await syncShops(db.pg, shopsFromSites());
// Then every site document is a page, with the version in force visitors are shown (`server/pages/`).
if (!isWorker) await (await import('./pages/import.ts')).importSites(db);

if (!isWorker && process.env.OWNER_EMAIL && process.env.OWNER_PASSWORD) {
  try {
    const owner = await ensureOwner(db, process.env.OWNER_EMAIL, process.env.OWNER_PASSWORD);
    console.log(`Owner account ${process.env.OWNER_EMAIL} ${owner.created ? 'created' : 'updated'}.`);
  } catch (error) {
    if (!(error instanceof OwnerInputError)) throw error;
    console.error(`OWNER_EMAIL/OWNER_PASSWORD: ${error.message}`);
  }
}
const ownerMissing = !(await hasOwner(db));
// While there is no owner, a one-time link lets the first one be created from the browser.
const ownerSetup = ownerMissing && !isWorker ? new (await import('./auth/owner-setup.ts')).OwnerSetup() : undefined;

const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const enquiries = enquiryOptionsFromEnv(process.env);
const { handler, attach } = createApp({
  db,
  keys,
  distDir,
  publicUrl,
  enquiries,
  newsletter: newsletterOptionsFromEnv(process.env),
  ownerSetup,
  trustedProxies: trustedProxiesFromEnv(process.env),
  ...hostSettings,
});

const listening = await listen(handler, port, host);
running.server = listening.server;
attach(listening.server);
const seconds = (performance.now() / 1000).toFixed(2); // since the process started
const data = path.resolve(dataDir);
const where = databaseUrl ? `database ${db.location}, files in ${data}` : `data in ${data}`;
console.log(`Boutique is running at http://localhost:${listening.port}/ (${where}, ready in ${seconds} s)`);
console.log(enquiryDelivery(enquiries));
if (ownerSetup?.activeToken) {
  const { setupLink } = await import('./auth/owner-setup.ts');
  const link = setupLink(process.env.PUBLIC_URL ?? `http://localhost:${listening.port}`, ownerSetup.activeToken);
  console.log(
    [
      'No owner account yet. Open this link to create it (it works once, until the server restarts):',
      `  ${link}`,
      'Or stop the server and run `npm run owner -- <email> <password>`.',
    ].join('\n'),
  );
}
