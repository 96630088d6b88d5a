import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import { copyTemplate, createDatabase } from '../../scripts/pg/template.ts';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { createApp } from '../../server/app.ts';
import { listen } from '../../server/listen.ts';
import { loadKeys, type ApiKeys } from '../../server/auth/claims.ts';
import { ensureOwner } from '../../server/auth/owner.ts';
import { Database as EmbeddedDatabase } from '../../server/db.ts';
import { defaultSupabaseDir } from '../../server/project.ts';
import type { EnquiryOptions } from '../../server/messages/index.ts';
import type { NewsletterOptions } from '../../server/newsletter/index.ts';
import type { Database } from '../../src/backend/database.types.ts';

export interface Backend {
  url: string;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  /** The server's own database and keys, for tests that prepare tables or sign tokens by hand. */
  db: EmbeddedDatabase;
  keys: ApiKeys;
  /** Runs SQL as the database superuser, to prepare what a test needs (never used by the app). */
  sql(text: string): Promise<void>;
  /** Creates (or resets) an owner account of `shop` (the jewellery shop's by default) and returns its credentials. */
  createOwner(email?: string, password?: string, shop?: string): Promise<{ email: string; password: string }>;
  stop(): Promise<void>;
}

/**
 * The suite runs on PostgreSQL when `DATABASE_URL` names a server's admin database
 * (`npm run test:contract:pg`); tests of what only the embedded Postgres has skip there.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh copy of the prepared shop: its database (open) and data folder. */
export interface ShopData {
  db: EmbeddedDatabase;
  dataDir: string;
  keys: ApiKeys;
  /** Closes the database and removes the copy. */
  remove: () => Promise<void>;
}

/**
 * A fresh copy of the prepared shop, so a test file starts without paying initdb: on PGlite a copy
 * of the data-folder snapshot; on PostgreSQL a database of its own, created from the run's template
 * database (`global-setup.ts`), with a copy of its data folder.
 */
export async function openShopData(): Promise<ShopData> {
  const template = inject('shopTemplate');
  const adminUrl = process.env.DATABASE_URL;
  let dataDir: string;
  let db: EmbeddedDatabase;
  let removeCopy = () => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  };
  if (adminUrl) {
    if (!template) throw new Error('DATABASE_URL is set but no template database was prepared (global-setup.ts)');
    const copy = await copyTemplate(adminUrl, template);
    dataDir = copy.dataDir;
    removeCopy = copy.remove;
    try {
      db = await EmbeddedDatabase.open(dataDir, { databaseUrl: copy.databaseUrl });
    } catch (error) {
      await removeCopy();
      throw error;
    }
  } else {
    dataDir = path.join(os.tmpdir(), `boutique-contract-${process.pid}-${randomBytes(4).toString('hex')}`);
    await copySnapshot(dataDir);
    db = await EmbeddedDatabase.open(dataDir);
  }
  const opened = db;
  const remove = async () => {
    try {
      await opened.close();
    } finally {
      await removeCopy();
    }
  };
  try {
    return { db, dataDir, keys: await loadKeys(dataDir), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Where a test opens a new, empty database of its own: nothing to add on PGlite (the data folder
 * holds it); on PostgreSQL an empty database, dropped by `remove()`.
 */
export async function emptyDatabase(): Promise<{ options: { databaseUrl?: string }; remove: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { options: {}, remove: () => Promise.resolve() };
  const created = await createDatabase(adminUrl);
  return { options: { databaseUrl: created.databaseUrl }, remove: created.remove };
}

/**
 * The real server (the same app `npm start` runs) on a free port of 127.0.0.1, over a fresh copy of
 * the prepared shop (`openShopData`). The copy holds the seed's demo rows: tests create the rows
 * they assert on (`fixtures.ts`) and do not rely on them. `enquiries` sets the enquiries' rate
 * limit and notification as `npm start` reads them from the environment.
 */
export async function startBackend(
  enquiries?: EnquiryOptions,
  more: { newsletter?: NewsletterOptions; publicOrigin?: string } = {},
): Promise<Backend> {
  const { db, dataDir, keys, remove } = await openShopData();
  let server: http.Server;
  try {
    const shop = createApp({ db, keys, publicUrl: 'http://127.0.0.1', ...(enquiries ? { enquiries } : {}), ...more });
    // As `npm start` serves it: kept answers first, then the app.
    server = (await listen(shop.handler, 0, '127.0.0.1')).server;
    shop.attach(server);
  } catch (error) {
    await remove();
    throw error;
  }
  const running = server;
  const url = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
  let stopped = false;
  return {
    url,
    anonKey: keys.anon,
    serviceKey: keys.serviceRole,
    dataDir,
    db,
    keys,
    async sql(text: string) {
      await db.pg.exec(text);
    },
    async createOwner(email = 'titolare@boutique.test', password = 'Gioielli-2024!', shop?: string) {
      await ensureOwner(db, email, password, shop);
      return { email, password };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
      await remove();
    },
  };
}

/** A visitor's POST to `/rest/v1/<path>` with a JSON body, as supabase-js sends it (for what it cannot send). */
export function anonPost(
  b: Pick<Backend, 'url' | 'anonKey'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${b.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: b.anonKey,
      authorization: `Bearer ${b.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function client(b: Pick<Backend, 'url'>, key: string, token?: string): SupabaseClient<Database> {
  return createClient<Database>(b.url, key, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}

/** supabase-js as a visitor's browser uses it: the anon key. */
export function anonClient(b: Pick<Backend, 'url' | 'anonKey'>): SupabaseClient<Database> {
  return client(b, b.anonKey);
}

/** supabase-js with the service_role key (bypasses row level security, like a server-side script). */
export function serviceClient(b: Pick<Backend, 'url' | 'serviceKey'>): SupabaseClient<Database> {
  return client(b, b.serviceKey);
}

/** supabase-js carrying a given access token, as a browser with that session does. */
export function clientWithToken(b: Pick<Backend, 'url' | 'anonKey'>, token: string): SupabaseClient<Database> {
  return client(b, b.anonKey, token);
}

/** Subscribes a channel and settles once the server has accepted it (or refused it). */
export function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
    });
  });
}

/** `expect.stringMatching` for use inside `toMatchObject`, typed `unknown` where vitest says `any`. */
export function stringMatching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}

/**
 * A Supabase project folder under `scratch` holding the repository's migrations that come before
 * `migration` (a file name), and no seed: a data folder opened with it has the schema of that time.
 */
export function projectBefore(scratch: string, migration: string): string {
  const dir = path.join(scratch, `before-${migration}`);
  mkdirSync(path.join(dir, 'migrations'), { recursive: true });
  for (const file of readdirSync(path.join(defaultSupabaseDir, 'migrations'))) {
    if (file < migration) cpSync(path.join(defaultSupabaseDir, 'migrations', file), path.join(dir, 'migrations', file));
  }
  return dir;
}
