const FAILED_SIGN_IN_LIMIT = 10;
const FAILED_SIGN_IN_WINDOW_MS = 5 * 60 * 1000;
/** Addresses are the caller's text: past this many, the oldest are forgotten rather than kept. */
const MAX_ADDRESSES = 10_000;

/**
 * Failed password sign-ins per e-mail address: after ten within five minutes, the address is
 * refused until the oldest of them is five minutes old. A success clears its count.
 */
export class SignInFailures {
  private readonly failures = new Map<string, number[]>();

  /** Whether the address has reached the limit; forgets failures older than the window. */
  isLimited(email: string, now = Date.now()): boolean {
    if (this.failures.size > MAX_ADDRESSES) {
      for (const old of [...this.failures.keys()].slice(0, MAX_ADDRESSES / 2)) this.failures.delete(old);
    }
    const recent = (this.failures.get(email) ?? []).filter((t) => now - t < FAILED_SIGN_IN_WINDOW_MS);
    if (recent.length === 0) this.failures.delete(email);
    else this.failures.set(email, recent);
    return recent.length >= FAILED_SIGN_IN_LIMIT;
  }

  /** How many addresses it remembers. */
  get size(): number {
    return this.failures.size;
  }

  record(email: string, now = Date.now()): void {
    this.failures.set(email, [...(this.failures.get(email) ?? []), now]);
  }

  clear(email: string): void {
    this.failures.delete(email);
  }
}
