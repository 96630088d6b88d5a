import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { backendClient } from './client.ts';
import { backendConfig, publicObjectUrl } from './config.ts';
import type { VersionRow } from '../pages/version-row.ts';

export type { VersionRow };

/**
 * A shop's pages and their versions (`public.pages`, `public.page_versions`): read through REST
 * (a shop's members read every version), written only through the `pages` edge function, which
 * validates a document with the rules of `npm run validate` and answers in the owner's words.
 */

/** A version as the editor reads it, with its document. */
export interface PageVersion extends VersionRow {
  document: Record<string, unknown>;
}

/** A page of a shop with every version the caller may read, oldest first. */
export interface ShopPage {
  id: string;
  shopId: string;
  route: string;
  versions: PageVersion[];
}

const versionRow = z.object({
  id: z.string(),
  page_id: z.string(),
  status: z.enum(['draft', 'published']),
  publish_at: z.nullable(z.string()),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  based_on: z.nullable(z.string()),
});

const pageRow = z.object({
  id: z.string(),
  shop_id: z.string(),
  route: z.string(),
  page_versions: z.array(z.extend(versionRow, { document: z.record(z.string(), z.unknown()) })),
});

/**
 * The generated `Database` type does not list these tables yet: they are read untyped and every
 * row is checked here instead.
 */
function untypedClient(): Promise<SupabaseClient> {
  return backendClient();
}

const byCreation = (a: VersionRow, b: VersionRow) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/**
 * Every page, by route, each with the versions the caller may read: all of them for the shops the
 * caller is a member of, the version in force for the others (which the editor checks links and
 * shared identities against).
 */
export async function listPages(): Promise<ShopPage[]> {
  const client = await untypedClient();
  const { data, error } = await client
    .from('pages')
    .select('id,shop_id,route,page_versions(id,page_id,status,publish_at,created_by,created_at,based_on,document)')
    .order('route');
  if (error) throw new Error(`The pages could not be read: ${error.message}`, { cause: error });
  const rows = z.array(pageRow).parse(data);
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shop_id,
    route: row.route,
    versions: row.page_versions.map((version) => ({ ...version })).sort(byCreation),
  }));
}

/** The versions of one page, oldest first. */
export async function listPageVersions(pageId: string): Promise<PageVersion[]> {
  const client = await untypedClient();
  const { data, error } = await client
    .from('page_versions')
    .select('id,page_id,status,publish_at,created_by,created_at,based_on,document')
    .eq('page_id', pageId)
    .order('created_at');
  if (error) throw new Error(`The versions could not be read: ${error.message}`, { cause: error });
  return z
    .array(z.extend(versionRow, { document: z.record(z.string(), z.unknown()) }))
    .parse(data)
    .sort(byCreation);
}

/** A problem the function found in a document, at the validator's JSON path. */
export interface FunctionProblem {
  path: string;
  code: string;
  message: string;
}

/** What the `pages` function answered. */
export type PagesAnswer =
  | { ok: true; version: VersionRow }
  | { ok: false; kind: 'invalid'; errors: FunctionProblem[]; message: string }
  | { ok: false; kind: 'conflict'; latest: VersionRow | null; message: string }
  | { ok: false; kind: 'refused'; status: number; message: string };

const answerBody = z.object({
  version: z.optional(versionRow),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ path: z.string(), code: z.string(), message: z.string() }))),
  latest: z.optional(versionRow),
});

export type PagesRequest =
  | { action: 'save'; route: string; document: unknown; base: string | null }
  | { action: 'publish'; version: string; at?: string }
  | { action: 'restore'; version: string };

/** Calls the `pages` function with the owner's session; its refusals come back as values, not throws. */
export async function callPages(request: PagesRequest): Promise<PagesAnswer> {
  const client = await untypedClient();
  const result = await client.functions.invoke<unknown>('pages', { body: request });
  const error: unknown = result.error;
  let status = 200;
  let body: unknown = result.data;
  if (error) {
    const context: unknown = (error as { context?: unknown }).context;
    if (!(context instanceof Response)) {
      return { ok: false, kind: 'refused', status: 0, message: 'Il server non risponde: controlla la connessione.' };
    }
    status = context.status;
    body = await context.json().catch(() => ({}));
  }
  const parsed = answerBody.safeParse(body);
  const answer = parsed.success ? parsed.data : {};
  const message = answer.message ?? 'Il server ha rifiutato la richiesta.';
  if (status < 300 && answer.version) return { ok: true, version: answer.version };
  if (status === 422) return { ok: false, kind: 'invalid', errors: answer.errors ?? [], message };
  if (status === 409) return { ok: false, kind: 'conflict', latest: answer.latest ?? null, message };
  return { ok: false, kind: 'refused', status, message };
}

