/**
 * Runs the real `crawl` command as a child process (node + tsx, as `npm run helper` does), with
 * stdout read slowly or not at all, and a SIGKILL when a trigger fires. What the hostile delivery
 * and state tests share.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CrawlRun {
  /** Whole lines read from stdout (a torn last fragment is left out: it was never a line). */
  lines: string[];
  /** Bytes after the last newline of stdout (a line cut by the kill). */
  torn: string;
  stderr: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Peak resident memory of the crawl process in KiB (from /usr/bin/time), when asked for. */
  maxRssKiB?: number;
}

export interface CrawlRunOptions {
  state: string;
  seeds: string[];
  resolveRule: string;
  /** Extra arguments (`--out FILE`…). */
  args?: string[];
  /** Read stdout this many bytes every 10 ms (a slow reader); default: as fast as it comes. */
  slowBytesPer10Ms?: number;
  /** Polled every ~2 ms; true kills the child with SIGKILL. */
  killWhen?: (progress: { stdoutBytes: number; elapsedMs: number }) => boolean;
  /** Measure peak RSS with /usr/bin/time. */
  measureMemory?: boolean;
  /** Close our end of stdout after this many bytes (a reader that goes away: the crawl meets EPIPE). */
  closeStdoutAfterBytes?: number;
  /** stdout to a file descriptor (e.g. /dev/full opened by the caller) instead of a pipe. */
  stdoutFd?: number;
}

/** Runs the crawl command once; resolves when it has exited (killed or not). */
export function runCrawl(options: CrawlRunOptions): Promise<CrawlRun> {
  const crawlArgs = ['crawl', '--state', options.state, '--resolve', options.resolveRule, '--delay', '0', ...(options.args ?? [])];
  for (const seed of options.seeds) crawlArgs.push('--seed', seed);
  const node = [process.execPath, '--import', 'tsx', join(repo, 'helper/cli.ts'), ...crawlArgs];
  const command = options.measureMemory ? ['/usr/bin/time', '-f', 'maxrss=%M', ...node] : node;
  const child = spawn(command[0]!, command.slice(1), { cwd: repo, stdio: ['ignore', options.stdoutFd ?? 'pipe', 'pipe'] });
  let out = '';
  let stdoutBytes = 0;
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const decoder = new TextDecoder();
  const take = (chunk: Buffer) => {
    stdoutBytes += chunk.length;
    out += decoder.decode(chunk, { stream: true });
  };
  const stdout = child.stdout;
  if (stdout) {
    stdout.on('data', (chunk: Buffer) => {
      take(chunk);
      if (options.closeStdoutAfterBytes !== undefined && stdoutBytes >= options.closeStdoutAfterBytes) return stdout.destroy();
      // A slow reader: after each chunk, wait as long as reading it at the given rate takes.
      if (options.slowBytesPer10Ms === undefined) return;
      stdout.pause();
      setTimeout(() => stdout.resume(), Math.ceil((chunk.length / options.slowBytesPer10Ms) * 10));
    });
  }
  const started = Date.now();
  const killer = options.killWhen
    ? setInterval(() => {
        if (options.killWhen!({ stdoutBytes, elapsedMs: Date.now() - started })) child.kill('SIGKILL');
      }, 2)
    : undefined;
  return new Promise((resolve) => {
    child.on('exit', () => clearInterval(killer));
    child.on('close', (code, signal) => {
      clearInterval(killer);
      const parts = out.split('\n');
      const torn = parts.pop() ?? '';
      const rss = /maxrss=(\d+)/.exec(stderr);
      resolve({ lines: parts.filter(Boolean), torn, stderr, code, signal, maxRssKiB: rss ? Number(rss[1]) : undefined });
    });
  });
}

/** The URL of each JSON line. */
export function urlsOfLines(lines: string[]): string[] {
  return lines.map((line) => (JSON.parse(line) as { url: string }).url);
}

/** A file's size, 0 when it does not exist. */
export function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Each value that occurs more than once. */
export function repeated(values: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}
