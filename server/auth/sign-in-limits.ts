/** How many failed password checks the limits allow, and over what time. */
export interface SignInRules {
  /** Failures of one e-mail address from one client address. */
  perAccount: number;
  /** Failures from one client address, whatever the e-mail. */
  perAddress: number;
  /** Failures from everyone, past which only addresses with a clean record are still heard. */
  everyone: number;
  windowMs: number;
  /** E-mail/address pairs and addresses remembered at most (both are the caller's text). */
  maxEntries: number;
}

export const SIGN_IN_RULES: SignInRules = {
  perAccount: 10,
  perAddress: 20,
  everyone: 100,
  windowMs: 5 * 60 * 1000,
  maxEntries: 10_000,
};

/** An e-mail address longer than any real one counts as its first this many characters. */
const MAX_EMAIL_KEY = 320;

/** A check admitted by `SignInLimits.begin`; exactly one of its three endings counts it. */
export interface SignInAttempt {
  /**
   * The address had no failure in the window and no check under way when this one began: its
   * check may go ahead of the others (`HashQueue`'s first lane).
   */
  readonly clean: boolean;
  /** The password was right: the pair's and the address's failures are forgotten. */
  succeeded(): void;
  /** The password was wrong (or the e-mail unknown): one failure for the pair, the address and everyone. */
  failed(): void;
  /** No password was checked after all (refused later, or an error): nothing is counted. */
  abandoned(): void;
}

/** Failure times within the window (oldest first, at most the limit kept) and checks under way. */
interface Tally {
  failures: number[];
  pending: number;
}

/**
 * The password checks a sign-in may cost. Failures are counted per (e-mail, client address), per
 * client address and for everyone, over a sliding window; a check under way counts as a failure
 * until it ends. `begin` decides and reserves in one synchronous step, so however many guesses
 * arrive at once, no more than the limit are ever checked.
 *
 * - An e-mail address from one client address: `perAccount` failures, then refused until the
 *   oldest is `windowMs` old. The owner signing in from elsewhere is not affected.
 * - A client address: `perAddress` failures, whatever e-mail addresses it tries.
 * - Everyone: past `everyone` failures, only client addresses with a clean record (no failure in
 *   the window, nothing under way) are still checked, one guess each. An owner who has not been
 *   guessing signs in during a distributed flood; each attacking address gets one guess per window.
 *
 * IPv6 clients count per /64 network, the block one subscriber usually holds.
 */
export class SignInLimits {
  private readonly accounts = new Map<string, Tally>();
  private readonly addresses = new Map<string, Tally>();
  private readonly everyone: Tally = { failures: [], pending: 0 };

  constructor(
    private readonly rules: SignInRules = SIGN_IN_RULES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Admits a password check and counts it as under way, or refuses it (null) before any work. */
  begin(email: string, address: string): SignInAttempt | null {
    const now = this.now();
    const { accountKey, addressKey } = signInKeys(email, address);
    const { perAccount, perAddress, everyone } = this.rules;
    const byAddress = this.current(this.addresses, addressKey, now);
    const byAccount = this.current(this.accounts, accountKey, now);
    const clean = byAddress === undefined || count(byAddress) === 0;
    if (byAccount && count(byAccount) >= perAccount) return null;
    if (byAddress && count(byAddress) >= perAddress) return null;
    forget(this.everyone, now - this.rules.windowMs);
    if (!clean && count(this.everyone) >= everyone) return null;

    const tallies = [
      { tally: byAccount ?? this.add(this.accounts, accountKey), keep: perAccount },
      { tally: byAddress ?? this.add(this.addresses, addressKey), keep: perAddress },
      { tally: this.everyone, keep: everyone },
    ];
    for (const { tally } of tallies) tally.pending++;
    let open = true;
    const end = (): boolean => {
      if (!open) return false;
      open = false;
      for (const { tally } of tallies) tally.pending--;
      return true;
    };
    return {
      clean,
      succeeded: () => {
        if (!end()) return;
        for (const { tally } of tallies.slice(0, 2)) tally.failures = [];
        this.dropIfIdle(this.accounts, accountKey);
        this.dropIfIdle(this.addresses, addressKey);
      },
      failed: () => {
        if (!end()) return;
        const at = this.now();
        for (const { tally, keep } of tallies) {
          tally.failures.push(at);
          if (tally.failures.length > keep) tally.failures.splice(0, tally.failures.length - keep);
        }
      },
      abandoned: () => {
        if (!end()) return;
        this.dropIfIdle(this.accounts, accountKey);
        this.dropIfIdle(this.addresses, addressKey);
      },
    };
  }

  /** Pairs and addresses remembered. */
  get size(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }

  /** The key's tally with failures older than the window forgotten; dropped when nothing is left. */
  private current(map: Map<string, Tally>, key: string, now: number): Tally | undefined {
    const tally = map.get(key);
    if (!tally) return undefined;
    forget(tally, now - this.rules.windowMs);
    if (count(tally) > 0) return tally;
    map.delete(key);
    return undefined;
  }

  private add(map: Map<string, Tally>, key: string): Tally {
    if (map.size >= this.rules.maxEntries) this.makeRoom(map);
    const tally: Tally = { failures: [], pending: 0 };
    map.set(key, tally);
    return tally;
  }

  private dropIfIdle(map: Map<string, Tally>, key: string): void {
    const tally = map.get(key);
    if (tally && count(tally) === 0) map.delete(key);
  }

  /**
   * Forgets expired tallies, then, if still full, the oldest tenth of those with nothing under way
   * (a tally under way is kept: its check will end it). Memory stays bounded whatever callers send.
   */
  private makeRoom(map: Map<string, Tally>): void {
    const since = this.now() - this.rules.windowMs;
    for (const [key, tally] of map) {
      forget(tally, since);
      if (count(tally) === 0) map.delete(key);
    }
    let excess = map.size - Math.floor(this.rules.maxEntries * 0.9);
    for (const [key, tally] of map) {
      if (excess <= 0) break;
      if (tally.pending > 0) continue;
      map.delete(key);
      excess--;
    }
  }
}

function count(tally: Tally): number {
  return tally.failures.length + tally.pending;
}

function forget(tally: Tally, since: number): void {
  const fresh = tally.failures.findIndex((at) => at > since);
  if (fresh === -1) tally.failures = [];
  else if (fresh > 0) tally.failures.splice(0, fresh);
}

/** The keys a sign-in is counted under: its (e-mail, address group) pair and its address group. */
export function signInKeys(email: string, address: string): { accountKey: string; addressKey: string } {
  const addressKey = addressGroup(address);
  return { accountKey: `${email.slice(0, MAX_EMAIL_KEY)}\n${addressKey}`, addressKey };
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address as its /64
 * network (one subscriber is usually given a whole /64), anything else as its first 64 characters.
 */
export function addressGroup(address: string): string {
  const text = address.trim().toLowerCase().slice(0, 64);
  if (!text.includes(':')) return text;
  const plain = text.split('%')[0] ?? '';
  const halves = plain.split('::');
  if (halves.length > 2) return text;
  const [head = '', tail] = halves;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  // An IPv4 tail (`::ffff:1.2.3.4`) stands for two groups.
  const width = front.length + back.length + ((back.at(-1) ?? front.at(-1) ?? '').includes('.') ? 1 : 0);
  const filled = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - width)).fill('0'), ...back];
  const network = filled.slice(0, 4);
  if (network.length < 4 || network.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return text;
  return `${network.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
