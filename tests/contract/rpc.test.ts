import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe('calling functions (/rest/v1/rpc)', () => {
  it('answers whether the caller is the shop owner', async () => {
    const visitor = await anonClient(backend).rpc('is_owner');
    expect(visitor.error).toBeNull();
    expect(visitor.data).toBe(false);

    const owner = await backend.createOwner();
    const client = anonClient(backend);
    await client.auth.signInWithPassword(owner);
    const signedIn = await client.rpc('is_owner');
    expect(signedIn.error).toBeNull();
    expect(signedIn.data).toBe(true);

    const viaGet = await fetch(`${backend.url}/rest/v1/rpc/is_owner`, { headers: { apikey: backend.anonKey } });
    expect(viaGet.status).toBe(200);
    expect(await viaGet.text()).toBe('false');
  });

  it('answers 404 PGRST202 for an unknown function or arguments it does not take', async () => {
    const unknown = await fetch(`${backend.url}/rest/v1/rpc/drop_everything`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST202' });
    const extra = await fetch(`${backend.url}/rest/v1/rpc/is_owner`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: '{"who":"me"}' });
    expect(extra.status).toBe(404);
  });

  it('does not reach functions outside the public schema', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/uid`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
  });
});
