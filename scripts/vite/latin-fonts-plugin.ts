import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fontPackages } from '../prerender/fonts.ts';

/**
 * The OpenType features the Latin faces keep: shaping (kerning, ligatures, marks, the glyphs of a
 * language) and the figures the styles ask for (`tabular-nums`, `lining-nums`). The stylistic
 * sets and character variants the families also carry are set nowhere in the sites.
 */
export const keptFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'calt',
  'rlig',
  'rvrn',
  'tnum',
  'lnum',
  'pnum',
];

const requireFile = createRequire(import.meta.url);

/** The characters of a `unicode-range` (`U+0000-00FF,U+0131,…`). */
export function rangeCharacters(range: string): string {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const bounds = /^U\+([0-9a-f]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(part.trim());
    const from = Number.parseInt(bounds?.[1] ?? '', 16);
    const to = Number.parseInt(bounds?.[2] ?? bounds?.[1] ?? '', 16);
    if (!bounds || to < from) throw new Error(`Not a unicode-range: ${part}`);
    for (let point = from; point <= to; point++) points.push(point);
  }
  return String.fromCodePoint(...points);
}

/** The `unicode-range` a fontsource package declares for its Latin face. */
export function latinRange(stem: string): string {
  const css = readFileSync(requireFile.resolve(`@fontsource-variable/${stem}/index.css`), 'utf8');
  const face = new RegExp(String.raw`/\* ${stem}-latin-wght-normal \*/\s*@font-face\s*{([^}]*)}`).exec(css)?.[1];
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`@fontsource-variable/${stem} declares no Latin face with a unicode-range`);
  return range;
}

/**
 * The Latin face of each bundled family with only what the sites use: the characters its
 * `@font-face` claims (its `unicode-range`, so no character falls to another face) and
 * `keptFeatures`, every weight of its variable axis. Each is the font a page preloads, in the same
 * round trip as its hero picture: Inter drops from 48 to 39 KB, the others by 8–14%
 * (`docs/performance.md`). Written once per package version into `cacheDir`; the build's file
 * keeps the package's name, so `latinFonts` (`scripts/prerender/fonts.ts`) finds it.
 */
export async function writeSubsets(cacheDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const stem of Object.values(fontPackages)) {
    const source = requireFile.resolve(`@fontsource-variable/${stem}/files/${stem}-latin-wght-normal.woff2`);
    const font = readFileSync(source);
    const range = latinRange(stem);
    const key = createHash('sha256').update(font).update(range).update(keptFeatures.join()).digest('hex').slice(0, 16);
    const target = path.join(cacheDir, key, `${stem}-latin-wght-normal.woff2`);
    if (!existsSync(target)) {
      const subset = await subsetFont(font, rangeCharacters(range), {
        targetFormat: 'woff2',
        keepFeatures: keptFeatures,
      });
      mkdirSync(path.dirname(target), { recursive: true });
      // Written whole or not at all: two builds at once share the folder.
      const partial = `${target}.${String(process.pid)}.tmp`;
      writeFileSync(partial, subset);
      renameSync(partial, target);
    }
    files.set(stem, target);
  }
  return files;
}

/** Points the sites' style sheets at the subset Latin faces (`writeSubsets`) in place of the packages' own. */
export function latinFontsPlugin(cacheDir: string): Plugin {
  return {
    name: 'boutique-latin-fonts',
    async config() {
      const subsets = await writeSubsets(cacheDir);
      // The packages' style sheets name the file relative to themselves (`./files/…`), rebased
      // once imported into the app's.
      const alias = [...subsets].map(([stem, file]) => ({
        find: new RegExp(String.raw`^(?:.*[\\/])?files[\\/]${stem}-latin-wght-normal\.woff2$`),
        replacement: file,
      }));
      return { resolve: { alias } };
    },
  };
}
