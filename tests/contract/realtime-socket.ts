import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { attachRealtime, type RealtimeDeps } from '../../server/realtime/index.ts';
import type { Backend } from './harness.ts';

type Frame = unknown;

/**
 * A bare WebSocket to /realtime/v1/websocket that keeps every frame it receives, for tests that
 * speak the Phoenix protocol by hand.
 */
export class RawRealtimeSocket {
  readonly frames: Frame[] = [];
  private waiters: { test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  closed: { code: number } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame: Frame = JSON.parse(new TextDecoder().decode(Array.isArray(data) ? Buffer.concat(data) : data));
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closed = { code };
    });
  }

  /** Opens a socket; `headers` go with the upgrade request (e.g. a proxy's `X-Forwarded-For`). */
  static open(
    baseUrl: string,
    apikey: string,
    vsn: '1.0.0' | '2.0.0',
    headers: Record<string, string> = {},
  ): Promise<RawRealtimeSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
    const ws = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawRealtimeSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame, received or to come, that passes `test`. */
  next<T = Frame>(test: (frame: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const seen = this.frames.find((frame) => test(frame as T));
    if (seen) return Promise.resolve(seen as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame arrived')), timeoutMs);
      this.waiters.push({
        test: (frame) => test(frame as T),
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as T);
        },
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

/** A serializer 2.0.0 frame: `[join_ref, ref, topic, event, payload]`. */
export type ArrayFrame = [string | null, string | null, string, string, Record<string, unknown>];

export const isArrayFrame = (frame: unknown): frame is ArrayFrame => Array.isArray(frame) && frame.length === 5;

/**
 * Realtime alone on a second port of 127.0.0.1, over a running backend's database, with settings
 * of its own (as `[realtime]` in config.toml would give them) or a trusted proxy.
 */
export async function startRealtime(
  backend: Pick<Backend, 'db' | 'keys' | 'anonKey'>,
  options: Pick<RealtimeDeps, 'settings' | 'trustedProxies'>,
): Promise<{ url: string; anonKey: string; stop(): Promise<void> }> {
  const server = http.createServer((_, response) => response.writeHead(404).end());
  attachRealtime(server, { db: backend.db, keys: backend.keys, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    anonKey: backend.anonKey,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
