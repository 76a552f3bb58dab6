#!/usr/bin/env node
// Scores one crawl of test/shapes8 (the web's current day): per shape, recall of the notices new
// that day (day 1: all; day 2: those first posted on day 2), precision, notices delivered twice (a
// notice delivered again under another of its URLs: within the run, or on day 2 one of day 1),
// tender list pages fetched against the real ones, all list fetches and requests per site.
// Usage: node test/shapes8/score.mjs --out day1.jsonl --port 8798 [--day N] [--json] [--why]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const norm = (u) => { const x = new URL(u); x.hash = ''; return x.href; };

export function score(truth, stats, lines) {
  const day = truth.day;
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [norm(u), n])));
  const out = {};
  for (const n of truth.notices) {
    const s = (out[n.shape] ??= { site: n.site, want: 0, found: new Set(), delivered: 0, wrong: [], twice: [], missed: [] });
    if (n.day === day) s.want++;
  }
  for (const line of lines) {
    const host = new URL(line.url).hostname;
    const shape = Object.values(out).find((s) => host.endsWith(`.${s.site}`));
    if (!shape) continue;
    shape.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(norm(u))).find(Boolean);
    if (!n) shape.wrong.push(line.title);
    else if (n.day !== day || shape.found.has(n.url)) shape.twice.push(line.title);
    else shape.found.add(n.url);
  }
  for (const n of truth.notices) if (n.day === day && !out[n.shape].found.has(n.url)) out[n.shape].missed.push(n.url);
  return Object.entries(out).map(([shape, s]) => ({
    shape, site: s.site, day, recall: `${s.found.size}/${s.want}`, precision: s.delivered ? `${s.delivered - s.wrong.length - s.twice.length}/${s.delivered}` : '-',
    twice: s.twice.length, wrong: s.wrong, twiceTitles: s.twice, missed: s.missed,
    tenderListFetches: stats[s.site]?.tenderListFetches ?? 0, realListPages: truth.lists[s.site], listFetches: stats[s.site]?.listFetches ?? 0, requests: stats[s.site]?.requests ?? 0,
  }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = `http://127.0.0.1:${arg('port') ?? 8798}`;
  const truth = await (await fetch(`${base}/__truth${arg('day') ? `?day=${arg('day')}` : ''}`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(arg('out'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const rows = score(truth, stats, lines);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else for (const r of rows) {
    console.log(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} twice ${r.twice}  tender list fetches ${r.tenderListFetches} (real ${r.realListPages}), all list fetches ${r.listFetches}, requests ${r.requests}`);
    if (process.argv.includes('--why')) {
      for (const t of r.twiceTitles) console.log(`    twice: ${t}`);
      for (const t of r.wrong) console.log(`    wrong: ${t}`);
      for (const t of r.missed) console.log(`    missed: ${t}`);
    }
  }
}
