#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes13's days with the kit's scorer (test/kit/score.ts): per site and day, recall
 * (day 2: the tenders new on day 2 only), precision, duplicates and late (a notice twice, or on day
 * 2 a day-1 notice again), missed and wrong lines, tender list fetches against the real tender
 * list pages and the news columns' apart, requests; plus this web's counter `notFound` and, by row
 * shape, the tenders (`rows`) and the misses (`missedByRow`); and for found notices `titlesOff`
 * (delivered under another title than the real one, character for character: a decoration or a
 * cut kept) and `datesOff` (`publishedAt`'s first ten characters not the notice's date, or none).
 * A line matches a notice by its exact URL or an alias.
 * Usage: npx tsx test/shapes13/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8853 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Counter, type Notice13 } from './sites.mjs';

interface RowShapes {
  rows: Record<string, number>;
  missedByRow: Record<string, number>;
  titlesOff: string[];
  datesOff: string[];
}
export type Row13 = Row<Counter> & RowShapes;

const byRow = (list: Notice13[]) => Object.fromEntries([...new Set(list.map((n) => n.row))].sort().map((r) => [r, list.filter((n) => n.row === r).length]));

/** This web's own figures of a site on a day: by row shape, and the found notices' titles and dates as delivered. */
function rowShapes({ want, found }: SiteView): RowShapes {
  const wanted = want as Notice13[];
  const got = wanted.filter((n) => found.has(n.url));
  const line = (n: Notice13) => found.get(n.url)!;
  return {
    rows: byRow(wanted),
    missedByRow: byRow(wanted.filter((n) => !found.has(n.url))),
    titlesOff: got.filter((n) => (line(n).title ?? '') !== n.title).map((n) => `[${n.row}] ${JSON.stringify(line(n).title)} for ${JSON.stringify(n.title)}`),
    datesOff: got.filter((n) => String(line(n).publishedAt ?? '').slice(0, 10) !== n.date).map((n) => `[${n.row}] ${line(n).publishedAt ?? 'none'} for ${n.date} ${n.url}`),
  };
}

/** Per site and day, the kit's figures, this web's counter and its row-shape figures, for days run on the web at `base`; URLs compared as written. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row13[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl: (u) => u, extra: rowShapes });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row13[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8853}`, day1: opt('day1'), day2: opt('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    const why = process.argv.includes('--why');
    console.log(report(rows, COUNTERS, why));
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape}: titles off ${r.titlesOff.length}, dates off ${r.datesOff.length}, rows ${JSON.stringify(r.rows)}, missed ${JSON.stringify(r.missedByRow)}`);
      if (why) for (const x of [...r.titlesOff.map((t) => `  title  ${t}`), ...r.datesOff.map((t) => `  date   ${t}`)]) console.log(x);
    }
  }
}
