#!/usr/bin/env node
// Scores one crawl of test/shapes10 against the web's current day (/__truth, /__stats): per shape,
// recall (day 1: every tender; day 2: the tenders new on day 2 only), precision, duplicates (a
// notice delivered twice, or on day 2 a notice the day-1 crawl delivered, given as --before; a day-1
// notice first delivered on day 2 counts as late), list fetches against the real list
// pages, dates right (a delivered tender's publishedAt = the row's date), and which real list pages were never fetched (`--missed` prints them).
// Usage: node test/shapes10/score.mjs --out crawl.jsonl [--before day1.jsonl] [--port 8810] [--json] [--missed]
import { readFileSync } from 'node:fs';
import { canonicalListPage } from './server.mjs';

const readLines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

export async function score({ port, out, before: beforeFile }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readLines(out);
  const before = new Set(beforeFile ? readLines(beforeFile).flatMap((l) => [l.url, ...(l.aliases ?? [])]) : []);
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const shapes = {};
  for (const n of truth.notices) (shapes[n.shape] ??= { site: n.site, want: 0, found: new Set(), late: new Set(), datesRight: 0, delivered: 0, wrong: [], dup: 0 }).want += n.day === truth.day ? 1 : 0;
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!n) s.wrong.push(line.url);
    else if (s.found.has(n.url) || s.late.has(n.url) || before.has(n.url)) s.dup++;
    else if (n.day !== truth.day) s.late.add(n.url); // a day-1 tender missed on day 1, found now: late, not a duplicate
    else s.found.add(n.url);
    if (n && line.publishedAt === n.date) s.datesRight++;
  }
  return Object.entries(shapes).map(([shape, s]) => {
    const fetched = new Set((stats[s.site]?.lists ?? []).map((l) => canonicalListPage(s.site, l)));
    const missed = truth.listPages[s.site].filter((u) => !fetched.has(u));
    const missing = truth.notices.filter((n) => n.shape === shape && n.day === truth.day && !s.found.has(n.url)).map((n) => n.url);
    return {
      shape, site: s.site, day: truth.day, recall: `${s.found.size}/${s.want}`, precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup}/${s.delivered}` : '-',
      duplicates: s.dup, late: s.late.size, datesRight: s.datesRight, wrong: s.wrong, listFetches: stats[s.site]?.listFetches ?? 0, realListPages: truth.lists[s.site], requests: stats[s.site]?.requests ?? 0,
      fileFetches: stats[s.site]?.fileFetches ?? 0, missedListPages: missed, missingNotices: missing,
    };
  });
}

if (process.argv[1]?.endsWith('shapes10/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8810, out: arg('out'), before: arg('before') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} late ${r.late} dates right ${r.datesRight} list fetches ${r.listFetches} (real ${r.realListPages}, never fetched ${r.missedListPages.length}) requests ${r.requests} file fetches ${r.fileFetches}`);
      if (process.argv.includes('--missed')) {
        if (r.missedListPages.length) console.log(`  list pages never fetched: ${r.missedListPages.join(' ')}`);
        if (r.wrong.length) console.log(`  wrong: ${r.wrong.join(' ')}`);
        if (r.missingNotices.length) console.log(`  tenders missed: ${r.missingNotices.length}: ${r.missingNotices.slice(0, 8).join(' ')}${r.missingNotices.length > 8 ? ' …' : ''}`);
      }
    }
  }
}
