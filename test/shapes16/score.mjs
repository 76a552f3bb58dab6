#!/usr/bin/env node
// Scores one crawl of test/shapes16 against the web's current day (/__truth, /__stats): per shape,
// recall (day 1: every tender row; day 2: the rows new on day 2 only; also split into rows leading
// off-site and the university's own), precision, duplicates (a row delivered twice, or on day 2 a
// day-1 row again), titles right (the row's title), list fetches against the real list pages, and
// requests to the OTHER domains (must be 0: the user chose the university). A line is matched by its
// URL or an alias against any URL of a row (its href, a redirect's target), scheme and port aside.
// `--why` lists the misses, the lines that match no row and the off-site requests.
// Usage: node test/shapes16/score.mjs --out crawl.jsonl [--port 8816] [--day N --stats saved-stats.json] [--json] [--why]
import { readFileSync } from 'node:fs';

/** A URL without its scheme, port and fragment, percent-escapes decoded where they can be. */
export const normUrl = (u) => {
  try {
    const x = new URL(u);
    const s = `//${x.hostname}${x.pathname}${x.search}`;
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

export function scoreLines(truth, stats, lines) {
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n])));
  const shapes = {};
  for (const n of truth.notices) {
    const s = (shapes[n.shape] ??= { site: n.site, want: [], found: new Map(), delivered: 0, wrong: [], dup: [] });
    if (n.day === truth.day) s.want.push(n);
  }
  const unplaced = [];
  for (const line of lines) {
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(normUrl(u))).find(Boolean);
    const host = (() => { try { return new URL(line.url).hostname; } catch { return ''; } })();
    const s = n ? shapes[n.shape] : Object.values(shapes).find((x) => host.endsWith(`.${x.site}`) || line.site?.endsWith?.(x.site));
    if (!s) { unplaced.push(`${line.url} ${line.title ?? ''}`); continue; }
    s.delivered++;
    if (!n) s.wrong.push(`${line.url} ${line.title ?? ''}`);
    else if (s.found.has(n.url) || n.day !== truth.day) s.dup.push(`${line.url} ${line.title ?? ''}`);
    else s.found.set(n.url, line);
  }
  return Object.entries(shapes).map(([shape, s]) => {
    const st = stats[s.site] ?? {};
    const found = s.want.filter((n) => s.found.has(n.url));
    const flat = (t) => String(t ?? '').replace(/\s+/g, ' ').trim();
    const titleRight = found.filter((n) => flat(s.found.get(n.url).title) === flat(n.title));
    const missed = s.want.filter((n) => !s.found.has(n.url));
    const part = (off) => `${found.filter((n) => n.offsite === off).length}/${s.want.filter((n) => n.offsite === off).length}`;
    return {
      shape, site: s.site, day: truth.day, found: found.length, want: s.want.length, recall: `${found.length}/${s.want.length}`, offsiteRecall: part(true), ownRecall: part(false),
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-', wrong: s.wrong, duplicates: s.dup.length, dupLines: s.dup,
      titles: `${titleRight.length}/${found.length}`, titleWrong: found.filter((n) => !titleRight.includes(n)).map((n) => `${s.found.get(n.url).title} ≠ ${n.title}`),
      listFetches: st.listFetches ?? 0, realListPages: truth.lists[s.site], offsiteRequests: st.offsiteRequests ?? 0, redirects: st.redirects ?? 0, requests: st.requests ?? 0,
      offsiteLog: (st.log ?? []).filter((l) => l.includes('[offsite]')),
      missed: missed.map((n) => `${n.url} ${n.offsite ? 'offsite' : 'own'} ${n.title}`), unplaced,
      strayRequests: stats.offsite?.requests ?? 0,
    };
  });
}

/** `day` and `statsFile` score a saved run (its /__stats saved as JSON) after the web moved on. */
export async function score({ port, out, day, statsFile }) {
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth${day ? `?day=${day}` : ''}`)).json();
  const stats = statsFile ? JSON.parse(readFileSync(statsFile, 'utf8')) : await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  return scoreLines(truth, stats, lines);
}

if (process.argv[1]?.endsWith('shapes16/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ port: arg('port') ?? 8816, out: arg('out'), day: arg('day'), statsFile: arg('stats') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(6)} (off-site ${r.offsiteRecall}, own ${r.ownRecall}) precision ${r.precision.padEnd(6)} duplicates ${r.duplicates} titles ${r.titles} list fetches ${r.listFetches} (real ${r.realListPages}) off-site requests ${r.offsiteRequests} redirects ${r.redirects} requests ${r.requests}`);
      if (process.argv.includes('--why')) for (const x of [...r.missed.map((m) => `  missed ${m}`), ...r.wrong.map((w) => `  wrong  ${w}`), ...r.dupLines.map((w) => `  dup    ${w}`), ...r.titleWrong.map((w) => `  title  ${w}`), ...r.offsiteLog.map((w) => `  req    ${w}`)]) console.log(x);
    }
    if (rows[0]?.strayRequests) console.log(`requests to hosts no site links: ${rows[0].strayRequests}`);
    const unplaced = rows[0]?.unplaced ?? [];
    if (unplaced.length) console.log(`unplaced lines (no site): ${unplaced.length}`, process.argv.includes('--why') ? unplaced : '');
  }
}
