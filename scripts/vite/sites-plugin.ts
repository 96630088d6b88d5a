import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:site-routes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

interface RouteEntry {
  path: string;
  site: string;
  file: string;
}

/** Reads the routes each site document declares. Invalid files are left to `npm run validate`. */
function readRoutes(sitesDir: string): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const file of readdirSync(sitesDir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      const doc = JSON.parse(readFileSync(path.join(sitesDir, file), 'utf8')) as { id?: unknown; routes?: unknown };
      if (typeof doc.id !== 'string' || !Array.isArray(doc.routes)) continue;
      for (const route of doc.routes) if (typeof route === 'string') entries.push({ path: route, site: doc.id, file });
    } catch {
      // A file that does not parse is reported by the validator; the dev server keeps running.
    }
  }
  return entries;
}

/**
 * Turns `sites/*.json` into a route table: a tiny module mapping each path to a loader, so a page
 * downloads only its own document, and a new file adds a route without a code change.
 */
export function siteRoutesPlugin(sitesDir: string): Plugin {
  return {
    name: 'boutique-site-routes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const routes = readRoutes(sitesDir);
      const files = [...new Set(routes.map((r) => r.file))];
      const loaders = files
        .map((file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(path.join(sitesDir, file))}).then((m) => m.default),`)
        .join('\n');
      const table = routes.map((r) => `  { path: ${JSON.stringify(r.path)}, site: ${JSON.stringify(r.site)}, load: loaders[${JSON.stringify(r.file)}] },`).join('\n');
      return `const loaders = {\n${loaders}\n};\nexport const siteRoutes = [\n${table}\n];\n`;
    },
    configureServer(server) {
      server.watcher.add(sitesDir);
      const refresh = (file: string) => {
        if (!file.startsWith(sitesDir)) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      server.watcher.on('change', refresh);
    },
  };
}
