#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes6's days with the kit's scorer (test/kit/score.ts: recall of each day's new
 * notices, precision, duplicates, late, list fetches — list API calls and list pages — against the
 * real list pages …), a hash route (`#/detail/123`) part of a notice's URL and any other fragment
 * not; adding `via`: how the site's lines were read (`static`, `browser`), every line of the site counted.
 * Usage: npx tsx test/shapes6/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8796 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export type Row6 = Row<Counter> & { via: Record<string, number> };

/** A URL as a key: a hash route kept, any other fragment dropped. */
export const norm = (u: string): string => { try { const x = new URL(u); if (!/^#!?\//.test(x.hash)) x.hash = ''; return x.href; } catch { return u; } };

const siteOfLine = (l: Line) => { try { return new URL(l.url).hostname.replace(/^www\./, ''); } catch { return ''; } };

/** Per site and day, the kit's figures and how its lines were read, for days run on the web at `base`. */
export async function scoreRuns(base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row6[]> {
  const rows = await scoreWeb(base, runs, { counters: COUNTERS, normUrl: norm });
  return rows.map((r) => {
    const via: Record<string, number> = {};
    for (const l of runs.find((d) => d.day === r.day)?.lines ?? []) if (siteOfLine(l) === r.site) via[String(l.via)] = (via[String(l.via)] ?? 0) + 1;
    return { ...r, via };
  });
}

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row6[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8796}`, day1: opt('day1'), day2: opt('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(report(rows, COUNTERS, process.argv.includes('--why')));
    for (const r of rows) console.log(`day ${r.day} ${r.shape}: via ${JSON.stringify(r.via)}`);
  }
}
