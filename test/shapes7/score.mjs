#!/usr/bin/env node
// Scores one crawl of test/shapes7 against the web's current day (/__truth, /__stats): per shape,
// recall (day 1: every notice; day 2: the notices new on day 2 only), precision, delivered twice
// (a notice delivered again, or on day 2 a day-1 notice delivered again), whole titles and list
// fetches against the real list pages (day 2: the lists and their pages with new rows).
// Usage: node test/shapes7/score.mjs --out crawl.jsonl [--port 8797] [--json] [--why]
import { readFileSync } from 'node:fs';

export async function score({ port, out }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const shapes = {};
  for (const n of truth.notices) {
    const s = (shapes[n.shape] ??= { site: n.site, want: 0, found: new Set(), delivered: 0, wrong: [], twice: [], whole: 0, missed: [] });
    if (n.day === truth.day) s.want++;
  }
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!n) s.wrong.push(`${line.url} ${line.title}`);
    else if (s.found.has(n.url) || n.day !== truth.day) s.twice.push(`${line.url} ${line.title}`);
    else {
      s.found.add(n.url);
      if (line.title === n.title) s.whole++;
    }
  }
  for (const n of truth.notices) if (n.day === truth.day && !shapes[n.shape].found.has(n.url)) shapes[n.shape].missed.push(`${n.url} ${n.title}`);
  return Object.entries(shapes).map(([shape, s]) => ({
    shape, site: s.site, day: truth.day, recall: `${s.found.size}/${s.want}`, precision: s.delivered ? `${s.delivered - s.wrong.length - s.twice.length}/${s.delivered}` : '-',
    twice: s.twice.length, wholeTitles: `${s.whole}/${s.found.size}`, listFetches: stats[s.site]?.listFetches ?? 0,
    realListPages: truth.lists[s.site], lists: truth.listCount[s.site], requests: stats[s.site]?.requests ?? 0,
    why: { wrong: s.wrong, twice: s.twice, missed: s.missed, listsFetched: stats[s.site]?.lists ?? [] },
  }));
}

if (process.argv[1]?.endsWith('shapes7/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8797, out: arg('out') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else for (const r of rows) {
    console.log(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} twice ${r.twice} whole titles ${r.wholeTitles.padEnd(7)} list fetches ${r.listFetches} (real list pages ${r.realListPages}, lists ${r.lists}), requests ${r.requests}`);
    if (process.argv.includes('--why')) for (const [k, v] of Object.entries(r.why)) for (const x of v.slice(0, 40)) console.log(`   ${k}: ${x}`);
  }
}
