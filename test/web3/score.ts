#!/usr/bin/env -S npx tsx
/**
 * Scores crawls of test/web3 with the kit's scorer (test/kit/score.ts): per site and day, notices
 * found and missed, wrong, duplicate and late lines, titles and dates, list fetches against the real
 * list pages, pages asked twice, and the web's counters (what the old /__log counted). A line
 * matches a notice by its URL or any alias, the line's aliases too; `t`, `_`, `v` and `;jsessionid`
 * are ignored. Each row adds web3's own tallies: recall by access (browser-only or plain fetch), by
 * shape and by trait, and how many found notices carry the truth's deadline (to the minute) and
 * project number. Precision is the old one: notices found ÷ every line delivered that day, a line
 * of another day's notice (late or again) and a line of no site included.
 * Usage: npx tsx test/web3/score.ts --day1 D1.jsonl [--day2 D2.jsonl] [--log http://127.0.0.1:8767 | --seed 1] [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreDays, scoreWeb, type SiteView } from '../kit/score.ts';
import type { WebStats } from '../kit/types.ts';
import { COUNTERS, truthFor, type Counter, type Notice3, type Truth3 } from './sites.mjs';

/** Found of total. */
export interface Tally { found: number; total: number }
export interface Extra3 {
  plainFetch: Tally;
  browserOnly: Tally;
  byShape: Record<string, Tally>;
  byTrait: Record<string, Tally>;
  /** Of the found notices with a deadline (a project number), how many lines carry it right. */
  deadlines: Tally;
  projectNos: Tally;
}
export type Row3 = Row<Counter> & Extra3;

/** A URL as web3 matches it: host, path without `;jsessionid`, query without `t`, `_`, `v`; no scheme, port or fragment. */
export function normUrl(u: string): string {
  try {
    const x = new URL(u);
    const path = x.pathname.replace(/;jsessionid=[^/?]*/i, '');
    const q = [...x.searchParams].filter(([k]) => !['t', '_', 'v'].includes(k)).map(([k, v]) => `${k}=${v}`).join('&');
    return `${x.hostname.toLowerCase()}${path}${q ? '?' + q : ''}`;
  } catch { return String(u); }
}

const tally = (notices: Notice3[], found: ReadonlyMap<string, Line>): Tally => ({ found: notices.filter((n) => found.has(n.url)).length, total: notices.length });
const groupBy = (notices: Notice3[], found: ReadonlyMap<string, Line>, keys: (n: Notice3) => string[]): Record<string, Tally> => {
  const out: Record<string, Tally> = {};
  for (const n of notices) for (const k of keys(n)) {
    const t = (out[k] ??= { found: 0, total: 0 });
    t.total++;
    if (found.has(n.url)) t.found++;
  }
  return out;
};

/** web3's own fields of a site's row. */
function extra(view: SiteView): Extra3 {
  const want = view.want as Notice3[];
  const found = [...view.found].map(([url, line]) => [want.find((n) => n.url === url)!, line] as const);
  const minute = (v: unknown) => (typeof v === 'string' ? v.replace('T', ' ').slice(0, 16) : null);
  const withDeadline = found.filter(([n]) => n.deadline);
  const withNo = found.filter(([n]) => n.projectNo);
  return {
    plainFetch: tally(want.filter((n) => !n.browserOnly), view.found),
    browserOnly: tally(want.filter((n) => n.browserOnly), view.found),
    byShape: groupBy(want, view.found, (n) => [n.shape]),
    byTrait: groupBy(want, view.found, (n) => n.traits),
    deadlines: { found: withDeadline.filter(([n, l]) => minute(l.deadline) === n.deadline).length, total: withDeadline.length },
    projectNos: { found: withNo.filter(([n, l]) => l.projectNo === n.projectNo).length, total: withNo.length },
  };
}

const OPTIONS = { counters: COUNTERS, normUrl, extra };

/** Per site and day, the kit's figures, web3's counters and tallies, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row3[]> => scoreWeb(base, runs, OPTIONS);

/** The same without a server: the truth of `seed` built here, no request counts. */
export const scoreOffline = (runs: ReadonlyArray<{ day: number; lines: Line[] }>, seed = 1): Row3[] =>
  scoreDays(runs.map((r) => truthFor({ seed, day: r.day })), {}, runs.map((r) => r.lines), OPTIONS);

