/**
 * `npm run build`'s app steps: the client build, the server bundle of `src/entry-server.tsx`, then
 * the pre-rendered pages.
 *
 *   tsx scripts/prerender/build.ts [--outDir dist] [--emptyOutDir]
 *
 * takes Vite's own flags, as `npm run build -- --outDir …` passes them to every step.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender, serverBundleFolder } from './main.ts';

const { values } = parseArgs({
  options: { outDir: { type: 'string' }, emptyOutDir: { type: 'boolean' } },
  strict: false,
});
const outDir = path.resolve(typeof values.outDir === 'string' ? values.outDir : (process.env.DIST_DIR ?? 'dist'));

// The manifest (`.vite/manifest.json`, a hidden file the server never serves) tells the pre-renderer
// which chunks an app's page preloads.
await build({ build: { outDir, manifest: true, ...(values.emptyOutDir === true ? { emptyOutDir: true } : {}) } });
const serverBundle = serverBundleFolder(outDir);
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverBundle,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
  },
});
await prerender(outDir, serverBundle);
