#!/usr/bin/env node
// Scores a crawl of test/shapes6: recall, precision and delivered duplicates per shape, list
// fetches per site (list API calls and list pages) against the real list pages, and how the
// notices were read (`via`). `--day 2` scores a second crawl on the notices new on day 2 only.
// A hash route (`#/detail/123`) is part of a notice's URL; any other fragment is not.
// Usage: node test/shapes6/score.mjs --out crawl.jsonl [--day 2] [--port 8796] [--json]
import { readFileSync } from 'node:fs';

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
export const norm = (u) => { const x = new URL(u); if (!/^#!?\//.test(x.hash)) x.hash = ''; return x.href; };

export function score({ truth, stats, lines, day = 1 }) {
  const want = truth.notices.filter((n) => day === 1 || n.day === 2);
  const byUrl = new Map(want.map((n) => [norm(n.url), n]));
  const all = new Map(truth.notices.map((n) => [norm(n.url), n]));
  const out = {};
  for (const n of truth.notices) out[n.shape] ??= { site: n.site, notices: 0, found: new Set(), delivered: 0, wrong: 0, dup: 0, via: {} };
  for (const n of want) out[n.shape].notices++;
  for (const line of lines) {
    const site = new URL(line.url).hostname.replace(/^www\./, '');
    const shape = Object.values(out).find((s) => s.site === site);
    if (!shape) continue;
    shape.delivered++;
    shape.via[line.via] = (shape.via[line.via] ?? 0) + 1;
    const urls = [line.url, ...(line.aliases ?? [])].map(norm);
    const n = urls.map((u) => byUrl.get(u)).find(Boolean);
    if (!n) shape.wrong++;
    else if (shape.found.has(n.url)) shape.dup++;
    else shape.found.add(n.url);
    // A day-1 notice delivered again on day 2 is a duplicate, not a wrong notice.
    if (!n && urls.some((u) => all.has(u))) shape.wrong--, shape.dup++;
  }
  return Object.entries(out).map(([shape, s]) => ({
    shape, site: s.site, recall: `${s.found.size}/${s.notices}`, precision: s.delivered ? `${s.delivered - s.wrong - s.dup}/${s.delivered}` : '-', duplicates: s.dup,
    listFetches: stats[s.site]?.listFetches ?? 0, realListPages: truth.lists[s.site], requests: stats[s.site]?.requests ?? 0, via: s.via,
  }));
}

if (process.argv[1]?.endsWith('score.mjs')) {
  const base = `http://127.0.0.1:${arg('port') ?? 8796}`;
  const day = Number(arg('day') ?? 1);
  const truth = await (await fetch(`${base}/__truth?day=${day}`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(arg('out'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const rows = score({ truth, stats, lines, day });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else for (const r of rows) console.log(`${r.shape.padEnd(13)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real list pages ${r.realListPages}), requests ${r.requests}, via ${JSON.stringify(r.via)}`);
}
