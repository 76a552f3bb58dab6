#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes18's days with the kit's scorer (test/kit/score.ts: recall, precision,
 * duplicates, late, titles, dates, list fetches against the distinct and real list pages, list
 * pages asked twice, real lists never asked), adding this web's counters (`shells`, `redirects`,
 * `logins`, `notFound`) and `wrongListAsks`: requests that asked one list page and were answered
 * another (a GET of the POST-paged list naming a page).
 * Usage: npx tsx test/shapes18/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8818 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreDay as kitScoreDay, type ScoreOptions, scoreWeb, type SiteView } from '../kit/score.ts';
import type { SiteStats, Truth } from '../kit/types.ts';
import { COUNTERS, type Counter } from './server.ts';

export type Row18 = Row<Counter> & { wrongListAsks: string[] };
const options: ScoreOptions<Counter, { wrongListAsks: string[] }> = {
  counters: COUNTERS,
  extra: ({ stats }: SiteView) => ({ wrongListAsks: (stats as { wrongPageAsks?: string[] }).wrongPageAsks ?? [] }),
};

/** One day's rows from that day's truth, `/__stats` of that day (as JSON) and lines (`earlier`: notices delivered before). */
export const scoreDay = (truth: Truth, stats: Record<string, object> | undefined, lines: Line[], earlier?: ReadonlySet<string>): Row18[] =>
  kitScoreDay(truth, stats as Record<string, SiteStats> | undefined, lines, earlier, options);

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row18[]> => scoreWeb(base, runs, options);

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row18[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8818}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
  for (const r of rows) for (const w of r.wrongListAsks) console.log(`day ${r.day} ${r.shape}: wrong ask ${w}`);
}
