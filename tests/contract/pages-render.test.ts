import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fontPackages } from '../../scripts/prerender/fonts.ts';
import { islandShell, speculationRules } from '../../scripts/prerender/island-shell.ts';
import { lintProject } from '../../scripts/validate/lint.ts';
import { publicFolderIndex } from '../../scripts/validate/assets.ts';
import { projectSchemaChecker, readSiteFolder } from '../../scripts/validate/project.ts';
import { siteSchema } from '../../schemas/site.ts';
import { createApp } from '../../server/app.ts';
import { listen } from '../../server/listen.ts';
import { documentHash } from '../../server/pages/document-hash.ts';
import { exportPages } from '../../server/pages/export.ts';
import { importPages, importSites, readSiteSources, type SiteSource } from '../../server/pages/import.ts';
import { projectDir } from '../../server/project.ts';
import { shopsFromSites, syncShops } from '../../server/shops.ts';
import { serviceClient, startBackend, type Backend } from './harness.ts';

/**
 * Brochure pages follow their version in force: the server renders a page whose version in force
 * is not the build's document with the build's components and head (the real server bundle's
 * `renderIslandPage`, here loaded from its source), keeps it, drops it when a version is published
 * and when a scheduled one's time comes. `sites/` is imported on start without overwriting an
 * owner's edits, and exported back.
 */

let backend: Backend;
let server: http.Server;
let site: string;
let dist: string;
let landing: SiteSource;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-pages-render-'));

