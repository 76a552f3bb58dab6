#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes19's days with the kit's scorer (test/kit/score.ts: recall, precision,
 * duplicates, late, titles, dates, list fetches against the distinct and real list pages, list
 * pages asked twice, real lists never asked), adding this web's obstacle counters: `blocked`
 * (ua-gate 403s), `sessionRedirects`, `refererDenied`, `wrongEncoding` (a list asked with `lb` not
 * in GBK), `softNotFound` (unknown paths answered with the homepage), `shells`, `notFound`.
 * Usage: npx tsx test/shapes19/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8819 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export type Row19 = Row<Counter>;

/** Per site and day, the kit's figures and this web's counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row19[]> =>
  scoreWeb(base, runs, { counters: COUNTERS });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row19[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8819}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
