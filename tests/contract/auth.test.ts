import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './fixtures.ts';
import { anonClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
let owner: { email: string; password: string };
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  owner = await backend.createOwner();
});

describe('owner sign-in', () => {
  it('signs in with e-mail and password and gets an owner session', async () => {
    const client = anonClient(backend);
    const { data, error } = await client.auth.signInWithPassword(owner);
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user).toMatchObject({
      email: owner.email,
      role: 'authenticated',
      app_metadata: { role: 'owner', provider: 'email' },
    });
    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(data.user?.id);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const client = anonClient(backend);
    const wrong = await client.auth.signInWithPassword({ email: owner.email, password: 'sbagliata' });
    const unknown = await client.auth.signInWithPassword({ email: 'nessuno@boutique.test', password: owner.password });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('lets the owner write the catalogue with the session token', async () => {
    const client = anonClient(backend);
    await client.auth.signInWithPassword(owner);
    const { data, error } = await client
      .from('products')
      .upsert({ name: 'Anello del titolare', price: 10, category: 'Anelli' })
      .select('name')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Anello del titolare' });
  });

  it('refreshes the session with a rotating refresh token', async () => {
    const client = anonClient(backend);
    const signedIn = await client.auth.signInWithPassword(owner);
    const first = signedIn.data.session?.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    expect(refreshed.data.user?.email).toBe(owner.email);
    const bogus = await anonClient(backend).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(bogus.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out, after which the old access token is refused, for writes too', async () => {
    const client = anonClient(backend);
    const { data } = await client.auth.signInWithPassword(owner);
    const token = data.session?.access_token ?? '';
    const afterSignOut = uniqueName('Dopo il logout');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
    const write = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: afterSignOut, price: 1, category: 'Anelli' }),
    });
    expect(write.status).toBe(401);
    const { count } = await anonClient(backend)
      .from('products')
      .select('*', { count: 'exact', head: true })
      .eq('name', afterSignOut);
    expect(count).toBe(0);
  });

  it('keeps sign-up closed', async () => {
    const { data, error } = await anonClient(backend).auth.signUp({
      email: 'cliente@boutique.test',
      password: 'Password-123',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });

  it('stops trying passwords for an e-mail from one address after ten failures', async () => {
    const target = await backend.createOwner('bersaglio@boutique.test', 'Bersaglio-2024!');
    const client = anonClient(backend);
    for (let attempt = 0; attempt < 10; attempt++) {
      const { error } = await client.auth.signInWithPassword({ email: target.email, password: `tentativo-${attempt}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await client.auth.signInWithPassword(target);
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const others = await client.auth.signInWithPassword(owner);
    expect(others.error).toBeNull();
  });

  it('changes the password only with the current one', async () => {
    const account = await backend.createOwner('cambio@boutique.test', 'Vecchia-2024!');
    const client = anonClient(backend);
    await client.auth.signInWithPassword(account);
    const bare = await client.auth.updateUser({ password: 'Nuova-2025!' });
    expect(bare.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: 'Nuova-2025!', current_password: 'non-la-mia' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    const short = await client.auth.updateUser({ password: 'corta', current_password: account.password });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await anonClient(backend).auth.signInWithPassword(account)).error).toBeNull();

    const changed = await client.auth.updateUser({ password: 'Nuova-2025!', current_password: account.password });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(account.email);
    const old = await anonClient(backend).auth.signInWithPassword(account);
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await anonClient(backend).auth.signInWithPassword({ email: account.email, password: 'Nuova-2025!' });
    expect(fresh.error).toBeNull();
  });
});
