/**
 * The N-day run of a test web: a fresh server, then for each day `/__day?set=N` and one crawl of
 * the seeds on one state, in process (no browser, one store) or through the helper's `crawl`
 * command (with `--browser` when asked, one state directory); then the web's own scorer over the
 * days' lines. A crawl that fails throws with its log; the server is closed whatever happens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../helper/commands/crawl.ts';
import type { CrawlEvent, CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { captureIo, crawlLocal, localCrawlArgs } from '../crawl/support.ts';
import type { Line } from './score.ts';

/** One day's crawl: its output lines, its log, and (in process) its report. */
export interface DayRun {
  day: number;
  lines: Line[];
  log: string;
  report?: CrawlReport;
}

/** Crawls `seeds` on the web at 127.0.0.1:`port` for `day`, each call on the same state. */
export type Crawler = (seeds: string[], port: number, day: number) => Promise<Omit<DayRun, 'day'>>;

/** The crawl in process, no browser, every day on one memory store; lines are the new notices. `log` hears each day's crawl events. */
export function inProcess(options: { log?: (event: CrawlEvent, day: number) => void } = {}): Crawler {
  const store = new MemoryStore();
  return async (seeds, port, day) => {
    const log = options.log;
    const report = await crawlLocal(port, seeds, store, log ? { log: (e) => log(e, day) } : {});
    return { report, log: '', lines: report.newNotices.map((n) => ({ ...n }) as unknown as Line) };
  };
}

/** The helper's `crawl` command on one state directory (`extra`: `--browser /usr/bin/chromium`…); lines are its stdout. */
export function throughHelper(state: string, extra: string[] = []): Crawler {
  return async (seeds, port, day) => {
    const io = captureIo();
    const code = await run(localCrawlArgs(seeds, state, port, extra), io);
    if (code !== 0) throw new Error(`crawl day ${day} exited ${code}: ${io.logs.join('\n')}`);
    return { lines: io.lines as Line[], log: io.logs.join('\n') };
  };
}

export interface RunOptions<R> {
  /** Starts the web on a free port (port 0). */
  start: () => Promise<Server>;
  /** The days in order (default 1 and 2). */
  days?: readonly number[];
  /** The seeds of a day (default the same every day). */
  seeds: string[] | ((day: number) => string[]);
  crawler: Crawler;
  /** The web's scorer over the days' runs, in order, against the web at `base` (scoreWeb with its counters). */
  score: (base: string, runs: DayRun[]) => Promise<R>;
}

/** Runs the days and scores them: `{ scored, runs }`. */
export async function runDays<R>(options: RunOptions<R>): Promise<{ scored: R; runs: DayRun[] }> {
  const server = await options.start();
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  try {
    const runs: DayRun[] = [];
    for (const day of options.days ?? [1, 2]) {
      const set = await fetch(`${base}/__day?set=${day}`);
      const now = ((await set.json()) as { day: number }).day;
      if (now !== day) throw new Error(`the web would not move to day ${day} (it is on day ${now})`);
      const seeds = typeof options.seeds === 'function' ? options.seeds(day) : options.seeds;
      runs.push({ day, ...(await options.crawler(seeds, port, day)) });
    }
    return { scored: await options.score(base, runs), runs };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A temporary directory for helper states, removed by the returned function. */
export function stateDir(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
