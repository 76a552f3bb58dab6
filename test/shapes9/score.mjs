#!/usr/bin/env node
// Scores one crawl of test/shapes9 against the web's current day (/__truth, /__stats): per shape,
// recall (day 1: every tender; day 2: the tenders new on day 2 only), precision, duplicates (a
// notice delivered twice, or on day 2 a day-1 notice again) and list fetches against the real list pages.
// Usage: node test/shapes9/score.mjs --out crawl.jsonl [--port 8799] [--json]
import { readFileSync } from 'node:fs';

export async function score({ port, out }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const shapes = {};
  for (const n of truth.notices) (shapes[n.shape] ??= { site: n.site, want: 0, found: new Set(), delivered: 0, wrong: 0, dup: 0 }).want += n.day === truth.day ? 1 : 0;
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!n) s.wrong++;
    else if (s.found.has(n.url) || n.day !== truth.day) s.dup++;
    else s.found.add(n.url);
  }
  return Object.entries(shapes).map(([shape, s]) => ({
    shape, site: s.site, day: truth.day, recall: `${s.found.size}/${s.want}`, precision: s.delivered ? `${s.delivered - s.wrong - s.dup}/${s.delivered}` : '-',
    duplicates: s.dup, listFetches: stats[s.site]?.listFetches ?? 0, realListPages: truth.lists[s.site], scriptFetches: stats[s.site]?.scriptFetches ?? 0, requests: stats[s.site]?.requests ?? 0,
  }));
}

if (process.argv[1]?.endsWith('shapes9/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8799, out: arg('out') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else for (const r of rows) console.log(`day ${r.day} ${r.shape.padEnd(16)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real ${r.realListPages}) script fetches ${r.scriptFetches} requests ${r.requests}`);
}
