/**
 * The shop's availability under attack: 200 concurrent anonymous catalogue readers alone, then
 * under each attack of the threat table (`docs/security.md`), side by side in one run. For each
 * attack, on a fresh shop: the readers' requests per second, p50, p99 and errors alone and under
 * the attack, and the server's resident memory (idle, peak, after); then a markdown table with the
 * share of the throughput kept and whether the row meets the targets (≥ 70 % of the throughput
 * alone, 0 errors, peak ≤ idle + 200 MB), and what the server answered each attack.
 *
 *   npm run bench:abuse -- [--readers 200] [--seconds 15] [--attacks join,signin16,…] [--url URL [--pid PID]]
 *
 * Without `--url` every row runs on a fresh shop in its own process (`tests/abuse/harness.ts`, a
 * copy of the data snapshot, `TRUST_PROXY=127.0.0.1` so the attacks' `X-Forwarded-For` addresses
 * count), so one attack's leftovers never weigh on the next. With `--url` every row runs against
 * that server (start it with `TRUST_PROXY=127.0.0.1`; `--pid` to read its memory;
 * `OWNER_EMAIL`/`OWNER_PASSWORD` for the owner's sign-in during the flood). Loopback only: the
 * attacks are sized for a shop on this machine. Progress goes to stderr, the tables to stdout.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { OWNER, startShop, type Shop } from '../../tests/abuse/harness.ts';
import { ATTACKS, type Attack, type AttackReport, type AttackTarget, type RunningAttack } from './abuse/attacks.ts';
import { sleep } from './abuse/http.ts';
import { CATALOGUE_PATH, measureReaders, type ReadersResult } from './abuse/readers.ts';

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    attacks: { type: 'string', default: ATTACKS.map((attack) => attack.name).join(',') },
    url: { type: 'string' },
    pid: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    [
      'npm run bench:abuse -- [options]',
      '  --readers N     concurrent catalogue readers (200)',
      '  --seconds N     measured seconds per row (15)',
      '  --warmup N      seconds of reading before each row is measured (3)',
      `  --attacks LIST  comma-separated, from: ${ATTACKS.map((attack) => attack.name).join(', ')}`,
      '  --url URL       measure a running shop instead of starting one per row',
      "  --pid PID       that shop's process, to read its memory from /proc",
    ].join('\n'),
  );
  process.exit(0);
}

const readers = positive('readers');
const seconds = positive('seconds');
const warmup = Number(args.warmup);
const chosen = args.attacks
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
  .map((name) => {
    const attack = ATTACKS.find((known) => known.name === name);
    if (!attack) fail(`Unknown attack "${name}": choose from ${ATTACKS.map((known) => known.name).join(', ')}`);
    return attack;
  });
if (chosen.length === 0) fail('--attacks names no attack');
const external = args.url?.replace(/\/$/, '');
if (external && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(external))
  fail('--url must be a shop on this machine (http://127.0.0.1:PORT or http://localhost:PORT)');

function positive(name: 'readers' | 'seconds'): number {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) fail(`--${name} must be a positive whole number`);
  return value;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function log(message: string): void {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)}  ${message}\n`);
}

interface Row {
  title: string;
  shape: string;
  /** The readers on this row's shop just before the attack, and during it. */
  alone: ReadersResult;
  attacked: ReadersResult;
  /** Resident memory in MB: before the attack, its highest while it ran, 3 s after it ended. */
  memory: { idle: number; peak: number; after: number } | null;
  report: AttackReport;
}

/** The memory of a process in MB from `/proc/<pid>/status`, or null when it cannot be read. */
function residentMb(pid: number): number | null {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) / 1024 : null;
}

async function externalTarget(url: string): Promise<AttackTarget> {
  const response = await fetch(`${url}/app-config.json`);
  if (!response.ok) fail(`${url}/app-config.json answered ${response.status}: is it a Boutique shop?`);
  const config = (await response.json()) as { supabaseAnonKey?: string };
  if (!config.supabaseAnonKey) fail(`${url}/app-config.json names no anon key`);
  const { OWNER_EMAIL: email, OWNER_PASSWORD: password } = process.env;
  return { url, anonKey: config.supabaseAnonKey, owner: email && password ? { email, password } : null };
}

/**
 * One row: on a fresh shop (or the `--url` one), the readers alone for `seconds`, then again under
 * the attack: the two windows are adjacent, so a machine whose load drifts during the run moves both.
 */
