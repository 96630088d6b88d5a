import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  lockHolder,
  recordedAddress,
} from '../../../server/data-dir-lock.ts';

const lockModule = path.resolve(import.meta.dirname, '../../../server/data-dir-lock.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];
const held: DataDirLock[] = [];

function newFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-lock-'));
  folders.push(dir);
  return dir;
}

function acquire(dir: string): DataDirLock {
  const lock = DataDirLock.acquire(dir);
  held.push(lock);
  return lock;
}

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);

/** Another process that takes the folder's lock and keeps it until it is killed. */
async function otherProcessHolding(dir: string): Promise<ChildProcess> {
  const code = `const { DataDirLock } = await import(${JSON.stringify(lockModule)});
    DataDirLock.acquire(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (status) => reject(new Error(`the locking process exited (${String(status)}): ${output}`)));
  });
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function refusal(dir: string): DataDirLockedError {
  try {
    DataDirLock.acquire(dir).release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the folder was not refused');
}

describe('the data folder lock', () => {
  it('is not blocked by a lock file naming a live, unrelated process (a reused pid)', () => {
    for (const pid of [1, process.ppid]) {
      const dir = newFolder();
      writeFileSync(lockFile(dir), `${pid}\n`);
      const lock = acquire(dir);
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`);
      lock.release();
      expect(existsSync(lockFile(dir))).toBe(false);
    }
  });

  it('refuses a second holder while the first holds it, naming the holder, and not after', () => {
    const dir = newFolder();
    const first = acquire(dir);
    const error = refusal(dir);
    expect(error.pid).toBe(process.pid);
    expect(error.message).toBe(
      `The data folder ${dir} is in use by another process (pid ${process.pid}), probably a running Boutique ` +
        'server. Stop it first, or use another folder with DATA_DIR=<folder>.',
    );
    first.release();
    acquire(dir);
  });

  it("refuses another process's lock, which the kernel releases when that process is killed", async () => {
    const dir = newFolder();
    const child = await otherProcessHolding(dir);
    expect(refusal(dir).pid).toBe(child.pid);
    expect(lockHolder(dir)).toEqual({ pid: child.pid });
    await killed(child);
    // The killed process's file is still there, naming its pid: it no longer means anything.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${child.pid}\n`);
    expect(lockHolder(dir)).toBeNull();
    acquire(dir);
  });

  it('is held on the folder itself: deleting the lock file lets no second holder in', async () => {
    const dir = newFolder();
    const first = acquire(dir);
    first.recordAddress('http://127.0.0.1:8080');
    rmSync(lockFile(dir));
    const error = refusal(dir);
    expect(error.pid).toBeNull();
    expect(error.message).toBe(
      `The data folder ${dir} is in use by another process, probably a running Boutique server. ` +
        'Stop it first, or use another folder with DATA_DIR=<folder>.',
    );
    // The holder writes its record anew, for `npm run backup` to find it.
    first.recordAddress('http://127.0.0.1:8081');
    expect(recordedAddress(dir)).toBe('http://127.0.0.1:8081');
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    first.release();
    acquire(dir);

    // Another process's lock, its file deleted: still refused until that process ends.
    const other = newFolder();
    const child = await otherProcessHolding(other);
    rmSync(lockFile(other));
    expect(lockHolder(other)).toEqual({ pid: null });
    await killed(child);
    expect(lockHolder(other)).toBeNull();
  });

  it('is not passed on to processes the holder starts', async () => {
    const dir = newFolder();
    const lock = acquire(dir);
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    await new Promise((resolve) => sleeper.once('spawn', resolve));
    lock.release();
    // The child still runs, yet the folder is free: it never held the lock.
    expect(sleeper.exitCode).toBeNull();
    acquire(dir);
  });

  it('records the holder’s address for a backup to find, and asking who holds it changes nothing', () => {
    const dir = newFolder();
    expect(lockHolder(dir)).toBeNull();
    expect(existsSync(lockFile(dir))).toBe(false);
    const lock = acquire(dir);
    expect(recordedAddress(dir)).toBeNull();
    lock.recordAddress('http://127.0.0.1:8080');
    expect(recordedAddress(dir)).toBe('http://127.0.0.1:8080');
    expect(lockHolder(dir)).toEqual({ pid: process.pid });
    expect(lockHolder(path.join(dir, 'missing'))).toBeNull();
  });

  describe('where flock(1) is not installed', () => {
    const withoutFlock = <T>(fn: () => T): T => {
      const saved = process.env.PATH;
      const empty = newFolder();
      mkdirSync(empty, { recursive: true });
      process.env.PATH = empty;
      try {
        return fn();
      } finally {
        process.env.PATH = saved;
      }
    };

    it('falls back to a pid file, taken over when its process is gone', () => {
      const dir = newFolder();
      writeFileSync(lockFile(dir), '999999999\n'); // no such process
      const lock = withoutFlock(() => acquire(dir));
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`);
      lock.release();
      expect(existsSync(lockFile(dir))).toBe(false);
    });

    it("refuses a live process's pid file and says how to clear a stale one", () => {
      const dir = newFolder();
      writeFileSync(lockFile(dir), '1\n');
      const error = withoutFlock(() => refusal(dir));
      expect(error.pid).toBe(1);
      expect(error.message).toContain(`If no such server is running, delete ${lockFile(dir)}.`);
    });
  });
});
