/**
 * What a backup costs the running shop's other requests:
 *
 *   npx tsx scripts/backup/measure.ts [--data-dir <folder>] [--rounds <n>]
 *
 * Against the server running on the folder (found from `boutique.lock`, as `npm run backup` does),
 * two probes ask without pause, one `/app-config.json` (no database) and one
 * `/rest/v1/products?limit=1` (a query); meanwhile a worker thread takes `POST /backup/v1/archive`
 * and reads it to the end, `rounds` times. Printed: each probe's slowest answer before the backups and during them,
 * and how many answers each got during them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { recordedAddress } from '../../server/data-dir-lock.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const dataDir = path.resolve(option('--data-dir', process.env.DATA_DIR ?? '.data'));
const rounds = Number(option('--rounds', '5'));
const url = recordedAddress(dataDir);
if (!url) throw new Error(`No server is recorded as running on ${dataDir}`);
const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
  anon_key: string;
  service_role_key: string;
};

interface Probe {
  slowest: number;
  answers: number;
}

async function probe(target: string, headers: Record<string, string>, until: () => boolean): Promise<Probe> {
  const result = { slowest: 0, answers: 0 };
  while (!until()) {
    const started = performance.now();
    const response = await fetch(target, { headers });
    await response.arrayBuffer();
    result.slowest = Math.max(result.slowest, performance.now() - started);
    result.answers++;
  }
  return result;
}

async function window(body: () => Promise<void>): Promise<{ config: Probe; query: Probe }> {
  let done = false;
  const config = probe(`${url}/app-config.json`, {}, () => done);
  const query = probe(`${url}/rest/v1/products?select=id&limit=1`, { apikey: keys.anon_key }, () => done);
  await body();
  done = true;
  return { config: await config, query: await query };
}

const quiet = await window(() => new Promise((resolve) => setTimeout(resolve, 2000)));
// The backups are downloaded by a worker thread, so reading them does not slow the probes down.
const downloader = `
  const { workerData, parentPort } = require('node:worker_threads');
  (async () => {
    for (let i = 0; i < workerData.rounds; i++) {
      const response = await fetch(workerData.url + '/backup/v1/archive', {
        method: 'POST',
        headers: { apikey: workerData.key, authorization: 'Bearer ' + workerData.key },
      });
      if (!response.ok) throw new Error('The backup was refused (' + response.status + '): ' + (await response.text()));
      for await (const chunk of response.body) void chunk;
    }
    parentPort.postMessage('done');
  })().catch((error) => { throw error; });`;
const backups = await window(
  () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(downloader, { eval: true, workerData: { url, key: keys.service_role_key, rounds } });
      worker.once('message', () => resolve());
      worker.once('error', reject);
    }),
);
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`Server at ${url}, ${rounds} backups`);
for (const name of ['config', 'query'] as const) {
  console.log(
    `${name === 'config' ? '/app-config.json        ' : '/rest/v1/products?limit=1'}  slowest answer: ` +
      `${ms(quiet[name].slowest)} without backups, ${ms(backups[name].slowest)} during them ` +
      `(${backups[name].answers} answers during them)`,
  );
}
