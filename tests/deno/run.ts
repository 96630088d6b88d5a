/**
 * The pages function's Deno tests (`tests/deno/*.test.ts`): the handler under Deno, as a hosted
 * project runs it, against a running embedded server. Starts the server on a fresh copy of the
 * prepared shop with `sites/` imported and two owners (one per shop), runs `deno test` with the
 * function's import map (`supabase/functions/pages/deno.json`) and the environment a hosted project
 * gives a function, and stops the server.
 *
 * Deno comes from the npm registry's `deno` package, installed once into the CI cache folder
 * (as `.ci/run` fetches Node 24), unless `DENO` names a binary or one is on the PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { createApp } from '../../server/app.ts';
import { loadKeys } from '../../server/auth/claims.ts';
import { ensureOwner } from '../../server/auth/owner.ts';
import { Database } from '../../server/db.ts';
import { listen } from '../../server/listen.ts';
import { projectDir } from '../../server/project.ts';
import { buildFunction } from '../../scripts/functions-build.ts';
import { importSitesAsPages } from './embedded.ts';

const DENO_VERSION = '2.9.6';

function denoBinary(): string {
  if (process.env.DENO) return process.env.DENO;
  const onPath = spawnSync('deno', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.startsWith('deno 2.')) return 'deno';
  const prefix = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'boutique-ci', 'deno2');
  const binary = path.join(prefix, 'node_modules', '.bin', 'deno');
  if (!existsSync(binary)) {
    console.log(`Installing Deno ${DENO_VERSION} from the npm registry into ${prefix}…`);
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `deno@${DENO_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0 || !existsSync(binary)) throw new Error('Deno could not be installed from the npm registry');
  }
  return binary;
}

const deno = denoBinary();
const importMap = path.join(projectDir, 'supabase/functions/pages/deno.json');

/**
 * The function as `supabase functions deploy` packs it: bundled, and every module of its graph
 * resolved by Deno through the import map (a module Deno cannot resolve would fail the deploy).
 */
const bundle = await buildFunction('pages');
const graph = spawnSync(deno, ['info', '--json', '--config', importMap, path.join(bundle, 'index.js')], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const unresolved = graph.status === 0 ? unresolvedModules(graph.stdout) : [graph.stderr.trim()];
if (unresolved.length > 0) {
  console.error(`The deployed pages function has modules Deno cannot resolve:\n${unresolved.join('\n')}`);
  process.exit(1);
}
console.log('The deployed pages function: every module of its graph resolves.');

function unresolvedModules(json: string): string[] {
  const info = JSON.parse(json) as { modules?: { specifier: string; error?: string }[] };
  return (info.modules ?? []).filter((module) => module.error).map((m) => `${m.specifier}: ${m.error ?? ''}`);
}
const dataDir = path.join(os.tmpdir(), `boutique-deno-${process.pid}`);
await copySnapshot(dataDir);
const db = await Database.open(dataDir);
const keys = await loadKeys(dataDir);
const app = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
const { server } = await listen(app.handler, 0, '127.0.0.1');
app.attach(server);

let status = 1;
try {
  await importSitesAsPages(db);
  const owner = { email: 'titolare@aurea.test', password: 'Aurea-Titolare-2026' };
  const other = { email: 'claudia@cless.test', password: 'Cless-Titolare-2026' };
  await ensureOwner(db, owner.email, owner.password, 'aurea');
  await ensureOwner(db, other.email, other.password, 'cless');
  const env = {
    ...process.env,
    SUPABASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    SUPABASE_ANON_KEY: keys.anon,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRole,
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
    OTHER_OWNER_EMAIL: other.email,
    OTHER_OWNER_PASSWORD: other.password,
    NO_COLOR: '1',
  };
  const args = [
    'test',
    // The project's type check (tsc) covers these files; Deno's would follow the section components'
    // lazy imports into React, which the function never loads.
    '--no-check',
    '--config',
    importMap,
    '--allow-net=127.0.0.1',
    '--allow-env',
    '--allow-read',
    path.join(projectDir, 'tests/deno'),
    ...process.argv.slice(2),
  ];
  status = await new Promise<number>((resolve) => {
    const child = spawn(deno, args, { env, stdio: 'inherit', cwd: projectDir });
    child.on('close', (code) => resolve(code ?? 1));
  });
} finally {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
