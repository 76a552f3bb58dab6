#!/usr/bin/env node
// Scores one crawl of test/shapes12 against the web's current day (/__truth, /__stats): per shape,
// recall (day 1: every tender; day 2: the tenders new on day 2 only), precision, duplicates (a
// notice delivered twice, or on day 2 a day-1 notice again), list fetches against the real list
// pages (all columns), cover-page fetches, fetches of the nav script, requests. `--why` lists the missed
// notices by column and the delivered lines that match no tender.
// Usage: node test/shapes12/score.mjs --out crawl.jsonl [--port 18812] [--json] [--why]
import { readFileSync } from 'node:fs';

export async function score({ port, out }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const shapes = {};
  for (const n of truth.notices) {
    const s = (shapes[n.shape] ??= { site: n.site, want: [], found: new Set(), delivered: 0, wrong: [], dup: [] });
    if (n.day === truth.day) s.want.push(n);
  }
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!n) s.wrong.push(`${line.url} ${line.title ?? ''}`);
    else if (s.found.has(n.url) || n.day !== truth.day) s.dup.push(line.url);
    else s.found.add(n.url);
  }
  return Object.entries(shapes).map(([shape, s]) => {
    const st = stats[s.site] ?? {};
    const missed = s.want.filter((n) => !s.found.has(n.url));
    return {
      shape, site: s.site, day: truth.day, found: s.found.size, want: s.want.length, recall: `${s.found.size}/${s.want.length}`,
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-', wrong: s.wrong, duplicates: s.dup.length,
      listFetches: st.listFetches ?? 0, realListPages: truth.lists[s.site], coverFetches: st.coverFetches ?? 0, scriptFetches: st.scriptFetches ?? 0, requests: st.requests ?? 0,
      missedByColumn: Object.fromEntries([...new Set(missed.map((n) => n.column))].map((c) => [c, missed.filter((n) => n.column === c).length])),
      missed: missed.map((n) => `${n.url} ${n.title}`),
    };
  });
}

if (process.argv[1]?.endsWith('shapes12/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 18812, out: arg('out') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real ${r.realListPages}) covers ${r.coverFetches} nav.js ${r.scriptFetches} requests ${r.requests} missed ${JSON.stringify(r.missedByColumn)}`);
      if (process.argv.includes('--why')) for (const x of [...r.missed.map((m) => `  missed ${m}`), ...r.wrong.map((w) => `  wrong  ${w}`)]) console.log(x);
    }
  }
}
