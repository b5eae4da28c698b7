import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process already owns the embedded database directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory is in use by another Airlens process (pid ${ownerPid}). ` +
        `The embedded database allows one process only; stop it, or start this one with another DATA_DIR, ` +
        `or use DATABASE_URL to share PostgreSQL between processes. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock on `dir` for this process, or throws DataDirLockedError at once.
 * PGlite has no lock of its own: two processes on one directory silently lose writes.
 * A lock left by a dead process (kill -9) is taken over.
 */
export function acquireDataDirLock(dir: string): { release: () => void } {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'airlens.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release: () => {
          if (readOwner(lockFile) === process.pid) {
            rmSync(lockFile, { force: true });
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(lockFile, owner);
      }
      // Stale (dead owner or unreadable file): remove and try again.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the data directory lock at ${lockFile}`);
}
