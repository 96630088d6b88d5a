import { beforeAll, describe, expect, it } from 'vitest';
import { addProducts, SHOWCASE } from './fixtures.ts';
import { anonClient, startBackend, stringMatching, type Backend } from './harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  // Products that a careless update or delete would reach: "change nothing" then means something.
  await addProducts(backend, SHOWCASE);
});

/** Requests a careless or hostile client might send; each must get a JSON answer below 500. */
const PATHS = [
  '/rest/v1/products?name=eq.%E0%A4%A',
  '/rest/v1/%E0%A4%A',
  '/rest/v1/products?select=%22',
  '/rest/v1/products?select=a:b:c',
  '/rest/v1/products?select=,,',
  '/rest/v1/products?order=',
  '/rest/v1/products?order=.',
  '/rest/v1/products?order=name.up',
  '/rest/v1/products?limit=-1',
  '/rest/v1/products?limit=99999999999999999999',
  '/rest/v1/products?offset=abc',
  '/rest/v1/products?or=',
  '/rest/v1/products?or=(',
  '/rest/v1/products?or=((a.eq.1)',
  '/rest/v1/products?and=(name.eq.a,or(price.gt.1,price.lt.2))',
  '/rest/v1/products?id=in.(',
  '/rest/v1/products?id=in.()',
  '/rest/v1/products?id=in.("a,b")',
  '/rest/v1/products?price=is.maybe',
  '/rest/v1/products?name=like',
  '/rest/v1/products?name=not.',
  '/rest/v1/products?=eq.1',
  '/rest/v1/products?price=gt.',
  '/rest/v1/products?created_at=gt.someday',
  '/rest/v1/products?is_new=eq.maybe',
  '/rest/v1/products?select=price::regclass',
  '/rest/v1/products?id=eq.1',
  '/rest/v1/products?name=match.(',
  '/rest/v1/products?name=match.(.{1,255}){1,255}',
  `/rest/v1/products?or=(${'or('.repeat(2000)}name.eq.a${')'.repeat(2000)})`,
  '/rest/v1/products?name=cs.{a}',
  '/rest/v1/products?columns=x',
  '/rest/v1/products?on_conflict=x',
  '/rest/v1/',
  '/rest/v1/products/extra',
  '/rest/v1/pg_class',
  '/rest/v1/..%2Fauth%2Fusers',
  '/rest/v1/products%00',
  '/rest/v1/rpc/is_owner?x=1',
  '/rest/v1/rpc/pg_sleep?seconds=10',
  '/auth/v1/token',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/user',
  '/auth/v1/nothing',
  '/storage/v1/nothing',
];
const BODIES = ['{', '[]', '[1]', '{"name":null}', 'null', '"x"', '{"price":"abc"}', '{"is_new":"maybe"}'];

describe('malformed requests', () => {
  it('answer 4xx with a JSON body, never a 500, and change nothing', async () => {
    const { count: before } = await anonClient(backend).from('products').select('*', { count: 'exact', head: true });
    const headers = {
      apikey: backend.serviceKey,
      authorization: `Bearer ${backend.serviceKey}`,
      'content-type': 'application/json',
    };
    const failures: string[] = [];
    let n = 0;
    for (const path of PATHS) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const body = method === 'POST' || method === 'PATCH' ? BODIES[n++ % BODIES.length] : undefined;
        const response = await fetch(`${backend.url}${path}`, { method, body, headers });
        const text = await response.text();
        let json = true;
        try {
          JSON.parse(text || 'null');
        } catch {
          json = false;
        }
        if (response.status >= 500 || (response.status >= 400 && !json))
          failures.push(`${method} ${path} ${body ?? ''} → ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    const count = await fetch(`${backend.url}/rest/v1/products?select=id`, {
      headers: { apikey: backend.anonKey, prefer: 'count=exact' },
    });
    expect(count.headers.get('content-range')).toBe(`0-${before! - 1}/${before!}`);
  });

  it('refuses a body over the limit without reading it all', async () => {
    const huge = `[${'{"name":"x","price":1,"category":"Anelli"},'.repeat(300_000)}{}]`;
    const response = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: backend.serviceKey, 'content-type': 'application/json' },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: stringMatching(/too large/i) });
  });
});

describe('/app-config.json', () => {
  it('tells the browser build to use the origin it was served from', async () => {
    const direct = await fetch(`${backend.url}/app-config.json`);
    expect(direct.headers.get('cache-control')).toBe('no-store');
    // …and whether enquiries also go out by e-mail (not here: no SMTP_URL), for the owner's inbox.
    expect(await direct.json()).toEqual({
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      enquiryEmail: false,
    });
    const proxied = await fetch(`${backend.url}/app-config.json`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gioielleria.example' },
    });
    // Forwarded headers count only from a proxy named in `TRUST_PROXY`, and none is here.
    expect(await proxied.json()).toMatchObject({ supabaseUrl: backend.url });
  });
});
