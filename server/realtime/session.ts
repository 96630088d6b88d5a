import { WebSocket, type RawData } from 'ws';
import { verifyToken, type ApiKeys } from '../auth/claims.ts';
import { AuthError } from '../auth/errors.ts';
import type { Claims } from '../auth/roles.ts';
import { isRecord } from '../json.ts';
import { readBindings, type RequestedBinding } from './bindings.ts';
import type { ChangeBinding, ChangeData, ChangeSubscriber } from './changes.ts';
import { LIMITS, type ByteBudget } from './limits.ts';
import {
  decodeBroadcastFrame,
  decodeFrame,
  encodeFrame,
  encodePush,
  push,
  reply,
  type PhoenixMessage,
  type Vsn,
} from './protocol.ts';
import type { RealtimeSettings } from './settings.ts';

/** What a session needs from the server around it. */
export interface SessionContext {
  keys: ApiKeys;
  settings: RealtimeSettings;
  nextBindingId(): number;
  /** Looks a join's bindings up in the catalog, one join at a time across the server. */
  checkBindings(specs: Record<string, unknown>[], requested: RequestedBinding[]): Promise<RequestedBinding[]>;
  /** Sends a client's broadcast to the other sockets joined to the topic. */
  broadcast(from: RealtimeSession, topic: string, payload: Record<string, unknown>): void;
  /** Bytes received and not yet handled, across sockets. */
  incoming: ByteBudget;
  /** Bytes queued for clients and not yet written, across sockets. */
  outgoing: ByteBudget;
}

/** A change's `data` as JSON, made once however many channels receive it. */
const changeJson = new WeakMap<ChangeData, string>();

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
    let json = changeJson.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      changeJson.set(data, json);
    }
    this.session.sendFrame(
      encodePush(this.topic, 'postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${json}}`, this.session.vsn),
    );
  }
}

/**
 * One WebSocket speaking Phoenix channels as realtime-js does: heartbeat, join with
 * postgres_changes bindings, access-token updates, leave. Messages are handled one at a time, in
 * order; frames that are not Phoenix messages are ignored. What the client sends and what waits to
 * be written to it are both bounded in bytes: past either bound the socket is closed.
 */
export class RealtimeSession {
  readonly channels = new Map<string, JoinedChannel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private pendingBytes = 0;
  /** Frames waiting for the socket's earlier writes, and the bytes handed to it and not yet written. */
  private outbox: { frame: Buffer; size: number }[] = [];
  private outboxBytes = 0;
  private inFlight = 0;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly socketClaims: Claims,
    private readonly context: SessionContext,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(message: PhoenixMessage): void {
    this.sendFrame(encodeFrame(message, this.vsn));
  }

  /**
   * Queues a text frame. A client that does not read sees its queue grow: past its bound (or, when
   * the server's total is spent, past a small share of it) the queue is dropped and the socket closed.
   */
  sendFrame(frame: string | Buffer): void {
    if (this.closed) return;
    const bytes = typeof frame === 'string' ? Buffer.from(frame) : frame;
    const verdict = this.context.outgoing.admits(this.outboxBytes + this.inFlight, bytes.length);
    if (verdict !== 'ok') {
      this.close(verdict === 'socket' ? 1008 : 1013, verdict === 'socket' ? 'messages not read' : 'server busy');
      return;
    }
    this.context.outgoing.take(bytes.length);
    this.outbox.push({ frame: bytes, size: bytes.length });
    this.outboxBytes += bytes.length;
    this.flush();
  }

  private flush(): void {
    while (!this.closed && this.inFlight < LIMITS.writeWatermark && this.ws.readyState === WebSocket.OPEN) {
      const next = this.outbox.shift();
      if (!next) return;
      this.outboxBytes -= next.size;
      this.inFlight += next.size;
      this.ws.send(next.frame, { binary: false }, () => {
        if (this.closed) return; // dispose() gave these bytes back already
        this.inFlight -= next.size;
        this.context.outgoing.release(next.size);
        this.flush();
      });
    }
  }

