#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes12's days with the kit's scorer (test/kit/score.ts): per site and day, recall
 * (day 2: the tenders new on day 2 only), precision, duplicates and late (a notice twice, or on day
 * 2 a day-1 notice again), missed and wrong lines, tender list fetches against the real tender
 * list pages and the news columns' apart, requests; plus this web's counters (`coverFetches`,
 * `scriptFetches`, `notFound`). A line matches a notice by its exact URL or an alias.
 * Usage: npx tsx test/shapes12/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:18812 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export type Row12 = Row<Counter>;

/** Per site and day, the kit's figures and this web's counters, for days run on the web at `base`; URLs compared as written. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row12[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl: (u) => u });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row12[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 18812}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
