#!/usr/bin/env node
// The test runs: `npm test` (every suite) and `npm run check` (the fast lane), as stages of npm
// scripts. A stage's lanes run side by side, each lane's steps one after another; the next stage
// starts when every lane of this one has passed. At the end a table says what each step took.
//
//   node scripts/test.mjs [all|check]
//
// TEST_TIMINGS=<file>: also append each step's row there (tab-separated: step, seconds, result), so
// `.ci/run` can print one table for its installs and the suites.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** @typedef {{ name: string, script: string, args: string[], command?: string[] }} Step */
/** @typedef {Step[]} Lane */
/** @typedef {Lane[]} Stage */

/**
 * An npm script, with arguments for it when it runs a part of its suite (`name` says which).
 * @returns {Step}
 */
const step = (script, name = script, args = []) => ({ name, script, args });

/**
 * The abuse suite's backup and restore tests (a few minutes of server starts, copies and restores)
 * run beside the production build's lane, after the PostgreSQL contract run; its other files,
 * some of which serve the build, follow the build. Every file runs once: the second part is the
 * suite without the first.
 */
const abuseApart = 'tests/abuse/durability.test.ts';
const abuseFirst = step('test:abuse', 'test:abuse (durability)', [abuseApart]);
const abuseRest = step('test:abuse', 'test:abuse (the rest)', ['--exclude', abuseApart]);

/**
 * The pages function's handler under Deno (the runtime of a hosted project's functions) against a
 * running embedded server; the runner installs Deno from the npm registry into the CI cache folder.
 * @type {Step}
 */
const denoTests = { name: 'test:deno', script: 'tests/deno/run.ts', args: [], command: ['npx', 'tsx'] };

/**
 * The fast lane, and the whole run's first stage. Lint is the longest static check: the other lane
 * validates, typechecks and runs the unit tests.
 * @type {Stage}
 */
const checks = [
  [step('format:check'), step('lint')],
  [step('validate'), step('typecheck'), step('test:unit')],
];

/** @type {Record<string, Stage[]>} */
const plans = {
  // The contract suites wait on their servers most of the time, so both databases' runs go side by
  // side with the production build (then its pages' script budgets, `bench:bundle`); the abuse
  // suite (it measures its own servers' memory and answers, not the machine's idle time) in two
  // parts, one after the PostgreSQL run and one after the build it serves; then the browser suites.
  all: [
    checks,
    [
      [step('test:contract'), denoTests],
      [step('test:contract:pg'), abuseFirst],
      [step('build'), step('test:budgets'), abuseRest],
    ],
    [[step('test:e2e')]],
    [[step('test:e2e:pg')]],
  ],
  check: [checks],
};

const planName = process.argv[2] ?? 'all';
const plan = plans[planName];
if (!plan) {
  console.error(`Unknown plan "${planName}": ${Object.keys(plans).join(', ')}`);
  process.exit(2);
}

/** @type {{ name: string, seconds: number, result: string }[]} */
const rows = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
const failed = { value: false };
/**
 * Held output of the steps that failed first (not those stopped because another failed): its end
 * is written again below the table, where a reader of the run's last lines finds why it failed.
 * @type {{ script: string, output: string }[]}
 */
const failures = [];

function record(name, started, result) {
  const seconds = (performance.now() - started) / 1000;
  rows.push({ name, seconds, result });
  if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, `${name}\t${seconds.toFixed(1)}\t${result}\n`);
}

/**
 * Runs one npm script (or `command` with the script as its argument). Alone in its stage it writes
 * straight to the terminal; beside another lane its output is held and written whole when it ends,
 * so two steps' lines never interleave.
 */
function run(script, args, alone, command) {
  return new Promise((resolve) => {
    const [program, ...programArgs] = command ?? ['npm', 'run', '--silent'];
    const child = spawn(program, [...programArgs, script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(chunks);
      if (!alone) process.stdout.write(output);
      const result = code === 0 ? 'passed' : `failed (${code ?? signal})`;
      if (!alone && result !== 'passed' && !failed.value) failures.push({ script, output: output.toString() });
      resolve(result);
    });
  });
}

async function runLane(lane, alone) {
  for (const { name, script, args, command } of lane) {
    if (failed.value) return;
    if (!alone) console.log(`▶ ${name} (beside another lane: its output follows when it ends)`);
    else console.log(`▶ ${name}`);
    const started = performance.now();
    const result = await run(script, args, alone, command);
    record(name, started, result);
    console.log(`${result === 'passed' ? '✔' : '✘'} ${name} ${result} in ${rows.at(-1).seconds.toFixed(0)} s`);
    if (result !== 'passed') {
      failed.value = true;
      // The other lanes' steps stop too: their process groups are ended.
      for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      return;
    }
  }
}

function printTable(total) {
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length) + 2;
  console.log(`\n${'step'.padEnd(width)}${'seconds'.padStart(8)}  result`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}${row.seconds.toFixed(1).padStart(8)}  ${row.result}`);
  console.log(`${'total'.padEnd(width)}${total.toFixed(1).padStart(8)}  (steps side by side count once)`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, signal);
    process.exit(130);
  });
}

const started = performance.now();
for (const stage of plan) {
  await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  if (failed.value) break;
}
printTable((performance.now() - started) / 1000);
for (const { script, output } of failures) {
  console.log(`\n✘ ${script}, its last lines:\n`);
  console.log(output.trimEnd().split('\n').slice(-80).join('\n'));
}
process.exit(failed.value ? 1 : 0);