  close(code = 1001, reason = 'server shutting down'): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.channels.clear();
    this.context.outgoing.release(this.outboxBytes + this.inFlight);
    this.outbox = [];
    this.outboxBytes = 0;
    this.inFlight = 0;
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    const frame = rawBuffer(data);
    const message = isBinary ? decodeBroadcastFrame(frame) : decodeFrame(frame.toString('utf8'), this.vsn);
    if (!message) return;
    const size = frame.length;
    const verdict = this.context.incoming.admits(this.pendingBytes, size);
    if (verdict !== 'ok') {
      this.close(
        verdict === 'socket' ? 1008 : 1013,
        verdict === 'socket' ? 'too many pending messages' : 'server busy',
      );
      return;
    }
    this.pendingBytes += size;
    this.context.incoming.take(size);
    this.queue = this.queue
      .then(() => this.handle(message, size))
      .catch((error: unknown) => {
        console.error('realtime:', error);
        if (message.ref) this.send(reply(message, 'error', { reason: 'internal error' }));
      })
      .finally(() => {
        this.pendingBytes -= size;
        this.context.incoming.release(size);
      });
  }

  private async handle(message: PhoenixMessage, size: number): Promise<void> {
    if (this.closed) return;
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') {
        for (const channel of this.channels.values()) this.expireIfNeeded(channel);
        this.send(reply(message, 'ok'));
      }
      return;
    }
    if (message.event === 'phx_join') return this.join(message, size);

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
        // Off unless config.toml enables it: nothing is relayed, and only a sender that asked for
        // acknowledgements hears why.
        if (!this.context.settings.broadcast) {
          if (channel.broadcastAck && message.ref)
            this.send(reply(message, 'error', { reason: 'Broadcast is not enabled on this server' }));
          return;
        }
        this.context.broadcast(this, channel.topic, message.payload);
        if (channel.broadcastAck && message.ref) this.send(reply(message, 'ok'));
        return;
      case 'presence':
        if (message.ref)
          this.send(
            this.context.settings.presence
              ? reply(message, 'ok')
              : reply(message, 'error', { reason: 'Presence is not enabled on this server' }),
          );
        return;
      default:
        if (message.ref) this.send(reply(message, 'error', { reason: `unknown event ${message.event}` }));
    }
  }

  private async join(message: PhoenixMessage, size: number): Promise<void> {
    const { payload, topic } = message;
    const refuse = (reason: string) => this.send(reply(message, 'error', { reason }));
    if (size > LIMITS.joinFrameBytes) {
      refuse(`A join is limited to ${LIMITS.joinFrameBytes / 1024} KiB`);
      return;
    }
    const config = isRecord(payload.config) ? payload.config : {};
    if (config.private === true) {
      refuse('Private channels are not supported by this server');
      return;
    }
    const rejoining = this.channels.get(topic);
    if (!rejoining && this.channels.size >= LIMITS.channelsPerSocket) {
      refuse(`At most ${LIMITS.channelsPerSocket} channels per connection`);
      return;
    }
    const read = readBindings(config.postgres_changes);
    if ('refused' in read) {
      refuse(read.refused);
      return;
    }
    const specs = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isRecord) : [];
    let held = 0;
    for (const channel of this.channels.values()) if (channel !== rejoining) held += channel.bindings.length;
    if (held + specs.length > LIMITS.bindingsPerSocket) {
      refuse(`At most ${LIMITS.bindingsPerSocket} postgres_changes bindings per connection`);
      return;
    }
    let claims = this.socketClaims;
    if (typeof payload.access_token === 'string' && payload.access_token !== '') {
      try {
        claims = await verifyToken(payload.access_token, this.context.keys);
      } catch (error) {
        refuse(tokenProblem(error));
        return;
      }
    }

    const checked = await this.context.checkBindings(specs, read.requested);
    if (this.closed) return;
    const bindings: ChangeBinding[] = [];
    const problems: string[] = [];
    const echoed = specs.map((spec, i) => {
      const id = this.context.nextBindingId();
      const binding = checked[i];
      if (binding && 'problem' in binding) problems.push(binding.problem);
      else if (binding) bindings.push({ id, ...binding });
      // The reply must repeat each binding as sent, in order, or realtime-js reports a mismatch.
      return { id, event: spec.event, schema: spec.schema, table: spec.table, filter: spec.filter };
    });

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
    if (this.context.settings.presence && isRecord(config.presence) && config.presence.enabled === true)
      this.send(push(topic, 'presence_state', {}));
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
