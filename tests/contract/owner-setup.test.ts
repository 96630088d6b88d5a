import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ensureOwner, hasOwner } from '../../server/auth/owner.ts';
import { createInvite } from '../../server/auth/owner-invites.ts';
import { OwnerSetup } from '../../server/auth/owner-setup.ts';
import type { Database } from '../../server/db.ts';
import { anonClient, openShopData } from './harness.ts';

/**
 * The first owner through the setup link (`/auth/v1/owner-setup`, server/auth/owner-setup.ts), on a
 * fresh copy of the shop without an owner, with the server `npm start` runs while none exists.
 */

interface SetupServer {
  url: string;
  anonKey: string;
  db: Database;
  token: string;
  stop(): Promise<void>;
}

async function startWithoutOwner(withSetup = true): Promise<SetupServer> {
  const { db, keys, remove } = await openShopData();
  const token = 'prova-' + randomBytes(16).toString('base64url');
  const shop = createApp({
    db,
    keys,
    publicUrl: 'http://127.0.0.1',
    ...(withSetup ? { ownerSetup: new OwnerSetup(token) } : {}),
  });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listening as http.Server),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    anonKey: keys.anon,
    db,
    token,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await remove();
    },
  };
}

function setup(server: SetupServer, init: { method?: string; body?: string; token?: string } = {}): Promise<Response> {
  const query = init.token === undefined ? '' : `?token=${encodeURIComponent(init.token)}`;
  return fetch(`${server.url}/auth/v1/owner-setup${query}`, {
    method: init.method ?? 'GET',
    body: init.body ?? null,
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
  });
}

const create = (server: SetupServer, body: Record<string, unknown>) =>
  setup(server, { method: 'POST', body: JSON.stringify(body) });

describe('the setup link while the shop has no owner', () => {
  let server: SetupServer;
  beforeAll(async () => {
    server = await startWithoutOwner();
  });
  afterAll(() => server.stop());

  it('starts on a data folder without an owner', async () => {
    expect(await hasOwner(server.db)).toBe(false);
  });

  it('says whether the token opens the form, and the password rule, to a caller with the anon key', async () => {
    expect(await (await setup(server, { token: server.token })).json()).toEqual({
      owner_exists: false,
      token_valid: true,
      password_min_length: 8,
    });
    expect(await (await setup(server, { token: 'sbagliato' })).json()).toMatchObject({ token_valid: false });
    expect(await (await setup(server)).json()).toMatchObject({ owner_exists: false, token_valid: false });
    const keyless = await fetch(`${server.url}/auth/v1/owner-setup`);
    expect(keyless.status).toBe(401);
  });

  it('refuses a wrong or missing token, and bad input, keeping the link alive', async () => {
    const wrong = await create(server, { token: 'sbagliato', email: 'a@b.it', password: 'lunga-abbastanza' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error_code: 'setup_token_invalid' });
    const missing = await create(server, { email: 'a@b.it', password: 'lunga-abbastanza' });
    expect(missing.status).toBe(403);

    const email = await create(server, { token: server.token, email: 'non-una-mail', password: 'lunga-abbastanza' });
    expect(email.status).toBe(422);
    expect(await email.json()).toMatchObject({ error_code: 'email_address_invalid' });
    const weak = await create(server, { token: server.token, email: 'titolare@negozio.it', password: 'corta' });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ error_code: 'weak_password' });
    const malformed = await setup(server, { method: 'POST', body: '{"token": ' });
    expect(malformed.status).toBe(400);

    expect(await hasOwner(server.db)).toBe(false);
    expect(await (await setup(server, { token: server.token })).json()).toMatchObject({ token_valid: true });
  });

  it('creates the owner once; the account signs in with the owner role; the link is then dead', async () => {
    const created = await create(server, {
      token: server.token,
      email: ' Titolare@Negozio.it ',
      password: 'una-password-lunga',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email: 'titolare@negozio.it' });

    const client = anonClient(server);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'titolare@negozio.it',
      password: 'una-password-lunga',
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ role: 'owner' });

    const again = await create(server, { token: server.token, email: 'altro@negozio.it', password: 'altra-password' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error_code: 'owner_exists' });
    expect(await (await setup(server, { token: server.token })).json()).toEqual({
      owner_exists: true,
      token_valid: false,
      password_min_length: 8,
    });
    const { rows } = await server.db.pg.query('select email from auth.users');
    expect(rows).toEqual([{ email: 'titolare@negozio.it' }]);
  });
});

