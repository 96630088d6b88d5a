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
}
