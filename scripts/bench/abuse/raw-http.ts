import net from 'node:net';
import zlib from 'node:zlib';

/**
 * HTTP/1.1 written byte by byte on a TCP socket, one request per connection: paths, methods and
 * headers exactly as given, which `fetch` and `node:http` would refuse or normalise.
 */
export interface RawHttpRequest {
  method: string;
  /** The request target as sent: already percent-encoded where it should be. */
  target: string;
  headers?: readonly (readonly [string, string])[];
  body?: Buffer | string;
  /** Replaces the whole request (for malformed framing): sent as is. */
  raw?: Buffer | string;
}

export interface RawHttpResponse {
  status: number;
  headers: ReadonlyMap<string, string>;
  /** Decoded (chunked transfer and content encoding undone). */
  body: Buffer;
}

export type RawHttpResult =
  | { kind: 'answered'; response: RawHttpResponse }
  /** The server closed the connection without an answer. */
  | { kind: 'closed'; error: string }
  | { kind: 'timeout' };

export function rawHttp(
  origin: { host: string; port: number },
  request: RawHttpRequest,
  timeoutMs: number,
): Promise<RawHttpResult> {
  return new Promise((resolve) => {
    const socket = net.connect(origin);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (result: RawHttpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs);
    let error = '';
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Settled as soon as the answer is whole: a server may keep the connection open a while after
      // it (an accepted WebSocket upgrade stays open for good).
      const response = parseResponse(Buffer.concat(chunks), request.method === 'HEAD', true);
      if (response) settle({ kind: 'answered', response });
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const response = parseResponse(Buffer.concat(chunks), request.method === 'HEAD');
      settle(response ? { kind: 'answered', response } : { kind: 'closed', error: error || 'no answer' });
    });
    // Not ended: a client that half-closes its side gets its request aborted by Node's server.
    socket.on('connect', () => socket.write(encodeRequest(origin, request)));
  });
}

function encodeRequest(origin: { host: string; port: number }, request: RawHttpRequest): Buffer {
  if (request.raw !== undefined) return Buffer.from(request.raw);
  const body = request.body === undefined ? null : Buffer.from(request.body);
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name);
  if (!has('host')) headers.unshift(['Host', `${origin.host}:${origin.port}`]);
  if (!has('connection')) headers.push(['Connection', 'close']);
  if (body && !has('content-length') && !has('transfer-encoding'))
    headers.push(['Content-Length', String(body.length)]);
  const head = [`${request.method} ${request.target} HTTP/1.1`, ...headers.map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body ?? Buffer.alloc(0)]);
}

/**
 * The final response in `bytes` (interim 1xx answers skipped), or null when there is none. With
 * `whole`, only a response whose body is complete by its own framing (a length, the last chunk).
 */
export function parseResponse(bytes: Buffer, head: boolean, whole = false): RawHttpResponse | null {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const lines = rest.toString('latin1', 0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? NaN);
    if (!Number.isInteger(status)) return null;
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200 && status !== 101) continue;
    let body: Buffer;
    if (head || status === 101 || status === 204 || status === 304) body = Buffer.alloc(0);
    else if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
      if (whole && !/(^|\r\n)0\r\n\r\n$/.test(rest.toString('latin1', Math.max(0, rest.length - 7)))) return null;
      body = dechunk(rest);
    } else if (headers.has('content-length')) {
      const length = Number(headers.get('content-length'));
      if (whole && rest.length < length) return null;
      body = rest.subarray(0, length);
    } else if (whole) return null;
    else body = rest;
    return { status, headers, body: decode(body, headers.get('content-encoding')) };
  }
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.toString('latin1', offset, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0 || !encoding || encoding === 'identity') return body;
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    // Left as received: the caller sees a body that is not what its type says.
  }
  return body;
}
