import { randomBytes } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/backend/database.types.ts';
import { OWNER_EMAIL, OWNER_PASSWORD } from './admin-helpers.ts';
import { e2eBackend } from './backend.ts';
import { expect, test, type APIRequestContext } from './fixtures.ts';

/**
 * The owner's page writes as the build serves them, through supabase-js alone: a saved draft leaves
 * the public page as it was, publishing puts it in the HTML (no JavaScript needed) within 2 s, and
 * the first version restored and published brings the old title back. The home page is put back as
 * it was at the end, so the other specs of this worker see the seeded page.
 */

interface Version {
  id: string;
}

type Document = Record<string, unknown> & { meta: { title: string } };

let owner: SupabaseClient<Database>;

test.beforeAll(async () => {
  const backend = e2eBackend();
  owner = createClient<Database>(backend.url, backend.anonKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await owner.auth.signInWithPassword({ email: OWNER_EMAIL, password: OWNER_PASSWORD });
  if (error) throw new Error(error.message);
});

/** Calls the pages function as the owner; the answer's body, or its status and body when refused. */
async function pages(body: object): Promise<{ version: Version }> {
  const answer = await owner.functions.invoke<{ version: Version }>('pages', { body });
  const error: unknown = answer.error;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    throw new Error(`pages ${response.status}: ${await response.text()}`);
  }
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  if (!answer.data) throw new Error('the pages function answered nothing');
  return answer.data;
}

/** The home page's versions as its owner reads them, oldest first, and its newest. */
type Stored = Version & { document: Document };

async function homeVersions(): Promise<{ first: Stored; latest: Stored }> {
  const { data, error } = await owner
    .from('pages')
    .select('id, page_versions(id, document, created_at)')
    .eq('route', '/')
    .order('created_at', { referencedTable: 'page_versions', ascending: true })
    .single()
    .overrideTypes<{ id: string; page_versions: Stored[] }, { merge: false }>();
  if (error) throw new Error(error.message);
  const [first] = data.page_versions;
  const latest = data.page_versions.at(-1);
  if (!first || !latest) throw new Error('the home page has no version');
  return { first, latest };
}

/** How long `/`'s HTML took to show `text` (polled every 100 ms), or Infinity after `within` ms. */
async function shownWithin(request: APIRequestContext, text: string, within: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= within) {
    if ((await (await request.get('/')).text()).includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

const titleTag = (title: string) => `<title>${title}</title>`;

test('a draft leaves the page as it was, publishing shows it in 2 s, the first version restored the old title', async ({
  request,
}) => {
  const { first, latest } = await homeVersions();
  const oldTitle = first.document.meta.title;
  const newTitle = `Aurea Gioielli · Prova ${randomBytes(3).toString('hex')}`;
  const changed: Document = { ...latest.document, meta: { ...latest.document.meta, title: newTitle } };

  try {
    const { version: draft } = await pages({ action: 'save', route: '/', document: changed, base: latest.id });
    const before = await (await request.get('/')).text();
    expect(before).not.toContain(newTitle);
    expect(before).toContain(titleTag(oldTitle));

    await pages({ action: 'publish', version: draft.id });
    expect(await shownWithin(request, titleTag(newTitle), 2_000)).toBeLessThan(2_000);

    const { version: restored } = await pages({ action: 'restore', version: first.id });
    await pages({ action: 'publish', version: restored.id });
    expect(await shownWithin(request, titleTag(oldTitle), 2_000)).toBeLessThan(2_000);
    expect(await (await request.get('/')).text()).not.toContain(newTitle);
  } finally {
    // The page as it was: its last version's document published again (the built page is sent again).
    const { latest: now } = await homeVersions();
    if (JSON.stringify(now.document) !== JSON.stringify(latest.document)) {
      const { version } = await pages({ action: 'save', route: '/', document: latest.document, base: now.id });
      await pages({ action: 'publish', version: version.id });
    }
  }
});
