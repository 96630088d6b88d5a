/**
 * The script each page of a build loads before the visitor does anything (an app page's code too,
 * which its loader fetches once the page has painted), as transferred
 * (compressed as the server sends it: the build's Brotli file), against a budget per kind of page;
 * exits non-zero when a page goes over its budget. A page's script is what its HTML names (its
 * module scripts and module preloads, and any inline script that runs) and, recursively, the
 * chunks those import statically. What loads later (an island's code and React, on its trigger; a
 * lazy part of an app) is not counted.
 *
 *   npm run bench:bundle -- [--dist dist] [--routes /,/shop] [--json out.json]
 *
 * Without `--dist` (or when the folder holds no build) it builds into a folder under the system's
 * tmp first. The figures depend on the code only, not on the machine's load.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Budgets in bytes, as transferred, per kind of page. */
export const budgets = {
  /** A brochure page: HTML with islands, no React before an island is used. */
  brochure: 20_000,
  /** The catalogue and product pages: React apps, their live connection deferred to idle. */
  app: 180_000,
  /** The owner's admin, kept out of search: an app with supabase-js from the start. */
  admin: 240_000,
} as const;

type Kind = keyof typeof budgets;

/**
 * Each font a page preloads, in bytes (a WOFF2 file goes as it is). It travels beside the hero's
 * picture: a phone's new connection brings some 14 KB in its first round trip and twice as much in
 * each next one, so a font over 43 KB takes a third round trip before the page's largest paint.
 */
export const fontBudget = 40_000;

const { values } = parseArgs({
  options: { dist: { type: 'string' }, routes: { type: 'string' }, json: { type: 'string' } },
});
const onlyRoutes = values.routes
  ?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
/** What a page's HTML loads: module scripts, module preloads. */
const PAGE_SCRIPT =
  /<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** The fonts a page's HTML preloads. */
const PRELOADED_FONT = /<link\b[^>]*\bas="font"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** Inline scripts that run (not data: JSON, JSON-LD, Speculation Rules). */
const INLINE_SCRIPT =
  /<script(?![^>]*\b(?:src|type="(?:application\/(?:ld\+)?json|speculationrules)")\b)[^>]*>([\s\S]*?)<\/script>/g;

function buildInto(outDir: string): void {
  console.error(`Building into ${outDir}…`);
  execFileSync('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'ignore' });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const given = values.dist ? path.resolve(values.dist) : null;
const built = given !== null && existsSync(path.join(given, 'pages.json'));
const distDir = built ? given : mkdtempSync(path.join(os.tmpdir(), 'boutique-bundle-'));
if (distDir !== given) buildInto(distDir);

try {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'pages.json'), 'utf8')) as {
    routes: Record<string, string>;
  };
  const sizes = new Map<string, number>();
  /** A file's bytes as the server sends them: its Brotli twin when the build has one. */
  const transferred = (file: string) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) {
      const full = path.join(distDir, file);
      bytes = existsSync(`${full}.br`)
        ? readFileSync(`${full}.br`).length
        : brotliCompressSync(readFileSync(full)).length;
      sizes.set(file, bytes);
    }
    return bytes;
  };
  const closure = (file: string, into: Set<string>): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const [, imported = ''] of code.matchAll(STATIC_IMPORT))
      closure(path.posix.join(path.posix.dirname(file), imported), into);
    return into;
  };

  const results = Object.entries(manifest.routes)
    .filter(([route]) => !route.includes(':') && (!onlyRoutes || onlyRoutes.includes(route)))
    .map(([route, file]) => {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const app = html.includes('id="router-data"');
      const kind: Kind = !app ? 'brochure' : /<meta name="robots" content="[^"]*noindex/.test(html) ? 'admin' : 'app';
      const files = new Set<string>();
      const addresses = [...html.matchAll(PAGE_SCRIPT)].map(([, src, preload]) => src ?? preload ?? '');
      // An app page's code, which its loader fetches once the page has painted, before any interaction.
      const later = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
      if (later) {
        const { entry, preload } = JSON.parse(later) as { entry: string; preload: string[] };
        addresses.push(entry, ...preload);
      }
      for (const address of addresses) if (address.startsWith('/')) closure(address.slice(1), files);
      const inline = [...html.matchAll(INLINE_SCRIPT)].reduce(
        (sum, [, code = '']) => sum + brotliCompressSync(code).length,
        0,
      );
      const fonts = [...html.matchAll(PRELOADED_FONT)].map(([, href = '']) => href.slice(1));
      const chunks = [...files].map((chunk) => ({ file: chunk, bytes: transferred(chunk) }));
      const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, inline);
      return {
        route,
        kind,
        total,
        inline,
        budget: budgets[kind],
        chunks: chunks.sort((a, b) => b.bytes - a.bytes),
        fonts,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route, 'en', { sensitivity: 'base' }));

  console.log('Script a page loads before any interaction, as transferred (Brotli), against its budget.\n');
  console.log('| route | kind | chunks | script | budget | |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const verdict = r.total <= r.budget ? 'ok' : '**over**';
    console.log(
      `| \`${r.route}\` | ${r.kind} | ${String(r.chunks.length)} | ${kb(r.total)} | ${kb(r.budget)} | ${verdict} |`,
    );
  }
  for (const kind of Object.keys(budgets) as Kind[]) {
    const ofKind = results.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    const most = Math.max(...ofKind.map((r) => r.total));
    console.log(`\n${kind}: ${String(ofKind.length)} pages, at most ${kb(most)} (budget ${kb(budgets[kind])})`);
  }
  const fontPages = new Map<string, number>();
  for (const r of results) for (const font of r.fonts) fontPages.set(font, (fontPages.get(font) ?? 0) + 1);
  const fonts = [...fontPages].map(([file, pages]) => ({
    file,
    pages,
    bytes: statSync(path.join(distDir, file)).size,
  }));
  console.log(`\nFonts the pages preload, against ${kb(fontBudget)} each.\n`);
  console.log('| font | pages | bytes | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const font of fonts.sort((a, b) => b.bytes - a.bytes)) {
    const verdict = font.bytes <= fontBudget ? 'ok' : '**over**';
    console.log(`| \`${path.basename(font.file)}\` | ${String(font.pages)} | ${kb(font.bytes)} | ${verdict} |`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ pages: results, fonts }, null, 2)}\n`);

  const heavyFonts = fonts.filter((font) => font.bytes > fontBudget);
  if (heavyFonts.length > 0) {
    console.error(`\n${String(heavyFonts.length)} preloaded fonts over ${kb(fontBudget)}:`);
    for (const font of heavyFonts)
      console.error(`  ${font.file}: ${kb(font.bytes)}, preloaded by ${String(font.pages)} pages`);
    process.exitCode = 1;
  }

  const over = results.filter((r) => r.total > r.budget);
  if (over.length > 0) {
    console.error(`\n${String(over.length)} pages over their budget:`);
    for (const r of over) {
      const list = r.chunks
        .slice(0, 8)
        .map((c) => `${path.basename(c.file)} ${kb(c.bytes)}`)
        .join(', ');
      console.error(`  ${r.route} (${r.kind}): ${kb(r.total)} > ${kb(r.budget)}: ${list}`);
    }
    process.exitCode = 1;
  }
} finally {
  if (distDir !== given) rmSync(distDir, { recursive: true, force: true });
}
