import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'boutique.lock';

/**
 * One process per data folder: two PGlite instances on one folder corrupt it. The lock file holds
 * the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export class DataDirLock {
  private released = false;
  private readonly onExit = () => {
    this.release();
  };

  private constructor(private readonly file: string) {
    process.once('exit', this.onExit);
  }

  static acquire(dir: string): DataDirLock {
    const file = path.join(dir, LOCK_FILE);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = lockHolder(dir);
        if (pid !== null && pid !== process.pid) throw new DataDirLockedError(dir, pid);
        rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not lock the data folder ${dir}`);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    try {
      if (readFileSync(this.file, 'utf8').trim() === String(process.pid)) rmSync(this.file, { force: true });
    } catch {
      // Already gone.
    }
  }
}

/** The pid of the running process that holds the folder's lock, or null when none does. */
export function lockHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${pid}), probably a running Boutique server. ` +
        'Stop it first, or use another folder with DATA_DIR=<folder>. ' +
        `If no such server is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
