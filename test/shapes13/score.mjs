#!/usr/bin/env node
// Scores one crawl of test/shapes13 against the web's current day (/__truth, /__stats): per site
// shape, recall (day 1: every tender; day 2: the tenders new on day 2 only), precision, duplicates
// (a notice delivered twice, or on day 2 a day-1 notice again), list fetches against the real list
// pages (all columns), requests, misses by row shape. `--why` lists the missed notices (with their
// row shape), the delivered lines that match no tender, and the found notices delivered under
// another title than the real one (`titles off`: a decoration or a cut kept in the title) or
// another publication day (`dates off`).
// Usage: node test/shapes13/score.mjs --out crawl.jsonl [--port 8853] [--json] [--why]
import { readFileSync } from 'node:fs';

export async function score({ port, out }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const shapes = {};
  for (const n of truth.notices) {
    const s = (shapes[n.shape] ??= { site: n.site, want: [], found: new Set(), delivered: 0, wrong: [], dup: [], titles: [], dates: [] });
    if (n.day === truth.day) s.want.push(n);
  }
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!n) s.wrong.push(`${line.url} ${line.title ?? ''}`);
    else if (s.found.has(n.url) || n.day !== truth.day) s.dup.push(line.url);
    else {
      s.found.add(n.url);
      if ((line.publishedAt ?? '').slice(0, 10) !== n.date) s.dates.push(`[${n.row}] ${line.publishedAt ?? 'none'} for ${n.date} ${n.url}`);
      if ((line.title ?? '') !== n.title) s.titles.push(`[${n.row}] ${JSON.stringify(line.title)} for ${JSON.stringify(n.title)}`);
    }
  }
  return Object.entries(shapes).map(([shape, s]) => {
    const st = stats[s.site] ?? {};
    const missed = s.want.filter((n) => !s.found.has(n.url));
    const byRow = (list) => Object.fromEntries([...new Set(list.map((n) => n.row))].sort().map((r) => [r, list.filter((n) => n.row === r).length]));
    return {
      shape, site: s.site, day: truth.day, found: s.found.size, want: s.want.length, recall: `${s.found.size}/${s.want.length}`,
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-', wrong: s.wrong, duplicates: s.dup.length,
      listFetches: st.listFetches ?? 0, realListPages: truth.lists[s.site], requests: st.requests ?? 0,
      rows: byRow(s.want), missedByRow: byRow(missed),
      titlesOff: s.titles.length, titles: s.titles, datesOff: s.dates.length, dates: s.dates,
      missed: missed.map((n) => `[${n.row}] ${n.url} ${n.title}`),
    };
  });
}

if (process.argv[1]?.endsWith('shapes13/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8853, out: arg('out') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(12)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real ${r.realListPages}) requests ${r.requests} titles off ${r.titlesOff} dates off ${r.datesOff} rows ${JSON.stringify(r.rows)} missed ${JSON.stringify(r.missedByRow)}`);
      if (process.argv.includes('--why')) for (const x of [...r.missed.map((m) => `  missed ${m}`), ...r.wrong.map((w) => `  wrong  ${w}`), ...r.titles.map((t) => `  title  ${t}`), ...r.dates.map((t) => `  date   ${t}`)]) console.log(x);
    }
  }
}
