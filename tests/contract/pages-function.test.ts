import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectDir } from '../../server/project.ts';
import type { Database } from '../../src/backend/database.types.ts';
import type { Json, PagesDatabase } from '../../supabase/functions/pages/database.ts';
import { importSitesAsPages } from '../deno/embedded.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

/**
 * The `pages` edge function through supabase-js's `functions.invoke`, as the editor calls it, on
 * the embedded server: the one door through which a shop's pages are written. Every document it
 * stores passes the rules of `npm run validate`; only a member of the page's shop passes at all.
 */

let backend: Backend;
let owner: SupabaseClient<Database>;
let clessOwner: SupabaseClient<Database>;
let landing: Record<string, unknown>;
let landingPage: string;

/** supabase-js typed with the pages' tables, with the service key or as a visitor. */
const pagesClient = (as: 'service' | 'visitor') =>
  createClient<PagesDatabase>(backend.url, as === 'service' ? backend.serviceKey : backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

interface VersionRow {
  id: string;
  page_id: string;
  status: string;
  publish_at: string | null;
  created_by: string | null;
  created_at: string;
  based_on: string | null;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The function's answer, whatever its status: the body of an error is read from the response. */
async function invoke(client: SupabaseClient<Database>, body: unknown): Promise<Answer> {
  const answer = await client.functions.invoke<Record<string, unknown>>('pages', {
    body: body as Record<string, unknown>,
  });
  const error: unknown = answer.error;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return { status: 200, body: answer.data ?? {} };
}

async function signedIn(email: string, password: string, shop: string): Promise<SupabaseClient<Database>> {
  await backend.createOwner(email, password, shop);
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`${email} could not sign in: ${error.message}`);
  return client;
}

async function pageAt(route: string): Promise<string> {
  const { data, error } = await pagesClient('service').from('pages').select('id').eq('route', route).single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function latestOf(pageId: string): Promise<VersionRow & { document: Record<string, unknown> }> {
  const { data, error } = await pagesClient('service')
    .from('page_versions')
    .select('*')
    .eq('page_id', pageId)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return { ...data, document: data.document as Record<string, unknown> };
}

async function versionCount(pageId: string): Promise<number> {
  const { count, error } = await pagesClient('service')
    .from('page_versions')
    .select('id', { count: 'exact', head: true })
    .eq('page_id', pageId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** What a visitor reads of the page's versions through the public REST API. */
async function visitorVersions(pageId: string): Promise<Pick<VersionRow, 'id' | 'status' | 'publish_at'>[]> {
  const { data, error } = await pagesClient('visitor')
    .from('page_versions')
    .select('id,status,publish_at')
    .eq('page_id', pageId);
  if (error) throw new Error(error.message);
  return data;
}

const edited = (title: string): Record<string, unknown> => {
  const document = structuredClone(landing) as { sections: Record<string, unknown>[] };
  const hero = document.sections[0] ?? {};
  hero.title = title;
  return document;
};

beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

beforeAll(async () => {
  await importSitesAsPages(backend.db);
  landingPage = await pageAt('/');
  landing = (await latestOf(landingPage)).document;
  owner = await signedIn('titolare@aurea.test', 'Aurea-Titolare-2026', 'aurea');
  clessOwner = await signedIn('claudia@cless.test', 'Cless-Titolare-2026', 'cless');
});

describe('the pages function', () => {
  it('saves a valid changed document as a draft that visitors do not see', async () => {
    const base = await latestOf(landingPage);
    const answer = await invoke(owner, {
      action: 'save',
      route: '/',
      document: edited('Gioielli nuovi'),
      base: base.id,
    });
    expect(answer.status).toBe(200);
    const version = answer.body.version as VersionRow;
    expect(version).toMatchObject({ page_id: landingPage, status: 'draft', publish_at: null, based_on: base.id });
    expect(Object.keys(version).sort()).toEqual(
      ['based_on', 'created_at', 'created_by', 'id', 'page_id', 'publish_at', 'status'].sort(),
    );
    const stored = (await latestOf(landingPage)).document as { sections: { title?: string }[] };
    expect(stored.sections[0]?.title).toBe('Gioielli nuovi');
    const seen = await visitorVersions(landingPage);
    expect(seen.map((v) => v.id)).not.toContain(version.id);
    expect(seen.every((v) => v.status === 'published')).toBe(true);
  });

  it.each([
    [
      'an unknown section type',
      (d: { sections: unknown[] }) => d.sections.push({ type: 'galleria', title: 'Foto' }),
      'sections[',
      'unknown-section-type',
    ],
    [
      'a hero without its title',
      (d: { sections: Record<string, unknown>[] }) => delete d.sections[0]?.title,
      'sections[0]',
      'schema',
    ],
    [
      'a link to a route that does not exist',
      (d: { sections: Record<string, unknown>[] }) => {
        if (d.sections[0]) d.sections[0].actions = [{ label: 'Scopri', href: '/non-esiste' }];
      },
      'sections[0].actions[0].href',
      'broken-internal-link',
    ],
    [
      'a javascript: link',
      (d: { sections: Record<string, unknown>[] }) => {
        if (d.sections[0]) d.sections[0].actions = [{ label: 'Scopri', href: 'javascript:alert(1)' }];
      },
      'sections[0].actions[0].href',
      'unsafe-link',
    ],
    [
      'a 20,000-character title',
      (d: { sections: Record<string, unknown>[] }) => {
        if (d.sections[0]) d.sections[0].title = 'G'.repeat(20_000);
      },
      'sections[0].title',
      'text-too-long',
    ],
  ] as const)(
    'refuses %s with 422, its JSON path and an Italian message, and stores nothing',
    async (_what, spoil, at, code) => {
      const base = await latestOf(landingPage);
      const before = await versionCount(landingPage);
      const document = structuredClone(landing) as { sections: Record<string, unknown>[] };
      spoil(document);
      const answer = await invoke(owner, { action: 'save', route: '/', document, base: base.id });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: 'invalid_document', message: expect.any(String) as unknown });
      const errors = answer.body.errors as { path: string; code: string; message: string }[];
      const error = errors.find((e) => e.code === code);
      expect(error?.path.startsWith(at)).toBe(true);
      // The owner's explanation is Italian, not the validator's English.
      expect(error?.message).toMatch(/[àèéìòù]|\b(il|la|nella|non|della)\b/);
      expect(await versionCount(landingPage)).toBe(before);
    },
  );

  it('validates a document without storing it: no problem for a valid one, each problem at its JSON path', async () => {
    const before = await versionCount(landingPage);
    const valid = await invoke(owner, { action: 'validate', route: '/', document: edited('Solo una prova') });
    expect(valid.status).toBe(200);
    const problems = valid.body.problems as { path: string; code: string; message: string; severity: string }[];
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);

    const document = edited('Collegamento rotto') as { sections: Record<string, unknown>[] };
    if (document.sections[0]) document.sections[0].actions = [{ label: 'Scopri', href: '/non-esiste' }];
    const broken = await invoke(owner, { action: 'validate', route: '/', document });
    expect(broken.status).toBe(200);
    const found = broken.body.problems as { path: string; code: string; message: string; severity: string }[];
    expect(found).toContainEqual({
      path: 'sections[0].actions[0].href',
      code: 'broken-internal-link',
      severity: 'error',
      message: expect.stringMatching(/porta a «\/non-esiste», che non esiste nel sito/) as unknown,
    });
    // The same problems a save would answer with its 422.
    const base = await latestOf(landingPage);
    const save = await invoke(owner, { action: 'save', route: '/', document, base: base.id });
    expect(save.status).toBe(422);
    expect(save.body.errors).toEqual(
      found.filter((p) => p.severity === 'error').map(({ path, code, message }) => ({ path, code, message })),
    );
    expect(await versionCount(landingPage)).toBe(before);
  });

  it('validates only for a member of the page’s shop (403), with a session (401), bounded as a save', async () => {
    const before = await versionCount(landingPage);
    const document = edited('Non mia');
    const other = await invoke(clessOwner, { action: 'validate', route: '/', document });
    expect(other).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const visitor = await invoke(anonClient(backend), { action: 'validate', route: '/', document });
    expect(visitor).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    const unknown = await invoke(owner, { action: 'validate', route: '/non-esiste', document });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const malformed = await invoke(owner, { action: 'validate', route: '/', document: 'testo' });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    const huge = await invoke(owner, {
      action: 'validate',
      route: '/',
      document: { ...document, x: 'x'.repeat(300 * 1024) },
    });
    expect(huge).toMatchObject({ status: 413, body: { error: 'too_large' } });
    expect(await versionCount(landingPage)).toBe(before);
  });

  it('saves a page showing a picture its shop uploaded (200), refuses one another shop uploaded (422)', async () => {
    /** A real 1 × 1 lossy WebP, stored as the editor stores a page's picture: `<shop>/pagine/<stem>-<width>.webp`. */
    const webp = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
    const upload = async (client: SupabaseClient<Database>, shop: string): Promise<string> => {
      const name = `${shop}/pagine/${Date.now().toString(36)}-prova-1200.webp`;
      const bucket = client.storage.from('product-images');
      const { error } = await bucket.upload(name, new Blob([new Uint8Array(webp)], { type: 'image/webp' }));
      if (error) throw new Error(`${name} could not be stored: ${error.message}`);
      return new URL(bucket.getPublicUrl(name).data.publicUrl).pathname;
    };
    const withPicture = (src: string) => {
      const document = edited('Con la nostra foto') as { sections: Record<string, unknown>[] };
      if (document.sections[0]) document.sections[0].image = { src, alt: 'La vetrina', width: 1200, height: 1200 };
      return document;
    };
    const own = await upload(owner, 'aurea');
    expect(own).toMatch(/^\/storage\/v1\/object\/public\/product-images\/aurea\/pagine\//);
    const base = await latestOf(landingPage);
    const saved = await invoke(owner, { action: 'save', route: '/', document: withPicture(own), base: base.id });
    expect(saved.status).toBe(200);
    const stored = (await latestOf(landingPage)).document as { sections: { image?: { src?: string } }[] };
    expect(stored.sections[0]?.image?.src).toBe(own);

    const before = await versionCount(landingPage);
    const theirs = await upload(clessOwner, 'cless');
    const refused = await invoke(owner, {
      action: 'save',
      route: '/',
      document: withPicture(theirs),
      base: (await latestOf(landingPage)).id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({
      path: 'sections[0].image.src',
      code: 'missing-asset',
      message: expect.stringContaining("un'immagine caricata da un altro negozio") as unknown,
    });
    expect(await versionCount(landingPage)).toBe(before);
  });

  it('refuses a direct insert into page_versions, by the owner or a visitor', async () => {
    const row = { page_id: landingPage, document: landing as Json, status: 'published' as const };
    const ownerToken = (await owner.auth.getSession()).data.session?.access_token ?? '';
    const asOwner = createClient<PagesDatabase>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${ownerToken}` } },
    });
    for (const client of [asOwner, pagesClient('visitor')]) {
      const { error } = await client.from('page_versions').insert(row);
      expect(error).not.toBeNull();
    }
    expect((await visitorVersions(landingPage)).every((v) => v.status === 'published')).toBe(true);
  });

  it('answers 409 with the latest version to a second save from the same base', async () => {
    const base = await latestOf(landingPage);
    const first = await invoke(owner, { action: 'save', route: '/', document: edited('Prima'), base: base.id });
    expect(first.status).toBe(200);
    const second = await invoke(owner, { action: 'save', route: '/', document: edited('Seconda'), base: base.id });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'conflict', latest: { id: (first.body.version as VersionRow).id } });
    expect(typeof second.body.message).toBe('string');
  });

  it('keeps one of two saves sent at once from the same base', async () => {
    const base = await latestOf(landingPage);
    const before = await versionCount(landingPage);
    const answers = await Promise.all(
      ['Uno', 'Due'].map((title) =>
        invoke(owner, { action: 'save', route: '/', document: edited(title), base: base.id }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await versionCount(landingPage)).toBe(before + 1);
  });

  it('refuses a member of another shop (403) and a caller without a session (401)', async () => {
    const base = await latestOf(landingPage);
    const document = edited('Non mia');
    const other = await invoke(clessOwner, { action: 'save', route: '/', document, base: base.id });
    expect(other).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const visitor = await invoke(anonClient(backend), { action: 'save', route: '/', document, base: base.id });
    expect(visitor).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect((await latestOf(landingPage)).id).toBe(base.id);
  });

  it('refuses changing the maintainers’ routes or shop, and saving an app page', async () => {
    const base = await latestOf(landingPage);
    const moved = { ...edited('Altrove'), routes: ['/altrove'] };
    const answer = await invoke(owner, { action: 'save', route: '/', document: moved, base: base.id });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'routes', code: 'route-changed' })]),
    );
    const shopPage = JSON.parse(readFileSync(path.join(projectDir, 'sites/shop.json'), 'utf8')) as object;
    const shopLatest = await latestOf(await pageAt('/shop'));
    const app = await invoke(owner, { action: 'save', route: '/shop', document: shopPage, base: shopLatest.id });
    expect(app.status).toBe(422);
    expect(app.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'app-page' })]));
  });

  it('restores the first version as a new draft with its document', async () => {
    const { data: first, error } = await pagesClient('service')
      .from('page_versions')
      .select('id,document')
      .eq('page_id', landingPage)
      .order('created_at', { ascending: true })
      .limit(1)
      .single();
    if (error) throw new Error(error.message);
    const answer = await invoke(owner, { action: 'restore', version: first.id });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toMatchObject({ status: 'draft', based_on: first.id });
    const latest = await latestOf(landingPage);
    expect(latest.id).toBe((answer.body.version as VersionRow).id);
    expect(latest.document).toEqual(first.document);
  });

  it('publishes a draft now: visitors read it as the version in force', async () => {
    const base = await latestOf(landingPage);
    const saved = await invoke(owner, { action: 'save', route: '/', document: edited('Pubblicata'), base: base.id });
    const draft = saved.body.version as VersionRow;
    const answer = await invoke(owner, { action: 'publish', version: draft.id });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toMatchObject({ id: draft.id, status: 'published' });
    expect((await visitorVersions(landingPage)).map((v) => v.id)).toEqual([draft.id]);
    const again = await invoke(owner, { action: 'publish', version: draft.id });
    expect(again).toMatchObject({ status: 409, body: { error: 'already_published' } });
  });

  it('schedules a version 30 s ahead: public 30–60 s later and not before', { timeout: 90_000 }, async () => {
    const base = await latestOf(landingPage);
    const saved = await invoke(owner, { action: 'save', route: '/', document: edited('Programmata'), base: base.id });
    const draft = saved.body.version as VersionRow;
    const asked = Date.now();
    const at = new Date(asked + 30_000).toISOString();
    const answer = await invoke(owner, { action: 'publish', version: draft.id, at });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toMatchObject({ status: 'published', publish_at: expect.any(String) as unknown });
    expect(Date.parse((answer.body.version as VersionRow).publish_at ?? '')).toBe(Date.parse(at));
    // Asked as a visitor, of the database's own rule (`page_version_in_force`), once a second.
    const inForce = async () => {
      const { data, error } = await pagesClient('visitor').rpc('page_version_in_force', { page: landingPage });
      if (error) throw new Error(error.message);
      return data;
    };
    expect(await inForce()).not.toBe(draft.id);
    let seenAt: number | null = null;
    while (Date.now() - asked < 60_000) {
      if ((await inForce()) === draft.id) {
        seenAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(seenAt).not.toBeNull();
    expect((seenAt ?? 0) - asked).toBeGreaterThanOrEqual(30_000);
  });

  it('answers malformed requests with 400, unknown pages with 404, oversize bodies with 413, all in JSON', async () => {
    expect(await invoke(owner, { action: 'rename' })).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect(await invoke(owner, { action: 'publish', version: 'non-un-id' })).toMatchObject({ status: 400 });
    expect(
      await invoke(owner, { action: 'publish', version: crypto.randomUUID(), at: '2000-01-01T00:00:00Z' }),
    ).toMatchObject({ status: 400 });
    const unknown = await invoke(owner, { action: 'save', route: '/non-esiste', document: landing, base: null });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const missing = await invoke(owner, { action: 'restore', version: crypto.randomUUID() });
    expect(missing).toMatchObject({ status: 404 });
    const huge = { ...edited('Enorme'), padding: 'x'.repeat(300 * 1024) };
    const base = await latestOf(landingPage);
    const tooLarge = await invoke(owner, { action: 'save', route: '/', document: huge, base: base.id });
    expect(tooLarge).toMatchObject({ status: 413, body: { error: 'too_large' } });
    expect(typeof tooLarge.body.message).toBe('string');
  });

  it('answers a browser’s preflight, and 404 JSON for a function that does not exist', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/pages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://editor.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const error: unknown = (await owner.functions.invoke('inesistente', { body: {} })).error;
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});
