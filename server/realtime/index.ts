import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { verifyToken, type ApiKeys } from '../auth/claims.ts';
import { forwardedClient, type TrustedProxies } from '../client-address.ts';
import type { Database } from '../db.ts';
import { defaultSupabaseDir } from '../project.ts';
import { checkBindings, type RequestedBinding } from './bindings.ts';
import { CHANGE_CHANNEL, parseChangeNotice, type ChangeNotice } from './capture.ts';
import { fanOut, type ChangeSubscriber } from './changes.ts';
import { ByteBudget, clientKey, LIMITS } from './limits.ts';
import { encodeFrame, parseVsn, push, type Vsn } from './protocol.ts';
import { RealtimeSession, type SessionContext } from './session.ts';
import { readRealtimeSettings, type RealtimeSettings } from './settings.ts';

export interface RealtimeDeps {
  db: Database;
  keys: ApiKeys;
  /** Reverse proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`); none by default. */
  trustedProxies?: TrustedProxies;
  /** Changes to the `[realtime]` settings of `supabase/config.toml`, which are read when absent. */
  settings?: Partial<RealtimeSettings>;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';

/**
 * `/realtime/v1/websocket` on the given http server: Supabase Realtime's Phoenix protocol for
 * postgres_changes. Committed changes arrive from `realtime.capture_change()` via pg_notify and are
 * delivered in commit order. Sockets are counted per client address and in all; an upgrade over
 * either count is refused before its key is verified.
 */
export function attachRealtime(server: http.Server, deps: RealtimeDeps): { close(): Promise<void> } {
  const settings: RealtimeSettings = {
    ...readRealtimeSettings(path.join(defaultSupabaseDir, 'config.toml')),
    ...deps.settings,
  };
  const trustedProxies = deps.trustedProxies ?? [];
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.frameBytes });
  const sessions = new Set<RealtimeSession>();
  let bindingIds = 0;

  // Joins look their bindings up one at a time: a flood of joins waits here, in bounded memory,
  // while every other request still reaches the database between two of them.
  let checking: Promise<unknown> = Promise.resolve();
  const context: SessionContext = {
    keys: deps.keys,
    settings,
    nextBindingId: () => ++bindingIds,
    checkBindings(specs: Record<string, unknown>[], requested: RequestedBinding[]) {
      const turn = checking.then(() => checkBindings(deps.db, specs, requested));
      checking = turn.catch(() => undefined);
      return turn;
    },
    broadcast(from: RealtimeSession, topic: string, payload: Record<string, unknown>) {
      // Encoded once per serializer: every receiving socket queues the same bytes.
      const frames = new Map<Vsn, Buffer>();
      for (const session of sessions) {
        const channel = session.channels.get(topic);
        if (!channel || (session === from && !channel.broadcastSelf)) continue;
        let frame = frames.get(session.vsn);
        if (!frame) {
          frame = Buffer.from(encodeFrame(push(topic, 'broadcast', payload), session.vsn));
          frames.set(session.vsn, frame);
        }
        session.sendFrame(frame);
      }
    },
    incoming: new ByteBudget(LIMITS.pendingBytesTotal, LIMITS.pendingBytesPerSocket),
    outgoing: new ByteBudget(LIMITS.queuedBytesTotal, LIMITS.queuedBytesPerSocket),
  };

  function* subscribers(): Iterable<ChangeSubscriber> {
    for (const session of sessions) yield* session.channels.values();
  }

  const changes: ChangeNotice[] = [];
  let delivering = false;
  async function deliverChanges(): Promise<void> {
    if (delivering) return;
    delivering = true;
    try {
      for (let notice = changes.shift(); notice; notice = changes.shift()) {
        await fanOut(deps.db, notice, subscribers()).catch((error: unknown) =>
          console.error('realtime: delivery failed', error),
        );
      }
    } finally {
      delivering = false;
    }
  }
  const unlisten = deps.db.pg.listen(CHANGE_CHANNEL, (payload) => {
    const notice = parseChangeNotice(payload);
    if (!notice || sessions.size === 0) return;
    if (changes.length >= LIMITS.pendingChanges) changes.shift();
    changes.push(notice);
    void deliverChanges();
  });

  // Sockets open or being opened, in all and per client: counted before the key is verified, so a
  // burst of upgrades cannot all pass the check while the first ones are still verifying.
  let connections = 0;
  const perClient = new Map<string, number>();

  function onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/$/, '') !== WEBSOCKET_PATH) {
      // Another handler (Vite's HMR in development) may own this path; otherwise nobody does.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    const apikey = url.searchParams.get('apikey') ?? headerValue(request.headers.apikey);
    const client = clientKey(
      forwardedClient(
        request.socket.remoteAddress,
        headerValue(request.headers['x-forwarded-for']) ?? undefined,
        trustedProxies,
      ) ?? 'unknown',
    );
    const fromClient = perClient.get(client) ?? 0;
    if (!vsn) {
      refuse(socket, 400, 'Unsupported serializer version');
    } else if (!apikey) {
      refuse(socket, 401, 'No API key found in request');
    } else if (fromClient >= settings.maxConnectionsPerClient) {
      refuse(socket, 429, 'Too many connections from this address');
    } else if (connections >= settings.maxConnections) {
      refuse(socket, 503, 'Too many connections');
    } else {
      connections += 1;
      perClient.set(client, fromClient + 1);
      let counted = true;
      // The raw socket closes whatever happens: refused, failed handshake, or the WebSocket's end.
      socket.once('close', () => {
        if (!counted) return;
        counted = false;
        connections -= 1;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      verifyToken(apikey, deps.keys).then(
        (claims) => {
          if (socket.destroyed) return;
          wss.handleUpgrade(request, socket, head, (ws) => {
            const session = new RealtimeSession(ws, vsn, claims, context);
            sessions.add(session);
            ws.on('close', () => sessions.delete(session));
          });
        },
        () => {
          refuse(socket, 403, 'Invalid API key');
        },
      );
    }
  }
  server.on('upgrade', onUpgrade);

  const sweep = setInterval(() => {
    const cutoff = Date.now() - LIMITS.idleTimeoutMs;
    for (const session of sessions) if (session.lastSeen < cutoff) session.close(1000, 'heartbeat timeout');
  }, LIMITS.idleTimeoutMs / 3);
  sweep.unref();

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      server.off('upgrade', onUpgrade);
      server.close = closeServer;
      clearInterval(sweep);
      for (const session of sessions) session.close();
      sessions.clear();
      wss.close();
      try {
        await (
          await unlisten
        )();
      } catch {
        // The database may already be closed.
      }
    })());

  // http.Server#close() waits for upgraded sockets but never closes them: end ours first, or
  // stopping the server would wait for every open browser tab.
  const closeServer = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    void close();
    return closeServer(callback);
  };

  return { close };
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.on('error', () => undefined);
  const headers = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}
