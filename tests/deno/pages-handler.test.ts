/**
 * The `pages` function's handler under Deno, as a hosted project runs it, against a running
 * embedded server (`tests/deno/run.ts` starts it and passes its URL and keys as a hosted project's
 * environment does). The handler is called directly with web Requests; supabase-js signs the
 * owners in.
 */
import assert from 'node:assert/strict';
import { createClient } from '@supabase/supabase-js';

// The handler as it is deployed: bundled by `npm run functions:build` (tests/deno/run.ts builds it
// first), typed as its source.
const DEPLOYED = '../../supabase/functions/pages/build/handler.js';
const { createPagesHandler } = (await import(DEPLOYED)) as typeof import('../../supabase/functions/pages/handler.ts');

// Deno's own global, declared for the project's type check (Node's); Deno knows it.
declare const Deno: {
  env: { get(name: string): string | undefined };
  test(options: { name: string; sanitizeOps: boolean; sanitizeResources: boolean; fn: () => Promise<void> }): void;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set: run the Deno tests with tests/deno/run.ts`);
  return value;
}

const env = {
  SUPABASE_URL: required('SUPABASE_URL'),
  SUPABASE_ANON_KEY: required('SUPABASE_ANON_KEY'),
  SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
};
const handler = createPagesHandler(env);
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
const service = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, clientOptions);

async function tokenOf(email: string, password: string): Promise<string> {
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`${email} could not sign in: ${error.message}`);
  return data.session.access_token;
}

const ownerToken = await tokenOf(required('OWNER_EMAIL'), required('OWNER_PASSWORD'));
const otherToken = await tokenOf(required('OTHER_OWNER_EMAIL'), required('OTHER_OWNER_PASSWORD'));

/** A POST as supabase-js's `functions.invoke` sends it. */
function post(body: unknown, token: string | null = ownerToken, headers: Record<string, string> = {}): Request {
  return new Request(`${env.SUPABASE_URL}/functions/v1/pages`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_ANON_KEY,
      authorization: `Bearer ${token ?? env.SUPABASE_ANON_KEY}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(
  request: Request,
): Promise<{ status: number; body: Record<string, unknown>; cors: string | null }> {
  const response = await handler(request);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cors: response.headers.get('access-control-allow-origin'),
  };
}

interface Latest {
  id: string;
  page_id: string;
  document: { sections: Record<string, unknown>[] };
}

async function latest(): Promise<Latest> {
  const page = await service.from('pages').select('id').eq('route', '/').single<{ id: string }>();
  if (page.error) throw new Error(page.error.message);
  const version = await service
    .from('page_versions')
    .select('id,page_id,document')
    .eq('page_id', page.data.id)
    .order('created_at', { ascending: false })
    .limit(1)
    .single<Latest>();
  if (version.error) throw new Error(version.error.message);
  return version.data;
}

function withTitle(document: Latest['document'], title: string): Latest['document'] {
  const copy = structuredClone(document);
  if (copy.sections[0]) copy.sections[0].title = title;
  return copy;
}

function test(name: string, fn: () => Promise<void>): void {
  // supabase-js keeps a realtime client and timers of its own around; they are not the handler's.
  Deno.test({ name, sanitizeOps: false, sanitizeResources: false, fn });
}

