#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes26's two days with the kit's scorer (test/kit/score.ts): a notice counts under
 * any of its `urls` (alias-pager's two hosts are the same notice); a
 * missed notice names its column. Counters: notFound, attachment (a tender file PDF asked), alias
 * (a page asked on the bare-domain alias).
 * Usage: npx tsx test/shapes26/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8826 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Counter, type Notice26 } from './sites.mjs';

export { COUNTERS };

interface Own { missed: string[] }
export type Row26 = Row<Counter> & Own;

/** A missed notice with its column's name. */
const own = ({ want, found }: SiteView): Own => ({
  missed: (want as Notice26[]).filter((n) => !found.has(n.url)).map((n) => `${n.url} [${n.column}] ${n.title}`),
});

/** Per site and day, the kit's figures and this web's counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row26[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, extra: own });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await scoreRuns(opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8826}`, runsOf([opt('day1'), opt('day2')]));
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
