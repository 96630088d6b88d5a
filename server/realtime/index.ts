import http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { verifyToken, type ApiKeys } from '../auth/claims.ts';
import type { Database } from '../db.ts';
import { CHANGE_CHANNEL, parseChangeNotice, type ChangeNotice } from './capture.ts';
import { fanOut, type ChangeSubscriber } from './changes.ts';
import { parseVsn, push } from './protocol.ts';
import { RealtimeSession } from './session.ts';

export interface RealtimeDeps {
  db: Database;
  keys: ApiKeys;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';
const MAX_SOCKETS = 1000;
const MAX_FRAME_BYTES = 256 * 1024;
/** Changes waiting for delivery; past it the oldest are dropped (clients refetch on reconnect). */
const MAX_PENDING_CHANGES = 10_000;
/** realtime-js sends a heartbeat every 25 s; a socket silent for longer than this is gone. */
const IDLE_TIMEOUT_MS = 90_000;

/**
 * `/realtime/v1/websocket` on the given http server: Supabase Realtime's Phoenix protocol for
 * postgres_changes. Committed changes arrive from `realtime.capture_change()` via pg_notify and are
 * delivered in commit order.
 */
export function attachRealtime(server: http.Server, deps: RealtimeDeps): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sessions = new Set<RealtimeSession>();
  let bindingIds = 0;

  const context = {
    db: deps.db,
    keys: deps.keys,
    nextBindingId: () => ++bindingIds,
    broadcast(from: RealtimeSession, topic: string, payload: Record<string, unknown>) {
      for (const session of sessions) {
        const channel = session.channels.get(topic);
        if (!channel || (session === from && !channel.broadcastSelf)) continue;
        session.send(push(topic, 'broadcast', payload));
      }
    },
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
    if (changes.length >= MAX_PENDING_CHANGES) changes.shift();
    changes.push(notice);
    void deliverChanges();
  });

  function onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/$/, '') !== WEBSOCKET_PATH) {
      // Another handler (Vite's HMR in development) may own this path; otherwise nobody does.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    const apikey = url.searchParams.get('apikey') ?? headerValue(request.headers.apikey);
    if (!vsn) {
      refuse(socket, 400, 'Unsupported serializer version');
    } else if (!apikey) {
      refuse(socket, 401, 'No API key found in request');
    } else if (sessions.size >= MAX_SOCKETS) {
      refuse(socket, 503, 'Too many connections');
    } else {
      verifyToken(apikey, deps.keys).then(
        (claims) => {
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
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const session of sessions) if (session.lastSeen < cutoff) session.close(1000, 'heartbeat timeout');
  }, IDLE_TIMEOUT_MS / 3);
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
