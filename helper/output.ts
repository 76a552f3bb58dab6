/**
 * Where a command's results go: stdout or the `--out` file. Every write says when it is done or
 * that it failed (a full disk, a reader gone: ENOSPC, EPIPE), so the crawl counts a notice as
 * delivered only once its line is out. Files are written synchronously and fsynced on request;
 * a FIFO or device given to --out is written synchronously too (a slow reader blocks us, nothing
 * piles up in memory).
 */
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readlinkSync } from 'node:fs';
import { writeAll } from './records.ts';

export interface Output {
  /** For messages: the file's path or "stdout". */
  readonly name: string;
  /** Set when the output is a regular file: a line written there can be found again after a kill. */
  readonly path: string | undefined;
  /** Writes all of `text`; resolves once the OS has all of it, rejects on any error. */
  write(text: string): Promise<void>;
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
    write: async (text) => writeAll(fd, Buffer.from(text, 'utf8')),
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
 * stdout: when it is a regular file (`> notices.jsonl`) it is treated as one; otherwise written
 * through process.stdout, each write resolving in its callback and an EPIPE rejecting it.
 */
function stdoutOutput(): Output {
  const file = regularStdout();
  if (file) return fdOutput(1, file, file, false);
  let failure: Error | undefined;
  // Without a listener an EPIPE would crash the process before the crawl could stop cleanly.
  process.stdout.on('error', (error) => (failure ??= error));
  return {
    name: 'stdout',
    path: undefined,
    write: (text) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        process.stdout.write(text, (error) => (error ? reject(error) : failure ? reject(failure) : resolve()));
      }),
    size: () => 0,
    sync: () => {},
    truncate: () => {},
    close: async () => {},
  };
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
