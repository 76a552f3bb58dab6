#!/usr/bin/env node
// Scores one crawl of test/shapes15 against the web's current day (/__truth, /__stats): per shape,
// recall of the notices new that day, edits reported (an `expect: 'report'` edit of that day needs a
// line with its URL that day), precision (a line is right when it is a notice new that day or an
// edit of that day; a line for an older notice, a repost of one, or a second line for a notice is a
// duplicate), list fetches against the real list pages, redirects, requests. `--why` lists misses.
// Usage: node test/shapes15/score.mjs --out crawl.jsonl [--port 8815] [--json] [--why]
import { readFileSync } from 'node:fs';

export async function score({ port, out }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [u, n])));
  const edits = truth.changed.filter((c) => c.day === truth.day);
  const shapes = {};
  for (const n of truth.notices) {
    const s = (shapes[n.shape] ??= { site: n.site, want: [], found: new Set(), edited: new Set(), delivered: 0, wrong: [], dup: [] });
    if (n.day === truth.day) s.want.push(n);
  }
  for (const line of lines) {
    const s = Object.values(shapes).find((x) => new URL(line.url).hostname.endsWith(`.${x.site}`));
    if (!s) continue;
    s.delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    const edit = n && edits.find((e) => e.url === n.url);
    if (!n) s.wrong.push(`${line.url} ${line.title ?? ''}`);
    else if (edit && !s.edited.has(n.url)) s.edited.add(n.url);
    else if (s.found.has(n.url) || n.day !== truth.day) s.dup.push(`${line.url} ${line.title ?? ''}`);
    else s.found.add(n.url);
  }
  return Object.entries(shapes).map(([shape, s]) => {
    const st = stats[s.site] ?? {};
    const missed = s.want.filter((n) => !s.found.has(n.url));
    const mustReport = edits.filter((e) => e.shape === shape && e.expect === 'report');
    return {
      shape, site: s.site, day: truth.day, found: s.found.size, want: s.want.length, recall: `${s.found.size}/${s.want.length}`,
      edits: `${mustReport.filter((e) => s.edited.has(e.url)).length}/${mustReport.length}`, editsMissed: mustReport.filter((e) => !s.edited.has(e.url)).map((e) => e.url),
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-', wrong: s.wrong, duplicates: s.dup.length, dup: s.dup,
      listFetches: st.listFetches ?? 0, realListPages: truth.lists[s.site], redirects: st.redirects ?? 0, notFound: st.notFound ?? 0, requests: st.requests ?? 0,
      missedByColumn: Object.fromEntries([...new Set(missed.map((n) => n.column))].map((c) => [c, missed.filter((n) => n.column === c).length])),
      missed: missed.map((n) => `${n.url} ${n.title}`),
    };
  });
}

if (process.argv[1]?.endsWith('shapes15/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8815, out: arg('out') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(13)} recall ${r.recall.padEnd(7)} edits ${r.edits} precision ${r.precision.padEnd(7)} duplicates ${r.duplicates} list fetches ${r.listFetches} (real ${r.realListPages}) redirects ${r.redirects} 404 ${r.notFound} requests ${r.requests} missed ${JSON.stringify(r.missedByColumn)}`);
      if (process.argv.includes('--why')) for (const x of [...r.missed.map((m) => `  missed ${m}`), ...r.editsMissed.map((m) => `  edit not reported ${m}`), ...r.wrong.map((w) => `  wrong  ${w}`), ...r.dup.map((w) => `  dup    ${w}`)]) console.log(x);
    }
  }
}
