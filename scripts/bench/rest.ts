/**
 * Requests per second and latency of the catalogue read (`select * order by created_at desc`, what
 * the shop and admin ask on every load and every change) against the embedded server, in-process on
 * 127.0.0.1 over a fresh copy of the prepared data folder, or against URL if given.
 *
 *   npx tsx scripts/bench/rest.ts [requests=2000] [concurrency=16] [url anon-key]
 *
 * The client shares the machine's cores with the server: compare runs made side by side.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { loadKeys } from '../../server/auth/claims.ts';
import { Database } from '../../server/db.ts';
import { listen } from '../../server/listen.ts';
import { copySnapshot } from '../snapshot.ts';
import { timed } from './timed.ts';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 16);
const externalUrl = process.argv[4];
const externalKey = process.argv[5];

interface Target {
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

async function localServer(): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), `boutique-bench-${randomBytes(4).toString('hex')}`);
  await copySnapshot(dataDir);
  const db = await Database.open(dataDir);
  const keys = await loadKeys(dataDir);
  const { app, attach } = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
  const { server, port } = await listen(app, 0, '127.0.0.1');
  attach(server);
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: keys.anon,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(target: Target, label: string, pathAndQuery: string): Promise<void> {
  const headers = { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}`, 'accept-profile': 'public' };
  // Warm-up: the first few hundred requests pay for JIT (in Node and in Postgres's WebAssembly).
  for (let i = 0; i < 300; i++) await (await fetch(`${target.url}${pathAndQuery}`, { headers })).arrayBuffer();
  const { perSecond, at, failures } = await timed(total, concurrency, async () => {
    const response = await fetch(`${target.url}${pathAndQuery}`, { headers });
    await response.arrayBuffer();
    return response.ok;
  });
  const rate = perSecond.toFixed(0).padStart(6);
  const spread = `p50 ${at(0.5)} ms   p90 ${at(0.9)} ms   p99 ${at(0.99)} ms`;
  console.log(`${label.padEnd(34)} ${rate} req/s   ${spread}   errors ${failures}`);
}

const target: Target =
  externalUrl && externalKey
    ? { url: externalUrl.replace(/\/$/, ''), anonKey: externalKey, stop: () => Promise.resolve() }
    : await localServer();
const machine = `${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`;
console.log(`${total} requests, ${concurrency} at a time, against ${target.url} (${machine})`);
try {
  await run(target, 'catalogue (12 rows, newest first)', '/rest/v1/products?select=*&order=created_at.desc');
  await run(target, 'one product by id', '/rest/v1/products?select=*&id=eq.5b0f8a4e-1c2d-4e3f-9a01-000000000001');
  await run(target, 'app config (no database)', '/app-config.json');
} finally {
  await target.stop();
}
