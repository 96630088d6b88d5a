import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { siteSchema } from '../../schemas/site.ts';
import { policyKinds, policyRoute, publishesPolicies, type PolicyKind } from '../../src/site/policies.ts';
import { InvalidSiteError, loadSiteDocument, projectSchemaChecker, type SiteFolder } from '../validate/project.ts';

const ROUTES_ID = 'virtual:site-routes';
/** `virtual:site-document/landing` is `sites/landing.json`, checked and completed. */
const DOCUMENT_PREFIX = 'virtual:site-document/';

interface RouteEntry {
  path: string;
  site: string;
  file: string;
  /** A shop's policy page, made from the document (`src/site/policies.ts`). */
  policy?: PolicyKind;
}

/** Where the policy pages' documents are made, imported by the route table. */
const POLICIES_MODULE = fileURLToPath(new URL('../../src/site/policies.ts', import.meta.url));

/**
 * Reads the routes each site document declares. A file that does not parse adds no route: the
 * validator reports it, and the dev server keeps serving the other pages.
 */
function readRoutes(sitesDir: string): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const files = readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    try {
      const doc = JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8')) as { id?: unknown; routes?: unknown };
      if (typeof doc.id !== 'string' || !Array.isArray(doc.routes)) continue;
      for (const route of doc.routes) if (typeof route === 'string') entries.push({ path: route, site: doc.id, file });
      const home: unknown = doc.routes[0];
      if (typeof home !== 'string' || !publishesPolicies(doc)) continue;
      for (const policy of policyKinds) {
        entries.push({ path: policyRoute(home, policy), site: `${doc.id}-${policy}`, file, policy });
      }
    } catch {
      // Not JSON: no route.
    }
  }
  return entries;
}

const documentName = (file: string) => path.basename(file, '.json');

function routeTableModule(routes: readonly RouteEntry[]): string {
  const names = [...new Set(routes.map((r) => documentName(r.file)))];
  const loaders = names.map((name) => {
    const id = JSON.stringify(DOCUMENT_PREFIX + name);
    return `  ${JSON.stringify(name)}: () => import(${id}).then((m) => m.default),`;
  });
  const table = routes.map(({ path: route, site, file, policy }) => {
    const document = `loaders[${JSON.stringify(documentName(file))}]`;
    const load = policy
      ? `() => ${document}().then((site) => policyDocument(site, ${JSON.stringify(policy)}))`
      : document;
    return `  { path: ${JSON.stringify(route)}, site: ${JSON.stringify(site)}, load: ${load} },`;
  });
  const imports = routes.some((r) => r.policy)
    ? `import { policyDocument } from ${JSON.stringify(POLICIES_MODULE)};\n`
    : '';
  const module = `const loaders = {\n${loaders.join('\n')}\n};\nexport const siteRoutes = [\n${table.join('\n')}\n];\n`;
  return `${imports}${module}`;
}

/**
 * Turns `sites/*.json` into a route table: a tiny module mapping each path to a loader, so a page
 * downloads only its own document, and a new file adds a route without a code change. Each document
 * is served as `npm run validate` checks it, with its schema's defaults filled in, so the app gets
 * complete props; an invalid document fails with the validator's report (the dev server's error
 * overlay, or the build).
 */
export function siteRoutesPlugin(sitesDir: string): Plugin {
  let root = process.cwd();
  let publicDir = path.join(root, 'public');
  let folder: SiteFolder | undefined;
  // Compiled (or read from the validator's cache) when the first document is asked for.
  const siteFolder = (): SiteFolder =>
    (folder ??= { root, sitesDir, publicDir, checkSchema: projectSchemaChecker(root, siteSchema) });

  return {
    name: 'boutique-site-routes',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === ROUTES_ID || id.startsWith(DOCUMENT_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${ROUTES_ID}`) return routeTableModule(readRoutes(sitesDir));
      if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return undefined;
      const file = path.join(sitesDir, `${id.slice(DOCUMENT_PREFIX.length + 1)}.json`);
      this.addWatchFile(file);
      try {
        return `export default ${JSON.stringify(loadSiteDocument(siteFolder(), file))};\n`;
      } catch (error) {
        if (!(error instanceof InvalidSiteError)) throw error;
        // The overlay links the first problem and shows the lines around it.
        const [first] = error.problems;
        return this.error({
          message: `invalid site document\n\n${error.message}`,
          id: file,
          ...(first ? { loc: { file: path.join(root, first.file), line: first.line, column: first.column } } : {}),
        });
      }
    },
    configureServer(server) {
      server.watcher.add(sitesDir);
      // Any document may change what another one may say (its routes, its anchors): reload them all.
      const refresh = (file: string) => {
        if (!file.startsWith(sitesDir)) return;
        for (const [id, mod] of server.moduleGraph.idToModuleMap) {
          if (id === `\0${ROUTES_ID}` || id.startsWith(`\0${DOCUMENT_PREFIX}`))
            server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      server.watcher.on('change', refresh);
    },
  };
}
