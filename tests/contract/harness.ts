import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { copySnapshot } from '../../scripts/snapshot.ts';
import { createApp } from '../../server/app.ts';
import { loadKeys } from '../../server/auth/claims.ts';
import { ensureOwner } from '../../server/auth/owner.ts';
import { Database as EmbeddedDatabase } from '../../server/db.ts';
import type { Database } from '../../src/backend/database.types.ts';

export interface Backend {
  url: string;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  /** Runs SQL as the database superuser, to prepare what a test needs (never used by the app). */
  sql(text: string): Promise<void>;
  /** Creates (or resets) a shop-owner account and returns its credentials. */
  createOwner(email?: string, password?: string): Promise<{ email: string; password: string }>;
  stop(): Promise<void>;
}

/**
 * The real server (the same app `npm start` runs) on a free port of 127.0.0.1, over a fresh copy of
 * the prepared data-folder snapshot, so a test file starts from the seed without paying initdb.
 */
export async function startBackend(): Promise<Backend> {
  const dataDir = path.join(os.tmpdir(), `boutique-contract-${process.pid}-${randomBytes(4).toString('hex')}`);
  await copySnapshot(dataDir);
  const db = await EmbeddedDatabase.open(dataDir);
  const keys = await loadKeys(dataDir);
  let server: http.Server | undefined;
  try {
    const { app, attach } = createApp({ db, keys, publicUrl: 'http://127.0.0.1' });
    server = await new Promise<http.Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as http.Server)) as http.Server;
    });
    attach(server);
  } catch (error) {
    await db.close();
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
    async sql(text: string) {
      await db.pg.exec(text);
    },
    async createOwner(email = 'titolare@boutique.test', password = 'Gioielli-2024!') {
      await ensureOwner(db, email, password);
      return { email, password };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function client(b: Pick<Backend, 'url'>, key: string): SupabaseClient<Database> {
  return createClient<Database>(b.url, key, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
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
