import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices, chromium } from '@playwright/test';
import { chromiumFlags, headlessShell } from './scripts/chromium.ts';
import { e2eDataDir, e2eOrigin, e2ePort } from './tests/e2e/servers.ts';

/**
 * CHROMIUM_PATH when set; otherwise Chrome's headless shell from the registry package
 * `@sparticuz/chromium` (Linux x64: the build Playwright runs headless tests in, at half the CPU of
 * the full browser); otherwise Playwright's own Chromium if it has one, or the system's (Debian's
 * `chromium`). Without any browser the run stops with one line that says how to get one.
 */
async function chromiumExecutable(): Promise<string | undefined> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = await headlessShell(import.meta.dirname);
  if (shell) return shell;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found: run `npm install` (the headless shell), `apt-get install chromium`, or set CHROMIUM_PATH.',
  );
}

/**
 * Browser tests run side by side, one Playwright worker per server: worker N talks to its own server
 * on `E2E_PORT + N`, each on its own fresh copy of the prepared data folder, so what one spec writes
 * (products, pictures, enquiries) never reaches a spec running beside it. `E2E_WORKERS` sets how many
 * (default: 2, one per core of the machines the suite is measured on).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** Every server serves the one production build (`npm run build`, or built when stale by the first). */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
/**
 * `E2E_DATABASE=postgres`: the same servers, each on a throw-away PostgreSQL cluster of its own
 * (scripts/pg/cluster.ts) with two worker processes, seeded afresh; the data folder then holds only
 * keys and stored files.
 */
const onPostgres = process.env.E2E_DATABASE === 'postgres';
// On PGlite, the accounts of other shops' owners (tests/e2e/shop-owners.ts) are made on the fresh
// folder before the server opens it; the jewellery shop's owner comes from OWNER_EMAIL at start.
const startCommand = (dataDir: string) =>
  onPostgres
    ? `rm -rf ${dataDir} && node --import tsx scripts/pg/cluster.ts -- node scripts/start.mjs`
    : `node --import tsx scripts/snapshot.ts ${dataDir} && node --import tsx tests/e2e/shop-owners.ts ${dataDir} && ` +
      'node scripts/start.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The tests of one file run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // The worker's own server: tests/e2e/fixtures.ts sets `baseURL` from the worker's index.
    baseURL: e2eOrigin(0),
    // A trace records a screencast of every step: taken only when a failed test runs again.
    trace: 'on-first-retry',
    locale: 'it-IT',
    launchOptions: {
      executablePath: await chromiumExecutable(),
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The app and its embedded backend, once per worker, each started on a fresh copy of the prepared
  // data folder (scripts/snapshot.ts), so every run begins from the seed. Playwright starts them one
  // after the other: the first builds when the build is stale, the others find it built.
  webServer: Array.from({ length: workers }, (_, index) => {
    const port = e2ePort(index);
    const dataDir = e2eDataDir(port);
    return {
      command: startCommand(dataDir),
      url: `${e2eOrigin(index)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // SIGTERM lets scripts/pg/cluster.ts stop its PostgreSQL and remove the cluster's folder.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        OWNER_EMAIL: process.env.E2E_OWNER_EMAIL ?? 'titolare@boutique.test',
        OWNER_PASSWORD: process.env.E2E_OWNER_PASSWORD ?? 'prova-titolare-2026',
        // Every test sends from 127.0.0.1: the limit on enquiries has its own contract test.
        MESSAGE_RATE_LIMIT: '1000/10',
        ...(onPostgres ? { WORKERS: '2' } : {}),
      },
    };
  }),
});