describe('two uses of the link at the same moment', () => {
  let server: SetupServer;
  beforeAll(async () => {
    server = await startWithoutOwner();
  });
  afterAll(() => server.stop());

  it('create exactly one owner', async () => {
    const answers = await Promise.all(
      ['uno@negozio.it', 'due@negozio.it', 'tre@negozio.it'].map((email) =>
        create(server, { token: server.token, email, password: 'una-password-lunga' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const { rows } = await server.db.pg.query('select count(*)::int as owners from auth.users');
    expect(rows).toEqual([{ owners: 1 }]);
  });
});

describe('a server started with an owner', () => {
  let server: SetupServer;
  beforeAll(async () => {
    server = await startWithoutOwner(false);
    await ensureOwner(server.db, 'titolare@negozio.it', 'una-password-lunga');
  });
  afterAll(() => server.stop());

  it('has no live link at all', async () => {
    expect(await (await setup(server, { token: server.token })).json()).toMatchObject({
      owner_exists: true,
      token_valid: false,
    });
    const refused = await create(server, { token: server.token, email: 'x@negozio.it', password: 'una-password' });
    expect(refused.status).toBe(409);
  });
});

describe('an invitation to run a shop (`npm run owner -- --invite --shop <id>`)', () => {
  let server: SetupServer;
  beforeAll(async () => {
    server = await startWithoutOwner(false);
    await server.db.pg.exec(
      `insert into public.shops (id, name) values ('cless', 'Cless') on conflict (id) do nothing`,
    );
    // The jewellery shop has its owner already: invitations work whoever else runs a shop.
    await ensureOwner(server.db, 'titolare@aurea.test', 'una-password-lunga');
  });
  afterAll(() => server.stop());

  it('names the shop, makes one owner of it, and then is dead', async () => {
    const token = await createInvite(server.db, 'cless');
    const asked = await setup(server, { token });
    expect(await asked.json()).toEqual({
      owner_exists: false,
      token_valid: true,
      shop_name: 'Cless',
      password_min_length: 8,
    });

    const made = await create(server, { token, email: 'Claudia@Cless.it', password: 'borse-e-scarpe' });
    expect(made.status).toBe(201);
    const { rows } = await server.db.pg.query<{ shop_id: string }>(
      `select m.shop_id from public.shop_members m join auth.users u on u.id = m.user_id where u.email = $1`,
      ['claudia@cless.it'],
    );
    expect(rows).toEqual([{ shop_id: 'cless' }]);
    const client = anonClient(server);
    expect(
      (await client.auth.signInWithPassword({ email: 'claudia@cless.it', password: 'borse-e-scarpe' })).error,
    ).toBeNull();

    const again = await create(server, { token, email: 'altro@cless.it', password: 'un-altra-password' });
    expect(again.status).toBe(403);
    expect((await (await setup(server, { token })).json()) as unknown).toMatchObject({ token_valid: false });
  });

  it('stays usable after a refused password, and is refused once expired', async () => {
    const token = await createInvite(server.db, 'cless');
    const weak = await create(server, { token, email: 'nuovo@cless.it', password: 'corta' });
    expect(weak.status).toBe(422);
    expect(await (await setup(server, { token })).json()).toMatchObject({ token_valid: true });

    await server.db.pg.exec(`update boutique_private.owner_invites set expires_at = now() - interval '1 minute'`);
    const late = await create(server, { token, email: 'nuovo@cless.it', password: 'una-password-lunga' });
    expect(late.status).toBe(403);
  });

  it("never sets the password of an account that exists, the jewellery shop's owner included", async () => {
    const token = await createInvite(server.db, 'cless');
    const taken = await create(server, { token, email: 'titolare@aurea.test', password: 'la-mia-adesso' });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ error_code: 'email_exists' });
    const client = anonClient(server);
    expect(
      (await client.auth.signInWithPassword({ email: 'titolare@aurea.test', password: 'la-mia-adesso' })).error,
    ).not.toBeNull();
  });

  it('cannot be made for a shop that does not exist', async () => {
    await expect(createInvite(server.db, 'negozio-fantasma')).rejects.toThrow('No shop "negozio-fantasma"');
  });
});
