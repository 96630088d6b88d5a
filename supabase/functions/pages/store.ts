/**
 * What the function reads and writes, through the project's own APIs: the caller's identity and
 * membership as the caller (their token, so the database's row level security answers), the pages
 * and their versions with the service role, the only role that writes them.
 */
// eslint-disable-next-line no-restricted-imports -- the function is a backend of its own, calling the project's APIs
import { createClient } from '@supabase/supabase-js';
import { Refusal } from './answers.ts';
import type { Json, PagesDatabase } from './database.ts';
import type { VersionRow } from '../../../src/pages/version-row.ts';

export type { VersionRow };

/** What a hosted project gives every function, by these names. */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

export interface StoredVersion extends VersionRow {
  document: Record<string, unknown>;
}

export interface Page {
  id: string;
  shop_id: string;
  route: string;
}

type Client = ReturnType<typeof createClient<PagesDatabase>>;

export const VERSION_COLUMNS = 'id,page_id,status,publish_at,created_by,created_at,based_on';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The backend failed (not the request): a 500 that says so in Italian, the cause logged. */
function failed(what: string, error: unknown): Refusal {
  console.error(`pages: ${what}:`, error);
  return new Refusal(500, 'server_error', "Non è stato possibile completare l'operazione: riprova fra poco.");
}

const unauthorized = () =>
  new Refusal(401, 'unauthorized', "Accedi all'amministrazione del negozio per modificare le pagine.");

/** A draft with the same id was saved first. */
export class SavedMeanwhile extends Error {}

/**
 * The id of the draft saved from `base` (a version, or the page for its first one): the same for
 * every save from that base, so the database keeps only the first of them. SHA-256 of the base, in
 * the form of a UUID (version 8, "custom").
 */