/** One day's totals over its rows: lines delivered (of no site too), found, precision and recall as the old score.mjs gave them. */
export function dayTotals(rows: Row3[], day: number) {
  const of = rows.filter((r) => r.day === day);
  const sum = (f: (r: Row3) => number) => of.reduce((n, r) => n + f(r), 0);
  const found = sum((r) => r.found);
  const want = sum((r) => r.want);
  const unplaced = of[0]?.unplaced.length ?? 0;
  const delivered = sum((r) => r.found + r.wrong.length + r.duplicates + r.late) + unplaced;
  const add = (pick: (r: Row3) => Record<string, Tally>) => {
    const out: Record<string, Tally> = {};
    for (const r of of) for (const [k, t] of Object.entries(pick(r))) { const o = (out[k] ??= { found: 0, total: 0 }); o.found += t.found; o.total += t.total; }
    return out;
  };
  return {
    day, delivered, found, want, wrong: sum((r) => r.wrong.length) + unplaced, duplicates: sum((r) => r.duplicates), late: sum((r) => r.late),
    precision: delivered ? found / delivered : 1, recall: want ? found / want : 1,
    fields: { publishedAt: { found: sum((r) => Number(r.dates.split('/')[0])), total: found }, deadline: add((r) => ({ x: r.deadlines })).x ?? { found: 0, total: 0 }, projectNo: add((r) => ({ x: r.projectNos })).x ?? { found: 0, total: 0 } },
    byAccess: add((r) => ({ 'browser-only': r.browserOnly, 'plain fetch': r.plainFetch })),
    byShape: add((r) => r.byShape), byTrait: add((r) => r.byTrait), bySite: Object.fromEntries(of.map((r) => [r.site, { found: r.found, total: r.want }])),
  };
}

/** The old /__log's counts over every day and host: requests and each counter. */
export function logOf(stats: WebStats<Counter>): Record<'requests' | Counter, number> {
  const out = Object.fromEntries(['requests', ...COUNTERS].map((k) => [k, 0])) as Record<'requests' | Counter, number>;
  for (const sites of Object.values(stats)) for (const st of Object.values(sites)) for (const k of Object.keys(out) as Array<keyof typeof out>) out[k] += st[k] ?? 0;
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const table = (title: string, g: Record<string, Tally>) => `${title}\n${Object.entries(g).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `  ${k.padEnd(22)} ${String(v.found).padStart(4)}/${String(v.total).padEnd(4)} ${pct(v.total ? v.found / v.total : 1)}`).join('\n')}`;

/** The old score.mjs's report of one day. */
export function dayReport(rows: Row3[], day: number): string {
  const t = dayTotals(rows, day);
  return [
    `== day ${day}${day === 1 ? '' : ': new notices'} ==`,
    `delivered ${t.delivered}, true ${t.found}, false ${t.delivered - t.found} (not a notice ${t.wrong}, duplicates ${t.duplicates}, late: an earlier day's notice first delivered now ${t.late})`,
    `precision ${pct(t.precision)}  recall ${pct(t.recall)} (${t.found} of ${t.want})`,
    `fields right, of the notices found: ${Object.entries(t.fields).map(([k, v]) => `${k} ${v.found}/${v.total}`).join(', ')}`,
    table('recall by access', t.byAccess), table('recall by shape', t.byShape), table('recall by trait', t.byTrait), table('recall by site', t.bySite),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const runs = runsOf([opt('day1'), opt('day2')]);
  if (!runs.length) throw new Error('usage: npx tsx test/web3/score.ts --day1 FILE [--day2 FILE] [--log URL | --seed N] [--json] [--why]');
  const log = opt('log')?.replace(/\/$/, '');
  const rows = log ? await scoreRuns(log, runs) : scoreOffline(runs, Number(opt('seed') ?? 1));
  const counts = log ? logOf((await (await fetch(`${log}/__stats`)).json()) as WebStats<Counter>) : undefined;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ days: runs.map((r) => dayTotals(rows, r.day)), log: counts, rows }));
  else {
    console.log(runs.map((r) => dayReport(rows, r.day)).join('\n\n'));
    console.log(`\n${report(rows, COUNTERS, process.argv.includes('--why'))}`);
    if (counts) console.log(`\nrequests (every day and host): ${JSON.stringify(counts)}`);
  }
}
