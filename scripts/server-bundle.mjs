// The server as one JavaScript bundle, so `npm start` skips compiling TypeScript at every start
// (tsx's loader alone costs half a second on two cores). Bundles are kept under
// node_modules/.cache, keyed by the content of the project's code the server may import (server/,
// and what it shares with the build and the functions: src/, schemas/, scripts/, supabase/functions/),
// made in a temporary folder and renamed into place, so servers started side by side never see half a
// bundle.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The folders whose modules the server bundle may contain. */
const SOURCES = ['server', 'src', 'schemas', 'scripts', 'supabase/functions'];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(?:ts|tsx|mjs|json)$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The bundled entry point for the server in `root/server`, bundling it first if needed. */
export async function serverBundle(root) {
  const serverDir = path.join(root, 'server');
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir))))
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  const cacheDir = path.join(root, 'node_modules', '.cache', 'boutique-server');
  const target = path.join(cacheDir, hash.digest('hex').slice(0, 16));
  const entry = path.join(target, 'main.js');
  if (existsSync(entry)) return entry;

  const { build } = await import('rolldown');
  const building = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(cacheDir, { recursive: true });
  await build({
    input: path.join(serverDir, 'main.ts'),
    platform: 'node',
    // Packages stay imports, resolved from node_modules as usual; only the project's code is bundled.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    output: { dir: building, format: 'esm' },
    logLevel: 'warn',
  });
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // Another start bundled the same sources first.
  }
  return entry;
}
