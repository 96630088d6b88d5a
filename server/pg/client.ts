import { randomUUID } from 'node:crypto';
import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/** The rows of one statement, in the shape PGlite gives them. */
export interface Results<T = Record<string, unknown>> {
  rows: T[];
  /** Rows an INSERT, UPDATE or DELETE touched. */
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** What the server asks of a connection: one statement with parameters, or a script of several. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** `onNotice` hears what the script RAISEs below an error (NOTICE, WARNING). */
  exec(sql: string, options?: ExecOptions): Promise<unknown>;
}

export interface ExecOptions {
  onNotice?: (notice: { message?: string }) => void;
}

export interface Transaction extends Queryable {
  /** Ends the transaction without its changes; the function's result is still returned. */
  rollback(): Promise<void>;
}

/**
 * The server's Postgres, embedded (PGlite, which has exactly this shape) or reached over the
 * network through a pool of connections (`PoolClient`). Code outside `server/db.ts` sees only this.
 */
export interface SqlClient extends Queryable {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * `LISTEN channel`: `onNotify` gets each payload, in commit order. On PostgreSQL it also gets
   * `MISSED_NOTICES` whenever notifications may have been lost (see `PoolClient`): whoever keeps
   * what a channel announces must then assume that anything changed.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Values come back as PGlite returns them, so both backends hand the server the same types: int8
// as a number when it is exactly one (counts, ids), timestamps as Date, json parsed.
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = BigInt(text);
  return value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER) ? value : Number(value);
});

// Arrays pg leaves as text or reads otherwise than PGlite: `name[]` and `"char"[]` (catalog look-ups)
// and `numeric[]` as arrays of strings; a date at midnight UTC, as PGlite reads it.
// Their oids, which pg-types does not name.
const TEXT_ARRAYS = [1002, 1003, 1231] as unknown as Parameters<typeof pg.types.setTypeParser>[0][];
for (const oid of TEXT_ARRAYS) {
  pg.types.setTypeParser(oid, (text: string): unknown => pgliteTypes.arrayParser(text, (value) => value, oid));
}
pg.types.setTypeParser(pg.types.builtins.DATE, (text: string): unknown =>
  pgliteTypes.parseType(text, pgliteTypes.DATE),
);

const LISTEN_RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * What every listener hears when notifications may have been missed: the LISTEN connection broke
 * (each retry while it is down, and once more when every channel is followed again), or a commit's
 * mark did not come back in time. No announcement is empty (the change capture sends JSON, and an
 * empty `pgrst` notice means "reload the schema", which is what it should do then too).
 */
export const MISSED_NOTICES = '';

/** The channel of `PoolClient`'s own marks, which tell it when a commit's notices have all arrived. */
const SYNC_CHANNEL = 'boutique_sync';
/** How long a commit waits for its notices at most (the LISTEN connection may be reconnecting). */
const SYNC_TIMEOUT_MS = 2000;

/**
 * PostgreSQL through `pg`'s pool: a transaction holds one connection from BEGIN to COMMIT, and one
 * more connection, kept apart, LISTENs for every channel this process follows (reconnecting with
 * a growing pause if the database restarts).
 *
 * As on PGlite, a transaction that wrote resolves only once this process's listeners have heard
 * what it notified: after COMMIT a mark is sent on a channel of its own and awaited on the LISTEN
 * connection, and PostgreSQL delivers notifications in commit order, so every notice of the
 * transaction has been dispatched before the caller answers (a cache forgotten on a change is
 * forgotten before the writer reads again). A transaction that wrote nothing pays nothing.
 *
 * Notifications sent while the LISTEN connection is down are lost: PostgreSQL keeps none for a
 * session that is gone, and a new one hears only what commits after its LISTEN. So every listener
 * hears `MISSED_NOTICES` when the connection is found broken, after each failed attempt to connect
 * again, and once every channel is followed again (then a read that begins has a snapshot newer
 * than the LISTEN, and every later change is announced); and when a commit's mark is not heard
 * within `SYNC_TIMEOUT_MS`.
 */
export class PoolClient implements SqlClient {
  private readonly pool: pg.Pool;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private listener: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private readonly marks = new Map<string, () => void>();
  /** A chain of attempts to follow every channel again is under way. */
  private reconnecting = false;

