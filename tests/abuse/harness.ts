import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copySnapshot } from '../../scripts/snapshot.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const OWNER = { email: 'titolare@boutique.test', password: 'Gioielli-2024!' } as const;

/** A shop server in its own process, as `npm start` runs it, over a fresh copy of the data snapshot. */
export interface Shop {
  url: string;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  pid: number;
  /** What the server printed so far (stdout and stderr), to assert on its logs. */
  output(): string;
  /** The server process's resident memory in MB, from `/proc`. */
  rssMb(): number;
  /**
   * The resident memory once it has stopped moving, to measure what an attack adds from there.
   * Shortly after start V8 optimises the embedded Postgres's hottest WebAssembly in the background;
   * on Node 24 one function (the SQL parser) takes ~600 MB for about a second, then gives it back.
   */
  settledRssMb(): Promise<number>;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** Extra environment (e.g. `TRUST_PROXY`); the owner account `OWNER` is always created. */
  env?: Record<string, string>;
  /**
   * Serve the production build too (pages, assets). It is built into `DIST_DIR` (default `dist/`)
   * first when missing or stale, as `npm start` does; without it only the APIs are served.
   */
  pages?: boolean;
  /** Reuse this data folder (e.g. after a restore) instead of a fresh snapshot copy. */
  dataDir?: string;
}

/**
 * Starts the real server in a child process, on a free loopback port, so an attack's client work
 * and the server's own work are measured apart (throughput, memory).
 */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const dataDir =
    options.dataDir ?? path.join(os.tmpdir(), `boutique-abuse-${process.pid}-${randomBytes(4).toString('hex')}`);
  if (!options.dataDir) await copySnapshot(dataDir);
  const port = await freePort();
  const distDir = options.pages
    ? path.resolve(root, process.env.DIST_DIR ?? 'dist')
    : path.join(os.tmpdir(), 'boutique-abuse-no-build');
  if (!options.pages) mkdirSync(distDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    ...options.env,
  };
  const args = options.pages ? ['scripts/start.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await ready(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
    anon_key: string;
    service_role_key: string;
  };
  const pid = child.pid ?? 0;
  let stopped = false;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: keys.anon_key,
    serviceKey: keys.service_role_key,
    dataDir,
    pid,
    output: () => output,
    rssMb: () => residentMb(pid),
    settledRssMb: () => settledMb(pid),
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopProcess(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server says it is running; rejects with its output when it exits first. */
function ready(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start in 5 minutes:\n${output()}`)), 300_000);
    const check = () => {
      if (output().includes('Boutique is running at')) done();
    };
    const onExit = (code: number | null) => fail(new Error(`The server exited (${String(code)}):\n${output()}`));
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', check);
    child.once('exit', onExit);
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the resident memory stays within 4 MB for a second (at most 20 s), and returns it. */
async function settledMb(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let waited = 0; waited < 20_000; waited += 100) {
    samples.push(residentMb(pid));
    const lastSecond = samples.slice(-11);
    if (lastSecond.length === 11 && Math.max(...lastSecond) - Math.min(...lastSecond) < 4) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return samples.at(-1) ?? 0;
}

function residentMb(pid: number): number {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return 0;
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}
