import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, chromium } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium.ts';

/**
 * Playwright's own Chromium when it has one, otherwise the system's (Debian's `chromium`), or
 * CHROMIUM_PATH. Without any browser the run stops with one line that says how to get one.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium`), or set CHROMIUM_PATH.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's data folder; tests/e2e/backend.ts reads its keys from here. */
const e2eDataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
/**
 * `E2E_DATABASE=postgres`: the same server on a throw-away PostgreSQL cluster (scripts/pg/cluster.ts)
 * with two worker processes, seeded afresh; the data folder then holds only keys and stored files.
 */
const onPostgres = process.env.E2E_DATABASE === 'postgres';
const startCommand = onPostgres
  ? `rm -rf ${e2eDataDir} && node --import tsx scripts/pg/cluster.ts -- node scripts/start.mjs`
  : `node --import tsx scripts/snapshot.ts ${e2eDataDir} && node scripts/start.mjs`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'it-IT',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The app and its embedded backend, started on a fresh copy of the prepared data folder
  // (scripts/snapshot.ts), so every run begins from the seed; the folder and build are per port.
  webServer: {
    command: startCommand,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM lets scripts/pg/cluster.ts stop its PostgreSQL and remove the cluster's folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      DIST_DIR: process.env.DIST_DIR ?? path.join(os.tmpdir(), `boutique-dist-e2e-${port}`),
      OWNER_EMAIL: process.env.E2E_OWNER_EMAIL ?? 'titolare@boutique.test',
      OWNER_PASSWORD: process.env.E2E_OWNER_PASSWORD ?? 'prova-titolare-2026',
      // Every test sends from 127.0.0.1: the limit on enquiries has its own contract test.
      MESSAGE_RATE_LIMIT: '1000/10',
      ...(onPostgres ? { WORKERS: '2' } : {}),
    },
  },
});
