import { randomBytes } from 'node:crypto';
import net from 'node:net';

/**
 * A WebSocket client written on a bare TCP socket, for traffic a browser would never send: sockets
 * that stop reading, frames with reserved opcodes or bad lengths, thousands of sockets at little
 * cost. Only what hostile tests need: the handshake, masked frames out, unmasked frames in.
 */
export interface RawWebSocket {
  /** The handshake's status: 101 when the server accepted the upgrade. */
  status: number;
  /** The refusal's body when the server did not accept the upgrade. */
  body: string;
  socket: net.Socket;
  /** Text frames received so far (only while reading). */
  messages: string[];
  /** The close code the server sent, once it sent one (only while reading); 1006 when the connection just ended. */
  closeCode: number | null;
  /** Resolves once the TCP connection is closed, by either side. */
  closed: Promise<void>;
  sendText(text: string): boolean;
  sendBinary(data: Buffer): boolean;
  /** Any frame, even one the protocol forbids (reserved opcode or bits, no mask). */
  sendFrame(opcode: number, payload: Buffer, options?: { fin?: boolean; rsv?: number; mask?: boolean }): boolean;
  /** Stops reading: the kernel's buffers fill, then the server's queue for this socket grows. */
  stopReading(): void;
  /** Waits for a text frame that passes `test` (while reading). */
  next(test: (text: string) => boolean, timeoutMs: number): Promise<string | null>;
  destroy(): void;
}

export interface RawWebSocketOptions {
  /** `ws://host:port/path?query` or `http://…`. */
  url: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Opens the connection and completes (or fails) the handshake. Rejects only on network errors. */
export function openRawWebSocket({
  url,
  headers = {},
  timeoutMs = 20_000,
}: RawWebSocketOptions): Promise<RawWebSocket> {
  const address = new URL(url.replace(/^http/, 'ws'));
  const socket = net.connect({ host: address.hostname, port: Number(address.port || 80) });
  socket.setNoDelay(true);
  const lines = [
    `GET ${address.pathname}${address.search} HTTP/1.1`,
    `Host: ${address.host}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);

  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no handshake answer from ${url} in ${timeoutMs} ms`));
    }, timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', fail);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head.toString('latin1', 0, end))?.[1] ?? 0);
      const rest = head.subarray(end + 4);
      if (status === 101) {
        resolve(connected(socket, rest));
      } else {
        // A refusal: its body follows, then the server closes.
        let body = rest;
        socket.on('data', (more: Buffer) => (body = Buffer.concat([body, more])));
        socket.on('error', () => undefined);
        socket.once('close', () => resolve(refused(socket, status, body.toString('utf8'))));
      }
    };
    socket.on('data', onData);
    socket.on('error', fail);
  });
}

function refused(socket: net.Socket, status: number, body: string): RawWebSocket {
  const never = () => false;
  return {
    status,
    body,
    socket,
    messages: [],
    closeCode: null,
    closed: Promise.resolve(),
    sendText: never,
    sendBinary: never,
    sendFrame: never,
    stopReading: () => undefined,
    next: () => Promise.resolve(null),
    destroy: () => socket.destroy(),
  };
}

function connected(socket: net.Socket, initial: Buffer): RawWebSocket {
  const messages: string[] = [];
  let waiters: { test: (text: string) => boolean; resolve: (text: string | null) => void }[] = [];
  let pending = initial;
  const raw: RawWebSocket = {
    status: 101,
    body: '',
    socket,
    messages,
    closeCode: null,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    sendText: (text) => raw.sendFrame(1, Buffer.from(text, 'utf8')),
    sendBinary: (data) => raw.sendFrame(2, data),
    sendFrame(opcode, payload, { fin = true, rsv = 0, mask = true } = {}) {
      if (socket.destroyed || !socket.writable) return false;
      socket.write(encodeFrame(opcode, payload, fin, rsv, mask));
      return true;
    },
    stopReading() {
      socket.off('data', onData);
      socket.pause();
    },
    next(test, timeoutMs) {
      const seen = messages.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const waiter = {
          test,
          resolve: (text: string | null) => {
            clearTimeout(timer);
            resolve(text);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          resolve(null);
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    destroy: () => socket.destroy(),
  };
  const onData = (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      const frame = decodeFrame(pending);
      if (!frame) return;
      pending = pending.subarray(frame.size);
      if (frame.opcode === 1) {
        const text = frame.payload.toString('utf8');
        // Keeps only what a test may wait for: the last few hundred frames.
        messages.push(text);
        if (messages.length > 500) messages.shift();
        waiters = waiters.filter((waiter) => {
          if (!waiter.test(text)) return true;
          waiter.resolve(text);
          return false;
        });
      } else if (frame.opcode === 8) {
        raw.closeCode = frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1005;
      }
    }
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
  socket.once('close', () => {
    raw.closeCode ??= 1006;
    for (const waiter of waiters) waiter.resolve(null);
    waiters = [];
  });
  if (initial.length > 0) queueMicrotask(() => onData(Buffer.alloc(0)));
  return raw;
}

function encodeFrame(opcode: number, payload: Buffer, fin: boolean, rsv: number, mask: boolean): Buffer {
  const length = payload.length;
  const extra = length < 126 ? 0 : length < 65_536 ? 2 : 8;
  const header = Buffer.alloc(2 + extra + (mask ? 4 : 0));
  header[0] = (fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0x0f);
  header[1] = (mask ? 0x80 : 0) | (extra === 0 ? length : extra === 2 ? 126 : 127);
  if (extra === 2) header.writeUInt16BE(length, 2);
  if (extra === 8) header.writeBigUInt64BE(BigInt(length), 2);
  if (!mask) return Buffer.concat([header, payload]);
  const key = randomBytes(4);
  key.copy(header, 2 + extra);
  const masked = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) masked[i] = (payload[i] ?? 0) ^ (key[i & 3] ?? 0);
  return Buffer.concat([header, masked]);
}

/** One whole server frame at the start of `buffer`, or null when more bytes are needed. */
function decodeFrame(buffer: Buffer): { opcode: number; payload: Buffer; size: number } | null {
  if (buffer.length < 2) return null;
  const opcode = (buffer[0] ?? 0) & 0x0f;
  const short = (buffer[1] ?? 0) & 0x7f;
  let offset = 2;
  let length = short;
  if (short === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (short === 127) {
    if (buffer.length < 10) return null;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  if (buffer.length < offset + length) return null;
  return { opcode, payload: buffer.subarray(offset, offset + length), size: offset + length };
}
