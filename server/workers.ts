import cluster, { type Worker } from 'node:cluster';
import { loadKeys } from './auth/claims.ts';
import { ensureOwner, hasOwner, OwnerInputError } from './auth/owner.ts';
import { openDataFolder } from './data-folder.ts';
import { importSites } from './pages/import.ts';
import { shopsFromSites, syncShops } from './shops.ts';

/** A worker that dies this soon after starting counts as a failed start; the pause doubles each time. */
const EARLY_EXIT_MS = 5000;
const MAX_PAUSE_MS = 30_000;

/**
 * `WORKERS=N` with `DATABASE_URL`: this process prepares the shop once (migrations, seed, the
 * folder's keys, the owner from OWNER_EMAIL/OWNER_PASSWORD), then runs N copies of the server that
 * share the port (Node's cluster hands each new connection to one of them). Each copy has its own
 * connection pool and LISTEN, so realtime and the caches follow changes made through any of them.
 * A copy that dies is started again, after a pause that grows while copies keep failing at start.
 */
export async function runPrimary(count: number, dataDir: string, databaseUrl: string): Promise<void> {
  const db = await openDataFolder(dataDir, { databaseUrl, poolSize: 2 });
  try {
    await loadKeys(dataDir);
    await syncShops(db.pg, shopsFromSites());
    await importSites(db);
    if (process.env.OWNER_EMAIL && process.env.OWNER_PASSWORD) {
      try {
        const owner = await ensureOwner(db, process.env.OWNER_EMAIL, process.env.OWNER_PASSWORD);
        console.log(`Owner account ${process.env.OWNER_EMAIL} ${owner.created ? 'created' : 'updated'}.`);
      } catch (error) {
        if (!(error instanceof OwnerInputError)) throw error;
        console.error(`OWNER_EMAIL/OWNER_PASSWORD: ${error.message}`);
      }
    }
    if (!(await hasOwner(db))) {
      // The one-time setup link lives in one process's memory: with several, the owner is made here.
      console.log(
        'No owner account yet: set OWNER_EMAIL and OWNER_PASSWORD, or run ' +
          '`DATABASE_URL=… npm run owner -- <email> <password> [--shop <id>]` (the server may keep running).',
      );
    }
  } finally {
    await db.close();
  }

  let stopping = false;
  let pause = 500;
  const started = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork({ BOUTIQUE_WORKER: '1' });
    started.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const since = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    pause = since < EARLY_EXIT_MS ? Math.min(pause * 2, MAX_PAUSE_MS) : 500;
    console.error(`A server process ended (${signal || String(code)}); starting another in ${pause} ms.`);
    setTimeout(fork, pause);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (started.size === 0) process.exit(0);
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
    });
  }
  for (let i = 0; i < count; i++) fork();
}
