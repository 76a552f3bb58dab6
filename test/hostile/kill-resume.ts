/**
 * The kill-and-resume experiment shared by the --out file and slow-pipe tests: the crawl command
 * is SIGKILLed at 20 random points (half after a random number of requests, half a random few
 * milliseconds after its output first grows: mid-delivery), then run to the end. Day 2 of the
 * test web (new notices) is switched on once day 1 is done, so kills keep landing in deliveries.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlTestWeb, urlsOf } from '../crawl/support.ts';
import type { TestWeb } from '../../testweb/index.ts';
import { runCrawl, sizeOf, urlsOfLines, type CrawlRun } from './helper-process.ts';

export interface KillOutcome {
  reference: string[];
  delivered: string[];
  kills: number;
  runs: number;
  /** Kills that landed after output had started (mid-delivery). */
  killsInDelivery: number;
  lastRun: CrawlRun;
  /** A run after the end: must print nothing. */
  afterEnd: CrawlRun;
  stderr: string;
  seed: number;
  /** One line per run: its kill trigger and what came of it. */
  log: string[];
  /** The last whole line each killed run printed (the one line a kill can catch between a write and its mark). */
  lastOfKilled: string[];
}

/** Notices of an uninterrupted crawl of day 1 and then day 2, in process, into memory. */
export async function referenceNotices(web: TestWeb): Promise<string[]> {
  const store = new MemoryStore();
  web.setDay(1);
  const day1 = urlsOf((await crawlTestWeb(web, store)).newNotices);
  web.setDay(2);
  const day2 = urlsOf((await crawlTestWeb(web, store)).newNotices);
  web.setDay(1);
  return [...day1, ...day2].sort();
}

/** A small seeded generator, so a failing sequence of kill points can be replayed (the seed is in the outcome). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function killAndResume(web: TestWeb, output: 'file' | 'slow-pipe', seed = Date.now() % 1_000_000): Promise<KillOutcome> {
  const reference = await referenceNotices(web);
  const state = mkdtempSync(join(tmpdir(), `kill-${output}-`));
  const outFile = join(state, '..', `${state.split('/').pop()}-out.jsonl`);
  const next = random(seed);
  const printed: string[] = [];
  let stderr = '';
  let kills = 0;
  let killsInDelivery = 0;
  let runs = 0;
  let finished = false;
  const log: string[] = [];
  const lastOfKilled: string[] = [];
  const run = async (kill: boolean): Promise<CrawlRun> => {
    const start = web.requests.length;
    const outStart = sizeOf(outFile);
    const afterRequests = 1 + Math.floor(next() * 25);
    const afterOutputMs = Math.floor(next() * 12);
    // Alternate the triggers while there is something to deliver (output would come); after that, requests only.
    const byOutput = runs % 2 === 1 && !finished;
    let outputSeenAt: number | undefined;
    const result = await runCrawl({
      state,
      seeds: web.seeds,
      resolveRule: web.resolveRule,
      // A budget above the whole web (the default 1,000 requests a site would carry a long
      // discovery over into a second run), so "the run after the last" must print nothing.
      args: [...(output === 'file' ? ['--out', outFile] : []), '--max-pages', '5000'],
      slowBytesPer10Ms: output === 'slow-pipe' ? 300 : undefined,
      killWhen: !kill
        ? undefined
        : ({ stdoutBytes, elapsedMs }) => {
            if (!byOutput) return web.requests.length - start >= afterRequests;
            const grew = output === 'file' ? sizeOf(outFile) > outStart : stdoutBytes > 0;
            if (grew) outputSeenAt ??= elapsedMs;
            return outputSeenAt !== undefined && elapsedMs - outputSeenAt >= afterOutputMs;
          },
    });
    runs++;
    stderr += result.stderr;
    if (result.signal === null && result.code !== 0) throw new Error(`run ${runs} failed by itself (exit ${result.code}):\n${result.stderr}`);
    if (result.signal === 'SIGKILL') {
      kills++;
      const last = urlsOfLines(result.lines).at(-1);
      if (last) lastOfKilled.push(last);
      if (outputSeenAt !== undefined) killsInDelivery++;
    }
    if (output === 'slow-pipe') printed.push(...urlsOfLines(result.lines));
    const twice = output === 'slow-pipe' ? urlsOfLines(result.lines).filter((u) => printed.indexOf(u) !== printed.lastIndexOf(u)) : [];
    log.push(`run ${runs}: ${twice.length ? `REPEATS ${twice.join(' ')} ` : ''}first ${urlsOfLines(result.lines)[0] ?? '-'} last ${urlsOfLines(result.lines).at(-1) ?? '-'} torn ${JSON.stringify(result.torn.slice(0, 60))}; ${byOutput ? `kill ${afterOutputMs} ms after output` : `kill after ${afterRequests} requests`} → ${result.signal ?? `exit ${result.code}`}, ${result.lines.length} lines${result.torn ? ' + a torn one' : ''}${/torn or damaged|damaged record/.test(result.stderr) ? ' (the state reported damage)' : ''}`);
    return result;
  };

  // Kill 20 times; when a run gets through day 1, day 2 brings new notices to deliver.
  while (kills < 20 && runs < 60) {
    const result = await run(true);
    if (result.signal !== 'SIGKILL' && result.code === 0) {
      if (web.day === 1) web.setDay(2);
      else finished = true;
    }
  }
  web.setDay(2);
  let lastRun = await run(false);
  for (let i = 0; i < 3 && lastRun.code !== 0; i++) lastRun = await run(false);
  const afterEnd = await run(false);
  const delivered = output === 'file' ? urlsOfLines(readFileSync(outFile, 'utf8').split('\n').filter(Boolean)) : printed;
  web.setDay(1);
  return { reference, delivered, kills, runs, killsInDelivery, lastRun, afterEnd, stderr, seed, log, lastOfKilled };
}
