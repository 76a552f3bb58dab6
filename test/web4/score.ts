#!/usr/bin/env -S npx tsx
/**
 * Scores test/web4's days with the kit's scorer (test/kit/score.ts: per host and day, found and
 * missed, wrong, duplicates (a notice again in a run, or again after an earlier day), late (a day-1
 * notice first found on day 2: right, not new), titles, dates, list fetches against the distinct
 * and real list pages, list pages asked twice, real lists never asked), with this web's URL rule: a
 * line matches a notice by its url or an alias, `r`, `t`, `_`, `v`, query order and `;jsessionid`
 * aside. Added to each row: how many found notices carry the truth's `publishedAt`, `deadline` (to
 * the minute) and `projectNo`, and recall by access, shape, trait and kind; its counters:
 * attachments, disallowed, calendar, gateway, api, conditional, notModified.
 * Usage: npx tsx test/web4/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8791 [--seed 1] [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, mergeTallies, report, type Row, runsOf, scoreWeb, type SiteView, sumTallies, type Tally } from '../kit/score.ts';
import type { WebStats } from '../kit/types.ts';
import { COUNTERS, type Counter, type Notice4 } from './sites.mjs';

export { COUNTERS };

/** A URL as the sites route it: host, path without `;jsessionid`, sorted query without `r t _ v`. */
export function normUrl(u: string): string {
  try {
    const x = new URL(u);
    for (const k of ['r', 't', '_', 'v']) x.searchParams.delete(k);
    x.searchParams.sort();
    const q = x.searchParams.toString();
    return `${x.hostname.toLowerCase()}${x.pathname.replace(/;jsessionid=[^/?]*/i, '')}${q ? `?${q}` : ''}`;
  } catch { return String(u); }
}
/** The first date (and minute) a value names: `2026-11-20 09:30`. */
const minute = (s: unknown) => { const m = /(\d{4})\D(\d{1,2})\D(\d{1,2})(?:\D+(\d{1,2})\D(\d{2}))?/.exec(String(s ?? '')); return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}${m[4] ? ` ${m[4].padStart(2, '0')}:${m[5]}` : ''}` : null; };

/** found/want of a group of notices. */
export type { Tally };
interface Fields { publishedAt: number; deadline: number; deadlineOf: number; projectNo: number; projectNoOf: number }
interface Own { fields: Fields; byAccess: Record<string, Tally>; byShape: Record<string, Tally>; byTrait: Record<string, Tally>; byKind: Record<string, Tally> }
export type Row4 = Row<Counter> & Own;

function own({ want, found }: SiteView): Own {
  const notices = want as Notice4[];
  const group = (keys: (n: Notice4) => string[]) => {
    const g: Record<string, Tally> = {};
    for (const n of notices) for (const k of keys(n)) { const t = (g[k] ??= [0, 0]); t[1]++; if (found.has(n.url)) t[0]++; }
    return g;
  };
  const fields: Fields = { publishedAt: 0, deadline: 0, deadlineOf: 0, projectNo: 0, projectNoOf: 0 };
  for (const n of notices) {
    const line = found.get(n.url);
    if (!line) continue;
    if (minute(line.publishedAt)?.slice(0, 10) === n.publishedAt) fields.publishedAt++;
    if (n.deadline) { fields.deadlineOf++; if (minute(line.deadline) === n.deadline) fields.deadline++; }
    if (n.projectNo && !n.attachmentOnly) { fields.projectNoOf++; if (line.projectNo === n.projectNo) fields.projectNo++; }
  }
  return { fields, byAccess: group((n) => [n.browserOnly ? 'browser-only' : 'plain fetch']), byShape: group((n) => [n.shape]), byTrait: group((n) => n.traits), byKind: group((n) => [n.kind]) };
}

/** Per host and day, the kit's figures and this web's, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row4[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl, extra: own });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2 }: { log: string; day1?: string; day2?: string }): Promise<Row4[]> =>
  scoreRuns(log, runsOf([day1, day2]));

const table = (title: string, g: Record<string, Tally>) => `  ${title}:\n${Object.entries(g).sort(([a], [b]) => a.localeCompare(b)).map(([k, [f, w]]) => `    ${k.padEnd(26)} ${String(f).padStart(4)}/${String(w).padEnd(4)}`).join('\n')}`;

/** Each day's totals over the hosts, as the old report printed them (precision: right lines, late ones included, ÷ lines; lines of no host count wrong). */
export function summary(rows: Row4[]): string {
  const out: string[] = [];
  for (const day of [...new Set(rows.map((r) => r.day))]) {
    const of = rows.filter((r) => r.day === day);
    const unplaced = of[0]?.unplaced.length ?? 0;
    const part = (i: 0 | 1) => of.reduce((n, r) => n + (r.precision === '-' ? 0 : Number(r.precision.split('/')[i])), 0);
    const lines = unplaced + part(1);
    const [f, w] = sumTallies(of.map((r) => [r.found, r.want]));
    const late = of.reduce((n, r) => n + r.late, 0);
    const wrong = unplaced + of.reduce((n, r) => n + r.wrong.length, 0);
    const dup = of.reduce((n, r) => n + r.duplicates, 0);
    const fl = of.reduce<Fields>((a, r) => ({ publishedAt: a.publishedAt + r.fields.publishedAt, deadline: a.deadline + r.fields.deadline, deadlineOf: a.deadlineOf + r.fields.deadlineOf, projectNo: a.projectNo + r.fields.projectNo, projectNoOf: a.projectNoOf + r.fields.projectNoOf }), { publishedAt: 0, deadline: 0, deadlineOf: 0, projectNo: 0, projectNoOf: 0 });
    const fpBySite = of.filter((r) => r.wrong.length + r.duplicates).map((r) => `${r.site} ${r.wrong.length + r.duplicates}`);
    out.push(`${day === 1 ? 'day 1' : `day ${day} (new notices)`}: ${lines} lines, ${w} notices; found ${f}${late ? ` (+${late} late day-1 finds)` : ''}; precision ${lines ? (part(0) / lines).toFixed(3) : '0.000'}, recall ${w ? (f / w).toFixed(3) : '0.000'}`,
      `  false positives ${wrong + dup}: not a notice ${wrong}, duplicate or old re-delivered ${dup}`,
      `  fields on found: publishedAt ${fl.publishedAt}/${f}, deadline ${fl.deadline}/${fl.deadlineOf}, projectNo ${fl.projectNo}/${fl.projectNoOf}`,
      table('by access', mergeTallies(of.map((r) => r.byAccess))), table('by shape', mergeTallies(of.map((r) => r.byShape))),
      table('by site', Object.fromEntries(of.filter((r) => r.want).map((r) => [r.site, [r.found, r.want] as Tally]))), table('by trait', mergeTallies(of.map((r) => r.byTrait))),
      ...(fpBySite.length ? [`  false positives by site: ${fpBySite.join(', ')}${unplaced ? `, no host ${unplaced}` : ''}`] : []));
  }
  return out.join('\n');
}

/** What the server counted over every host and day (as the old `/__log` summary): requests and the counters. */
export function serverLine(stats: WebStats<Counter>): string {
  const sites = Object.values(stats).flatMap((d) => Object.values(d));
  const n = (k: Counter | 'requests') => sites.reduce((a, s) => a + ((s as Record<string, unknown>)[k] as number ?? 0), 0);
  return `server log: ${JSON.stringify({ requests: n('requests'), ...Object.fromEntries(COUNTERS.map((k) => [k, n(k)])) })}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const log = (opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8791}`).replace(/\/$/, '');
  if (!opt('day1') && !opt('day2')) throw new Error('usage: score.ts --day1 FILE [--day2 FILE] --log http://127.0.0.1:PORT [--seed N] [--json] [--why]');
  const seed = Number((await (await fetch(`${log}/__truth`)).json()).seed);
  if (opt('seed') && Number(opt('seed')) !== seed) throw new Error(`the web at ${log} has seed ${seed}, not ${opt('seed')}`);
  const rows = await score({ log, day1: opt('day1'), day2: opt('day2') });
  const stats = (await (await fetch(`${log}/__stats`)).json()) as WebStats<Counter>;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, stats }));
  else console.log(`${report(rows, COUNTERS, process.argv.includes('--why'))}\n\n${summary(rows)}\n${serverLine(stats)}`);
}
