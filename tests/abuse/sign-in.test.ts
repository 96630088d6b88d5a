import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startShop, type Shop } from './harness.ts';

/**
 * Sign-in under the attacks measured on this server: floods of wrong passwords that used to fill
 * Node's thread pool (and so stall every JWT check, file read and compression behind them), bursts
 * that got past the limit, ten guesses that locked the owner out, a host anyone could set on
 * `/app-config.json`, and a password change that needed no password. The first shop trusts
 * 127.0.0.1 as its reverse proxy, so each request's `X-Forwarded-For` is its client address; the
 * second trusts nobody.
 */

let proxied: Shop;
let direct: Shop;
/** The owner's access token, signed in before any attack. */
let ownerToken: string;

beforeAll(async () => {
  // The proxy's forwarded host must be one the shop answers for, like any Host.
  const env = { TRUST_PROXY: '127.0.0.1', ALLOWED_HOSTS: 'finto.example.it' };
  [proxied, direct] = await Promise.all([startShop({ env }), startShop()]);
  const signedIn = await signIn(proxied, OWNER.password, '192.0.2.1');
  expect(signedIn.status).toBe(200);
  ownerToken = String(signedIn.body.access_token);
});
afterAll(async () => {
  await Promise.all([proxied.stop(), direct.stop()]);
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A password sign-in, for the owner's e-mail unless told, from `client` when given (through the trusted proxy). */
async function signIn(shop: Shop, password: string, client?: string, email: string = OWNER.email): Promise<Answer> {
  const response = await fetch(`${shop.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: shop.anonKey,
      'content-type': 'application/json',
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** How many guesses were checked (400 `invalid_credentials`) and how many refused unchecked (429). */
function tally(answers: Answer[]): { checked: number; refused: number; other: number } {
  const checked = answers.filter((a) => a.status === 400 && a.body.error_code === 'invalid_credentials').length;
  const refused = answers.filter((a) => a.status === 429 && a.body.error_code === 'over_request_rate_limit').length;
  return { checked, refused, other: answers.length - checked - refused };
}

const wrong = (i: number) => `tentativo-sbagliato-${i}`;

describe('the lockout', () => {
  it.each([50, 200])('checks at most ten of %i guesses sent at once from one address', async (size) => {
    const client = `198.51.100.${size === 50 ? 50 : 200}`;
    const answers = await Promise.all(Array.from({ length: size }, (_, i) => signIn(proxied, wrong(i), client)));
    const { checked, refused, other } = tally(answers);
    expect(other).toBe(0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused).toBe(size - checked);
  });

  it('refuses the right password from the guessing address while it is locked, not from the owner’s', async () => {
    const attacker = '198.51.100.77';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(proxied, wrong(i), attacker)));
    expect(tally(answers).checked).toBeLessThanOrEqual(10);
    const fromAttacker = await signIn(proxied, OWNER.password, attacker);
    expect(fromAttacker).toMatchObject({ status: 429, body: { error_code: 'over_request_rate_limit' } });
    expect(fromAttacker.body).not.toHaveProperty('access_token');
    const fromOwner = await signIn(proxied, OWNER.password, '192.0.2.3');
    expect(fromOwner.status).toBe(200);
  });

  it('does not lock the owner out after ten wrong guesses from someone else', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn(proxied, wrong(i), '203.0.113.10')).status).toBe(400);
    }
    const owner = await signIn(proxied, OWNER.password, '192.0.2.4');
    expect(owner.status).toBe(200);
  });
});

/**
 * `size` attackers, each from its own address, each sending its next wrong password as soon as
 * one is answered, `rounds` times. `started` resolves with the first answer: the server then holds
 * every first-round guess. `waiting()` says how many first-round guesses are still unanswered.
 */
function flood(size: number, rounds: number) {
  let firstRoundAnswered = 0;
  let firstAnswer: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstAnswer = resolve));
  const attackers = Array.from({ length: size }, async (_, a) => {
    const answers: Answer[] = [];
    for (let i = 0; i < rounds; i++) {
      answers.push(await signIn(proxied, wrong(i), `10.${size}.${a}.1`));
      if (i === 0) firstRoundAnswered++;
      firstAnswer();
    }
    return answers;
  });
  return {
    started,
    waiting: () => size - firstRoundAnswered,
    answers: async () => (await Promise.all(attackers)).flat(),
  };
}

/**
 * Reads sent during a flood: an anonymous catalogue page (compressed, so zlib's threads are needed),
 * the owner's read with their JWT, and the owner's `/auth/v1/user`; each with how many first-round
 * guesses still waited when it was answered.
 */
async function readsDuring(attack: { waiting: () => number }) {
  const owner = { apikey: proxied.anonKey, authorization: `Bearer ${ownerToken}` };
  const read = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(`${proxied.url}${path}`, { headers });
    const body = (await response.json()) as unknown;
    return {
      status: response.status,
      encoding: response.headers.get('content-encoding'),
      body,
      waiting: attack.waiting(),
    };
  };
  const [catalogue, ownerRead, user] = await Promise.all([
    read('/rest/v1/products?select=*&limit=20', { apikey: proxied.anonKey, 'accept-encoding': 'gzip' }),
    read('/rest/v1/products?select=id&limit=1', owner),
    read('/auth/v1/user', owner),
  ]);
  expect(catalogue).toMatchObject({ status: 200, encoding: 'gzip' });
  expect((catalogue.body as unknown[]).length).toBeGreaterThan(0);
  expect(ownerRead.status).toBe(200);
  expect(user).toMatchObject({ status: 200, body: { email: OWNER.email } });
  return [catalogue, ownerRead, user].map(({ waiting }) => waiting);
}

describe('a flood of wrong passwords', () => {
  it('leaves JWT checks, reads and compression free while 16 guesses wait for their hashes', async () => {
    const attack = flood(16, 1);
    await attack.started;
    // Answered while most guesses still waited: none of them waited behind the hashes.
    for (const waiting of await readsDuring(attack)) expect(waiting).toBeGreaterThanOrEqual(8);
    const { checked, refused, other } = tally(await attack.answers());
    expect(other).toBe(0);
    expect(checked + refused).toBe(16);
    expect(checked).toBeGreaterThan(0);
  });

  it('lets reads through and the owner in at the first try during a 64-way flood, checking few guesses', async () => {
    const rounds = 5;
    const attack = flood(64, rounds);
    await attack.started;
    for (const waiting of await readsDuring(attack)) expect(waiting).toBeGreaterThanOrEqual(32);
    const owner = await signIn(proxied, OWNER.password, '192.0.2.2');
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ token_type: 'bearer', user: { email: OWNER.email } });

    const { checked, refused, other } = tally(await attack.answers());
    expect(other).toBe(0);
    expect(checked + refused).toBe(64 * rounds);
    // Each address's first guess, then at most the global allowance of 100 failures.
    expect(checked).toBeLessThanOrEqual(64 + 100);
    expect(refused).toBeGreaterThanOrEqual(64 * rounds - (64 + 100));
  });
});

describe('addresses and hosts a client writes itself', () => {
  const config = (shop: Shop) =>
    fetch(`${shop.url}/app-config.json`, {
      headers: { 'x-forwarded-host': 'finto.example.it', 'x-forwarded-proto': 'https' },
    }).then((response) => response.json() as Promise<{ supabaseUrl: string }>);

  it('ignores X-Forwarded-Host on /app-config.json unless TRUST_PROXY names the proxy', async () => {
    expect((await config(direct)).supabaseUrl).toBe(direct.url);
    expect((await config(proxied)).supabaseUrl).toBe('https://finto.example.it');
  });

  it('counts guesses by socket address without a trusted proxy, whatever e-mail or X-Forwarded-For', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 22; i++) {
      answers.push(await signIn(direct, wrong(i), `203.0.113.${i + 1}`, `nome${i}@example.test`));
    }
    expect(answers.slice(0, 20).every((answer) => answer.status === 400)).toBe(true);
    expect(answers.slice(20).map((answer) => answer.status)).toEqual([429, 429]);
  });
});

describe('changing the password', () => {
  it('is refused without the current password, and with a wrong one', async () => {
    const change = (body: Record<string, unknown>) =>
      fetch(`${proxied.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: proxied.anonKey,
          authorization: `Bearer ${ownerToken}`,
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.5',
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    expect(await change({ password: 'Rubata-2025!' })).toEqual({
      status: 400,
      body: {
        code: 400,
        error_code: 'current_password_required',
        msg: 'Current password required when setting new password.',
      },
    });
    expect(await change({ password: 'Rubata-2025!', current_password: 'non-la-so' })).toMatchObject({
      status: 400,
      body: { error_code: 'current_password_invalid' },
    });
    expect((await signIn(proxied, 'Rubata-2025!', '192.0.2.6')).status).toBe(400);
    expect((await signIn(proxied, OWNER.password, '192.0.2.7')).status).toBe(200);
  });
});