/** The apps' shell as the client build writes it, reduced to what a page is filled into. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#000000" />
    <title>Boutique</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-test.css">
  </head>
  <body>
    <noscript>Serve JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

const BUILT =
  '<!doctype html><html lang="it"><head><title>Costruita</title></head><body>Pagina costruita</body></html>';

/** A build of the landing page (`/` and its alias), its brochure pages rendered by the real components. */
function writeBuild(folder: string, document: unknown): void {
  const built = { page: '/', document: documentHash(document) };
  const manifest = {
    routes: { '/': 'index.html', '/bisidefault': 'bisidefault/index.html' },
    notFound: '404.html',
    brochure: {
      shell: '.brochure-shell.html',
      renderer: path.relative(folder, path.join(projectDir, 'src/entry-server.tsx')),
      pages: { '/': built, '/bisidefault': built },
    },
  };
  const files: Record<string, string> = {
    'pages.json': JSON.stringify(manifest),
    'index.html': BUILT,
    'bisidefault/index.html': BUILT,
    '404.html': '<!doctype html><title>Pagina non trovata</title>',
    '.brochure-shell.html': islandShell(
      SHELL,
      { src: '/assets/islands-test.js', preload: [] },
      speculationRules(['/shop'], ['/admin']),
    ),
    ...Object.fromEntries(Object.values(fontPackages).map((stem) => [`assets/${stem}-latin-wght-normal-t.woff2`, ''])),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

/** A copy of the project's site documents under a folder of its own, as a maintainer's checkout. */
function projectCopy(name: string): string {
  const root = path.join(scratch, name);
  mkdirSync(root, { recursive: true });
  cpSync(path.join(projectDir, 'sites'), path.join(root, 'sites'), { recursive: true });
  symlinkSync(path.join(projectDir, 'public'), path.join(root, 'public'));
  symlinkSync(path.join(projectDir, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(projectDir, '.prettierrc.json'), path.join(root, '.prettierrc.json'));
  return root;
}

// The real server bundle's module, loaded from its source: its route table (the build's virtual
// module of `sites/`) is not what a brochure page is rendered with.
vi.mock('virtual:site-routes', () => ({ siteRoutes: [] }));

beforeAll(async () => {
  backend = await startBackend();
  await syncShops(backend.db.pg, shopsFromSites());
  const { sources } = readSiteSources();
  await importPages(backend.db, sources);
  const found = sources.find((source) => source.route === '/');
  if (!found) throw new Error('sites/ has no page of /');
  landing = found;
  dist = path.join(scratch, 'dist');
  writeBuild(dist, landing.document);
  const app = createApp({ db: backend.db, keys: backend.keys, distDir: dist, publicUrl: backend.url });
  server = (await listen(app.handler, 0, '127.0.0.1')).server;
  app.attach(server);
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await backend.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const page = async (route: string) => (await fetch(`${site}${route}`)).text();

/** Asks for `route` until its HTML holds `text`; the milliseconds it took. */
async function until(route: string, text: string, within: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await page(route)).includes(text)) return performance.now() - started;
    if (performance.now() - started > within) throw new Error(`${route} does not show ${text} after ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `sql` as the service role, as the `pages` function writes. */
async function asService<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.asRole({ role: 'service_role' }, (tx) => tx.query<T>(sql, params))).rows;
}

async function pageId(route: string): Promise<string> {
  const [page] = await asService<{ id: string }>('select id from public.pages where route = $1', [route]);
  if (!page) throw new Error(`no page of ${route}`);
  return page.id;
}

/** The document of the version in force of `route`'s page. */
async function documentInForce(route: string): Promise<{ meta: { title: string; description: string } }> {
  const [row] = await asService<{ document: { meta: { title: string; description: string } } }>(
    `select v.document from public.pages p
       join public.page_versions v on v.id = public.page_version_in_force(p.id) where p.route = $1`,
    [route],
  );
  if (!row) throw new Error(`no version in force of ${route}`);
  return row.document;
}

/** The landing document with another title. */
function landingTitled(title: string): Record<string, unknown> {
  const document = structuredClone(landing.document);
  document.meta = { ...(document.meta as Record<string, unknown>), title };
  return document;
}

/** Publishes `document` as a new version of `route`'s page, as the service role, now or at `at`. */
async function publish(route: string, document: Record<string, unknown>, at = new Date()): Promise<void> {
  await asService(
    `insert into public.page_versions (page_id, document, status, publish_at) values ($1, $2, 'published', $3)`,
    [await pageId(route), JSON.stringify(document), at.toISOString()],
  );
}

describe('a brochure page from its version in force', () => {
  it('is the built page while the build shows the version in force', async () => {
    expect(await page('/')).toBe(BUILT);
    expect(await page('/bisidefault')).toBe(BUILT);
  });

  it('shows a published title within 2 s, on the page and its alias, rendered as the build renders it', async () => {
    const title = `Aurea Gioielli · Novità ${Date.now()}`;
    await publish('/', landingTitled(title));
    expect(await until('/', `<title>${title}</title>`, 2_000)).toBeLessThan(2_000);
    expect(await until('/bisidefault', `<title>${title}</title>`, 2_000)).toBeLessThan(2_000);

    const html = await page('/');
    // The build's shell, head and components: the islands' loader, the canonical address on the
    // request's origin, the hero's headline as HTML, the islands' site context, no <noscript>.
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands-test.js"></script>');
    expect(html).not.toContain('/assets/index-test.js');
    expect(html).toContain(`<link rel="canonical" href="${site}/"`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain('rel="preload" as="font"');
    expect(html).toContain('id="island-site"');
    expect(html).not.toContain('<noscript>');
    const hero = (landing.document.sections as { type: string; title?: string }[]).find((s) => s.type === 'hero');
    expect(html).toContain(hero?.title?.split(' ')[0] ?? 'hero');
  });

  it('keeps a rendered page until a version changes', async () => {
    const first = await fetch(`${site}/`);
    const tag = first.headers.get('etag') ?? '';
    expect((await fetch(`${site}/`, { headers: { 'if-none-match': tag } })).status).toBe(304);
    const title = `Aurea Gioielli · Ancora ${Date.now()}`;
    await publish('/', landingTitled(title));
    await until('/', `<title>${title}</title>`, 2_000);
    expect((await fetch(`${site}/`, { headers: { 'if-none-match': tag } })).status).toBe(200);
  });

  it(
    'shows a scheduled version not before its time, and within 5 s after it, without a restart',
    { timeout: 60_000 },
    async () => {
      const title = `Aurea Gioielli · In programma ${Date.now()}`;
      const at = new Date(Date.now() + 30_000);
      await publish('/', landingTitled(title), at);
      expect(await page('/')).not.toContain(title);
      // Not asked for again until just before its time: the server's timer drops the page.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() - 1_000)));
      expect(await page('/')).not.toContain(title);
      await until('/', `<title>${title}</title>`, 7_000);
      const late = Date.now() - at.getTime();
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(5_000);
      expect(await page('/bisidefault')).toContain(`<title>${title}</title>`);
    },
  );

  it('is the built page again when the version in force is the build’s document', async () => {
    await publish('/', landing.document);
    await until('/', 'Pagina costruita', 2_000);
  });
});

describe('sites/ imported on start', () => {
  it('imports a changed file over a page its owner has not edited', async () => {
    const root = projectCopy('untouched');
    const file = path.join(root, 'sites/civico8.json');
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { meta: { title: string } };
    changed.meta.title = 'Civico 8 · Boutique donna a Bergamo Alta, nuova stagione';
    writeFileSync(file, `${JSON.stringify(changed, null, 2)}\n`);
    const outcome = await importSites(backend.db, root);
    expect(outcome.updated).toEqual(['/civico8']);
    expect(outcome.kept).toEqual([]);
    expect((await documentInForce('/civico8')).meta.title).toBe(changed.meta.title);
    // Started again: the file is as imported, nothing new.
    expect(await importSites(backend.db, root)).toEqual({ created: [], updated: [], kept: [] });
  });

  it('keeps the owner’s version over a changed file, and says how to resolve it', async () => {
    const root = projectCopy('edited');
    const route = '/pensierostupendo';
    const id = await pageId(route);
    const owner = await backend.createOwner('pagine@boutique.test', 'Pagine-2024!', 'pensierostupendo');
    const { data: users } = await serviceClient(backend).auth.admin.listUsers();
    const author = users.users.find((u) => u.email === owner.email)?.id ?? null;
    const imported = await documentInForce(route);
    const edited = { ...imported, meta: { ...imported.meta, title: 'Pensiero Stupendo · Scritto dalla titolare' } };
    // As the editor saves and publishes: a version by its author, based on the one in force.
    await asService(
      `insert into public.page_versions (page_id, document, status, publish_at, created_by, based_on)
       values ($1, $2, 'published', now(), $3, public.page_version_in_force($1))`,
      [id, JSON.stringify(edited), author],
    );

    const file = path.join(root, 'sites/pensierostupendo.json');
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { meta: { description: string } };
    changed.meta.description = `${changed.meta.description} Spedizioni in tutta Italia.`;
    writeFileSync(file, `${JSON.stringify(changed, null, 2)}\n`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const outcome = await importSites(backend.db, root);
      expect(outcome.updated).not.toContain(route);
      expect(outcome.kept.map((kept) => kept.route)).toEqual([route]);
      const printed = warn.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain(`sites/pensierostupendo.json changed since it was imported, but the page ${route}`);
      expect(printed).toContain('npm run sites:export');
      expect(printed).toContain('SITES_FORCE=sites/pensierostupendo.json npm start');
    } finally {
      warn.mockRestore();
    }
    expect(await documentInForce(route)).toEqual(edited);
  });
});

describe('npm run sites:export', () => {
  it('writes the versions in force into sites/ as the files are; they validate and import nothing', async () => {
    const root = projectCopy('export');
    const title = 'Aurea Gioielli · Esportata';
    await publish('/', landingTitled(title));
    const before = readFileSync(path.join(root, 'sites/cless.json'), 'utf8');

    const outcome = await exportPages(backend.db, root);
    expect(outcome.written).toContain('sites/landing.json');
    const written = readFileSync(path.join(root, 'sites/landing.json'), 'utf8');
    expect(written.endsWith('}\n')).toBe(true);
    expect(written.startsWith('{\n  "$schema": "../schemas/site.schema.json",\n')).toBe(true);
    expect(JSON.parse(written)).toMatchObject({ meta: { title } });
    // The maintainers' file, as it was but for the title: their order, no defaults they left out.
    const original = readFileSync(path.join(projectDir, 'sites/landing.json'), 'utf8');
    expect(written.split('\n')).toEqual(
      original
        .replace(JSON.stringify((landing.document.meta as { title: string }).title), JSON.stringify(title))
        .split('\n'),
    );
    // A page as published already is left alone.
    expect(readFileSync(path.join(root, 'sites/cless.json'), 'utf8')).toBe(before);

    const { diagnostics } = lintProject({
      files: readSiteFolder(root, path.join(root, 'sites')),
      checkSchema: projectSchemaChecker(root, siteSchema),
      assets: publicFolderIndex(path.join(root, 'public')),
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await importSites(backend.db, root)).toEqual({ created: [], updated: [], kept: [] });
  });
});
