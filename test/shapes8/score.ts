#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes8's days with the kit's scorer (test/kit/score.ts): per site and day, recall of
 * the notices new that day, precision, duplicates (a notice again under another of its URLs, or on
 * day 2 one of day 1), late (a day-1 notice first delivered on day 2: a repost delivered again),
 * missed, tender list fetches (`listFetches`) against the real tender list pages, the news columns'
 * list fetches apart (`newsListFetches`), requests; a URL known with only its fragment dropped.
 * Usage: npx tsx test/shapes8/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8798 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export type Row8 = Row<Counter>;

/** A URL as a key: no fragment. */
const norm = (u: string) => { try { const x = new URL(u); x.hash = ''; return x.href; } catch { return u; } };

/** Per site and day, the kit's figures, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row8[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl: norm });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row8[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8798}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
