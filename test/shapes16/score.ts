#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes16's days with the kit's scorer (test/kit/score.ts: recall, precision,
 * duplicates, late, titles — the row's title —, dates, list fetches against the real list pages,
 * tender and news apart, pages asked twice; a line matches a row by any of its URLs, scheme and port
 * aside), adding this web's counters (`offsiteRequests` must be 0, `redirects`, `notFound`), recall
 * split into rows leading off-site and the university's own (`offsiteRecall`, `ownRecall`), the
 * requests to another domain counted on the site (`offsiteLog`, from its `paths`), and the requests
 * to other domains for no row (`strayRequests`: the kit's `other` that day; must be 0 too).
 * Usage: npx tsx test/shapes16/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8816 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import type { WebStats } from '../kit/types.ts';
import { COUNTERS, type Counter, type Notice16 } from './sites.mjs';

/** This web's own fields of a row. */
export interface Offsite16 {
  offsiteRecall: string;
  ownRecall: string;
  /** Requests to another domain for this site's rows (`METHOD //host/path`). */
  offsiteLog: string[];
  /** Requests that day to hosts no site serves and no row links (robots.txt of another domain…). */
  strayRequests: number;
}
export type Row16 = Row<Counter> & Offsite16;

/** Recall split off-site / own, and the site's requests to hosts not its own. */
function offsite(v: SiteView): Omit<Offsite16, 'strayRequests'> {
  const want = v.want as Notice16[];
  const part = (off: boolean) => `${want.filter((n) => n.offsite === off && v.found.has(n.url)).length}/${want.filter((n) => n.offsite === off).length}`;
  const hostOf = (path: string) => /^\S+ \/\/([^/?#]+)/.exec(path)?.[1] ?? '';
  const own = (host: string) => host === v.site || host.endsWith(`.${v.site}`);
  return { offsiteRecall: part(true), ownRecall: part(false), offsiteLog: Object.keys(v.stats.paths ?? {}).filter((p) => !own(hostOf(p))) };
}

/** Per site and day, the kit's figures and this web's, for days run on the web at `base`. */
export async function scoreRuns(base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row16[]> {
  const rows = await scoreWeb(base, runs, { counters: COUNTERS, extra: offsite });
  const stats = (await (await fetch(`${base.replace(/\/$/, '')}/__stats`)).json()) as WebStats;
  return rows.map((r) => ({ ...r, strayRequests: stats[r.day]?.other?.requests ?? 0 }));
}

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row16[]> =>
  scoreRuns(log, runsOf([day1, day2]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const why = process.argv.includes('--why');
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8816}`, day1: opt('day1'), day2: opt('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(report(rows, COUNTERS, why));
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(14)} off-site ${r.offsiteRecall}, own ${r.ownRecall}; requests to other domains for rows ${r.offsiteRequests}, for none ${r.strayRequests}`);
      if (why) for (const x of r.offsiteLog) console.log(`  req    ${x}`);
    }
  }
}
