import { pathToFileURL } from 'node:url';
import type { BuildFile, FileRequest } from './build-files.ts';
import type { Database } from './db.ts';
import { ORIGIN_VARY, readBuildText, withOrigin } from './origin-pages.ts';
import { replaceRoot, scriptJson } from './page-parts.ts';
import { routeAddress } from './pages.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from './realtime/capture.ts';
import { Renditions } from './renditions.ts';

/** What the build's server bundle offers for a page with the live catalogue (`src/entry-server.tsx`). */
export interface CatalogueRenderer {
  ROUTER_DATA_ID: string;
  renderCataloguePage(
    url: string,
    rows: readonly unknown[],
  ): Promise<{ html: string; routerData: unknown; structuredData: readonly unknown[] }>;
}

/** The table the catalogue lists: a change to it makes every rendered catalogue page stale. */
const CATALOGUE = { schema: 'public', table: 'products' };

/** The catalogue as an anonymous visitor may read it, newest first, as REST would list it. */
const CATALOGUE_QUERY = `select coalesce(json_agg(p order by p.created_at desc), '[]'::json) as rows
  from public.products p`;

async function loadRenderer(file: string): Promise<CatalogueRenderer> {
  const bundle = (await import(pathToFileURL(file).href)) as Partial<CatalogueRenderer>;
  if (typeof bundle.renderCataloguePage !== 'function' || typeof bundle.ROUTER_DATA_ID !== 'string')
    throw new Error(`${file} does not render catalogue pages: rebuild with \`npm run build\``);
  return bundle as CatalogueRenderer;
}

/**
 * The pages that show the live catalogue, rendered at request time with the current products (by
 * the build's own server bundle, the components the browser hydrates) so their first paint and
 * their structured data list the products. Each rendering is kept, per origin and coding, until a
 * product changes: the change capture that feeds realtime forgets them all, before the change is
 * delivered to subscribers, so a visitor who reloads on an event never gets the page without it.
 * When a page cannot be rendered (the bundle is missing, the database fails) the built page, with
 * its loading skeleton, is sent instead and the browser reads the products itself.
 */
export class LivePages {
  private readonly renditions = new Renditions();
  private readonly listening: Promise<unknown>;
  private renderer: Promise<CatalogueRenderer> | null = null;
  private failing = false;

  constructor(
    private readonly db: Database,
    private readonly rendererFile: string,
  ) {
    this.listening = db.pg.listen(CHANGE_CHANNEL, (payload) => {
      const notice = parseChangeNotice(payload);
      if (notice?.schema === CATALOGUE.schema && notice.table === CATALOGUE.table) this.renditions.invalidate();
    });
  }

  /** The page of `route` rendered for `origin`, or null when only the built page can be sent. */
  async send(
    route: string,
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { cacheControl: string | null },
  ): Promise<Response | null> {
    try {
      const sent = await this.renditions.send(`${route}\n${origin}`, () => this.render(route, file, origin), request, {
        status: 200,
        contentType: file.contentType,
        cacheControl: reply.cacheControl,
        vary: ORIGIN_VARY,
      });
      this.failing = false;
      return sent;
    } catch (error) {
      // Once per run of failures: a broken database would otherwise log on every visit.
      if (!this.failing)
        console.error(`${route}: rendering with the current products failed, sending the built page`, error);
      this.failing = true;
      return null;
    }
  }

  private async render(route: string, file: BuildFile, origin: string): Promise<string> {
    await this.listening;
    this.renderer ??= loadRenderer(this.rendererFile);
    const renderer = await this.renderer.catch((error: unknown) => {
      this.renderer = null;
      throw error;
    });
    const template = await readBuildText(file);
    if (template === null) throw new Error(`${file.path} is gone`);
    const { rows } = (await this.db.asRole({ role: 'anon' }, (tx) => tx.query<{ rows: unknown[] }>(CATALOGUE_QUERY)))
      .rows[0] ?? { rows: [] };
    const page = await renderer.renderCataloguePage(`${origin}${routeAddress(route)}`, rows);
    const html = replaceRoot(
      withOrigin(template, origin),
      { html: page.html, data: { id: renderer.ROUTER_DATA_ID, value: page.routerData } },
      page.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    );
    if (html === null) throw new Error(`${file.path} has no #root and router data to render into`);
    return html;
  }
}
