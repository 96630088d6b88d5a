import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteDocument } from '../../schemas/site.ts';
import { latinFonts } from '../../scripts/prerender/fonts.ts';
import { renderBrochurePage, type BrochureParts, type IslandRenderer } from '../../scripts/prerender/page.ts';
import type { BuildFile, FileRequest } from '../build-files.ts';
import type { Database } from '../db.ts';
import { ORIGIN_VARY, OriginSlots, writtenOnce } from '../origin-pages.ts';
import type { BrochureRendering } from '../pages.ts';
import { MISSED_NOTICES } from '../pg/client.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from '../realtime/capture.ts';
import { documentHash } from './document-hash.ts';
import { nextBoundaryDelay } from './schedule.ts';

/** A page's version in force, as a visitor may read it. */
interface InForce {
  version: string;
  document: SiteDocument;
  /** `documentHash(document)`: equal to the build's when the built page shows this version. */
  hash: string;
}

/** The tables whose changes may change which version is in force. */
const PAGE_TABLES = new Set(['page_versions', 'pages']);

/** Every page's version in force, by the page's route, read as an anonymous visitor. */
const IN_FORCE_QUERY = `select p.route, v.id, v.document
  from public.pages p join public.page_versions v on v.id = public.page_version_in_force(p.id)`;

/** How long until the next scheduled version comes into force, in ms; null when none is scheduled. */
const NEXT_BOUNDARY_QUERY = `select (extract(epoch from min(v.publish_at) - now()) * 1000)::float8 as wait
  from public.page_versions v where v.status = 'published' and v.publish_at > now()`;

/** After a failed read of the schedule, when to try again. */
const RETRY_MS = 15_000;

/**
 * The brochure pages as their version in force shows them. A route whose version in force is the
 * document the build pre-rendered is sent as built (null here); any other is rendered with the
 * build's own components and head (`renderBrochurePage`, as the build renders it), kept per origin
 * and version. What is in force is read once and kept until a version changes (the change capture
 * that feeds realtime announces every write of `page_versions`, in every process on PostgreSQL) or
 * a scheduled version's time comes: one timer for the next such time, set again after each change,
 * so a scheduled page appears without a visit, a cron or a restart.
 */
export class BrochurePages {
  private readonly slots = new OriginSlots();
  private readonly listening: Promise<unknown>;
  private inForce: Promise<ReadonlyMap<string, InForce>> | null = null;
  /** Bumped on every change: a reading begun before it is not kept. */
  private generation = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Bumped on every arming: only the latest reading of the schedule sets the timer. */
  private arming = 0;
  private parts: Promise<BrochureParts> | null = null;
  private failing = false;

  constructor(
    private readonly db: Database,
    private readonly rendering: BrochureRendering,
    private readonly distDir: string,
  ) {
    this.listening = db.pg.listen(CHANGE_CHANNEL, (payload) => {
      const notice = parseChangeNotice(payload);
      // Notices may have been missed (the LISTEN connection broke): any version may have changed.
      if (payload === MISSED_NOTICES || (notice?.schema === 'public' && PAGE_TABLES.has(notice.table))) this.changed();
    });
    this.listening.then(
      () => this.arm(),
      (error: unknown) => console.error('Pages: cannot hear of page changes', error),
    );
  }

  /**
   * `route`'s page rendered from its version in force for `origin`; null when the built page is
   * that page (or the route is no brochure page, or it cannot be rendered: the built one is sent).
   */
  async send(
    route: string,
    file: BuildFile,
    origin: string,
    request: FileRequest,
    reply: { cacheControl: string | null },
  ): Promise<Response | null> {
    const built = this.rendering.pages.get(route);
    if (built === undefined) return null;
    try {
      const version = (await this.versions()).get(built.page);
      if (version === undefined || version.hash === built.document) return null;
      const answer = { status: 200 as const, contentType: file.contentType, cacheControl: reply.cacheControl };
      const make = () => this.render(version.document, route, origin);
      const renditions = this.slots.take(origin);
      const sent =
        renditions === null
          ? writtenOnce(await make(), request, { ...answer, vary: ORIGIN_VARY })
          : await renditions.send(`${route}\n${version.version}`, make, request, { ...answer, vary: ORIGIN_VARY });
      this.failing = false;
      return sent;
    } catch (error) {
      // Once per run of failures: a broken database would otherwise log on every visit.
      if (!this.failing)
        console.error(`${route}: rendering the version in force failed, sending the built page`, error);
      this.failing = true;
      return null;
    }
  }

  /** The document in force of the page at `page` (its first route), or undefined when it has none. */
  async documentOf(page: string): Promise<SiteDocument | undefined> {
    return (await this.versions()).get(page)?.document;
  }

  /** Stops the schedule's timer (the server is closing). */
  close(): void {
    this.arming += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private changed(): void {
    this.generation += 1;
    this.inForce = null;
    this.slots.invalidate();
    this.arm();
  }

  private versions(): Promise<ReadonlyMap<string, InForce>> {
    if (this.inForce !== null) return this.inForce;
    const generation = this.generation;
    const reading = this.listening.then(() => this.readVersions());
    this.inForce = reading;
    reading.then(
      () => {
        if (generation !== this.generation && this.inForce === reading) this.inForce = null;
      },
      () => {
        if (this.inForce === reading) this.inForce = null;
      },
    );
    return reading;
  }

  private async readVersions(): Promise<ReadonlyMap<string, InForce>> {
    const { rows } = await this.db.asRole({ role: 'anon' }, (tx) =>
      tx.query<{ route: string; id: string; document: SiteDocument }>(IN_FORCE_QUERY),
    );
    return new Map(
      rows.map((row) => [row.route, { version: row.id, document: row.document, hash: documentHash(row.document) }]),
    );
  }

  /** Sets the timer for the next scheduled version's time, reading it from the database. */
  private arm(): void {
    const arming = ++this.arming;
    this.db
      .asRole({ role: 'service_role' }, (tx) => tx.query<{ wait: number | null }>(NEXT_BOUNDARY_QUERY))
      .then(
        ({ rows }) => this.setTimer(arming, nextBoundaryDelay(rows[0]?.wait ?? null)),
        (error: unknown) => {
          if (arming !== this.arming) return;
          console.error('Pages: the next scheduled version cannot be read, trying again shortly', error);
          this.setTimer(arming, RETRY_MS);
        },
      );
  }

  private setTimer(arming: number, delay: number | null): void {
    if (arming !== this.arming) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (delay === null) return;
    // Past the timer's range (about 24 days) it wakes early, reads the schedule again and waits on.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.changed();
    }, delay);
    this.timer.unref();
  }

  private async render(document: SiteDocument, route: string, origin: string): Promise<string> {
    this.parts ??= this.loadParts();
    const parts = await this.parts.catch((error: unknown) => {
      this.parts = null;
      throw error;
    });
    return renderBrochurePage(document, route, origin, parts);
  }

  private async loadParts(): Promise<BrochureParts> {
    const [shell, renderer] = await Promise.all([
      readFile(this.rendering.shell, 'utf8'),
      loadIslandRenderer(this.rendering.renderer),
    ]);
    return { shell, fonts: latinFonts(path.resolve(this.distDir)), renderer };
  }
}

async function loadIslandRenderer(file: string): Promise<IslandRenderer> {
  const bundle = (await import(pathToFileURL(file).href)) as Partial<IslandRenderer>;
  if (typeof bundle.renderIslandPage !== 'function' || typeof bundle.ISLAND_SITE_ID !== 'string')
    throw new Error(`${file} does not render brochure pages: rebuild with \`npm run build\``);
  return bundle as IslandRenderer;
}
