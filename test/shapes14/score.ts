#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes14's days with the kit's scorer (test/kit/score.ts: recall, precision,
 * duplicates, late, titles — the row's title —, dates, list fetches against the real list pages,
 * tender and news apart, pages asked twice), adding this web's counters (`fileGets` must be 0,
 * `fileHeads`, `viewerFetches`, `notFound`) and `fileTypes`: of the file notices found, those
 * delivered with their type (case aside), `fileTypeWrong` the others. A URL is compared without its
 * scheme and fragment, its port kept, as this web's scorer always did.
 * Usage: npx tsx test/shapes14/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8814 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Counter, type Notice14 } from './sites.mjs';

/** This web's own fields of a row. */
export interface Files14 {
  /** `right/files found`. */
  fileTypes: string;
  fileTypeWrong: string[];
}
export type Row14 = Row<Counter> & Files14;

/** A URL without its scheme and fragment (its port kept), percent-escapes decoded where they can be. */
export const normUrl = (u: string): string => {
  try {
    const x = new URL(u);
    x.hash = '';
    const s = x.href.replace(/^https?:/, '');
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

/** Of the file notices found, which came with their type. */
function files(v: SiteView): Files14 {
  const found = (v.want as Notice14[]).filter((n) => n.fileType && v.found.has(n.url));
  const typeOf = (n: Notice14) => String(v.found.get(n.url)!.fileType ?? '').toLowerCase();
  const wrong = found.filter((n) => typeOf(n) !== n.fileType);
  return {
    fileTypes: `${found.length - wrong.length}/${found.length}`,
    fileTypeWrong: wrong.map((n) => `${n.url} want ${n.fileType} got ${v.found.get(n.url)!.fileType ?? '-'}`),
  };
}

/** Per site and day, the kit's figures, this web's counters and file types, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row14[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl, extra: files });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row14[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const why = process.argv.includes('--why');
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8814}`, day1: opt('day1'), day2: opt('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(report(rows, COUNTERS, why));
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(15)} file types ${r.fileTypes}`);
      if (why) for (const x of r.fileTypeWrong) console.log(`  type   ${x}`);
    }
  }
}