async function measureRow(attack: Attack): Promise<Row> {
  const { title } = attack;
  let shop: Shop | null = null;
  let target: AttackTarget;
  let pid: number | null;
  if (external) {
    target = await externalTarget(external);
    pid = args.pid ? Number(args.pid) : null;
  } else {
    shop = await startShop({ env: { TRUST_PROXY: '127.0.0.1' }, pages: attack.pages ?? false });
    target = { url: shop.url, anonKey: shop.anonKey, owner: OWNER };
    pid = shop.pid;
  }
  const read = (window: number) =>
    measureReaders({ url: target.url, anonKey: target.anonKey, readers, seconds: window });
  try {
    log(`${title}: warming up (${warmup} s)`);
    if (warmup > 0) await read(warmup);
    log(`${title}: ${readers} readers alone for ${seconds} s`);
    const alone = await read(seconds);
    await sleep(1000);
    const idle = pid === null ? null : residentMb(pid);
    let peak = idle ?? 0;
    const sampler = setInterval(() => {
      const now = pid === null ? null : residentMb(pid);
      if (now !== null) peak = Math.max(peak, now);
    }, 200);
    try {
      let report: AttackReport = { outcome: '' };
      let running: RunningAttack | null = null;
      log(`${title}: starting the attack`);
      try {
        running = await attack.start(target);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        report = { outcome: `the attack could not start: ${reason}`, failed: 'the attack could not start' };
      }
      log(`${title}: ${readers} readers under attack for ${seconds} s`);
      const attacked = await read(seconds);
      if (running) {
        report = await running.stop().catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          return { outcome: `the attack failed: ${reason}`, failed: 'the attack failed' };
        });
      }
      await sleep(3000);
      const after = pid === null ? null : residentMb(pid);
      const memory = idle === null || after === null ? null : { idle, peak: Math.max(peak, after), after };
      log(
        `${title}: ${alone.rps.toFixed(0)} → ${attacked.rps.toFixed(0)} req/s, ` +
          `${attacked.errors} errors; ${report.outcome}`,
      );
      return { title, shape: attack.shape, alone, attacked, memory, report };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await shop?.stop();
  }
}

const loadAtStart = os.loadavg();
const started = new Date();
log(
  `${readers} readers, ${seconds} s alone and ${seconds} s under each attack: ` +
    chosen.map((attack) => attack.name).join(', ') +
    ` (${os.cpus().length} cores, load ${loadAtStart.map((n) => n.toFixed(2)).join(' ')})`,
);
const rows: Row[] = [];
for (const attack of chosen) rows.push(await measureRow(attack));
const loadAtEnd = os.loadavg();

const mb = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
const share = (row: Row) => (row.alone.rps > 0 ? row.attacked.rps / row.alone.rps : 0);

function verdict(row: Row): string {
  const problems: string[] = [];
  if (share(row) < 0.7) problems.push(`throughput ${(share(row) * 100).toFixed(0)} %`);
  if (row.attacked.errors > 0) problems.push(`${row.attacked.errors} errors`);
  if (row.memory && row.memory.peak - row.memory.idle > 200)
    problems.push(`+${mb(row.memory.peak - row.memory.idle)} MB`);
  if (row.report.failed) problems.push(row.report.failed);
  return problems.length === 0 ? (row.memory ? 'yes' : 'yes (memory not read)') : `**no**: ${problems.join(', ')}`;
}

const lines = [
  `${readers} concurrent catalogue readers (\`GET ${CATALOGUE_PATH}\`), ${seconds} s alone then ` +
    `${seconds} s under the attack, ${external ? `against ${external}` : 'each row on a fresh shop'}; ` +
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ` +
    `load average ${loadAtStart[0]?.toFixed(2)} at the start and ${loadAtEnd[0]?.toFixed(2)} at the end, ` +
    `Node ${process.version}.`,
  '',
  '| attack | alone: req/s, p50, p99 | under attack: req/s, p50, p99 | % of alone | errors | ' +
    'RSS idle → peak → after (MB) | Δ peak | meets targets |',
  '|---|---|---|---:|---:|---|---:|---|',
  ...rows.map((row) => {
    const readings = ({ rps, p50, p99 }: ReadersResult) => `${rps.toFixed(0)}, ${ms(p50)}, ${ms(p99)}`;
    const memory = row.memory
      ? `${mb(row.memory.idle)} → ${mb(row.memory.peak)} → ${mb(row.memory.after)}`
      : 'not read';
    const delta = row.memory
      ? `${row.memory.peak >= row.memory.idle ? '+' : ''}${mb(row.memory.peak - row.memory.idle)}`
      : '';
    const errors = row.alone.errors > 0 ? `${row.attacked.errors} (alone ${row.alone.errors})` : row.attacked.errors;
    const percent = `${(share(row) * 100).toFixed(0)} %`;
    const cells = [
      row.title,
      readings(row.alone),
      readings(row.attacked),
      percent,
      errors,
      memory,
      delta,
      verdict(row),
    ];
    return `| ${cells.join(' | ')} |`;
  }),
  '',
  '| attack | what it sends | what the server answered |',
  '|---|---|---|',
  ...rows.map((row) => `| ${row.title} | ${row.shape} | ${row.report.outcome} |`),
];
console.log(lines.join('\n'));
