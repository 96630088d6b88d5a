import type { RawData, WebSocket } from 'ws';
import { verifyToken, type ApiKeys } from '../auth/claims.ts';
import { AuthError } from '../auth/errors.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { isRecord, shown } from '../json.ts';
import { readTable } from '../pg/catalog.ts';
import { qualifiedName, quoteIdent } from '../pg/quote.ts';
import type { ChangeBinding, ChangeData, ChangeSubscriber } from './changes.ts';
import { FilterError, parseFilter, filterParameter, type RowFilter } from './filters.ts';
import {
  decodeBroadcastFrame,
  decodeFrame,
  encodeFrame,
  push,
  reply,
  type PhoenixMessage,
  type Vsn,
} from './protocol.ts';

/** Per-socket bounds: a client cannot grow the server's memory without limit. */
const LIMITS = {
  channels: 100,
  bindingsPerChannel: 100,
  /** Bytes of received messages not yet handled (joins wait for the database). */
  pendingBytes: 4 * 1024 * 1024,
  /** Bytes queued for a client that does not read; past it the socket is dropped. */
  bufferedBytes: 8 * 1024 * 1024,
} as const;

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
const isEvent = (text: string): text is (typeof EVENTS)[number] => EVENTS.some((event) => event === text);

/** What a session needs from the server around it. */
export interface SessionContext {
  db: Database;
  keys: ApiKeys;
  nextBindingId(): number;
  /** Sends a client's broadcast to the other sockets joined to the topic. */
  broadcast(from: RealtimeSession, topic: string, payload: Record<string, unknown>): void;
}

/** A joined channel: its claims decide which rows its postgres_changes bindings receive. */
class JoinedChannel implements ChangeSubscriber {
  constructor(
    readonly session: RealtimeSession,
    readonly topic: string,
    readonly joinRef: string | null,
    public claims: Claims,
    readonly bindings: readonly ChangeBinding[],
    readonly broadcastSelf: boolean,
    readonly broadcastAck: boolean,
  ) {}

  deliver(data: ChangeData, ids: number[]): void {
    if (this.session.channels.get(this.topic) !== this || this.session.expireIfNeeded(this)) return;
    this.session.send(push(this.topic, 'postgres_changes', { ids, data }));
  }
}

/**
 * One WebSocket speaking Phoenix channels as realtime-js does: heartbeat, join with
 * postgres_changes bindings, access-token updates, leave. Messages are handled one at a time, in
 * order; frames that are not Phoenix messages are ignored.
 */
export class RealtimeSession {
  readonly channels = new Map<string, JoinedChannel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private pendingBytes = 0;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly socketClaims: Claims,
    private readonly context: SessionContext,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(message: PhoenixMessage): void {
    if (this.closed) return;
    if (this.ws.bufferedAmount > LIMITS.bufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeFrame(message, this.vsn));
  }

