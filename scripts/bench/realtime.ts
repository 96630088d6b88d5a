/**
 * How long a committed change takes to reach the catalogue's live subscribers: 200 supabase-js
 * clients subscribed to `products` (as 200 open /shop pages), the server in its own process, a few
 * inserts spaced apart; for each client's event, the time since the insert's commit (the event's
 * `commit_timestamp`, same machine clock) and since the insert was sent.
 *
 *   npm run bench:realtime -- [--subscribers 200] [--inserts 5] [--postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startShop, type Shop } from '../../tests/abuse/harness.ts';
import { startCluster, type Cluster } from '../pg/cluster.ts';
import { createDatabase } from '../pg/template.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    inserts: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
  },
});
const subscribers = Number(values.subscribers);
const inserts = Number(values.inserts);

let cluster: Cluster | null = null;
let database: { databaseUrl: string; remove: () => Promise<void> } | null = null;
let dataDir: string | undefined;
if (values.postgres) {
  cluster = await startCluster();
  database = await createDatabase(cluster.url);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-realtime-'));
}
const shop: Shop = await startShop({
  ...(database ? { env: { DATABASE_URL: database.databaseUrl } } : {}),
  ...(dataDir ? { dataDir } : {}),
});

const sinceCommit: number[] = [];
const sinceSent: number[] = [];
let sentAt = 0;
const clients: SupabaseClient[] = [];
try {
  await Promise.all(
    Array.from({ length: subscribers }, async (_, i) => {
      // 40 sockets per loopback address: the server allows 50 per client address.
      const localAddress = `127.0.0.${String(2 + Math.floor(i / 40))}`;
      class FromAddress extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { localAddress });
        }
      }
      const client = createClient(shop.url, shop.anonKey, {
        realtime: { transport: FromAddress as unknown as typeof globalThis.WebSocket },
        auth: { persistSession: false, autoRefreshToken: false },
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`bench-${i}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'products' }, (payload) => {
            const now = Date.now();
            sinceCommit.push(now - Date.parse(payload.commit_timestamp));
            sinceSent.push(now - sentAt);
          })
          .subscribe((status, error) => {
            if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
            else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
          });
      });
    }),
  );
  const service = createClient(shop.url, shop.serviceKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false },
  });
  for (let n = 0; n < inserts; n++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sentAt = Date.now();
    const { error } = await service
      .from('products')
      .insert({ name: `Misura ${n}`, price: 100, category: 'Anelli', image: '/images/products/ring-signet.svg' });
    if (error) throw new Error(error.message);
  }
  const expected = subscribers * inserts;
  for (let waited = 0; sinceCommit.length < expected && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  const backend = values.postgres ? 'PostgreSQL 15' : 'PGlite';
  const machine = `${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`;
  console.log(`${subscribers} subscribers, ${inserts} inserts, on ${backend} (${machine})`);
  console.log(`events received: ${sinceCommit.length} of ${expected}`);
  console.log(`since the commit:      p50 ${at(sinceCommit, 0.5)} ms   p99 ${at(sinceCommit, 0.99)} ms`);
  console.log(`since the insert sent: p50 ${at(sinceSent, 0.5)} ms   p99 ${at(sinceSent, 0.99)} ms`);
} finally {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await shop.stop();
  await database?.remove();
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
