/**
 * The catalogue read side by side, in one run, with one client: the product on PGlite, on
 * PostgreSQL 15 and on PostgreSQL with two worker processes; `json-server` serving the same rows
 * from a JSON file; and a plain Node `http` server answering the pre-serialised body (the bound of
 * what Node serves on this machine). Every server runs in its own process; the client is this one,
 * a keep-alive `http.Agent` (no fetch), so it costs the servers as little as it can.
 *
 *   npm run bench:rest -- [--seconds 5] [--concurrency 16] [--only plain,json-server,pglite,postgres,postgres-2]
 *
 * Rows: the anonymous catalogue read (`select=*&order=created_at.desc`, what every visitor asks;
 * cached by the product), and the same read as the signed-in owner (never cached: Postgres answers
 * each one). PostgreSQL runs in a throw-away cluster (scripts/pg/cluster.ts; its binaries needed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OWNER, startShop, type Shop } from '../../tests/abuse/harness.ts';
import { startCluster } from '../pg/cluster.ts';
import { createDatabase } from '../pg/template.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const only = values.only ? new Set(values.only.split(',')) : null;
const wanted = (name: string) => !only || only.has(name);

const CATALOGUE = '/rest/v1/products?select=*&order=created_at.desc';

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function get(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        resolve(response.statusCode ?? 0);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `concurrency` loops of GETs for `seconds` (after a one-second warm-up), every latency kept. */
async function measure(base: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Measured> {
  const url = new URL(pathAndQuery, base);
  const loop = async (until: number, latencies: number[] | null, failed: { n: number }) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const status = await get(url, headers).catch(() => 0);
      latencies?.push(performance.now() - t0);
      if (status !== 200) failed.n++;
    }
  };
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: concurrency }, () => loop(warm, null, { n: 0 })));
  const latencies: number[] = [];
  const failed = { n: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => loop(started + seconds * 1000, latencies, failed)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors: failed.n };
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`exited (${String(code)}) before "${text}":\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** Polls `ready` every 100 ms (a refused connection counts as not yet) for up to 30 s. */
async function until(ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer in 30 s');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The owner's access token, for reads Postgres answers every time. */
async function ownerToken(shop: Shop): Promise<string> {
  const response = await fetch(`${shop.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: shop.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Row {
  target: string;
  read: string;
  result: Measured | null;
  note?: string;
}
const rows: Row[] = [];

async function product(label: string, env: Record<string, string>, dataDir?: string): Promise<string> {
  const shop = await startShop({ env, ...(dataDir ? { dataDir } : {}) });
  try {
    const anon = { apikey: shop.anonKey };
    const body = await (await fetch(`${shop.url}${CATALOGUE}`, { headers: anon })).text();
    rows.push({ target: label, read: 'catalogue, anonymous', result: await measure(shop.url, CATALOGUE, anon) });
    const token = await ownerToken(shop);
    const asOwner = { apikey: shop.anonKey, authorization: `Bearer ${token}` };
    rows.push({ target: label, read: 'catalogue, as the owner', result: await measure(shop.url, CATALOGUE, asOwner) });
    return body;
  } finally {
    await shop.stop();
  }
}

const machine = `${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`;
console.log(`${seconds} s per row after a 1 s warm-up, ${concurrency} requests at a time (${machine})`);

let catalogue = '[]';
if (wanted('pglite')) catalogue = await product('product on PGlite', {});

if (wanted('postgres') || wanted('postgres-2')) {
  const cluster = await startCluster();
  try {
    for (const [name, workers] of [
      ['postgres', '1'],
      ['postgres-2', '2'],
    ] as const) {
      if (!wanted(name)) continue;
      const database = await createDatabase(cluster.url);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-'));
      try {
        const label = workers === '1' ? 'product on PostgreSQL' : 'product on PostgreSQL, 2 workers';
        catalogue = await product(label, { DATABASE_URL: database.databaseUrl, WORKERS: workers }, dataDir);
      } finally {
        await database.remove();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    cluster.stop();
  }
}

if (wanted('json-server')) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'boutique-json-server-'));
  writeFileSync(path.join(folder, 'db.json'), JSON.stringify({ products: JSON.parse(catalogue) as unknown[] }));
  const port = await freePort();
  const bin = path.resolve('node_modules/json-server/lib/cli/bin.js');
  const child = spawn(process.execPath, [bin, '--port', String(port), '--host', '127.0.0.1', '--quiet', 'db.json'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await until(async () => (await fetch(`http://127.0.0.1:${port}/products`)).ok);
    const base = `http://127.0.0.1:${port}`;
    rows.push({
      target: 'json-server 0.17.4',
      read: 'catalogue (`/products?_sort=created_at&_order=desc`)',
      result: await measure(base, '/products?_sort=created_at&_order=desc'),
    });
  } finally {
    await stopChild(child);
    rmSync(folder, { recursive: true, force: true });
  }
}

if (wanted('plain')) {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY);
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: catalogue },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitForOutput(child, 'ready');
    rows.push({
      target: 'plain Node http (bound)',
      read: 'the same body, pre-serialised',
      result: await measure(`http://127.0.0.1:${port}`, '/'),
    });
  } finally {
    await stopChild(child);
  }
}

agent.destroy();
console.log('\n| server | read | req/s | p50 ms | p99 ms | errors |\n|---|---|---:|---:|---:|---:|');
for (const { target, read, result, note } of rows) {
  if (!result) {
    console.log(`| ${target} | ${read} | ${note ?? 'n/a'} | | | |`);
    continue;
  }
  const { perSecond, p50, p99, errors } = result;
  console.log(
    `| ${target} | ${read} | ${perSecond.toFixed(0)} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${String(errors)} |`,
  );
}
const rate = (target: string, read: string) =>
  rows.find((r) => r.target.startsWith(target) && r.read.startsWith(read))?.result?.perSecond;
const cached = rate('product on PGlite', 'catalogue, anon');
const jsonServer = rate('json-server', 'catalogue');
const plain = rate('plain Node', 'the same');
const ownerPglite = rate('product on PGlite', 'catalogue, as the owner');
const ownerTwo = rate('product on PostgreSQL, 2', 'catalogue, as the owner');
const ratio = (a?: number, b?: number) => (a && b ? (a / b).toFixed(2) : 'n/a');
console.log(`\ncached catalogue on PGlite / json-server: ${ratio(cached, jsonServer)} (target ≥ 2)`);
console.log(`cached catalogue on PGlite / plain Node: ${ratio(cached, plain)} (target ≥ 0.5)`);
console.log(`owner read, PostgreSQL 2 workers / PGlite: ${ratio(ownerTwo, ownerPglite)} (target ≥ 1.5)`);
