import type { AssetIndex } from './types.ts';

/**
 * `publicFolderIndex`'s lookups over a list of paths, for tests and for what has no public/ folder:
 * the browser, a hosted project's edge function (`src/pages/public-assets.json`).
 */
export function assetListIndex(paths: Iterable<string>): AssetIndex {
  const all = new Set(paths);
  return {
    exists: (assetPath) => all.has(assetPath),
    filesIn(folder) {
      const prefix = folder === '/' ? '/' : `${folder}/`;
      return [...all]
        .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
        .map((p) => p.slice(prefix.length))
        .sort();
    },
  };
}
