import type { Database } from '../db.ts';
import type { SqlClient } from '../pg/client.ts';

/**
 * How many attempts each key (a client's address) may make in a sliding window. Memory is bounded:
 * past `maxKeys` addresses the one seen longest ago is forgotten.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly limit: { count: number; windowMs: number },
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts an attempt: 0 when it is allowed, else how many milliseconds until the next one is. */
  take(key: string): number {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.limit.windowMs);
    this.attempts.delete(key);
    if (recent.length >= this.limit.count) {
      this.attempts.set(key, recent);
      return (recent[0] ?? now) + this.limit.windowMs - now;
    }
    recent.push(now);
    // Re-inserted, so the map's order is the order keys were last seen in.
    this.attempts.set(key, recent);
    if (this.attempts.size > this.maxKeys) {
      const oldest = this.attempts.keys().next();
      if (!oldest.done) this.attempts.delete(oldest.value);
    }
    return 0;
  }

  /** Uncounts the key's latest attempt (one `take` allowed that did not happen after all). */
  giveBack(key: string): void {
    const recent = this.attempts.get(key);
    if (!recent) return;
    recent.pop();
    if (recent.length === 0) this.attempts.delete(key);
  }
}

/** The advisory lock every process takes to decide and reserve an enquiry's place. */
const ENQUIRY_LOCK = 0x454e_5155; // "ENQU"

/**
 * The same allowance as `RateLimiter`, kept in `boutique_private.enquiry_senders` so that every
 * server process on one PostgreSQL counts the same enquiries: five from an address spread over two
 * workers are five, not five each. Deciding and reserving happen in one transaction under an
 * advisory lock; times are the database's, the one clock the processes share. A reservation whose
 * process died before it was given back counts until its window has passed.
 */
export class SharedRateLimiter {
  constructor(
    private readonly pg: SqlClient,
    readonly limit: { count: number; windowMs: number },
  ) {}

  /** Reserves a place for `key`: its id, or how many milliseconds until one is free. */
  async take(key: string): Promise<{ id: number } | { waitMs: number }> {
    const window = this.limit.windowMs / 1000;
    return this.pg.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [ENQUIRY_LOCK]);
      await tx.query(`delete from boutique_private.enquiry_senders where at <= now() - make_interval(secs => $1)`, [
        window,
      ]);
      const { rows } = await tx.query<{ n: number; wait: number | null }>(
        `select count(*)::int as n,
                extract(epoch from min(at) + make_interval(secs => $2) - now())::float8 * 1000 as wait
           from boutique_private.enquiry_senders where address_key = $1`,
        [key, window],
      );
      const { n = 0, wait = null } = rows[0] ?? {};
      if (n >= this.limit.count) return { waitMs: Math.max(1000, Math.ceil(wait ?? this.limit.windowMs)) };
      const inserted = await tx.query<{ id: number }>(
        'insert into boutique_private.enquiry_senders (address_key) values ($1) returning id',
        [key],
      );
      return { id: inserted.rows[0]?.id ?? 0 };
    });
  }

  /** Gives a reserved place back. */
  async giveBack(id: number): Promise<void> {
    await this.pg.query('delete from boutique_private.enquiry_senders where id = $1', [id]);
  }
}

/**
 * An allowance per address in front of a visitor's inserts: this process's count first (a flood is
 * refused without a round trip), then, on PostgreSQL, the count every process shares
 * (`SharedRateLimiter`). `take` reserves a place, to be given back when the insert was not stored.
 */
export class AddressAllowance {
  private readonly local: RateLimiter;
  private readonly shared: SharedRateLimiter | null;

  constructor(db: Database, limit: { count: number; windowMs: number }) {
    this.local = new RateLimiter(limit);
    this.shared = db.embedded ? null : new SharedRateLimiter(db.pg, limit);
  }

  /** A place for `key` and the function that gives it back, or how many milliseconds until one is free. */
  async take(key: string): Promise<{ waitMs: number } | { giveBack: () => Promise<void> }> {
    const wait = this.local.take(key);
    if (wait > 0) return { waitMs: wait };
    const { shared } = this;
    if (!shared) {
      return {
        giveBack: () => {
          this.local.giveBack(key);
          return Promise.resolve();
        },
      };
    }
    let taken: Awaited<ReturnType<SharedRateLimiter['take']>>;
    try {
      taken = await shared.take(key);
    } catch (error) {
      this.local.giveBack(key);
      throw error;
    }
    if ('waitMs' in taken) {
      this.local.giveBack(key);
      return taken;
    }
    const { id } = taken;
    return {
      giveBack: async () => {
        this.local.giveBack(key);
        await shared.giveBack(id);
      },
    };
  }
}
