/**
 * Lighthouse on every page a visitor can open: each route of every site document plus `/shop`
 * (never `/admin`), mobile profile with Lighthouse's default simulated throttling, one route at a
 * time. Prints a Markdown table of the four category scores, LCP, TBT, CLS, the JavaScript and the
 * total bytes transferred; a route Lighthouse cannot measure (NO_FCP, …) shows the error code and
 * the run goes on. Progress goes to stderr, the table to stdout.
 *
 *   npm run bench:pages -- [--url http://127.0.0.1:8080] [--routes /,/shop] [--runs 3] [--json out.json]
 *
 * Without --url it starts the app itself, as `npm start` does, on a free port and a throw-away copy
 * of the prepared data folder, building into DIST_DIR (default: a folder under the system's tmp).
 * Chromium is CHROMIUM_PATH or /usr/bin/chromium. The two cores are shared with the server (and
 * often with other work): compare routes measured in one run, not numbers from different days.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { copySnapshot } from '../snapshot.ts';
import { chromiumFlags } from '../chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseChromiumFlags = ['--headless=new', ...chromiumFlags];
/** The owner's screen is not a page a visitor lands on, and it is not indexed. */
const privateRoutes = ['/admin'];

/** One Lighthouse run of one route: scores 0–100, times in ms, sizes in bytes. */
interface Measurement {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  scriptBytes: number | null;
  totalBytes: number | null;
}

interface Run {
  measurement: Measurement | null;
  /** Lighthouse's runtime error code (NO_FCP, …) or why the run produced no report. */
  error: string | null;
  /** The audits that kept a scored category (accessibility, best practices, SEO) below 100. */
  failing: string[];
}

interface RouteResult {
  route: string;
  url: string;
  runs: Run[];
  /** The median of each figure over the runs that produced it. */
  median: Measurement | null;
}

function usage(): never {
  console.error('Usage: npm run bench:pages -- [--url http://host:port] [--routes /a,/b] [--runs N] [--json out.json]');
  process.exit(2);
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        url: { type: 'string' },
        routes: { type: 'string' },
        runs: { type: 'string', default: '1' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    usage();
  }
  if (parsed.help) usage();
  const runs = Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1) usage();
  const routes = parsed.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  return { url: parsed.url?.replace(/\/+$/, ''), routes, runs, json: parsed.json };
}

/**
 * A pattern route (`/seoul/catalogo/:slug`) as one of its pages: the first piece its catalogue lists,
 * as a visitor would open it (each shop its own goods); any other route as it is.
 */
async function samplePage(base: string, route: string): Promise<string> {
  const parameter = route.indexOf('/:');
  if (parameter === -1) return route;
  const catalogue = route.slice(0, parameter);
  const html = await (await fetch(`${base}${encodeURI(catalogue)}`)).text();
  const escaped = encodeURI(catalogue).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const piece = new RegExp(`href="(${escaped}/[^"/?#]+)"`).exec(html)?.[1];
  if (!piece) throw new Error(`${catalogue} lists no piece to measure ${route} with`);
  return decodeURI(piece);
}

