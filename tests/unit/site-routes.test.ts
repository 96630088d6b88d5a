/**
 * A site document dropped into sites/ becomes a route with no code change: the route table is a
 * module generated from the folder, here loaded through Vite exactly as the app imports it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteRoutesPlugin } from '../../scripts/vite/sites-plugin.ts';

interface RouteEntry {
  path: string;
  site: string;
  load: () => Promise<unknown>;
}

let sitesDir: string;
const servers: ViteDevServer[] = [];

/** A smallest valid document: the plugin serves only documents the validator accepts. */
function siteDocument(id: string, routes: string[]): Record<string, unknown> {
  return {
    id,
    routes,
    lang: 'it',
    meta: {
      title: `Negozio ${id}`,
      description: 'Un negozio di prova: anelli, collane e orecchini fatti a mano, riparazioni e incisioni.',
      image: '/negozio.svg',
    },
    theme: {
      palette: {
        background: '#ffffff',
        foreground: '#1c1917',
        primary: '#1c1917',
        primaryForeground: '#ffffff',
        accent: '#b45309',
        muted: '#f5f5f4',
        mutedForeground: '#57534e',
        border: '#e7e5e4',
      },
      fonts: { display: 'cormorant', body: 'inter' },
    },
    shop: {
      id: 'negozio',
      name: 'Negozio',
      businessType: 'Store',
      address: { streetAddress: 'Via Roma 1', postalCode: '20121', addressLocality: 'Milano' },
      phone: '+39 02 1234 5678',
      email: 'info@negozio.it',
    },
    sections: [
      { type: 'promo-banner', message: 'Spedizione gratuita' },
      { type: 'catalogue', title: 'Collezione', categories: ['Anelli', 'Orologi', 'Orecchini'] },
    ],
  };
}

function writeSite(name: string, document: Record<string, unknown>): void {
  writeFileSync(path.join(sitesDir, name), JSON.stringify(document));
}

async function startVite(watch: boolean): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root: sitesDir,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [siteRoutesPlugin(sitesDir)],
    server: { middlewareMode: true, hmr: false, ws: false, watch: watch ? {} : null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  servers.push(server);
  return server;
}

async function routeTable(server: ViteDevServer): Promise<RouteEntry[]> {
  const module = await server.ssrLoadModule('virtual:site-routes');
  return module.siteRoutes as RouteEntry[];
}

beforeEach(() => {
  sitesDir = mkdtempSync(path.join(tmpdir(), 'site-routes-'));
  mkdirSync(path.join(sitesDir, 'public'));
  writeFileSync(path.join(sitesDir, 'public', 'negozio.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeSite('landing.json', siteDocument('landing', ['/', '/bisidefault']));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(sitesDir, { recursive: true, force: true });
});

describe('routes from sites/', () => {
  it('serves every route a site document declares, loading that document', async () => {
    const routes = await routeTable(await startVite(false));
    expect(routes.map((r) => [r.path, r.site])).toEqual([
      ['/', 'landing'],
      ['/bisidefault', 'landing'],
    ]);
    expect(await routes[1]?.load()).toMatchObject({ id: 'landing' });
  });

  it('adds the routes of a new file on the next build, keeping their case and spaces', async () => {
    writeSite('cless.json', siteDocument('cless', ['/Cless']));
    writeSite('bozza.json', siteDocument('bozza', ['/shoop bozza']));
    const routes = await routeTable(await startVite(false));
    expect(routes.map((r) => r.path).sort()).toEqual(['/', '/Cless', '/bisidefault', '/shoop bozza']);
    expect(await routes.find((r) => r.path === '/shoop bozza')?.load()).toMatchObject({ id: 'bozza' });
  });

  it('adds the route while the dev server runs, when the file appears', async () => {
    const server = await startVite(true);
    expect((await routeTable(server)).map((r) => r.path)).not.toContain('/nuovo');
    // Written again on each try, as an editor saves: a file that lands while the watcher is still
    // making its first scan of the folder raises no event, one saved after that does.
    const save = () => writeSite('nuovo.json', siteDocument('nuovo', ['/nuovo']));
    await expect
      .poll(
        async () => {
          save();
          return (await routeTable(server)).map((r) => r.path);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('/nuovo');
  });

  it("adds a shop's privacy, cookie and terms pages under its first route when it has a footer", async () => {
    const shop = siteDocument('bottega', ['/bottega', '/la-bottega']);
    writeSite('bottega.json', {
      ...shop,
      shop: { ...(shop.shop as object), legal: { legalName: 'Bottega S.r.l.', vatID: '01234567897' } },
      sections: [
        { type: 'promo-banner', message: 'Spedizione gratuita' },
        { type: 'catalogue', title: 'Collezione', categories: ['Anelli'] },
        { type: 'footer', columns: [], year: 2026 },
      ],
    });
    const routes = await routeTable(await startVite(false));
    expect(routes.filter((r) => r.path.startsWith('/bottega')).map((r) => [r.path, r.site])).toEqual([
      ['/bottega', 'bottega'],
      ['/bottega/privacy', 'bottega-privacy'],
      ['/bottega/cookie', 'bottega-cookie'],
      ['/bottega/termini', 'bottega-termini'],
    ]);
    expect(routes.some((r) => r.path === '/la-bottega/privacy')).toBe(false);
    expect(await routes.find((r) => r.path === '/bottega/cookie')?.load()).toMatchObject({
      id: 'bottega-cookie',
      routes: ['/bottega/cookie'],
      sections: [{ type: 'policy', policy: 'cookie', home: '/bottega' }, { type: 'footer' }],
    });
  });

  it('skips a file that is not valid JSON, leaving it to npm run validate', async () => {
    writeFileSync(path.join(sitesDir, 'rotto.json'), '{ "id": "rotto", ');
    const routes = await routeTable(await startVite(false));
    expect(routes.map((r) => r.site)).toEqual(['landing', 'landing']);
  });

  it('serves a document as the validator completes it, with the schema defaults filled in', async () => {
    const routes = await routeTable(await startVite(false));
    expect(await routes[0]?.load()).toMatchObject({
      theme: { radius: 'sm' },
      shop: { address: { addressCountry: 'IT' } },
      sections: [{ type: 'promo-banner', reveal: true }, { type: 'catalogue' }],
    });
  });

  it('refuses an invalid document with the validator report, naming file, line, rule and path', async () => {
    writeSite('rotto.json', { ...siteDocument('rotto', ['/rotto']), lang: 'de' });
    const routes = await routeTable(await startVite(false));
    const load = routes.find((r) => r.site === 'rotto')?.load;
    await expect(load?.()).rejects.toThrow(
      /rotto\.json:1:\d+ {2}schema {2}`de` is not allowed; use `it` or `en` at lang/,
    );
  });
});