/** A problem of a page as the function's `validate` answers it: an error, or a warning that does not block. */
export interface CheckedProblem extends FunctionProblem {
  severity: 'error' | 'warning';
}

/** What the function's check of a document answered: its problems, or why there are none to show. */
export type CheckAnswer = { ok: true; problems: CheckedProblem[] } | { ok: false; message: string };

const checkBody = z.object({
  problems: z.array(
    z.object({ path: z.string(), code: z.string(), message: z.string(), severity: z.enum(['error', 'warning']) }),
  ),
});

/**
 * The document checked by the `pages` function (`validate`) with every rule a save meets, against
 * the other pages in force, and nothing written; `signal` drops a check no longer wanted.
 */
export async function checkPageOnServer(route: string, document: unknown, signal?: AbortSignal): Promise<CheckAnswer> {
  const client = await untypedClient();
  const result = await client.functions.invoke<unknown>('pages', {
    body: { action: 'validate', route, document },
    ...(signal ? { signal } : {}),
  });
  const parsed = checkBody.safeParse(result.data);
  if (!result.error && parsed.success) return { ok: true, problems: parsed.data.problems };
  const context: unknown = (result.error as { context?: unknown } | null)?.context;
  const body: unknown = context instanceof Response ? await context.json().catch(() => ({})) : {};
  const message = answerBody.safeParse(body).data?.message;
  return { ok: false, message: message ?? 'Il server non risponde: controlla la connessione.' };
}

/** Where the shop's pictures are: the bucket product photos are stored in, under the shop's folder. */
const PICTURES_BUCKET = 'product-images';

/** A picture the shop has stored, by its address on this site. */
export interface StoredPicture {
  name: string;
  /** The address a document writes (`/storage/v1/object/public/…`), on the site's own origin. */
  src: string;
  width: number | null;
  createdAt: string | null;
}

const widthOf = (name: string) => {
  const match = /-(\d+)\.webp$/.exec(name);
  return match ? Number(match[1]) : null;
};

/**
 * The shop's stored pictures, newest first, one per photo (its largest size): the product photos
 * (`<shop>/<product>/…`) and the pages' (`<shop>/pagine/…`).
 */
export async function listShopPictures(shopId: string): Promise<StoredPicture[]> {
  const [client, config] = await Promise.all([untypedClient(), backendConfig()]);
  const bucket = client.storage.from(PICTURES_BUCKET);
  const top = await bucket.list(shopId, { limit: 100 });
  if (top.error) throw new Error(`The pictures could not be listed: ${top.error.message}`, { cause: top.error });
  const folders = top.data.filter((entry) => entry.id === null).map((entry) => `${shopId}/${entry.name}`);
  const listed = await Promise.all(
    folders.map(async (folder) => {
      const { data, error } = await bucket.list(folder, {
        limit: 200,
        sortBy: { column: 'created_at', order: 'desc' },
      });
      if (error) throw new Error(`The pictures could not be listed: ${error.message}`, { cause: error });
      return data.filter((entry) => entry.id !== null).map((entry) => ({ entry, folder }));
    }),
  );
  // One entry per photo: its sizes share a stem (`<stamp>-<width>.webp`); the largest stands for it.
  const largest = new Map<string, StoredPicture>();
  for (const { entry, folder } of listed.flat()) {
    const name = `${folder}/${entry.name}`;
    const stem = name.replace(/-\d+\.webp$/, '');
    const width = widthOf(entry.name);
    const known = largest.get(stem);
    if (known && (known.width ?? 0) >= (width ?? 0)) continue;
    const absolute = publicObjectUrl(config, PICTURES_BUCKET, name);
    largest.set(stem, { name, src: sitePath(absolute), width, createdAt: entry.created_at ?? null });
  }
  return [...largest.values()].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** An address on the backend written as a path of the site when the backend is the site's own origin. */
function sitePath(address: string): string {
  if (typeof window === 'undefined') return address;
  const url = new URL(address, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : address;
}

/** The id of the signed-in person, to tell their versions from the others'. */
export async function currentUserId(): Promise<string | null> {
  const client = await backendClient();
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}
