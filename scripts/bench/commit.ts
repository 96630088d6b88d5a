/**
 * What a durable commit costs: single-row product inserts by the signed-in owner through
 * supabase-js, each its own request and transaction, with Postgres flushing every commit to the
 * disk (`fsync`, what the shop runs) and without (PGlite's default, for comparison), side by side
 * in one run. Each mode gets an in-process server on a fresh copy of the prepared data folder.
 *
 *   npx tsx scripts/bench/commit.ts [inserts=200] [concurrency=1,8]
 *
 * The client shares the machine's cores with the server: compare the two modes of one run.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '../../server/app.ts';
import { loadKeys } from '../../server/auth/claims.ts';
import { ensureOwner } from '../../server/auth/owner.ts';
import { Database } from '../../server/db.ts';
import { listen } from '../../server/listen.ts';
import type { Database as Schema } from '../../src/backend/database.types.ts';
import { copySnapshot } from '../snapshot.ts';
import { timed } from './timed.ts';

const total = Number(process.argv[2] ?? 200);
const concurrencies = (process.argv[3] ?? '1,8').split(',').map(Number);
const OWNER = { email: 'titolare@bench.test', password: 'Bench-commit-2024!' };

async function measure(fsync: boolean): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `boutique-bench-commit-${randomBytes(4).toString('hex')}`);
  await copySnapshot(dataDir);
  const db = await Database.open(dataDir, { fsync });
  try {
    await ensureOwner(db, OWNER.email, OWNER.password);
    const keys = await loadKeys(dataDir);
    const { app, attach } = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
    const { server, port } = await listen(app, 0, '127.0.0.1');
    attach(server);
    try {
      const client = createClient<Schema>(`http://127.0.0.1:${port}`, keys.anon, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
      const { error } = await client.auth.signInWithPassword(OWNER);
      if (error) throw error;
      let serial = 0;
      const insert = async () => {
        serial++;
        const { error: failed } = await client.from('products').insert({
          name: `Anello di prova ${serial}`,
          description: 'Scritto dal banco di prova dei commit',
          price: 100 + serial,
          category: 'Anelli',
          image: '/images/products/placeholder.svg',
        });
        if (failed) throw new Error(failed.message);
      };
      for (let i = 0; i < 30; i++) await insert(); // warm-up: JIT in Node and in Postgres's WebAssembly
      for (const concurrency of concurrencies) {
        const { perSecond, at } = await timed(total, concurrency, insert);
        const label = `fsync ${fsync ? 'on ' : 'off'}, ${concurrency} at a time`;
        const rate = perSecond.toFixed(0).padStart(5);
        console.log(`${label.padEnd(24)} ${rate} inserts/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`);
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const load = os.loadavg()[0]?.toFixed(1) ?? '?';
console.log(`${total} single-row owner inserts per line (${os.cpus().length} cores, load ${load})`);
for (const fsync of [false, true, false, true]) await measure(fsync);
