import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { ApiKeys } from '../auth/claims.ts';
import { forwardedClient, type TrustedProxies } from '../client-address.ts';
import type { Database } from '../db.ts';
import { takeSnapshot } from './snapshot.ts';
import { tarStream } from './tar.ts';

export interface BackupDeps {
  db: Database;
  keys: ApiKeys;
  /** `TRUST_PROXY`: behind one of these, the client is the one it forwards (see `isFromThisMachine`). */
  trustedProxies?: TrustedProxies;
}

/**
 * `/backup/v1`: `POST /archive` answers a consistent copy of the running shop as an uncompressed
 * tar (`server/backup/snapshot.ts`); `npm run backup` adds `keys.json` and compresses it. Only the
 * data folder's own service_role key opens it (`apikey` or `Authorization: Bearer`), only from
 * this machine (loopback, and not forwarded by a proxy from elsewhere), and one copy is taken at a
 * time.
 */
/** How long a backup download may stall before it is dropped. */
const STALLED_MS = 2 * 60 * 1000;

export function backupRoutes(deps: BackupDeps): Hono {
  const app = new Hono();
  let running = false;

  app.post('/archive', async (c) => {
    if (!isFromThisMachine(c, deps.trustedProxies ?? []))
      return refuse(c, 403, 'backup_not_local', 'Backups are taken from the machine the shop runs on');
    if (!holdsServiceKey(c, deps.keys))
      return refuse(c, 401, 'backup_unauthorized', "A backup needs this data folder's service_role key");
    const embedded = deps.db.embedded;
    if (!embedded)
      return refuse(
        c,
        409,
        'backup_not_embedded',
        'This shop runs on PostgreSQL: back it up with pg_dump (docs/backend.md)',
      );
    if (running) return refuse(c, 409, 'backup_in_progress', 'A backup is already being taken');
    running = true;
    let snapshot;
    try {
      snapshot = await takeSnapshot(embedded, deps.db.dataDir);
    } catch (error) {
      running = false;
      throw error;
    }
    const taken = snapshot;
    let idle: NodeJS.Timeout | undefined;
    const finish = async () => {
      clearTimeout(idle);
      await taken.dispose();
      running = false;
    };
    async function* body(): AsyncGenerator<Uint8Array> {
      try {
        // One chunk held back: the archive's end goes out once the copy's files are removed and the
        // next backup may start, so a client that has read the whole archive finds both done.
        let previous: Uint8Array | undefined;
        for await (const chunk of tarStream(taken.entries())) {
          // A client that stops reading would hold the copy (and keep others from starting) forever.
          clearTimeout(idle);
          idle = setTimeout(() => stream.destroy(new Error('The backup client stopped reading')), STALLED_MS);
          idle.unref();
          if (previous) yield previous;
          previous = chunk;
        }
        await finish();
        if (previous) yield previous;
      } finally {
        await finish();
      }
    }
    const stream = Readable.from(body());
    // A client that goes away stops the stream without reaching the generator's end.
    stream.once('close', () => void finish());
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/x-tar',
        'Content-Disposition': 'attachment; filename="boutique-backup.tar"',
        'Cache-Control': 'no-store',
        'X-Backup-Files': String(taken.manifest.files.length),
      },
    });
  });

  app.all('/*', (c) =>
    refuse(c, 404, 'not_found', `No backup route for ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  return app;
}

/**
 * Records in the data folder where `server` listens once it does, so `npm run backup` finds a
 * running shop from its folder alone.
 */
export function recordListeningAddress(server: http.Server, db: Database): void {
  const record = () => {
    const address = server.address();
    if (address === null || typeof address === 'string') return;
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    try {
      db.recordAddress(`http://${host}:${address.port}`);
    } catch (error) {
      console.warn('Could not record the server address in the data folder:', error);
    }
  };
  if (server.listening) record();
  else server.once('listening', record);
}

function refuse(c: Context, status: 401 | 403 | 404 | 409, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ code, message }, status);
}

function holdsServiceKey(c: Context, keys: ApiKeys): boolean {
  const authorization = c.req.header('authorization');
  const bearer = authorization ? /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  const presented = bearer ?? c.req.header('apikey');
  if (!presented) return false;
  const expected = Buffer.from(keys.serviceRole);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function socketAddress(c: Context): string | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  const { incoming } = env as { incoming?: { socket?: { remoteAddress?: string } } };
  return incoming?.socket?.remoteAddress ?? null;
}

/** Headers a proxy adds to say whom it forwards; `npm run backup` sends none of them. */
const CLIENT_HEADERS = ['x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'] as const;

/**
 * Whether the request comes from this machine. The socket must be loopback, but that alone is not
 * enough: a reverse proxy on the same machine connects from loopback for every visitor. So:
 * - a request that shows a proxy's headers (`X-Forwarded-For`, `Forwarded`, `Via`, `X-Real-IP`…)
 *   from a socket `TRUST_PROXY` does not name is refused: someone was forwarded, and who is unknown;
 * - from a trusted proxy, the client it forwards decides (`X-Forwarded-For`, as for every other
 *   route), and any other address it gives must be loopback as well;
 * - without any such header, the socket decides (`npm run backup` connects straight to the server).
 */
function isFromThisMachine(c: Context, trustedProxies: TrustedProxies): boolean {
  const socket = socketAddress(c);
  if (!isLoopback(socket)) return false;
  const forwardedFor = c.req.header('x-forwarded-for');
  const claimed = [
    ...CLIENT_HEADERS.flatMap((name) => c.req.header(name) ?? []),
    ...forwardedParameters(c.req.header('forwarded')),
  ];
  const proxied = forwardedFor !== undefined || claimed.length > 0 || c.req.header('via') !== undefined;
  if (!proxied) return true;
  const plainSocket = socket?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? '';
  if (!trustedProxies.includes(plainSocket) || forwardedFor === undefined) return false;
  return isLoopback(forwardedClient(plainSocket, forwardedFor, trustedProxies)) && claimed.every(isLoopback);
}

/** The `for=` addresses of a `Forwarded` header (RFC 7239), quotes, brackets and ports removed. */
function forwardedParameters(header: string | undefined): string[] {
  if (header === undefined) return [];
  const found: string[] = [];
  for (const match of header.matchAll(/for\s*=\s*("[^"]*"|[^;,\s]+)/gi)) {
    const value = (match[1] ?? '').replace(/^"|"$/g, '');
    const bracketed = /^\[([^\]]+)\]/.exec(value);
    found.push(bracketed ? (bracketed[1] ?? '') : value.replace(/:\d+$/, ''));
  }
  // A `Forwarded` header without any `for=` still says a proxy forwarded someone.
  return found.length > 0 ? found : ['unknown'];
}

function isLoopback(address: string | null): boolean {
  if (address === null) return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}
