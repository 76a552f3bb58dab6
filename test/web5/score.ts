#!/usr/bin/env -S npx tsx
/**
 * Scores test/web5's days with the kit's scorer (test/kit/score.ts: per university and day, found
 * and missed, wrong, duplicates, late, titles, dates, list fetches against the distinct and real
 * list pages, list pages asked twice, real lists never asked), with this web's URL rule: a line
 * matches a notice by its url or an alias, scheme, trailing slash, fragment, query order and the
 * parameters `_ t v r totalpage totalnum` aside. Added to each row: recall by access (`static`,
 * `browserOnly`), by list shape and trait, the found lines' `via`, the files downloaded; its
 * counters: answers by kind, `notModified` (304s), `fileDownloads`.
 * Usage: npx tsx test/web5/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8795 [--seed 1] [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, mergeTallies, report, type Row, runsOf, scoreWeb, type SiteView, sumTallies, type Tally } from '../kit/score.ts';
import type { WebStats } from '../kit/types.ts';
import { COUNTERS, IGNORED_PARAMS, type Counter, type Notice5 } from './sites.mjs';

export { COUNTERS };

/** A URL as the sites route it: host, path without trailing slash, sorted query without the ignored parameters. */
export function normUrl(u: string): string {
  try {
    const x = new URL(u);
    const q = [...x.searchParams].filter(([k]) => !IGNORED_PARAMS.has(k)).map(([k, v]) => `${k}=${v}`).sort().join('&');
    return `${x.hostname.toLowerCase()}${x.pathname.replace(/\/+$/, '') || '/'}${q ? '?' + q : ''}`;
  } catch { return String(u); }
}

/** found/want of a group of notices. */
export type { Tally };
interface Own { static: Tally; browserOnly: Tally; byShape: Record<string, Tally>; byTrait: Record<string, Tally>; via: Record<string, number>; files: string[] }
export type Row5 = Row<Counter> & Own;

const FILE_PATH = /\.(pdf|docx?|xlsx?|zip|rar)(\?|$)/i;

function own({ want, found, stats }: SiteView): Own {
  const notices = want as Notice5[];
  const tally = (of: Notice5[]): Tally => [of.filter((n) => found.has(n.url)).length, of.length];
  const group = (keys: (n: Notice5) => string[]) => {
    const g: Record<string, Tally> = {};
    for (const n of notices) for (const k of keys(n)) { const t = (g[k] ??= [0, 0]); t[1]++; if (found.has(n.url)) t[0]++; }
    return g;
  };
  const via: Record<string, number> = {};
  for (const line of found.values()) { const v = typeof line.via === 'string' ? line.via : '?'; via[v] = (via[v] ?? 0) + 1; }
  return {
    static: tally(notices.filter((n) => !n.browserOnly)), browserOnly: tally(notices.filter((n) => n.browserOnly)),
    byShape: group((n) => [n.shape]), byTrait: group((n) => n.traits), via,
    files: Object.keys(stats.paths ?? {}).filter((p) => FILE_PATH.test(p)),
  };
}

/** Per university and day, the kit's figures and this web's, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row5[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl, extra: own });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row5[]> =>
  scoreRuns(log, runsOf([day1, day2]));

const table = (title: string, g: Record<string, Tally>) => `${title}\n${Object.entries(g).sort(([a], [b]) => a.localeCompare(b)).map(([k, [f, w]]) => `  ${k.padEnd(24)} ${String(f).padStart(4)}/${String(w).padEnd(4)}`).join('\n')}`;

/** Each day's totals over the universities (precision: right lines ÷ lines; recall, static-reachable recall, by access, shape, trait). */
export function summary(rows: Row5[]): string {
  const out: string[] = [];
  for (const day of [...new Set(rows.map((r) => r.day))]) {
    const of = rows.filter((r) => r.day === day);
    // Lines of no university are wrong too.
    const unplaced = of[0]?.unplaced.length ?? 0;
    const delivered = unplaced + of.reduce((n, r) => n + (r.precision === '-' ? 0 : Number(r.precision.split('/')[1])), 0);
    const right = of.reduce((n, r) => n + (r.precision === '-' ? 0 : Number(r.precision.split('/')[0])), 0);
    const [f, w] = sumTallies(of.map((r) => [r.found, r.want]));
    const [sf, sw] = sumTallies(of.map((r) => r.static));
    const via: Record<string, number> = {};
    for (const r of of) for (const [k, n] of Object.entries(r.via)) via[k] = (via[k] ?? 0) + n;
    out.push(`== day ${day}${day === 2 ? ': new notices only' : ''} ==`,
      `precision ${right}/${delivered} (wrong ${unplaced + of.reduce((n, r) => n + r.wrong.length, 0)}, duplicates ${of.reduce((n, r) => n + r.duplicates, 0)}, late ${of.reduce((n, r) => n + r.late, 0)})  recall ${f}/${w}  static-reachable ${sf}/${sw}  found via ${JSON.stringify(via)}`,
      table('recall by access', { static: [sf, sw], 'browser-only': sumTallies(of.map((r) => r.browserOnly)) }),
      table('recall by shape', mergeTallies(of.map((r) => r.byShape))), table('recall by trait', mergeTallies(of.map((r) => r.byTrait))));
  }
  return out.join('\n');
}

/** What the server counted each day over every host: requests, list fetches against the real list pages, files, off-site, 304s, answers by kind. */
export function serverLine(stats: WebStats<Counter>, rows: Row5[], day: number): string {
  const sites = Object.values(stats[day] ?? {});
  const n = (k: Counter | 'requests' | 'listFetches') => sites.reduce((a, s) => a + ((s as Record<string, unknown>)[k] as number ?? 0), 0);
  const distinct = sites.reduce((a, s) => a + Object.keys(s.pages ?? {}).length, 0);
  const real = rows.filter((r) => r.day === day).reduce((a, r) => a + r.realListPages + r.realNewsPages, 0);
  const kinds = Object.fromEntries(COUNTERS.filter((k) => k !== 'notModified' && k !== 'fileDownloads' && n(k)).map((k) => [k, n(k)]));
  return `  day${day}: ${n('requests')} requests; list-page fetches ${n('listFetches')} (${distinct} distinct) vs ${real} real list pages; file downloads ${n('fileDownloads')} (should be 0); off-site ${n('offsite')}; 304s ${n('notModified')}\n        by kind ${JSON.stringify({ ...kinds, list: n('listFetches') })}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const log = (opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8795}`).replace(/\/$/, '');
  if (!opt('day1') && !opt('day2')) throw new Error('usage: score.ts --day1 FILE [--day2 FILE] --log http://127.0.0.1:PORT [--seed N] [--json] [--why]');
  const seed = Number((await (await fetch(`${log}/__truth`)).json()).seed);
  if (opt('seed') && Number(opt('seed')) !== seed) throw new Error(`the web at ${log} has seed ${seed}, not ${opt('seed')}`);
  const rows = await score({ log, day1: opt('day1'), day2: opt('day2') });
  const stats = (await (await fetch(`${log}/__stats`)).json()) as WebStats<Counter>;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, stats }));
  else {
    console.log(report(rows, COUNTERS, process.argv.includes('--why')));
    console.log(`\n${summary(rows)}\n\nserver, requests seen while the web was on each day (since start or /__reset):`);
    for (const day of [...new Set(rows.map((r) => r.day))]) console.log(serverLine(stats, rows, day));
  }
}
