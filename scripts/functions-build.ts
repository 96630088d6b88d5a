/**
 * The edge functions as a hosted project deploys them: each function's `index.ts` (and its handler,
 * for the Deno tests) bundled with the project code it shares (`src/pages/`, `scripts/validate/`,
 * `schemas/`) into `supabase/functions/<name>/build/`, its npm packages left as imports for the
 * function's import map (`deno.json`) to resolve.
 *
 *   npm run functions:build            # then: supabase functions deploy pages
 *
 * Why a bundle: the shared code reaches the section definitions, which name their React components
 * through lazy `import()`s. The function never calls them, but Deno's module graph (what
 * `supabase functions deploy` packs) follows them into React, the router and Vite's virtual modules,
 * and fails to resolve them. Here each such import is replaced by one that refuses, so the bundle
 * holds the function's own code and nothing of the site's components.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(root, 'supabase', 'functions');

/** The module every lazy component import of a section definition becomes in a function. */
const NO_COMPONENT = '\0boutique:no-component';

/** Lazy imports of components (`.tsx`) become a module that refuses: functions render nothing. */
function withoutComponents(): Plugin {
  return {
    name: 'boutique-functions-without-components',
    resolveId(specifier, _importer, { kind }) {
      return kind === 'dynamic-import' && specifier.endsWith('.tsx') ? NO_COMPONENT : null;
    },
    load(id) {
      if (id !== NO_COMPONENT) return null;
      return `export default function NoComponent() {
  throw new Error('A section component was asked for inside an edge function, which renders nothing');
}`;
    },
  };
}

/** The functions of `supabase/functions/`: each folder with an `index.ts`. */
export function functionNames(): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** Bundles one function into its `build/` folder: `index.js` (deployed) and `handler.js` (tested). */
export async function buildFunction(name: string): Promise<string> {
  const dir = path.join(functionsDir, name);
  const out = path.join(dir, 'build');
  rmSync(out, { recursive: true, force: true });
  await build({
    input: { index: path.join(dir, 'index.ts'), handler: path.join(dir, 'handler.ts') },
    platform: 'neutral',
    // npm packages stay imports, resolved by the function's import map; `node:` built-ins as Deno has them.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
    plugins: [withoutComponents()],
    output: { dir: out, format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'shared-[name].js' },
    logLevel: 'warn',
  });
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const name of functionNames()) {
    const out = await buildFunction(name);
    console.log(`${name}: ${path.relative(root, out)}`);
  }
}
