#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes22's two days with the kit's scorer (test/kit/score.ts): URLs compared without
 * scheme and port (the platform's `:8080` notices match with or without it); a missed notice names
 * its column. Counters: notFound, fragments (the homepage tab box's XHR rows asked), baseMisses (a
 * procurement link read without its <base> asked on www.), clamped (a 跳转 page out of range).
 * Usage: npx tsx test/shapes22/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8822 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Counter, type Notice22 } from './sites.mjs';

export { COUNTERS };

interface Own { missed: string[] }
export type Row22 = Row<Counter> & Own;

/** A missed notice with its column's name. */
const own = ({ want, found }: SiteView): Own => ({
  missed: (want as Notice22[]).filter((n) => !found.has(n.url)).map((n) => `${n.url} [${n.column}] ${n.title}`),
});

/** Per site and day, the kit's figures and this web's counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row22[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, extra: own });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await scoreRuns(opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8822}`, runsOf([opt('day1'), opt('day2')]));
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, COUNTERS, process.argv.includes('--why')));
}
