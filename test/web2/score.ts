#!/usr/bin/env -S npx tsx
/**
 * Scores crawls of test/web2 with the kit's scorer (test/kit/score.ts): per site and day, notices
 * found and missed, wrong, duplicate and late lines, titles and dates, list fetches against the real
 * list pages, pages asked twice. A line counts only under the notice's URL exactly as the truth writes
 * it (a stream copy's URL is a wrong line, as it was). `dayTotals` gives the figures the test holds:
 * recall = found ÷ the day's new notices, precision = found ÷ every line of the day (a day-1 notice
 * again on day 2, late or not, and a line of no site are not found).
 * Usage: npx tsx test/web2/score.ts                       (the test's crawl: both days in process, seed 1)
 *        npx tsx test/web2/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8765 [--why]
 */
import { fileURLToPath } from 'node:url';
import { inProcess, runDays } from '../kit/runner.ts';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, startServer, truth } from './server.ts';

export type Row2 = Row;

/** web2's notices are matched by their URL as written: the old test compared the strings. */
const asWritten = (u: string) => u;

/** Per site and day, the kit's figures, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row2[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl: asWritten });

/** One day's totals over its rows: lines delivered (of no site too), notices found and wanted, precision and recall. */
export function dayTotals(rows: Row2[], day: number) {
  const of = rows.filter((r) => r.day === day);
  const sum = (f: (r: Row2) => number) => of.reduce((n, r) => n + f(r), 0);
  const found = sum((r) => r.found);
  const want = sum((r) => r.want);
  const delivered = sum((r) => r.found + r.wrong.length + r.duplicates + r.late) + (of[0]?.unplaced.length ?? 0);
  return { day, found, want, delivered, precision: delivered ? found / delivered : 1, recall: want ? found / want : 1 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const runs = runsOf([opt('day1'), opt('day2')]);
  const rows = runs.length
    ? await scoreRuns(opt('log') ?? 'http://127.0.0.1:8765', runs)
    : (await runDays({ start: () => startServer({ port: 0 }), seeds: truth(1).seeds, crawler: inProcess(), score: scoreRuns })).scored;
  console.log(report(rows, COUNTERS, process.argv.includes('--why')));
  for (const day of [...new Set(rows.map((r) => r.day))]) {
    const t = dayTotals(rows, day);
    console.log(`day ${day}: precision ${t.precision.toFixed(3)} (${t.found}/${t.delivered} lines), recall ${t.recall.toFixed(3)} (${t.found} of ${t.want})`);
  }
  process.exit(0);
}