test('answers a browser’s preflight with CORS headers', async () => {
  const response = await handler(new Request(`${env.SUPABASE_URL}/functions/v1/pages`, { method: 'OPTIONS' }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/);
  await response.body?.cancel();
});

test('refuses a caller without a session with 401, in JSON with an Italian message', async () => {
  const refused = await answer(post({ action: 'restore', version: crypto.randomUUID() }, null));
  assert.equal(refused.status, 401);
  assert.equal(refused.body.error, 'unauthorized');
  assert.match(String(refused.body.message), /Accedi/);
  assert.equal(refused.cors, '*');
});

test('refuses a body past 256 KB before reading it (413), a malformed one with 400', async () => {
  const big = await answer(post('x', ownerToken, { 'content-length': String(256 * 1024 + 1) }));
  assert.equal(big.status, 413);
  const streamed = await answer(post(JSON.stringify({ padding: 'x'.repeat(300 * 1024) })));
  assert.equal(streamed.status, 413);
  const malformed = await answer(post('{"action":'));
  assert.deepEqual([malformed.status, malformed.body.error], [400, 'bad_request']);
});

test('saves a draft, refuses a second save from the same base with 409, restores a version', async () => {
  const base = await latest();
  const saved = await answer(
    post({ action: 'save', route: '/', document: withTitle(base.document, 'Da Deno'), base: base.id }),
  );
  assert.equal(saved.status, 200);
  const version = saved.body.version as { id: string; status: string; based_on: string };
  assert.deepEqual([version.status, version.based_on], ['draft', base.id]);
  assert.equal((await latest()).document.sections[0]?.title, 'Da Deno');

  const late = await answer(
    post({ action: 'save', route: '/', document: withTitle(base.document, 'Tardi'), base: base.id }),
  );
  assert.equal(late.status, 409);
  assert.equal((late.body.latest as { id: string }).id, version.id);

  const restored = await answer(post({ action: 'restore', version: base.id }));
  assert.equal(restored.status, 200);
  assert.deepEqual((await latest()).document, base.document);
});

test('refuses an invalid document with 422 and the validator’s paths, storing nothing', async () => {
  const base = await latest();
  const document = structuredClone(base.document);
  if (document.sections[0]) document.sections[0].actions = [{ label: 'Clic', href: 'javascript:alert(1)' }];
  const refused = await answer(post({ action: 'save', route: '/', document, base: base.id }));
  assert.equal(refused.status, 422);
  const errors = refused.body.errors as { path: string; code: string; message: string }[];
  assert.ok(
    errors.some((e) => e.code === 'unsafe-link' && e.path === 'sections[0].actions[0].href'),
    JSON.stringify(errors),
  );
  assert.equal((await latest()).id, base.id);
});

test('validates a document without storing it: the problems a save would answer, at their paths', async () => {
  const base = await latest();
  const valid = await answer(post({ action: 'validate', route: '/', document: withTitle(base.document, 'Prova') }));
  assert.equal(valid.status, 200);
  const none = valid.body.problems as { severity: string }[];
  assert.deepEqual(
    none.filter((p) => p.severity === 'error'),
    [],
  );
  const document = structuredClone(base.document);
  if (document.sections[0]) document.sections[0].actions = [{ label: 'Vai', href: '/non-esiste' }];
  const broken = await answer(post({ action: 'validate', route: '/', document }));
  assert.equal(broken.status, 200);
  const problems = broken.body.problems as { path: string; code: string; message: string; severity: string }[];
  assert.ok(
    problems.some(
      (p) => p.code === 'broken-internal-link' && p.path === 'sections[0].actions[0].href' && p.severity === 'error',
    ),
    JSON.stringify(problems),
  );
  const other = await answer(post({ action: 'validate', route: '/', document }, otherToken));
  assert.equal(other.status, 403);
  const nobody = await answer(post({ action: 'validate', route: '/', document }, null));
  assert.equal(nobody.status, 401);
  assert.equal((await latest()).id, base.id);
});

test('refuses a member of another shop with 403', async () => {
  const base = await latest();
  const refused = await answer(
    post({ action: 'save', route: '/', document: base.document, base: base.id }, otherToken),
  );
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error, 'forbidden');
});

test('publishes a draft: it becomes the version in force', async () => {
  const base = await latest();
  const saved = await answer(
    post({ action: 'save', route: '/', document: withTitle(base.document, 'Online'), base: base.id }),
  );
  const draft = (saved.body.version as { id: string }).id;
  const published = await answer(post({ action: 'publish', version: draft }));
  assert.equal(published.status, 200);
  assert.equal((published.body.version as { status: string }).status, 'published');
  const inForce = await service.rpc('page_version_in_force', { page: base.page_id });
  assert.equal(inForce.data, draft);
});
