import { existsSync } from 'node:fs';
import { defineConfig, devices, chromium } from '@playwright/test';

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
  throw new Error('No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium`), or set CHROMIUM_PATH.');
}

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

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
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.data-e2e' },
  },
});
