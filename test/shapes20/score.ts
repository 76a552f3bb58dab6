#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes20's days (up to three) with the kit's scorer (test/kit/score.ts), with this
 * web's rules: a hash route (`#/…`) is part of a notice's address; the procurement rules column
 * (采购制度) counts neither as a notice list nor as news; a missed notice names its column, a list
 * never asked its column's name and address; `missedColumns`: a notice column whose page 1 was not
 * asked that day (a watched column costs its first page every run); and, for the 更正 notices, only
 * as a figure, whether the line carries the project (`project`) and the change (`changes` with the
 * field and its new value). Counters: notFound, badGateway, stalled, stallsAbandoned, shells, apiCalls.
 * Usage: npx tsx test/shapes20/score.ts --day1 D1.jsonl [--day2 D2.jsonl] [--day3 D3.jsonl] --log http://127.0.0.1:8820 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { dayOf, type Line, report as kitReport, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';
import { COUNTERS, type Change20, type Counter, type ListPage20, type Notice20 } from './sites.mjs';

export { dayOf };
export { COUNTERS };

/** A URL without scheme and port, host lower-cased, escapes decoded; a `#/` hash route kept. */
export const normUrl = (u: string): string => {
  try {
    const x = new URL(u);
    const route = x.hash.startsWith('#/') ? x.hash : '';
    const s = `//${x.hostname}${x.pathname}${x.search}${route}`;
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

/** Whether a line carries a 更正's project and its change (the field and its new value). */
export function carriesChange(line: Record<string, unknown>, change: Pick<Change20, 'field' | 'to'>): { project: boolean; moved: boolean } {
  const project = line.project != null && line.project !== '';
  const changes = Array.isArray(line.changes) ? (line.changes as Array<{ field?: string; to?: unknown } | null>) : [];
  const moved = changes.some((c) => {
    if (c?.field !== change.field) return false;
    if (change.field === 'deadline') return dayOf(c.to) === String(change.to).slice(0, 10) || String(c.to ?? '').includes(String(change.to).slice(0, 10));
    const to = Number(c.to);
    return Math.abs(to - Number(change.to)) < 0.006 || Math.abs(to - Number(change.to) * 10000) < 1;
  });
  return { project, moved };
}

export interface ChangeFigure { url: string; title: string; field: string; from: string | number; to: string | number; found: boolean; project: boolean; moved: boolean; line?: Record<string, unknown> }
interface Own { newsListFetches: number; realNewsPages: number; missed: string[]; missedLists: string[]; missedColumns: string[]; changes: ChangeFigure[]; changesFound: number; changesCarried: number }
export type Row20 = Row<Counter> & Own;

/** This web's fields of a row. */
function own({ want, found, lists, stats }: SiteView): Own {
  const pages = lists.pages as ListPage20[];
  const kindOf = Object.fromEntries(pages.map((p) => [p.page, p.kind]));
  const asked = Object.entries(stats.pages ?? {});
  const askedKeys = new Set(asked.map(([k]) => k));
  const changes = (want as Notice20[]).filter((n) => n.change).map((n) => {
    const line = found.get(n.url);
    const change = n.change!;
    return { url: n.url, title: n.title, field: change.field, from: change.from, to: change.to, found: !!line, ...(line ? carriesChange(line, change) : { project: false, moved: false }),
      line: line ? { project: line.project, changes: line.changes, deadline: line.deadline, budget: line.budget, projectNo: line.projectNo } : undefined };
  });
  return {
    newsListFetches: asked.filter(([k, p]) => !p.tenders && kindOf[k] !== 'rules').reduce((n, [, p]) => n + p.fetches, 0), realNewsPages: lists.news,
    missed: (want as Notice20[]).filter((n) => !found.has(n.url)).map((n) => `${n.url} [${n.column}] ${n.title}`),
    missedLists: pages.filter((p) => p.tenders && !askedKeys.has(p.page)).map((p) => `${p.page} ${p.name} ${p.url}`),
    missedColumns: pages.filter((p) => p.tenders && p.page.endsWith(':1') && !askedKeys.has(p.page)).map((p) => `${p.name} ${p.url}`),
    changes, changesFound: changes.filter((c) => c.found).length, changesCarried: changes.filter((c) => c.found && c.project && c.moved).length,
  };
}

/** Per site and day, the kit's figures, this web's fields and its counters, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row20[]> =>
  scoreWeb(base, runs, { counters: COUNTERS, normUrl, extra: own });

/** The same from the crawler's output files. */
export const score = ({ log, day1, day2, day3 }: { log: string; day1?: string; day2?: string; day3?: string }): Promise<Row20[]> =>
  scoreRuns(log, runsOf([day1, day2, day3]));

/** The kit's report, with each day's 更正 figures and columns never asked. */
export function report(rows: Row20[], why = false): string {
  const out = [kitReport(rows, COUNTERS, why)];
  for (const r of rows) {
    if (r.changes.length) out.push(`day ${r.day} ${r.shape}: 更正 found ${r.changesFound}/${r.changes.length} carried ${r.changesCarried}`);
    if (r.missedColumns.length) out.push(`day ${r.day} ${r.shape}: columns unasked ${r.missedColumns.join('  ')}`);
    if (why) for (const c of r.changes.filter((x) => x.found)) out.push(`  更正 ${c.field} ${c.from} → ${c.to}: project ${c.project}, change ${c.moved} ${JSON.stringify(c.line)}`);
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8820}`, day1: opt('day1'), day2: opt('day2'), day3: opt('day3') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, process.argv.includes('--why')));
}
