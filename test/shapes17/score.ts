#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes17's days with the kit's scorer (test/kit/score.ts): per site and day, recall
 * (day 2: the day-2 rows only), precision, duplicates (a row twice, or a day-1 row delivered again on
 * day 2) and `late` (a day-1 row first delivered on day 2) apart, titles and dates right, and FETCH
 * ECONOMY: list-page requests (answers that were a list page) against the distinct list pages asked
 * and the real list pages of that site and day, the news column apart, every list page asked more
 * than once with how many times, by which client and under which URLs (`economical` when none);
 * plus this web's counters `redirects` and `notFound`. A line matches a notice by its URL or an
 * alias (its row href, a redirect's target), scheme and port aside.
 * Usage: npx tsx test/shapes17/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8817 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export type Row17 = Row<Counter>;

/** Per site and day, the kit's figures and this web's counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row17[]> =>
  scoreWeb(base, runs, { counters: COUNTERS });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row17[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8817}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