  constructor(
    private readonly connectionString: string,
    options: { max?: number } = {},
  ) {
    this.pool = new pg.Pool({ connectionString, max: options.max ?? 10, application_name: 'boutique' });
    // A connection that fails while idle in the pool is replaced; the error must not end the process.
    this.pool.on('error', (error) => console.error('postgres: idle connection failed', error.message));
  }

  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return toResults<T>(await this.pool.query(sql, params));
  }

  async exec(sql: string, options: ExecOptions = {}): Promise<unknown> {
    const { onNotice } = options;
    if (!onNotice) return this.pool.query(sql);
    const client = await this.pool.connect();
    client.on('notice', onNotice);
    try {
      return await client.query(sql);
    } finally {
      client.off('notice', onNotice);
      client.release();
    }
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const state = { ended: false };
    let broken: unknown = null;
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[]) => toResults<R>(await client.query(sql, params)),
      exec: (sql: string) => client.query(sql),
      rollback: async () => {
        if (state.ended) return;
        state.ended = true;
        await client.query('rollback');
      },
    };
    try {
      await client.query('begin');
      const result = await fn(tx);
      if (!state.ended) {
        state.ended = true;
        if (this.listener && this.listeners.size > 0) {
          // One round trip: whether the transaction wrote (has an id), then its commit.
          const [wrote] = (await client.query(
            'select pg_current_xact_id_if_assigned() is not null as wrote; commit',
          )) as unknown as [pg.QueryResult<{ wrote: boolean }>];
          if (wrote.rows[0]?.wrote) await this.noticesHeard(client);
        } else {
          await client.query('commit');
        }
      }
      return result;
    } catch (error) {
      if (!state.ended) {
        state.ended = true;
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      // A connection whose rollback failed is closed rather than handed to the next request.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  /**
   * Runs `fn` holding a session-level advisory lock (on a connection of its own, so `fn` may use
   * the pool): another process asking for the same key waits until `fn` is done.
   */
  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }

  /** Sends a mark after a commit and waits until the LISTEN connection has received it. */
  private async noticesHeard(client: pg.PoolClient): Promise<void> {
    const mark = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.marks.set(mark, resolve);
      timer = setTimeout(() => {
        // The LISTEN connection may be gone without a word yet: what it missed is unknown.
        this.announceMissed();
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    try {
      await client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, mark]);
      await heard;
    } finally {
      clearTimeout(timer);
      this.marks.delete(mark);
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      const client = await this.listenerClient();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    callbacks.add(onNotify);
    return async () => {
      const set = this.listeners.get(channel);
      if (!set?.delete(onNotify) || set.size > 0) return;
      this.listeners.delete(channel);
      await this.listener?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.pool.end();
  }

  private listenerClient(): Promise<pg.Client> {
    if (this.listener) return Promise.resolve(this.listener);
    this.connecting ??= this.connectListener().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connectListener(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'boutique-listen',
      // The connection mostly sits idle: TCP keep-alive finds a peer that vanished without a reset.
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client.on('notification', (message) => {
      if (message.channel === SYNC_CHANNEL) {
        this.marks.get(message.payload ?? '')?.();
        return;
      }
      const callbacks = this.listeners.get(message.channel);
      if (!callbacks) return;
      for (const callback of callbacks) callback(message.payload ?? '');
    });
    client.on('error', (error) => {
      if (this.closed) return;
      console.error('postgres: the LISTEN connection failed, reconnecting:', error.message);
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
      this.announceMissed();
      if (this.reconnecting) return; // The chain under way notices it and tries again.
      this.reconnecting = true;
      void this.relisten(0);
    });
    try {
      await client.connect();
      await client.query(`listen ${SYNC_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.listener = client;
    return client;
  }

  /**
   * After the LISTEN connection broke: connect again and follow every channel that had listeners,
   * then tell them all that they may have missed notices; after a failure, tell them and try again
   * after a pause, so nothing is kept from before the break for longer than a pause.
   */
  private async relisten(attempt: number): Promise<void> {
    if (this.closed) {
      this.reconnecting = false;
      return;
    }
    try {
      const client = await this.listenerClient();
      for (const channel of this.listeners.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.listener !== client) throw new Error('the LISTEN connection broke again');
      this.reconnecting = false;
      this.announceMissed();
    } catch (error) {
      this.announceMissed();
      const pause = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
      console.error(`postgres: LISTEN failed again (${error instanceof Error ? error.message : String(error)})`);
      setTimeout(() => void this.relisten(attempt + 1), pause).unref();
    }
  }

  /** Every listener of every channel hears `MISSED_NOTICES`. */
  private announceMissed(): void {
    for (const callbacks of [...this.listeners.values()]) {
      for (const callback of [...callbacks]) {
        try {
          callback(MISSED_NOTICES);
        } catch (error) {
          console.error('postgres: a listener failed on missed notices', error);
        }
      }
    }
  }
}

function toResults<T>(result: pg.QueryResult): Results<T> {
  return {
    rows: result.rows as T[],
    ...(result.command === 'SELECT' ? {} : { affectedRows: result.rowCount ?? 0 }),
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}