/** Every route a site document declares (a pattern as it is), `/shop` included, sorted as a reader looks for them. */
function siteRoutes(): string[] {
  const sitesDir = path.join(root, 'sites');
  const routes = new Set<string>();
  for (const file of readdirSync(sitesDir).filter((name) => name.endsWith('.json'))) {
    const document: unknown = JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8'));
    const declared = typeof document === 'object' && document !== null && 'routes' in document ? document.routes : [];
    if (!Array.isArray(declared)) continue;
    for (const route of declared) if (typeof route === 'string') routes.add(route);
  }
  routes.add('/shop');
  return [...routes]
    .filter((route) => {
      const lower = route.toLowerCase();
      return !privateRoutes.some((hidden) => lower === hidden || lower.startsWith(`${hidden}/`));
    })
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The app as `npm start` runs it, on its own port, data folder and build folder. */
async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-pages-'));
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(os.tmpdir(), 'boutique-dist-bench-pages'));
  await copySnapshot(dataDir);
  console.error(`Starting the app on port ${port} (build in ${distDir}, data in ${dataDir})…`);
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The build's and the server's output would mix into the table on stdout.
  server.stdout.pipe(process.stderr);
  server.stderr.pipe(process.stderr);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited(server);
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A build on a busy machine can take minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(`The app stopped before serving (exit ${server.exitCode ?? server.signalCode ?? '?'})`);
    }
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The app did not answer on ${url} within 10 minutes`);
}

/** Lighthouse's own reading of a route, as its command line runs it: a fresh Chromium each time. */
async function lighthouse(url: string): Promise<{ report: Result | null; log: string }> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-lighthouse-'));
  const reportPath = path.join(workDir, 'report.json');
  try {
    const cli = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        `--output-path=${reportPath}`,
        '--quiet',
        `--chrome-flags=${[...lighthouseChromiumFlags, `--user-data-dir=${path.join(workDir, 'profile')}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    cli.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    await exited(cli);
    // On a runtime error (NO_FCP, …) the command exits with an error after writing its report.
    const report = existsSync(reportPath) ? (JSON.parse(readFileSync(reportPath, 'utf8')) as Result) : null;
    return { report, log };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function transferSize(report: Result, resourceType: string): number | null {
  const details = report.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : null;
}

function measure(report: Result): Measurement {
  const categoryScore = (id: string) => {
    const value = report.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? null;
  return {
    performance: categoryScore('performance'),
    accessibility: categoryScore('accessibility'),
    bestPractices: categoryScore('best-practices'),
    seo: categoryScore('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptBytes: transferSize(report, 'script'),
    totalBytes: transferSize(report, 'total'),
  };
}

/** `category: audit` for each weighted audit that failed, where a category score is a pass rate. */
function failing(report: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter(({ id, weight }) => {
        const score = report.audits[id]?.score;
        return weight > 0 && typeof score === 'number' && score < 1;
      })
      .map(({ id }) => `${category}: ${id}`),
  );
}

function lastLine(log: string): string {
  return (
    log
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.includes('unexpected operator'))
      .at(-1) ?? 'no report'
  );
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianMeasurement(measurements: Measurement[]): Measurement | null {
  const [first] = measurements;
  if (!first) return null;
  const keys = Object.keys(first) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      median(measurements.map((entry) => entry[key]).filter((value): value is number => value !== null)),
    ]),
  ) as unknown as Measurement;
}

const dash = '–';
const show = (value: number | null, format: (value: number) => string) => (value === null ? dash : format(value));
// A median of an even number of runs can fall between two scores.
const score = (value: number) => String(Math.round(value));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function tableRow(result: RouteResult): string[] {
  const errors = [...new Set(result.runs.flatMap((run) => (run.error ? [run.error] : [])))];
  const failed = result.runs.filter((run) => run.error !== null).length;
  const note =
    failed > 0 && failed < result.runs.length ? ` (${failed}/${result.runs.length} runs: ${errors.join(', ')})` : '';
  const route = `\`${result.route}\`${note}`;
  const { median: figures } = result;
  if (!figures) return [route, `**${errors.join(', ') || 'no report'}**`, ...Array<string>(8).fill(dash)];
  // A runtime error leaves the performance score empty; the code says why.
  const performance = figures.performance === null && errors.length > 0 ? `**${errors.join(', ')}**` : null;
  return [
    route,
    performance ?? show(figures.performance, score),
    show(figures.accessibility, score),
    show(figures.bestPractices, score),
    show(figures.seo, score),
    show(figures.lcp, seconds),
    show(figures.tbt, milliseconds),
    show(figures.cls, (cls) => cls.toFixed(3)),
    show(figures.scriptBytes, kib),
    show(figures.totalBytes, kib),
  ];
}

function markdownTable(results: RouteResult[]): string {
  const header = ['route', 'Perf.', 'A11y', 'Best Pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS transferred', 'total'];
  const align = ['---', ...Array<string>(header.length - 1).fill('---:')];
  return [header, align, ...results.map(tableRow)].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Measures every route; `tools` names the versions that measured, read from the first report. */
async function benchmark(
  base: string,
  routes: string[],
  runs: number,
): Promise<{ results: RouteResult[]; tools: string | null }> {
  const results: RouteResult[] = [];
  let tools: string | null = null;
  for (const route of routes) {
    // Routes keep their case and spaces (`/shoop bozza`): only the URL encodes them.
    const url = `${base}${encodeURI(route)}`;
    const routeRuns: Run[] = [];
    for (let index = 1; index <= runs; index += 1) {
      const runStarted = performance.now();
      const { report, log } = await lighthouse(url);
      const error = report ? (report.runtimeError?.code ?? null) : lastLine(log);
      routeRuns.push({ measurement: report ? measure(report) : null, error, failing: report ? failing(report) : [] });
      const took = ((performance.now() - runStarted) / 1000).toFixed(0);
      console.error(`${route} run ${index}/${runs}: ${error ?? 'ok'} (${took} s)`);
      if (report && tools === null) {
        const chromium = /Chrome\/([\d.]+)/.exec(report.environment.hostUserAgent)?.[1] ?? '?';
        tools = `Lighthouse ${report.lighthouseVersion}, Chromium ${chromium}`;
      }
    }
    const measured = routeRuns.flatMap((run) => (run.measurement && run.error === null ? [run.measurement] : []));
    // A failed run still has scores for the categories it reached (accessibility, SEO…).
    const fallback = routeRuns.flatMap((run) => (run.measurement ? [run.measurement] : []));
    results.push({
      route,
      url,
      runs: routeRuns,
      median: medianMeasurement(measured.length > 0 ? measured : fallback),
    });
  }
  return { results, tools };
}

const { url: givenUrl, routes: givenRoutes, runs, json } = options();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  process.exit(1);
}
const server = givenUrl ? { url: givenUrl, stop: () => Promise.resolve() } : await startServer();
const stopOnSignal = () => {
  void server.stop().finally(() => process.exit(130));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
const started = new Date();
const loadBefore = os.loadavg();
let measured: Awaited<ReturnType<typeof benchmark>>;
let routes: string[];
try {
  const pages = await Promise.all((givenRoutes ?? siteRoutes()).map((route) => samplePage(server.url, route)));
  routes = [...new Set(pages)];
  measured = await benchmark(server.url, routes, runs);
} finally {
  await server.stop();
}
const load = (sample: number[]) => sample.map((value) => value.toFixed(2)).join(', ');
console.log(
  `${measured.tools ?? 'Lighthouse'}, mobile, simulated throttling; ${routes.length} routes, ` +
    `median of ${runs} run(s); from ${started.toISOString()} to ${new Date().toISOString()}; ` +
    `${os.cpus().length} cores, load average ${load(loadBefore)} before and ${load(os.loadavg())} after\n`,
);
console.log(markdownTable(measured.results));
const failures = measured.results.flatMap(({ route, runs: routeRuns }) => {
  const audits = [...new Set(routeRuns.flatMap((run) => run.failing))];
  return audits.length > 0 ? [`- \`${route}\`: ${audits.join(', ')}`] : [];
});
if (failures.length > 0) console.log(`\nAudits below 100 (in any run):\n\n${failures.join('\n')}`);
if (json) {
  writeFileSync(json, `${JSON.stringify({ started, base: server.url, runs, ...measured }, null, 2)}\n`);
  console.error(`Results written to ${json}`);
}
