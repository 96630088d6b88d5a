import { randomBytes } from 'node:crypto';
import { createClient, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signToken } from '../../server/auth/claims.ts';
import { startBackend, stringMatching, subscribed, type Backend } from './harness.ts';
import { isArrayFrame, RawRealtimeSocket, type ArrayFrame } from './realtime-socket.ts';

/**
 * Who receives which change. These tables exist only here: notes that visitors see when shared,
 * and a ledger visitors may not read at all. Tokens are made by hand with the server's keys.
 */
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
beforeAll(async () => {
  await backend.sql(`
    create table public.notes (
      id bigint generated always as identity primary key,
      body text not null,
      shared boolean not null default false
    );
    alter table public.notes enable row level security;
    grant select on public.notes to anon, authenticated;
    grant all on public.notes to service_role;
    create policy "Shared notes are public" on public.notes for select to anon, authenticated using (shared);
    create table public.ledger (id uuid primary key default gen_random_uuid(), amount numeric not null);
    alter table public.ledger enable row level security;
    revoke all on public.ledger from anon, authenticated;
    grant all on public.ledger to service_role;
    alter publication supabase_realtime add table public.notes, public.ledger;
  `);
});

/** These tables are not in the app's schema, so the client is not typed with it. */
const client = (key: string) =>
  createClient(backend.url, key, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
  });

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Subscribes to every table of `public` and gathers what arrives. */
async function watchPublic(key: string) {
  const supabase = client(key);
  const received: Change[] = [];
  await subscribed(
    supabase
      .channel(`tutto-${randomBytes(3).toString('hex')}`)
      .on('postgres_changes', { event: '*', schema: 'public' }, (change: Change) => {
        received.push(change);
      }),
  );
  const until = async (test: (change: Change) => boolean) => {
    for (let waited = 0; !received.some(test); waited += 20) {
      if (waited > 10_000) throw new Error('no matching change arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { received, until, stop: () => supabase.removeAllChannels() };
}

const asService = (sql: string, params: unknown[] = []) =>
  backend.db.asRole({ role: 'service_role' }, (tx) => tx.query(sql, params));
const body = (change: Change) => (change.eventType === 'DELETE' ? change.old : change.new).body;

describe('row level security decides who hears a change', () => {
  it('sends a visitor only rows it may read, and the service role everything', async () => {
    const visitor = await watchPublic(backend.anonKey);
    const service = await watchPublic(backend.serviceKey);

    await asService(`insert into public.notes (body, shared) values ('private', false)`);
    await asService(`insert into public.ledger (amount) values (1250.75)`);
    await asService(`insert into public.notes (body, shared) values ('shared', true)`);
    // Changes are delivered in order, each row read back as it is then: once the visitor has the
    // shared note, the private one was read while still private, and may now be shared.
    await visitor.until((c) => body(c) === 'shared');
    await asService(`update public.notes set shared = true where body = 'private'`);
    // Rows are read back when delivered, as hosted Realtime checks them: let the insert arrive
    // before the row goes.
    await service.until((c) => c.eventType === 'UPDATE');
    await asService(`delete from public.ledger`);
    await asService(`insert into public.notes (body, shared) values ('last', true)`);

    await visitor.until((c) => body(c) === 'last');
    await service.until((c) => body(c) === 'last');
    expect(visitor.received.map((c) => [c.table, c.eventType, body(c) ?? null])).toEqual([
      ['notes', 'INSERT', 'shared'],
      ['notes', 'UPDATE', 'private'],
      ['notes', 'INSERT', 'last'],
    ]);
    expect(service.received.map((c) => [c.table, c.eventType])).toEqual([
      ['notes', 'INSERT'],
      ['ledger', 'INSERT'],
      ['notes', 'INSERT'],
      ['notes', 'UPDATE'],
      ['ledger', 'DELETE'],
      ['notes', 'INSERT'],
    ]);
    const ledger = service.received[1];
    expect(ledger?.eventType === 'INSERT' && ledger.new.amount).toBe(1250.75);
    const firstNote = visitor.received[0];
    expect(firstNote?.eventType === 'INSERT' && typeof firstNote.new.id).toBe('number');
    await visitor.stop();
    await service.stop();
  });

  it('sends a visitor the primary key of a deleted note, as hosted Supabase does', async () => {
    const visitor = await watchPublic(backend.anonKey);
    const { rows } = await asService(`insert into public.notes (body, shared) values ('hidden', false) returning id`);
    const id = Number((rows[0] as { id: bigint | number }).id);
    await asService(`delete from public.notes where id = $1`, [id]);
    await visitor.until((c) => c.eventType === 'DELETE');
    expect(visitor.received.map((c) => [c.eventType, c.old])).toEqual([['DELETE', { id }]]);
    await visitor.stop();
  });
});

describe('tokens', () => {
  const joinNotes = (socket: RawRealtimeSocket, ref: string, token: string) =>
    socket.send([
      ref,
      ref,
      `realtime:note-${ref}`,
      'phx_join',
      { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'notes' }] }, access_token: token },
    ]);
  const frame = (ref: string, event: string) => (f: unknown) =>
    isArrayFrame(f) && f[2] === `realtime:note-${ref}` && f[3] === event;
  const systemError = (ref: string) => (f: unknown) =>
    frame(ref, 'system')(f) && (f as ArrayFrame)[4].status === 'error';
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses to join with an invalid or expired token', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    joinNotes(socket, '1', 'not-a-token');
    const [, , , , invalid] = await socket.next<ArrayFrame>(frame('1', 'phx_reply'));
    expect(invalid).toMatchObject({
      status: 'error',
      response: { reason: stringMatching(/^Invalid JWT Token/) },
    });

    joinNotes(socket, '2', await signToken({ role: 'authenticated', sub: 'x', exp: now() - 10 }, backend.keys));
    const [, , , , expired] = await socket.next<ArrayFrame>(frame('2', 'phx_reply'));
    expect(expired).toMatchObject({ status: 'error', response: { reason: 'Token has expired' } });
    socket.close();
  });

  it('follows a new access token, and closes the channel when a token is bad or runs out', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    joinNotes(socket, '1', backend.anonKey);
    await socket.next(frame('1', 'phx_reply'));

    // Signed in as the service role, the channel now hears unshared notes too.
    socket.send(['1', '2', 'realtime:note-1', 'access_token', { access_token: backend.serviceKey }]);
    // Messages are handled in order: once the heartbeat is answered, the new token is in use.
    socket.send([null, 'hb', 'phoenix', 'heartbeat', {}]);
    await socket.next((f) => isArrayFrame(f) && f[1] === 'hb');
    await asService(`insert into public.notes (body, shared) values ('for staff', false)`);
    const [, , , , change] = await socket.next<ArrayFrame>(frame('1', 'postgres_changes'));
    expect(change).toMatchObject({ data: { type: 'INSERT', record: { body: 'for staff', shared: false } } });

    socket.send(['1', '3', 'realtime:note-1', 'access_token', { access_token: 'garbage' }]);
    const [, , , , system] = await socket.next<ArrayFrame>(systemError('1'));
    expect(system).toMatchObject({
      extension: 'system',
      status: 'error',
      message: stringMatching(/^Invalid JWT Token/),
    });
    expect(await socket.next(frame('1', 'phx_close'))).toEqual(['1', '1', 'realtime:note-1', 'phx_close', {}]);

    joinNotes(socket, '4', await signToken({ role: 'anon', exp: now() + 1 }, backend.keys));
    await socket.next(frame('4', 'phx_reply'));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    socket.send([null, '5', 'phoenix', 'heartbeat', {}]);
    const [, , , , expiry] = await socket.next<ArrayFrame>(systemError('4'));
    expect(expiry).toMatchObject({ status: 'error', message: stringMatching(/^Token has expired/) });
    await socket.next(frame('4', 'phx_close'));
    socket.close();
  });
});
