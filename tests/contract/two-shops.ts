import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/pg/cluster.ts';
import { createDatabase } from '../../scripts/pg/template.ts';
import { startShop, type Shop } from '../abuse/harness.ts';

/** Two server processes on one PostgreSQL database and one data folder (`startTwoShops`). */
export interface TwoShops {
  a: Shop;
  b: Shop;
  /** The database both use (`postgres://…`). */
  databaseUrl: string;
  /** The data folder both use. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Two server processes on a database of their own, with `env` besides `DATABASE_URL`: on the
 * PostgreSQL run in the suite's cluster (`DATABASE_URL`), on the PGlite run in a cluster started for
 * them. They start one after the other: the first sets the database up and writes the folder's keys.
 */
export async function startTwoShops(name: string, env: Record<string, string> = {}): Promise<TwoShops> {
  let cluster: Cluster | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    cluster = await startCluster();
    adminUrl = cluster.url;
  }
  const database = await createDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `boutique-${name}-`));
  const shopEnv = { ...env, DATABASE_URL: database.databaseUrl };
  const a = await startShop({ dataDir, env: shopEnv });
  const b = await startShop({ dataDir, env: shopEnv });
  return {
    a,
    b,
    databaseUrl: database.databaseUrl,
    dataDir,
    async stop() {
      await a.stop();
      await b.stop();
      await database.remove();
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
