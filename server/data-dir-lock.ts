import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'boutique.lock';

/** flock(1)'s exit status when `--nonblock` meets a lock held by someone else. */
const HELD_ELSEWHERE = 75;

/**
 * One process per data folder: two PGlite instances on one folder corrupt it.
 *
 * The lock is the operating system's advisory lock (`flock`) on the data folder itself, the
 * directory: it cannot be removed while it holds the data, so deleting `boutique.lock` (by hand, by a
 * cleaning script) never lets a second process in, as a lock on that file did (a second process
 * created a new file and locked it, and both then wrote to the same Postgres folder). Node cannot
 * call `flock()` itself, so util-linux's `flock(1)` takes it on a descriptor of the folder this
 * process opened and hands down: the lock belongs to that open descriptor, which only this process
 * keeps open, so it lasts exactly as long as the process, and the kernel drops it when the process
 * ends in any way (SIGKILL and power cuts included). Nothing stale is left behind, and a pid reused
 * by another program can never keep a folder locked. `boutique.lock` only records the holder's pid
 * (for the message a second process prints) and, once the server listens, its address.
 *
 * Where `flock(1)` is missing (it is part of every Linux; macOS lacks it), the lock falls back to
 * a pid file created exclusively, taken over when its pid no longer runs.
 */
export class DataDirLock {
  private released = false;
  private readonly onExit = () => {
    this.release();
  };

  private constructor(
    private readonly file: string,
    /** The locked descriptor of the folder (flock), or null for a pid file. */
    private readonly folderFd: number | null,
    /** The open `boutique.lock` the record is written to (flock only). */
    private recordFd: number | null,
  ) {
    process.once('exit', this.onExit);
  }

  static acquire(dir: string): DataDirLock {
    const file = path.join(dir, LOCK_FILE);
    const folderFd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY);
    let locked: boolean | 'unavailable';
    try {
      locked = tryFlock(folderFd);
    } catch (error) {
      closeSync(folderFd);
      throw error;
    }
    if (locked === 'unavailable') {
      closeSync(folderFd);
      return DataDirLock.acquirePidFile(dir, file);
    }
    if (!locked) {
      closeSync(folderFd);
      throw new DataDirLockedError(dir, recordedPid(file));
    }
    let recordFd: number;
    try {
      recordFd = openSync(file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
      writeRecord(recordFd, [String(process.pid)]);
    } catch (error) {
      closeSync(folderFd);
      throw error;
    }
    return new DataDirLock(file, folderFd, recordFd);
  }

  private static acquirePidFile(dir: string, file: string): DataDirLock {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, `${process.pid}\n`);
        closeSync(fd);
        return new DataDirLock(file, null, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = recordedPid(file);
        if (pid !== null && pid !== process.pid && isRunning(pid)) throw new DataDirLockedError(dir, pid, true);
        rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not lock the data folder ${dir}`);
  }

  /** Records where the server holding the folder listens, for `npm run backup` to find it. */
  recordAddress(url: string): void {
    if (this.released) return;
    if (this.recordFd !== null) {
      // Deleted meanwhile: written anew, since the lock never depended on it.
      if (!isFileAt(this.recordFd, this.file)) {
        closeSync(this.recordFd);
        this.recordFd = openSync(this.file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
      }
      writeRecord(this.recordFd, [String(process.pid), url]);
      return;
    }
    const fd = openSync(this.file, 'r+');
    try {
      writeRecord(fd, [String(process.pid), url]);
    } finally {
      closeSync(fd);
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    if (this.folderFd === null) {
      if (recordedPid(this.file) === process.pid) rmSync(this.file, { force: true });
      return;
    }
    // The record goes while the folder is still locked, so the next holder starts from none.
    try {
      if (this.recordFd !== null && isFileAt(this.recordFd, this.file)) rmSync(this.file, { force: true });
    } finally {
      if (this.recordFd !== null) closeSync(this.recordFd);
      closeSync(this.folderFd);
    }
  }
}

/**
 * Whether another process holds the folder's lock right now, with the pid it recorded (null if
 * it recorded none yet). Asking takes the lock for an instant when it is free.
 */
export function lockHolder(dir: string): { pid: number | null } | null {
  try {
    DataDirLock.acquire(dir).release();
    return null;
  } catch (error) {
    if (error instanceof DataDirLockedError) return { pid: error.pid };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null; // No folder: nothing holds it.
    throw error;
  }
}

/** The address the server holding the folder recorded (`recordAddress`), if it did. */
export function recordedAddress(dir: string): string | null {
  const address = readRecord(path.join(dir, LOCK_FILE))[1] ?? '';
  return address === '' ? null : address;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
    /** The pid-file lock, which a crash can leave behind. */
    staleable = false,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process${pid === null ? '' : ` (pid ${pid})`}, ` +
        'probably a running Boutique server. Stop it first, or use another folder with DATA_DIR=<folder>.' +
        (staleable ? ` If no such server is running, delete ${path.join(dataDir, LOCK_FILE)}.` : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes an exclusive flock on `fd` (a folder's descriptor) without waiting; 'unavailable' when
 * flock(1) is not installed.
 */
function tryFlock(fd: number): boolean | 'unavailable' {
  const result = spawnSync('flock', ['--nonblock', '--conflict-exit-code', String(HELD_ELSEWHERE), '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT') return 'unavailable';
    throw result.error;
  }
  if (result.status === 0) return true;
  if (result.status === HELD_ELSEWHERE) return false;
  const reason = result.stderr.toString().trim() || `status ${String(result.status)}`;
  throw new Error(`flock could not lock the data folder: ${reason}`);
}

function isFileAt(fd: number, file: string): boolean {
  try {
    const held = fstatSync(fd);
    const current = statSync(file);
    return held.ino === current.ino && held.dev === current.dev;
  } catch {
    return false;
  }
}

function writeRecord(fd: number, lines: string[]): void {
  ftruncateSync(fd, 0);
  writeSync(fd, lines.join('\n') + '\n', 0);
}

function readRecord(file: string): string[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim());
  } catch {
    return [];
  }
}

function recordedPid(file: string): number | null {
  const pid = Number(readRecord(file)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
