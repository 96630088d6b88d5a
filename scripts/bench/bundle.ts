/**
 * The JavaScript each page loads before it is interactive, and its gzip size: the entry chunk and
 * what it imports (the `modulepreload` links of every page), plus the lazy sections the page's
 * document uses (`src/main.tsx` loads them before hydrating) and what those import. Code a page
 * loads only on an interaction (the tooltips' Radix part, the enquiry form's sending) is not
 * counted. Prints a Markdown table per route, then the chunks with their size and the routes that
 * load them.
 *
 *   npm run bench:bundle -- [--routes /,/shop] [--json out.json]
 *
 * It runs its own client build (with Vite's manifest) into a folder under the system's tmp, and
 * sizes each chunk as the build's precompression does (gzip, level 9). The figures depend on the
 * code only, not on the machine's load.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { sectionTypes } from '../../src/sections/traits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const privateRoutes = ['/admin'];

function options() {
  const { values } = parseArgs({ options: { routes: { type: 'string' }, json: { type: 'string' } } });
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return { routes, json: values.json };
}

interface Page {
  route: string;
  /** The manifest key of the route's document (`virtual:site-document/<file name>`). */
  document: string;
  sectionTypes: string[];
}

/** Every route of every site document, but the owner's, sorted as `bench:pages` sorts them. */
function sitePages(): Page[] {
  const sitesDir = path.join(root, 'sites');
  const pages: Page[] = [];
  for (const file of readdirSync(sitesDir).filter((name) => name.endsWith('.json'))) {
    const document = JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8')) as {
      routes?: unknown;
      sections?: { type?: unknown }[];
    };
    const sectionTypes = (document.sections ?? []).flatMap((section) =>
      typeof section.type === 'string' ? [section.type] : [],
    );
    const routes = Array.isArray(document.routes) ? document.routes : [];
    for (const route of routes) {
      if (typeof route !== 'string') continue;
      if (privateRoutes.some((hidden) => route.toLowerCase().startsWith(hidden))) continue;
      pages.push({ route, document: `virtual:site-document/${path.basename(file, '.json')}`, sectionTypes });
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route, 'en', { sensitivity: 'base' }));
}

/**
 * Section type → the module its component loads from, as its definition's `component` imports it
 * (`src/sections/<type>/index.ts`): every section is lazy (`src/sections/registry.ts`).
 */
function lazySectionModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const type of sectionTypes) {
    const definition = path.join(root, 'src/sections', type, 'index.ts');
    const module = /component:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(readFileSync(definition, 'utf8'))?.[1];
    if (!module) throw new Error(`${definition} imports no component: the report would be wrong`);
    modules.set(type, path.relative(root, path.resolve(path.dirname(definition), module)));
  }
  return modules;
}

/** The chunk files a manifest entry loads: its own and, recursively, its static imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

const { routes: onlyRoutes, json } = options();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bundle-'));
try {
  console.error(`Building the client into ${outDir}…`);
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const lazy = lazySectionModules();
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };

  const pages = sitePages().filter((page) => !onlyRoutes || onlyRoutes.includes(page.route));
  const shell = closure(manifest, 'index.html');
  const results = pages.map((page) => {
    const files = new Set(shell);
    for (const type of new Set(page.sectionTypes)) {
      const module = lazy.get(type);
      if (module) closure(manifest, module, files);
    }
    const chunks = [...files].map((file) => ({ file, gzip: size(file) })).sort((a, b) => b.gzip - a.gzip);
    return { route: page.route, total: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0), chunks };
  });

  const shellBytes = [...shell].reduce((sum, file) => sum + size(file), 0);
  console.log(`JavaScript a page loads before it is interactive, gzip level 9; every page loads the entry and`);
  console.log(`its imports (${String(shell.size)} chunks, ${kb(shellBytes)}).\n`);
  console.log('| route | chunks | gzip | beyond the entry |');
  console.log('| --- | ---: | ---: | --- |');
  for (const result of results) {
    const extra = result.chunks.filter((chunk) => !shell.has(chunk.file));
    const beyond = extra.map((chunk) => `${chunkName(chunk.file)} ${kb(chunk.gzip)}`).join(', ') || '–';
    console.log(`| \`${result.route}\` | ${String(result.chunks.length)} | ${kb(result.total)} | ${beyond} |`);
  }

  const loadedBy = new Map<string, string[]>();
  for (const result of results)
    for (const chunk of result.chunks) loadedBy.set(chunk.file, [...(loadedBy.get(chunk.file) ?? []), result.route]);
  console.log('\n| chunk | gzip | loaded by |');
  console.log('| --- | ---: | --- |');
  for (const [file, routes] of [...loadedBy].sort((a, b) => size(b[0]) - size(a[0]))) {
    const who = routes.length === results.length ? 'every route' : routes.map((route) => `\`${route}\``).join(', ');
    console.log(`| ${path.basename(file)} | ${kb(size(file))} | ${who} |`);
  }

  if (json) writeFileSync(json, `${JSON.stringify({ shell: [...shell], routes: results }, null, 2)}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
