import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * How much nicer the hashing threads are than the thread that starts them (Linux: niceness 0 is
 * normal, 19 the lowest priority; a server at 0 hashes at 10, one at 15 at 19). A sign-in costs
 * ~45 ms of CPU, ~42 of them scrypt: on threads of their own at niceness 10, a flood of sign-ins
 * gets what the server's own thread and the other programs at normal priority leave over (about a
 * tenth of a core they keep busy), and all of an idle core.
 */
export const HASHER_NICENESS = os.constants.priority.PRIORITY_BELOW_NORMAL;

/** One scrypt derivation: the password already normalised, the salt in base64url. */
export interface ScryptJob {
  password: string;
  salt: string;
  n: number;
  r: number;
  p: number;
  keyLength: number;
  maxmem: number;
}

/** What a hashing thread says of itself once started, from its own point of view. */
export interface HasherThread {
  /** Its Linux thread id (`/proc/<pid>/task/<tid>`), or null elsewhere. */
  tid: number | null;
  /** Its niceness after lowering its priority, as `getpriority` answers for it, or null when unknown. */
  nice: number | null;
  /** Why its priority could not be lowered, or null. */
  error: string | null;
}

/**
 * The hashing thread, as plain JavaScript evaluated by `new Worker(…, { eval: true })`: the same
 * source under tsx, Vitest and the bundled server, with no file to find at run time.
 *
 * It lowers its own priority first, by `HASHER_NICENESS` from the niceness it inherited. On Linux
 * a priority belongs to each thread, and `setpriority(PRIO_PROCESS, 0, …)` (`os.setPriority(0, …)`)
 * changes the calling thread's only; elsewhere it would lower the whole process, so it is left
 * alone there (the hashes still run off Node's shared pool, at normal priority). scrypt runs
 * synchronously on this thread, never on Node's shared thread pool, whose threads are not nicer.
 */
const HASHER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const os = require('node:os');
const linux = process.platform === 'linux';
let error = null;
if (linux) {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + workerData.niceness));
  } catch (e) {
    error = String((e && e.message) || e);
  }
} else {
  error = 'a single thread\\'s priority can be lowered only on Linux';
}
let nice = null;
try { nice = os.getPriority(0); } catch (e) {}
let tid = null;
try { tid = Number(readlinkSync('/proc/thread-self').split('/').pop()) || null; } catch (e) {}
parentPort.postMessage({ ready: { tid: linux ? tid : null, nice: linux ? nice : null, error } });
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt, 'base64url'), job.keyLength, {
      N: job.n, r: job.r, p: job.p, maxmem: job.maxmem,
    });
    parentPort.postMessage({ key: key.toString('base64url') });
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
});
`;

interface Job {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** One hashing thread: one job at a time. */
class Hasher {
  readonly worker: Worker;
  readonly ready: Promise<HasherThread>;
  current: Job | null = null;

  constructor(niceness: number, onDone: (hasher: Hasher, gone: Error | null) => void) {
    this.worker = new Worker(HASHER_SOURCE, {
      eval: true,
      workerData: { niceness },
      // scrypt's 16 MB are outside the heap; the thread itself needs little.
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    this.worker.unref();
    let started: (thread: HasherThread) => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    this.ready = new Promise<HasherThread>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: { ready?: HasherThread; key?: string; error?: string }) => {
      if (message.ready) {
        started(message.ready);
        return;
      }
      const job = this.current;
      this.current = null;
      this.worker.unref();
      if (!job) return;
      if (message.key !== undefined) job.resolve(Buffer.from(message.key, 'base64url'));
      else job.reject(new Error(message.error ?? 'the hashing thread failed'));
      onDone(this, null);
    });
    const gone = (error: Error) => {
      failed(error);
      const job = this.current;
      this.current = null;
      job?.reject(error);
      onDone(this, error);
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`the hashing thread stopped (exit code ${code})`)));
  }

  start(job: Job): void {
    this.current = job;
    // While a job runs the thread keeps the process alive, so its answer is awaited; idle, it does not.
    this.worker.ref();
    this.worker.postMessage(job.job);
  }
}

/**
 * A few hashing threads at lowered priority (`HASHER_NICENESS`), started on first use and replaced
 * when one fails. Jobs beyond the threads wait here in order; how many may wait is bounded by the
 * caller (`HashQueue` in `password.ts`), which never runs more hashes at once than there are threads.
 */
export class Hashers {
  private readonly idle: Hasher[] = [];
  private readonly all = new Set<Hasher>();
  private readonly waiting: Job[] = [];

  constructor(
    readonly size: number,
    private readonly niceness = HASHER_NICENESS,
  ) {}

  /** scrypt of `job` on a hashing thread. */
  scrypt(job: ScryptJob): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts every thread (if not yet started) and answers what each says of itself. */
  threads(): Promise<HasherThread[]> {
    while (this.all.size < this.size) this.idle.push(this.spawn());
    return Promise.all([...this.all].map((hasher) => hasher.ready));
  }

  /** Jobs waiting for a thread, jobs running, and threads started. */
  get load(): { waiting: number; running: number; threads: number } {
    const running = [...this.all].filter((hasher) => hasher.current !== null).length;
    return { waiting: this.waiting.length, running, threads: this.all.size };
  }

  /** Stops every thread; jobs under way fail, and a later job starts a new thread. */
  async close(): Promise<void> {
    const hashers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(hashers.map((hasher) => hasher.worker.terminate()));
  }

  private spawn(): Hasher {
    const hasher = new Hasher(this.niceness, (done, gone) => {
      if (gone) {
        // Gone: forgotten, and the next job starts a new thread.
        this.all.delete(done);
        const at = this.idle.indexOf(done);
        if (at >= 0) this.idle.splice(at, 1);
      } else if (this.all.has(done)) {
        this.idle.push(done);
      }
      this.dispatch();
    });
    this.all.add(hasher);
    return hasher;
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let hasher = this.idle.pop();
      if (!hasher && this.all.size < this.size) hasher = this.spawn();
      if (!hasher) return;
      const job = this.waiting.shift();
      if (job) hasher.start(job);
    }
  }
}
