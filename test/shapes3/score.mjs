#!/usr/bin/env node
// Scores a crawl of test/shapes3: recall, precision and delivered duplicates per shape (a notice
// posted under several URLs counts once; a second delivery of it is a duplicate), and list pages
// fetched per site against the real list pages.
// Usage: node test/shapes3/score.mjs --out crawl.jsonl --port 8793 [--json]
import { readFileSync } from 'node:fs';

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
// The web's cache-busters (t, r) are not part of a notice's identity.
const norm = (u) => { const x = new URL(u); for (const k of ['t', 'r']) x.searchParams.delete(k); x.hash = ''; return x.href.replace(/\?$/, ''); };
const base = `http://127.0.0.1:${arg('port') ?? 8793}`;
const truth = await (await fetch(`${base}/__truth`)).json();
const stats = await (await fetch(`${base}/__stats`)).json();
const lines = readFileSync(arg('out'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [norm(u), n])));
const out = {};
for (const n of truth.notices) (out[n.shape] ??= { site: n.site, notices: 0, found: new Set(), delivered: 0, wrong: 0, dup: 0 }).notices++;
const siteOf = (u) => new URL(u).hostname.split('.').slice(-3).join('.');
for (const line of lines) {
  const shape = Object.entries(out).find(([, s]) => s.site === siteOf(line.url));
  if (!shape) continue;
  shape[1].delivered++;
  const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(norm(u))).find(Boolean);
  if (!n) shape[1].wrong++;
  else if (shape[1].found.has(n.url)) shape[1].dup++;
  else shape[1].found.add(n.url);
}
const rows = Object.entries(out).map(([shape, s]) => ({
  shape, site: s.site, recall: `${s.found.size}/${s.notices}`, precision: s.delivered ? `${s.delivered - s.wrong - s.dup}/${s.delivered}` : '-', duplicates: s.dup,
  listFetches: stats[s.site]?.listFetches ?? 0, realListPages: truth.lists[s.site], requests: stats[s.site]?.requests ?? 0,
}));
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else for (const r of rows) console.log(`${r.shape.padEnd(14)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real list pages ${r.realListPages}), requests ${r.requests}`);
