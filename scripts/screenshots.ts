/**
 * Full-page screenshots of every route at a phone's and a desktop's width, to look at before a
 * change ships: every page of every site document, the catalogue, a product page, the admin's
 * sign-in and the 404 page (and with `--policies` every shop's privacy and cookie pages).
 *
 *   npm run screenshots                                  build if stale, start a server on a copy of the seed, shoot
 *   npm run screenshots -- --url http://127.0.0.1:4173  shoot a server already running
 *   npm run screenshots -- --only /seoul --only /shop    only these routes
 *   npm run screenshots -- --out /tmp/shots              another folder (default: screenshots/, not committed)
 *
 * Files are named `<route>-<width>.png` (`seoul-390.png`, `home-1440.png`). Videos and animations
 * are shown at rest (reduced motion), so two runs of an unchanged page give the same picture.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { policyRoutesOf } from '../src/site/policies.ts';
import { chromiumFlags } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const widths = [390, 1440] as const;
/** A piece of the seed's catalogue, for the product page. */
const PRODUCT_SLUG = 'anello-solitario-luce';
const NOT_FOUND_PATH = '/pagina-che-non-esiste';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'screenshots') },
    only: { type: 'string', multiple: true },
    policies: { type: 'boolean', default: false },
    port: { type: 'string', default: '5499' },
  },
});

/** The routes to shoot, in the order of the site documents. */
function routes(withPolicies: boolean): string[] {
  const dir = path.join(root, 'sites');
  const found: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const doc = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { routes: string[]; sections?: unknown };
    found.push(...doc.routes.map((route) => route.replace(/:[^/]+/g, PRODUCT_SLUG)));
    if (withPolicies) found.push(...policyRoutesOf(doc));
  }
  found.push(NOT_FOUND_PATH);
  return [...new Set(found)];
}

/** `/` is `home`, `/shoop bozza` is `shoop-bozza`, `/shop/anello` is `shop-anello`. */
const fileName = (route: string, width: number) =>
  `${route === '/' ? 'home' : route.slice(1).replace(/[^A-Za-z0-9]+/g, '-')}-${width}.png`;

/** Starts the app as the browser tests do: its build (made when stale) on a fresh copy of the seed data. */
async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, `.data-screenshots-${port}`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: process.env.DIST_DIR ?? path.join(root, 'node_modules', '.cache', `boutique-dist-screenshots-${port}`),
    OWNER_EMAIL: 'titolare@boutique.test',
    OWNER_PASSWORD: 'prova-titolare-2026',
  };
  const command = `node --import tsx scripts/snapshot.ts ${dataDir} && node scripts/start.mjs`;
  const server: ChildProcess = spawn('sh', ['-c', command], { cwd: root, env, stdio: 'inherit', detached: true });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A build takes a few minutes on a busy machine.
  for (let waited = 0; waited < 600; waited++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${String(server.exitCode)})`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`no server at ${url} after 10 minutes`);
}

/** Playwright's own Chromium when it has one, else the system's (as `playwright.config.ts` chooses). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((file) => existsSync(file));
}

/** Scrolls through the page, so every scroll-reveal section and lazy picture has shown, then back up. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('html[data-ready]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    const step = Math.max(300, Math.floor(window.innerHeight * 0.7));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
    }
    window.scrollTo(0, 0);
    // A lazy picture out of view (a carousel's later slides) never loads: wait a few seconds at most.
    const loaded = Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  const only = values.only;
  const list = only?.length ? only : routes(values.policies);
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });

  const server = values.url ? { url: values.url.replace(/\/$/, ''), stop: () => undefined } : null;
  const running = server ?? (await startServer(Number(values.port)));
  const browser = await chromium.launch({
    args: chromiumFlags,
    executablePath: chromiumPath(),
  });
  let written = 0;
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        deviceScaleFactor: 1,
        locale: 'it-IT',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const route of list) {
        await page.goto(`${running.url}${encodeURI(route)}`, { waitUntil: 'load' });
        await settle(page);
        const file = path.join(out, fileName(route, width));
        await page.screenshot({ path: file, fullPage: true });
        written++;
        console.log(`${path.relative(root, file)}  ${route}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    running.stop();
  }
  console.log(`${String(written)} screenshots in ${path.relative(root, out) || out}`);
}

await main();
