import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The data directory is locked by a server that still runs. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    options?: ErrorOptions,
  ) {
    super(
      `The database directory ${dir} is already in use by another server (process ${pid}). Stop that server first, or set PGLITE_DIR to another directory.`,
      options,
    );
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * PGlite does not lock its data directory, and two processes on one directory silently lose
 * writes. A lock file beside the directory, holding the owner's pid, refuses a second start; a
 * lock left by a process that no longer runs is taken over, even one with this process's pid (a
 * container's server is often process 1 every time). A second open within this process is
 * refused by what it holds.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const lockPath = join(dirname(dir), `.${basename(dir)}.lock`);
  if (held.has(lockPath)) throw new DataDirectoryInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DataDirectoryInUseError(dir, owner, { cause: error });
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