export async function nextVersionId(base: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`after:${base}`)));
  const bytes = digest.slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class PageStore {
  private readonly service: Client;

  constructor(
    private readonly env: FunctionEnv,
    private readonly fetchImpl?: typeof fetch,
    /** supabase-js makes a realtime client it never uses here, which needs a WebSocket (Node 20 has none). */
    private readonly webSocket?: typeof WebSocket,
  ) {
    this.service = this.client(env.SUPABASE_SERVICE_ROLE_KEY);
  }

  private client(key: string, token?: string): Client {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    return createClient<PagesDatabase>(this.env.SUPABASE_URL, key, {
      ...clientOptions,
      global: { headers, ...(this.fetchImpl ? { fetch: this.fetchImpl } : {}) },
      ...(this.webSocket ? { realtime: { transport: this.webSocket } } : {}),
    });
  }

  /** The signed-in caller, from their token; a 401 without one (or with only the public key). */
  async caller(authorization: string | null): Promise<{ id: string; token: string }> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token || token === this.env.SUPABASE_ANON_KEY) throw unauthorized();
    const { data, error } = await this.client(this.env.SUPABASE_ANON_KEY, token).auth.getUser(token);
    if (error) throw unauthorized();
    return { id: data.user.id, token };
  }

  /** Whether the caller is a member of `shop`, asked as the caller: their memberships are all they see. */
  async isMember(caller: { id: string; token: string }, shop: string): Promise<boolean> {
    const { data, error } = await this.client(this.env.SUPABASE_ANON_KEY, caller.token)
      .from('shop_members')
      .select('shop_id')
      .eq('shop_id', shop)
      .eq('user_id', caller.id)
      .limit(1);
    if (error) throw failed('membership', error);
    return data.length > 0;
  }

  async pageAt(route: string): Promise<Page | null> {
    const { data, error } = await this.service
      .from('pages')
      .select('id,shop_id,route')
      .eq('route', route)
      .maybeSingle<Page>();
    if (error) throw failed('page', error);
    return data;
  }

  async pageById(id: string): Promise<Page | null> {
    const { data, error } = await this.service
      .from('pages')
      .select('id,shop_id,route')
      .eq('id', id)
      .maybeSingle<Page>();
    if (error) throw failed('page', error);
    return data;
  }

  async version(id: string): Promise<StoredVersion | null> {
    const { data, error } = await this.service
      .from('page_versions')
      .select(`${VERSION_COLUMNS},document`)
      .eq('id', id)
      .maybeSingle<StoredVersion>();
    if (error) throw failed('version', error);
    return data;
  }

  /** The page's newest version, whatever its status: the one a save must start from. */
  async latest(pageId: string): Promise<StoredVersion | null> {
    const { data, error } = await this.service
      .from('page_versions')
      .select(`${VERSION_COLUMNS},document`)
      .eq('page_id', pageId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle<StoredVersion>();
    if (error) throw failed('latest version', error);
    return data;
  }

  /**
   * Every other page's document in force, with its route: the newest published version whose time
   * has come, ordered as `page_version_in_force` orders them. The published versions are listed
   * without their documents first, so a long history costs only the rows it takes.
   */
  async othersInForce(pageId: string, now: Date): Promise<{ route: string; document: unknown }[]> {
    const published = await this.service
      .from('page_versions')
      .select('id,page_id,publish_at,created_at')
      .neq('page_id', pageId)
      .eq('status', 'published')
      .lte('publish_at', now.toISOString())
      .order('publish_at', { ascending: false })
      .order('created_at', { ascending: false })
      .overrideTypes<{ id: string; page_id: string }[], { merge: false }>();
    if (published.error) throw failed('versions in force', published.error);
    const inForce = new Map<string, string>();
    for (const row of published.data) if (!inForce.has(row.page_id)) inForce.set(row.page_id, row.id);
    if (inForce.size === 0) return [];
    const [versions, pages] = await Promise.all([
      this.service
        .from('page_versions')
        .select('page_id,document')
        .in('id', [...inForce.values()])
        .overrideTypes<{ page_id: string; document: unknown }[], { merge: false }>(),
      this.service
        .from('pages')
        .select('id,route')
        .in('id', [...inForce.keys()])
        .overrideTypes<{ id: string; route: string }[], { merge: false }>(),
    ]);
    if (versions.error) throw failed('documents in force', versions.error);
    if (pages.error) throw failed('pages', pages.error);
    const routes = new Map(pages.data.map((page) => [page.id, page.route]));
    return versions.data.flatMap((v) => {
      const route = routes.get(v.page_id);
      return route === undefined ? [] : [{ route, document: v.document }];
    });
  }

  /**
   * A new draft. With `id`, one the database has not seen: a second draft with the same id is
   * refused by the primary key (a `SavedMeanwhile`), in the same statement, with no window between
   * a check and the write.
   */
  async insertDraft(fields: {
    id?: string;
    pageId: string;
    document: unknown;
    createdBy: string;
    basedOn: string | null;
  }): Promise<VersionRow> {
    const { data, error } = await this.service
      .from('page_versions')
      .insert({
        ...(fields.id ? { id: fields.id } : {}),
        page_id: fields.pageId,
        document: fields.document as Json,
        status: 'draft',
        created_by: fields.createdBy,
        based_on: fields.basedOn,
      })
      .select(VERSION_COLUMNS)
      .single<VersionRow>();
    // The database's own bound on a document's size (its stored form can outgrow the text a little).
    if (error?.code === '23505' && fields.id) throw new SavedMeanwhile();
    if (error?.code === '23514')
      throw new Refusal(413, 'too_large', 'La pagina è troppo grande: il documento può occupare al massimo 256 KB.');
    if (error) throw failed('save', error);
    return data;
  }

  async publish(id: string, at: Date): Promise<VersionRow> {
    const { data, error } = await this.service
      .from('page_versions')
      .update({ status: 'published', publish_at: at.toISOString() })
      .eq('id', id)
      .select(VERSION_COLUMNS)
      .single<VersionRow>();
    if (error) throw failed('publish', error);
    return data;
  }
}
