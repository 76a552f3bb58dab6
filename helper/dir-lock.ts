/**
 * One process at a time per state directory: a `lock` file holding the owner's pid, created
 * exclusively. A lock left by a process that is gone (killed) is taken over; a live owner is
 * a clear error, since two writers would each keep their own picture of the journal.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Takes the directory's lock; returns the function that releases it. */
export function acquireDirLock(dir: string): () => void {
  const path = join(dir, 'lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== undefined && isAlive(owner)) throw new Error(`the state directory ${dir} is in use by process ${owner} (if no crawl is running, delete ${path})`);
    rmSync(path, { force: true }); // its owner is gone: a killed crawl
  }
  throw new Error(`could not lock the state directory ${dir}`);
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}
