import { randomBytes, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { Hashers } from './password-worker.ts';

/*
 * Passwords are kept in auth.users.encrypted_password as `scrypt$<N>$<r>$<p>$<salt>$<hash>`
 * (base64url). GoTrue stores bcrypt there; bcrypt needs pgcrypto or a native module, scrypt is in
 * Node. The prefix says which scheme a stored value uses.
 */
const PREFIX = 'scrypt';
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** What `N`, `r` and `p` a stored hash may name: a forged row must not make one check cost more. */
const MAX_COST = { n: 1 << 15, r: 8, p: 2 } as const;

/** Hashes at once: one core is always left to the server itself, and never more than two. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Sign-in checks that may wait for their turn, per lane (see `HashQueue`). */
export const HASH_WAITING = { first: 128, others: 16 } as const;

/** Which line a check waits in: `first` for callers with a clean record, served before `others`. */
export type HashLane = 'first' | 'others';

/**
 * A place in the queue, reserved synchronously: `run` waits for a free hasher and runs the task in
 * it; `cancel` gives the place back when the task will not run.
 */
export interface HashPlace {
  run<T>(task: () => Promise<T>): Promise<T>;
  cancel(): void;
}

/**
 * Password hashes (scrypt, 16 MB and ~45 ms of one core each) run on threads of their own at
 * lowered priority (`password-worker.ts`), never in Node's shared pool of four threads, which
 * reads files, compresses and does the rest of crypto. Every hash of the process goes through this
 * queue, so at most `concurrency` run at once, one per hashing thread. Sign-in checks reserve their
 * place before anything else is done for them, and when their lane is full they are refused (429)
 * instead of waiting without end; the owner's own hashing (setting a password) is never refused.
 */
export class HashQueue {
  private running = 0;
  private readonly reserved = { first: 0, others: 0 };
  private readonly waiting = { first: [] as (() => void)[], others: [] as (() => void)[] };

  constructor(
    readonly concurrency = HASH_CONCURRENCY,
    private readonly limits: Readonly<Record<HashLane, number>> = HASH_WAITING,
  ) {}

  /** A place in `lane`, or null when the lane already holds its limit of waiting checks. */
  reserve(lane: HashLane): HashPlace | null {
    if (this.reserved[lane] >= this.limits[lane]) return null;
    return this.place(lane);
  }

  /** Runs a hash in the first lane, whatever its length (for calls that are not sign-in guesses). */
  run<T>(task: () => Promise<T>): Promise<T> {
    return this.place('first').run(task);
  }

  /** Checks reserved and not yet hashing, and hashes under way. */
  get load(): { waiting: number; running: number } {
    return { waiting: this.reserved.first + this.reserved.others, running: this.running };
  }

  private place(lane: HashLane): HashPlace {
    this.reserved[lane]++;
    let settled = false;
    const leave = () => {
      if (settled) return false;
      settled = true;
      this.reserved[lane]--;
      return true;
    };
    return {
      run: async <T>(task: () => Promise<T>): Promise<T> => {
        if (settled) throw new Error('This place in the hash queue was already used');
        if (this.running >= this.concurrency) await new Promise<void>((turn) => this.waiting[lane].push(turn));
        else this.running++;
        leave();
        try {
          return await task();
        } finally {
          this.next();
        }
      },
      cancel: () => {
        leave();
      },
    };
  }

  /** Hands the finished hasher to the next waiting check (first lane first), else frees it. */
  private next(): void {
    const turn = this.waiting.first.shift() ?? this.waiting.others.shift();
    if (turn) turn();
    else this.running--;
  }
}

/** The process's one queue, for the process's hashing threads. */
export const passwordHashing = new HashQueue();

/** The process's hashing threads: one for each hash the queue lets run at once. */
export const passwordHashers = new Hashers(passwordHashing.concurrency);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return passwordHashers.scrypt({
    password: password.normalize('NFKC'),
    salt: salt.toString('base64url'),
    n,
    r,
    p,
    keyLength: KEY_LENGTH,
    maxmem: 64 * 1024 * 1024,
  });
}

/** A new password's stored form; `place` as for `verifyPassword`. */
export async function hashPassword(password: string, place?: HashPlace): Promise<string> {
  const salt = randomBytes(16);
  const task = () => derive(password, salt, N, R, P);
  const key = await (place ? place.run(task) : passwordHashing.run(task));
  return [PREFIX, N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Compares in constant time; an unknown user is checked against a dummy hash so both take as long.
 * `place` is the check's place in the queue, reserved beforehand (`HashQueue.reserve`); without
 * one it waits in the first lane.
 */
export async function verifyPassword(password: string, stored: string | null, place?: HashPlace): Promise<boolean> {
  const hashed = (task: () => Promise<Buffer>) => (place ? place.run(task) : passwordHashing.run(task));
  const parts = (stored ?? '').split('$');
  const [, n, r, p, salt, hash] = parts.length === 6 && parts[0] === PREFIX ? parts : [];
  const cost = { n: Number(n), r: Number(r), p: Number(p) };
  if (!withinCost(cost)) {
    await hashed(() => derive(password, randomBytes(16), N, R, P));
    return false;
  }
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = await hashed(() => derive(password, Buffer.from(salt ?? '', 'base64url'), cost.n, cost.r, cost.p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Parameters scrypt accepts and that cost no more than `MAX_COST`. */
function withinCost({ n, r, p }: { n: number; r: number; p: number }): boolean {
  const whole = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;
  return whole(n, MAX_COST.n) && n > 1 && (n & (n - 1)) === 0 && whole(r, MAX_COST.r) && whole(p, MAX_COST.p);
}
