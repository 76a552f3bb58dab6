#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes15's days with the kit's scorer (test/kit/score.ts: the notices new each day
 * found and missed, wrong lines, duplicates, late, titles, dates, list fetches against the real list
 * pages, tender and news apart, pages asked twice) and this web's counters (`redirects`, `notFound`),
 * plus the edits in place: an edit of the day (`changed`, `day` = that day) is answered by the first
 * line with its URL that day (`editLines`); `edits` counts the `report` edits answered, `editsMissed`
 * the others. Such a line is neither a duplicate nor late: it is taken out of `dupLines` /
 * `lateLines` (and their counts and the precision). A URL is compared exactly, as this web's scorer
 * always did.
 * Usage: npx tsx test/shapes15/score.ts --day1 D1.jsonl [--day2 D2.jsonl] [--day3 D3.jsonl] --log http://127.0.0.1:8815 [--json] [--why]
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb } from '../kit/score.ts';
import { COUNTERS, type Counter, type Truth15 } from './sites.mjs';

/** This web's own fields of a row. */
export interface Edits15 {
  /** `answered/report edits` of the day. */
  edits: string;
  editsMissed: string[];
  /** The lines that answered an edit of the day (with their `changes`). */
  editLines: Line[];
}
export type Row15 = Row<Counter> & Edits15;

const said = (line: Line) => `${line.url} ${line.title ?? ''}`;
/** Takes one `x` out of `list`; whether it was there. */
const takeOut = (list: string[], x: string) => { const i = list.indexOf(x); if (i >= 0) list.splice(i, 1); return i >= 0; };

/** A row with the edits of its day: the lines answering them taken out of its duplicates and late lines. */
function withEdits(row: Row<Counter>, truth: Truth15, lines: Line[]): Row15 {
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n] as const)));
  const edits = truth.changed.filter((e) => e.day === truth.day && e.site === row.site);
  const edited = new Set<string>();
  const editLines: Line[] = [];
  const dupLines = [...row.dupLines];
  const lateLines = [...row.lateLines];
  for (const line of lines.filter((l) => { try { return new URL(l.url).hostname.endsWith(`.${row.site}`); } catch { return false; } })) {
    const hit = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!hit || edited.has(hit.url) || !edits.some((e) => e.url === hit.url)) continue;
    edited.add(hit.url);
    editLines.push(line);
    // The first line of a notice already delivered is a duplicate to the kit, of one not yet delivered late.
    if (!takeOut(lateLines, said(line))) takeOut(dupLines, said(line));
  }
  const mustReport = edits.filter((e) => e.expect === 'report');
  const delivered = Number(row.precision.split('/')[1] ?? 0);
  return {
    ...row, dupLines, lateLines, duplicates: dupLines.length, late: lateLines.length,
    precision: delivered ? `${delivered - row.wrong.length - dupLines.length}/${delivered}` : '-',
    edits: `${mustReport.filter((e) => edited.has(e.url)).length}/${mustReport.length}`,
    editsMissed: mustReport.filter((e) => !edited.has(e.url)).map((e) => e.url),
    editLines,
  };
}

/** Per site and day, the kit's figures, this web's counters and the day's edits, for days run on the web at `base`. */
export async function scoreRuns(base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row15[]> {
  const rows = await scoreWeb(base, runs, { counters: COUNTERS, normUrl: (u) => u });
  const truths = new Map(await Promise.all(runs.map(async (r) => [r.day, (await (await fetch(`${base.replace(/\/$/, '')}/__truth?day=${r.day}`)).json()) as Truth15] as const)));
  return rows.map((row) => withEdits(row, truths.get(row.day)!, runs.find((r) => r.day === row.day)!.lines));
}

/** The same from the crawler's output files. */
export const score = ({ log, days }: { log: string; days: Array<string | undefined> }): Promise<Row15[]> =>
  scoreRuns(log, runsOf(days));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const why = process.argv.includes('--why');
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8815}`, days: [opt('day1'), opt('day2'), opt('day3')] });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(report(rows, COUNTERS, why));
    for (const r of rows.filter((x) => x.edits !== '0/0')) {
      console.log(`day ${r.day} ${r.shape} edits reported ${r.edits}`);
      if (why) for (const u of r.editsMissed) console.log(`  edit not reported ${u}`);
    }
  }
}
