/**
 * One process at a time per state directory: a `lock` file holding the owner's pid. The pid is
 * written to a temp file first and the temp file hard-linked to `lock` (link fails when `lock`
 * exists), so a lock is never seen empty and exactly one of two racing processes wins. A lock
 * whose pid is gone (a killed crawl) is moved aside by rename, which only one taker can do; a live
 * owner is a clear error, since two writers would each keep their own picture of the journal.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Takes the directory's lock; returns the function that releases it. */
export function acquireDirLock(dir: string): () => void {
  const path = join(dir, 'lock');
  const temp = join(dir, `lock.${process.pid}.${Date.now()}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, path);
        return () => rmSync(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(path);
      if (owner === undefined) continue; // released between our link and our read: try again
      if (owner.pid !== undefined && isAlive(owner.pid)) {
        throw new Error(`the state directory ${dir} is in use by process ${owner.pid} (if no crawl is running, delete ${path})`);
      }
      takeOverStale(path, owner.text);
    }
    throw new Error(`could not lock the state directory ${dir}`);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Moves a dead owner's lock aside; if what was moved turns out to be a new owner's lock, puts it back. */
function takeOverStale(path: string, staleText: string): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another taker moved it first
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, path); // a live lock taken in between: give it back
    } catch {
      // a third process locked meanwhile; the owner we moved keeps running without its file
    }
  }
  rmSync(aside, { force: true });
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The lock's text and pid; undefined when there is no lock file. A lock without a valid pid is stale. */
function readOwner(path: string): { text: string; pid: number | undefined } | undefined {
  const text = readText(path);
  if (text === undefined) return undefined;
  const pid = Number(text.trim());
  return { text, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}