  close(code = 1001, reason = 'server shutting down'): void {
    this.ws.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    this.closed = true;
    this.channels.clear();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    const frame = rawBuffer(data);
    const message = isBinary ? decodeBroadcastFrame(frame) : decodeFrame(frame.toString('utf8'), this.vsn);
    if (!message) return;
    if (this.pendingBytes + frame.length > LIMITS.pendingBytes) {
      this.close(1008, 'too many pending messages');
      return;
    }
    this.pendingBytes += frame.length;
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        console.error('realtime:', error);
        if (message.ref) this.send(reply(message, 'error', { reason: 'internal error' }));
      })
      .finally(() => {
        this.pendingBytes -= frame.length;
      });
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (this.closed) return;
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') {
        for (const channel of this.channels.values()) this.expireIfNeeded(channel);
        this.send(reply(message, 'ok'));
      }
      return;
    }
    if (message.event === 'phx_join') return this.join(message);

    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      if (message.ref) this.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.send(reply(message, 'ok'));
        this.closeChannel(channel);
        return;
      case 'access_token':
        return this.refreshToken(channel, message.payload.access_token);
      case 'broadcast':
        this.context.broadcast(this, channel.topic, message.payload);
        if (channel.broadcastAck && message.ref) this.send(reply(message, 'ok'));
        return;
      case 'presence':
        if (message.ref) this.send(reply(message, 'ok'));
        return;
      default:
        if (message.ref) this.send(reply(message, 'error', { reason: `unknown event ${message.event}` }));
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { payload, topic } = message;
    const config = isRecord(payload.config) ? payload.config : {};
    let claims = this.socketClaims;
    if (typeof payload.access_token === 'string' && payload.access_token !== '') {
      try {
        claims = await verifyToken(payload.access_token, this.context.keys);
      } catch (error) {
        this.send(reply(message, 'error', { reason: tokenProblem(error) }));
        return;
      }
    }
    if (config.private === true) {
      this.send(reply(message, 'error', { reason: 'Private channels are not supported by this server' }));
      return;
    }
    if (!this.channels.has(topic) && this.channels.size >= LIMITS.channels) {
      this.send(reply(message, 'error', { reason: `At most ${LIMITS.channels} channels per connection` }));
      return;
    }
    const specs = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    if (specs.length > LIMITS.bindingsPerChannel || !specs.every(isRecord)) {
      this.send(reply(message, 'error', { reason: 'Invalid postgres_changes bindings' }));
      return;
    }

    const bindings: ChangeBinding[] = [];
    const problems: string[] = [];
    const echoed = [];
    for (const spec of specs) {
      const id = this.context.nextBindingId();
      // The reply must repeat each binding as sent, in order, or realtime-js reports a mismatch.
      echoed.push({ id, event: spec.event, schema: spec.schema, table: spec.table, filter: spec.filter });
      const checked = await checkBinding(this.context.db, id, spec);
      if (typeof checked === 'string') problems.push(checked);
      else bindings.push(checked);
    }

    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    const channel = new JoinedChannel(
      this,
      topic,
      message.joinRef,
      claims,
      bindings,
      broadcast.self === true,
      broadcast.ack === true,
    );
    this.channels.set(topic, channel);
    this.send(reply(message, 'ok', specs.length > 0 ? { postgres_changes: echoed } : {}));
    if (isRecord(config.presence) && config.presence.enabled === true) this.send(push(topic, 'presence_state', {}));
    if (specs.length > 0) {
      const subtopic = topic.replace(/^realtime:/, '');
      this.send(
        push(
          topic,
          'system',
          problems.length === 0
            ? { channel: subtopic, extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' }
            : {
                channel: subtopic,
                extension: 'postgres_changes',
                message: `Unable to subscribe to changes with given parameters: ${problems.join('; ')}`,
                status: 'error',
              },
        ),
      );
    }
    this.expireIfNeeded(channel);
  }

  private async refreshToken(channel: JoinedChannel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === '') return;
    try {
      channel.claims = await verifyToken(token, this.context.keys);
    } catch (error) {
      this.systemError(channel, tokenProblem(error));
    }
  }

  /** Closes a channel whose token has expired, as Realtime does; true when it did. */
  expireIfNeeded(channel: JoinedChannel): boolean {
    const exp = channel.claims.exp;
    if (typeof exp !== 'number' || exp * 1000 > Date.now()) return false;
    this.systemError(channel, `Token has expired ${Math.round(Date.now() / 1000 - exp)} seconds ago`);
    return true;
  }

  private systemError(channel: JoinedChannel, message: string): void {
    this.send(
      push(channel.topic, 'system', {
        channel: channel.topic.replace(/^realtime:/, ''),
        extension: 'system',
        message,
        status: 'error',
      }),
    );
    this.closeChannel(channel);
  }

  private closeChannel(channel: JoinedChannel): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.channels.delete(channel.topic);
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }
}

function rawBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

function tokenProblem(error: unknown): string {
  if (error instanceof AuthError && error.message === 'JWT expired') return 'Token has expired';
  return `Invalid JWT Token: ${error instanceof Error ? error.message : 'unreadable'}`;
}

/**
 * Checks a binding against the catalog: the table exists, the filter's column exists and its
 * value fits the column's type. Returns the binding, or why it cannot be served.
 */
async function checkBinding(db: Database, id: number, spec: Record<string, unknown>): Promise<ChangeBinding | string> {
  const event = typeof spec.event === 'string' ? spec.event.toUpperCase() : '';
  const schema = typeof spec.schema === 'string' && spec.schema !== '' ? spec.schema : null;
  const table = typeof spec.table === 'string' && spec.table !== '' ? spec.table : null;
  const describe =
    `[event: ${shown(spec.event)}, schema: ${shown(spec.schema)}, ` +
    `table: ${shown(spec.table ?? '*')}, filter: ${shown(spec.filter ?? '')}]`;
  if (!isEvent(event) || !schema) return `invalid binding ${describe}`;
  let filter: RowFilter | null = null;
  if (typeof spec.filter === 'string' && spec.filter !== '') {
    try {
      filter = parseFilter(spec.filter);
    } catch (error) {
      return error instanceof FilterError ? error.message : `invalid filter ${describe}`;
    }
    if (!table || table === '*' || schema === '*') return `a filter needs one table ${describe}`;
  }
  if (table && table !== '*' && schema !== '*') {
    try {
      const found = await readTable(db.pg, schema, table);
      if (!found) return `no table ${describe}`;
      if (filter && !found.columns.has(filter.column)) return `no column ${filter.column} ${describe}`;
      if (filter) {
        for (const value of filter.values) {
          const row = `jsonb_populate_record(null::${qualifiedName(schema, table)}, $1::jsonb)`;
          await db.pg.query(`select (${row}).${quoteIdent(filter.column)}`, [
            filterParameter({ ...filter, operator: 'eq', values: [value] }),
          ]);
        }
      }
    } catch {
      return `the filter value does not fit the column ${describe}`;
    }
  }
  return { id, event, schema, table, filter };
}
