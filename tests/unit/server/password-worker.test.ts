import { scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Hashers, HASHER_NICENESS, type ScryptJob } from '../../../server/auth/password-worker.ts';
import {
  hashPassword,
  HashQueue,
  passwordHashers,
  type HashPlace,
  passwordHashing,
  verifyPassword,
} from '../../../server/auth/password.ts';

const linux = process.platform === 'linux';

/**
 * A thread's niceness and CPU time (user + system, in clock ticks) as Linux accounts them, from
 * `/proc/self/task/<tid>/stat`; without a thread id, the process's main thread (`/proc/self/stat`).
 */
function threadStat(tid?: number | null): { nice: number; ticks: number } {
  const text = readFileSync(tid ? `/proc/self/task/${tid}/stat` : '/proc/self/stat', 'utf8');
  // The fields after the command name (in parentheses, which may hold anything), from the state
  // (field 3): utime is field 14, stime 15, nice 19.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { nice: Number(fields[16]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** scrypt as the stored hashes use it, with a given salt. */
const job = (password: string, salt = 'c2FsZS1kaS1wcm92YQ', n = 16384): ScryptJob => ({
  password,
  salt,
  n,
  r: 8,
  p: 1,
  keyLength: 32,
  maxmem: 64 * 1024 * 1024,
});

/**
 * A hash stored by the server before hashing moved to threads of its own (scrypt on Node's
 * thread pool), for the password `Gioielli-2024!`.
 */
const STORED_BEFORE = 'scrypt$16384$8$1$dq1T_c8ot1dZGSk9kUupXA$WOSskqx1d1VokOMvsX_H07nM6wk-Fx42nq89MJ-s3dY';

const own = new Hashers(1);
afterAll(() => own.close());

describe('the password hashing threads', () => {
  it('run at a lower priority than the process (a higher niceness), by HASHER_NICENESS', async () => {
    const threads = await passwordHashers.threads();
    expect(threads).toHaveLength(passwordHashing.concurrency);
    if (!linux) return;
    const processNice = threadStat().nice;
    for (const thread of threads) {
      expect(thread.error).toBeNull();
      expect(thread.tid).toBeGreaterThan(0);
      // Read by this thread from /proc, not taken from the hashing thread's word.
      const { nice } = threadStat(thread.tid);
      expect(nice).toBe(Math.min(19, processNice + HASHER_NICENESS));
      if (processNice < 19) expect(nice).toBeGreaterThan(processNice);
      expect(thread.nice).toBe(nice);
    }
  });

  it.runIf(linux)('do the scrypt work of a sign-in on those threads', async () => {
    const threads = await passwordHashers.threads();
    const ticks = () => threads.reduce((sum, thread) => sum + threadStat(thread.tid).ticks, 0);
    const before = ticks();
    const stored = await hashPassword('Gioielli-2024!');
    for (let i = 0; i < 3; i++) expect(await verifyPassword(`sbagliata-${i}`, stored)).toBe(false);
    // Four hashes of 16 MB are well over 40 ms of CPU on any machine; a clock tick is 10 ms.
    expect(ticks() - before).toBeGreaterThanOrEqual(2);
  });

  it('derive the same key as scrypt on the calling thread', async () => {
    const expected = scryptSync('Gioielli-2024!', Buffer.from('c2FsZS1kaS1wcm92YQ', 'base64url'), 32, {
      N: 16384,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect((await own.scrypt(job('Gioielli-2024!'))).equals(expected)).toBe(true);
  });

  it('verify hashes stored before, and the hashes they make now', async () => {
    expect(await verifyPassword('Gioielli-2024!', STORED_BEFORE)).toBe(true);
    expect(await verifyPassword('Gioielli-2025!', STORED_BEFORE)).toBe(false);
    const stored = await hashPassword('Collana-d’oro-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Collana-d’oro-1', stored)).toBe(true);
    expect(await verifyPassword('Collana-d’oro-2', stored)).toBe(false);
  });

  it('run jobs beyond their threads in turn, and go on after a failed job and a stopped thread', async () => {
    const keys = await Promise.all(['uno', 'due', 'tre'].map((password) => own.scrypt(job(password))));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(3);
    expect(own.load).toEqual({ waiting: 0, running: 0, threads: 1 });
    // A cost scrypt refuses fails that job only.
    await expect(own.scrypt(job('uno', undefined, 1000))).rejects.toThrow();
    expect((await own.scrypt(job('uno'))).equals(keys[0] ?? Buffer.alloc(0))).toBe(true);
    // A stopped thread is replaced by the next job.
    await own.close();
    expect(own.load.threads).toBe(0);
    expect((await own.scrypt(job('due'))).equals(keys[1] ?? Buffer.alloc(0))).toBe(true);
    expect(own.load).toEqual({ waiting: 0, running: 0, threads: 1 });
  });
});

describe('the queue in front of the hashing threads', () => {
  it('refuses sign-in checks past its bound while the threads are busy, and takes them again after', async () => {
    const queue = new HashQueue(1, { first: 2, others: 1 });
    const stored = await hashPassword('Gioielli-2024!');
    const places = [queue.reserve('first'), queue.reserve('first'), queue.reserve('others')].filter(
      (place): place is HashPlace => place !== null,
    );
    expect(places).toHaveLength(3);
    expect(queue.reserve('first')).toBeNull();
    expect(queue.reserve('others')).toBeNull();
    const checks = places.map((place, i) => verifyPassword(i === 0 ? 'Gioielli-2024!' : 'sbagliata', stored, place));
    expect(queue.load).toEqual({ waiting: 2, running: 1 });
    expect(queue.reserve('others')).toBeNull();
    expect(await Promise.all(checks)).toEqual([true, false, false]);
    expect(queue.load).toEqual({ waiting: 0, running: 0 });
    expect(queue.reserve('first')).not.toBeNull();
    expect(queue.reserve('others')).not.toBeNull();
  });
});
