/**
 * The catalogue with 10,000 products, measured in Chromium: the time from a visitor's action (a
 * tab, the sort menu, a price key, a search) until the list on screen has changed and the next
 * frame has run. It starts the real server on a copy of the seed data, adds the products through
 * the REST API, and drives the production build at /shop.
 *
 *   npx vite build --outDir /tmp/dist-bench --emptyOutDir
 *   DIST_DIR=/tmp/dist-bench npx tsx scripts/bench/catalogue-browser.ts [products=10000] [runs=24]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '../../server/app.ts';
import { loadKeys } from '../../server/auth/claims.ts';
import { Database as EmbeddedDatabase } from '../../server/db.ts';
import type { Database } from '../../src/backend/database.types.ts';
import { copySnapshot } from '../snapshot.ts';
import { generateProducts, ms, summarise } from './catalogue-data.ts';

const count = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 24);
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run \`npx vite build --outDir ${distDir}\` first, or set DIST_DIR.`);
  process.exit(1);
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-'));
  await copySnapshot(dataDir);
  const db = await EmbeddedDatabase.open(dataDir);
  const keys = await loadKeys(dataDir);
  const shop = createApp({ db, keys, distDir, publicUrl: 'http://127.0.0.1' });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = serve(
      { fetch: (request, env) => shop.app.fetch(request, env), port: 0, hostname: '127.0.0.1' },
      () => resolve(listening as http.Server),
    );
  });
  shop.attach(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    serviceKey: keys.serviceRole,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `action` in the page and resolves to the milliseconds until what `watch` selects has changed
 * (by default the product list and the count) and a frame has been drawn after it.
 */
function timed(page: Page, action: string, watch = '#catalogue-results, [role=status]'): Promise<number> {
  return page.evaluate(
    async ([source, selector]) => {
      const watched = [...document.querySelectorAll(selector)];
      if (watched.length === 0) throw new Error(`nothing on the page matches ${selector}`);
      const changed = new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        });
        for (const node of watched)
          observer.observe(node, { childList: true, subtree: true, characterData: true, attributes: true });
        setTimeout(
          () =>
            reject(
              new Error(
                `no change after: ${source}\n` +
                  `(address: ${location.search}, count: ${document.querySelector('[role=status]')?.textContent})`,
              ),
            ),
          10_000,
        );
      });
      const started = performance.now();
      // The action is this script's own text (the helpers below), run as the page's code.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- see above
      new Function(source)();
      return (await changed) - started;
    },
    [action, watch] as const,
  );
}

const clickTab = (name: string) =>
  `[...document.querySelectorAll('[role=tab]')].find((t) => t.textContent === ${JSON.stringify(name)}).click()`;
// Radix moves the thumb that last had focus, as for a visitor who tabbed to it.
const pressOnMaxThumb = (key: string) => `
  const thumb = document.querySelector('[aria-label="Prezzo massimo"]');
  thumb.focus();
  thumb.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, bubbles: true }));`;
const search = (query: string) => `
  const input = document.getElementById('catalogue-search');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(query)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.form.requestSubmit();`;

async function main() {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const backend = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const service = createClient<Database>(backend.url, backend.serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const products = generateProducts(count);
    for (let start = 0; start < products.length; start += 1000) {
      const { error } = await service.from('products').insert(products.slice(start, start + 1000));
      if (error) throw new Error(`inserting products: ${error.message}`);
    }
    const { count: total } = await service.from('products').select('id', { count: 'exact', head: true });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'it-IT' });
    const loadStarted = Date.now();
    await page.goto(`${backend.url}/shop`);
    await page
      .getByRole('status')
      .filter({ hasText: `${total} prodotti` })
      .waitFor({ timeout: 60_000 });
    const loaded = Date.now() - loadStarted;

    const samples: Record<string, number[]> = { baseline: [], tab: [], sort: [], price: [], search: [] };
    // The control: a change that does no product work at all, to read the others against this
    // machine's load at the time of the run.
    for (let run = 0; run < runs; run += 1) {
      samples.baseline!.push(
        await timed(
          page,
          `document.querySelector('[aria-controls="catalogue-filters"]').click()`,
          'div:has(> #catalogue-filters)',
        ),
      );
    }
    if ((await page.getByRole('button', { name: 'Filtri' }).getAttribute('aria-expanded')) !== 'true') {
      await page.getByRole('button', { name: 'Filtri' }).click();
    }
    const tabs = ['Anelli', 'Orologi', 'Orecchini', 'Tutti'];
    const sorts = ['Prezzo crescente', 'Prezzo decrescente', 'Novità', 'Ordina per nome'];
    // One action at a time, each one changing what is listed (the tabs end on Tutti, the search
    // alternates between a query and none, so no step leaves an empty list unchanged).
    for (let run = 0; run < runs; run += 1) samples.tab!.push(await timed(page, clickTab(tabs[run % tabs.length]!)));
    await page.getByRole('tab', { name: 'Tutti' }).click();
    for (let run = 0; run < runs; run += 1) {
      await page.getByRole('combobox', { name: 'Ordinamento' }).click();
      const option = sorts[run % sorts.length]!;
      samples.sort!.push(
        await timed(
          page,
          `[...document.querySelectorAll('[role=option]')]` +
            `.find((o) => o.textContent.includes(${JSON.stringify(option)})).click()`,
        ),
      );
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    }
    for (let run = 0; run < runs; run += 1)
      samples.price!.push(await timed(page, pressOnMaxThumb(run % 2 === 0 ? 'ArrowLeft' : 'ArrowRight')));
    for (let run = 0; run < runs; run += 1)
      samples.search!.push(await timed(page, search(run % 2 === 0 ? 'perle' : '')));
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);

    console.log(
      `${total} products in the catalogue, first list on screen after ${loaded} ms; ${nodes} DOM elements on the page`,
    );
    console.log(`${runs} runs per action, Chromium ${browser.version()}, 1440×900`);
    console.log(
      `load average before the run ${loadBefore}, after ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores)`,
    );
    console.log('action'.padEnd(42), 'min'.padStart(10), 'median'.padStart(10), 'p95'.padStart(10), 'max'.padStart(10));
    const labels: Record<string, string> = {
      baseline: 'control: open/close the filter panel',
      tab: 'category tab',
      sort: 'sort option',
      price: 'price key on the maximum thumb',
      search: 'search "perle" / cleared (Enter)',
    };
    for (const [key, values] of Object.entries(samples)) {
      const { min, median, p95, max } = summarise(values);
      console.log(
        labels[key]!.padEnd(42),
        ms(min).padStart(10),
        ms(median).padStart(10),
        ms(p95).padStart(10),
        ms(max).padStart(10),
      );
    }
  } finally {
    await browser.close();
    await backend.stop();
  }
}

await main();
