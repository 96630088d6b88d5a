#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the server
// (DATA_DIR, default .data/, holds the database, files and keys; PORT, default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundle } from './server-bundle.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// Written at the end of the pre-rendering: a build stopped half-way is built again.
const built = path.join(distDir, 'pages.json');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ['src', 'sites', 'schemas', 'public', 'index.html', 'vite.config.ts', 'scripts/prerender'].map((p) =>
  path.join(root, p),
);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;

if (stale) {
  console.log('Building the app…');
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process: bundled (see server-bundle.mjs) when possible, else through
// tsx's loader. Signals reach the server's own handlers, which release the data folder.
process.env.DIST_DIR = distDir;
process.env.BOUTIQUE_ROOT = root;
let entry;
try {
  entry = await serverBundle(root);
} catch (error) {
  const reason = error instanceof Error ? error.message : error;
  console.warn(`Running the server from its TypeScript sources (bundling failed: ${reason})`);
  const { register } = await import('tsx/esm/api');
  register();
  entry = path.join(root, 'server', 'main.ts');
}
await import(pathToFileURL(entry).href);
