import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';

/**
 * The module preloads of an app's page (the catalogue, a product page, the admin): the code of its
 * sections, which the app loads before it hydrates them (`src/sections/registry.ts`), named in the
 * page's head so the browser fetches it with the entry instead of after it.
 */

/** The source module of each section type's component, as its definition imports it. */
function componentModules(root: string, types: readonly string[]): Map<string, string> {
  const modules = new Map<string, string>();
  for (const type of types) {
    const definition = path.join(root, 'src/sections', type, 'index.ts');
    const module = /component:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(readFileSync(definition, 'utf8'))?.[1];
    if (!module) throw new Error(`${definition} imports no component`);
    modules.set(
      type,
      path
        .relative(root, path.resolve(path.dirname(definition), module))
        .split(path.sep)
        .join('/'),
    );
  }
  return modules;
}

/** A chunk and the chunks it imports statically, as the build's manifest lists them. */
export function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The client build's manifest (`.vite/manifest.json`), or null when it was built without one. */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * A function giving the addresses of the chunks of a page's section types, leaving out what the
 * shell already loads; without the client build's manifest (`.vite/manifest.json`), none.
 */
export function appPreloads(
  distDir: string,
  root: string,
  types: readonly string[],
): (sectionTypes: Iterable<string>) => string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return () => [];
  const modules = componentModules(root, types);
  const shell = closure(manifest, 'index.html', new Set());
  return (sectionTypes) => {
    const files = new Set<string>();
    for (const type of new Set(sectionTypes)) {
      const module = modules.get(type);
      if (module) closure(manifest, module, files);
    }
    return [...files].filter((chunk) => !shell.has(chunk)).map((chunk) => `/${chunk}`);
  };
}
