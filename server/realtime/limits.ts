import { isIPv6 } from 'node:net';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The fixed bounds of realtime: what one join, one socket and the whole server may hold, so no
 * client can make the server work or remember without limit. The shop's own pages use one
 * socket per tab, one channel per live table and one binding per channel.
 */
export const LIMITS = {
  /** Channels joined on one socket. */
  channelsPerSocket: 100,
  /** `postgres_changes` bindings in one join. */
  bindingsPerChannel: 16,
  /** Bindings across a socket's channels: each one is evaluated for every change of its table. */
  bindingsPerSocket: 100,
  /** Values of one `in.(…)` filter. */
  valuesPerFilter: 100,
  /** A `phx_join` frame, in bytes. */
  joinFrameBytes: 64 * KiB,
  /** Any frame; a larger one closes its socket with 1009. */
  frameBytes: 256 * KiB,
  /** Received messages not yet handled (joins wait for the database), per socket and in all. */
  pendingBytesPerSocket: 1 * MiB,
  pendingBytesTotal: 64 * MiB,
  /** Messages for a client not yet written to its connection, per socket and in all. */
  queuedBytesPerSocket: 1 * MiB,
  queuedBytesTotal: 64 * MiB,
  /** Bytes handed to a socket before its earlier writes are done; the rest waits in its queue. */
  writeWatermark: 64 * KiB,
  /** Filters evaluated by one read-back query when delivering a change. */
  filtersPerQuery: 200,
  /** Changes waiting for delivery; past it the oldest are dropped (clients refetch on reconnect). */
  pendingChanges: 10_000,
  /** realtime-js sends a heartbeat every 25 s; a socket silent for longer than this is gone. */
  idleTimeoutMs: 90_000,
} as const;

/**
 * Bytes held across all sockets. One socket may use its own allowance; once the total is spent,
 * only sockets holding less than a sixteenth of it may add more, so the total stays bounded by
 * `limit` plus a sixteenth of the allowance per socket, whoever fills it.
 */
export class ByteBudget {
  used = 0;

  constructor(
    readonly limit: number,
    readonly perSocket: number,
  ) {}

  /** Whether a socket already holding `own` bytes may take `size` more: `ok`, or whose bound it breaks. */
  admits(own: number, size: number): 'ok' | 'socket' | 'server' {
    if (own + size > this.perSocket) return 'socket';
    if (this.used + size > this.limit && own + size > this.perSocket / 16) return 'server';
    return 'ok';
  }

  take(size: number): void {
    this.used += size;
  }

  release(size: number): void {
    this.used = Math.max(0, this.used - size);
  }
}

/**
 * The key a client's connections are counted under: its address, or for IPv6 its /64, which one
 * household or server receives whole and can spread its connections across.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  let text = address.split('%')[0] ?? address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
