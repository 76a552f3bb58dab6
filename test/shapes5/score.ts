#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes5's days with the kit's scorer (test/kit/score.ts: recall of each day's new
 * notices, precision, duplicates, late, list fetches against the real list pages …), a notice
 * known by any of its URLs with only the fragment dropped (https and http stay two forms the truth
 * names); adding `fileTypes` (found file notices whose line's `fileType` is right / found file
 * notices) and this web's counters `fileGets` (must be 0), `fileProbes` (the servlet only its
 * headers tell, its body unread) and `notFound`.
 * Usage: npx tsx test/shapes5/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8795 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Counter, type Notice5 } from './sites.mjs';

export type Row5 = Row<Counter> & { fileTypes: string };

/** A URL as a key: no fragment (a `#` never names another page). */
const norm = (u: string) => { try { const x = new URL(u); x.hash = ''; return x.href; } catch { return u; } };

/** Found file notices whose line says their file type, of found file notices. */
function fileTypes({ want, found }: SiteView): { fileTypes: string } {
  const files = (want as Notice5[]).filter((n) => n.fileType && found.has(n.url));
  return { fileTypes: `${files.filter((n) => found.get(n.url)!.fileType === n.fileType).length}/${files.length}` };
}

/** Per site and day, the kit's figures, file types and this web's counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row5[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl: norm, extra: fileTypes });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row5[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8795}`, day1: opt('day1'), day2: opt('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(report(rows, COUNTERS, process.argv.includes('--why')));
    for (const r of rows) console.log(`day ${r.day} ${r.shape}: file types ${r.fileTypes}`);
  }
}
