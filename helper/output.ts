/**
 * Where a command's results go: stdout or the `--out` file. Every write says when it is done or
 * that it failed (a full disk, a reader gone: ENOSPC, EPIPE), so the crawl counts a notice as
 * delivered only once its line is out. Everything is written through file descriptors, so a
 * write is done when the call returns: files are fsynced on request; a pipe's slow reader makes
 * us wait, and nothing piles up in memory.
 */
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Output {
  /** For messages: the file's path or "stdout". */
  readonly name: string;
  /** Set when the output is a regular file: a line written there can be found again after a kill. */
  readonly path: string | undefined;
  /**
   * Writes all of `text`; resolves once the OS has all of it, rejects on any error. `written` is
   * called synchronously the moment the last byte is taken, before anything else can run: the
   * place to record the delivery, so no kill can fall between the two.
   */
  write(text: string, written?: () => void): Promise<void>;
  /** A regular file's size now (0 for others). */
  size(): number;
  /** Makes what was written survive a power loss (fsync); no-op for pipes and devices. Throws on failure. */
  sync(): void;
  /** Cuts a regular file back to `size` (after a failed write, so no torn line stays). */
  truncate(size: number): void;
  close(): Promise<void>;
}

/** `--out PATH` (appended to, or truncated when `append` is false), or stdout. */
export function openOutput(path: string | undefined, options: { append: boolean }): Output {
  if (path === undefined) return stdoutOutput();
  const fd = openSync(path, options.append ? 'a' : 'w');
  return fdOutput(fd, path, fstatSync(fd).isFile() ? path : undefined, true);
}

function fdOutput(fd: number, name: string, path: string | undefined, owned: boolean): Output {
  return {
    name,
    path,
    write: (text, written) => writeFd(fd, Buffer.from(text, 'utf8'), written),
    size: () => (path === undefined ? 0 : fstatSync(fd).size),
    sync: () => {
      if (path !== undefined) fsyncSync(fd);
    },
    truncate: (size) => {
      if (path !== undefined) ftruncateSync(fd, size);
    },
    close: async () => {
      if (owned) closeSync(fd);
    },
  };
}

/**
 * stdout, written through its descriptor: each write returns as soon as the OS has the bytes, so
 * a notice can be marked delivered right then (process.stdout would tell us only later, in a
 * callback, leaving a window in which a kill repeats lines). A regular file (`> notices.jsonl`)
 * is treated as one.
 */
function stdoutOutput(): Output {
  const file = regularStdout();
  return fdOutput(1, file ?? 'stdout', file, false);
}

/** Writes all of `bytes`: short writes go on, a pipe that is full (EAGAIN on a non-blocking pipe) is waited for. */
async function writeFd(fd: number, bytes: Buffer, written?: () => void): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    let n: number;
    try {
      n = writeSync(fd, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      await sleep(5);
      continue;
    }
    if (n <= 0) throw Object.assign(new Error('no space left on device (the write stopped short)'), { code: 'ENOSPC' });
    done += n;
  }
  written?.();
}

/** stdout's path when it is a regular file (Linux /proc); undefined otherwise. */
function regularStdout(): string | undefined {
  try {
    if (!fstatSync(1).isFile()) return undefined;
    return readlinkSync('/proc/self/fd/1');
  } catch {
    return undefined;
  }
}
