import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AssetIndex } from './types.ts';

/** Looks files up under public/, reading each folder once however many documents point into it. */
export function publicFolderIndex(publicDir: string): AssetIndex {
  const folders = new Map<string, readonly string[]>();
  const filesIn = (folder: string): readonly string[] => {
    const cached = folders.get(folder);
    if (cached) return cached;
    let files: string[] = [];
    try {
      const dir = path.join(publicDir, folder);
      files = readdirSync(dir)
        .filter((name) => statSync(path.join(dir, name)).isFile())
        .sort();
    } catch {
      // No such folder: nothing in it.
    }
    folders.set(folder, files);
    return files;
  };
  return {
    filesIn,
    exists(assetPath) {
      const slash = assetPath.lastIndexOf('/');
      const folder = slash <= 0 ? '/' : assetPath.slice(0, slash);
      return filesIn(folder).includes(assetPath.slice(slash + 1));
    },
  };
}

export { assetListIndex } from './asset-list.ts';
