import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** A second server on the same embedded database: refused, since PGlite allows one process per directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly owner: number,
  ) {
    super(
      `Another Workbay server (process ${owner}) is using the embedded database in ${directory}. ` +
        'Stop it first, or give this one its own DATA_DIR, or a DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'workbay.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the directory for this process: a file holding its pid, created only if absent. Two
 * processes writing one PGlite directory corrupt it (a second `npm start`, a seed run beside the
 * server); a file left by a process that has gone (a crash, a kill -9) is taken over. Returns the
 * release, which removes the file if it is still this process's.
 */
export function lockDataDir(directory: string, pid = process.pid): () => void {
  const path = join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, 'utf8').trim() === String(pid)) rmSync(path, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      } catch {
        continue; // removed between the two calls: try again
      }
      if (Number.isSafeInteger(owner) && owner > 0 && isRunning(owner)) throw new DataDirInUseError(directory, owner);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not claim ${directory}: its lock file keeps changing.`);
}
