#!/usr/bin/env node
// Scores a day-1 (and day-2) crawl of test/shapes18 against its truth and request log: per site and
// day, recall (day 2: the rows new on day 2), precision, duplicates (a row twice, or on day 2 a day-1
// row again), titles right, dates right (the line's `publishedAt` against the notice's date, to the
// day in China time), list-page requests against the distinct and the real list pages, the real
// tender list pages never asked (missed lists), and requests that asked one page and were answered
// another (wrong list asks: a GET of the POST-paged list with a page number). On day 2 a day-1 notice
// delivered again is a duplicate; one delivered for the first time is `late` (right, not new). A line is matched by
// its URL or an alias against the notice's URL, scheme and port aside.
// Usage: node test/shapes18/score.mjs --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8818 [--json] [--why]
import { readFileSync } from 'node:fs';

/** A URL without its scheme, port and fragment, host lower-cased, percent-escapes decoded where they can be. */
export const normUrl = (u) => {
  try {
    const x = new URL(u);
    const s = `//${x.hostname}${x.pathname}${x.search}`;
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

/** The calendar day (China time) of a `publishedAt`: a bare date as is, an instant shifted to +08:00. */
export const dayOf = (v) => {
  if (v == null || v === '') return undefined;
  const t = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  const ms = typeof v === 'number' ? v : Date.parse(t);
  if (Number.isNaN(ms)) return t.slice(0, 10);
  return new Date(ms + 8 * 3600000).toISOString().slice(0, 10);
};

/** Per site, one day's figures; `stats` is /__stats for that day ({ [site]: … }). */
export function scoreDay(truth, stats, lines, earlier = new Set()) {
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n])));
  const sites = {};
  for (const site of Object.keys(truth.lists)) sites[site] = { site, shape: '', want: [], found: new Map(), delivered: 0, wrong: [], dup: [], late: [], seen: new Set() };
  for (const n of truth.notices) {
    const s = sites[n.site];
    s.shape = n.shape;
    if (n.day === truth.day) s.want.push(n);
  }
  const unplaced = [];
  for (const line of lines) {
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(normUrl(u))).find(Boolean);
    const host = (() => { try { return new URL(line.url).hostname; } catch { return ''; } })();
    const s = n ? sites[n.site] : Object.values(sites).find((x) => host.endsWith(`.${x.site}`) || line.site?.endsWith?.(x.site));
    if (!s) { unplaced.push(`${line.url} ${line.title ?? ''}`); continue; }
    s.delivered++;
    if (!n) s.wrong.push(`${line.url} ${line.title ?? ''}`);
    else if (s.found.has(n.url) || s.seen.has(n.url) || earlier.has(n.url)) s.dup.push(`${line.url} ${line.title ?? ''}`);
    // A day-1 notice first delivered on day 2 (never on day 1): right, but late.
    else if (n.day !== truth.day) { s.seen.add(n.url); s.late.push(`${line.url} ${line.title ?? ''}`); }
    else s.found.set(n.url, line);
  }
  const flat = (t) => String(t ?? '').replace(/\s+/g, ' ').trim();
  const dateRight = (n) => dayOf(s0(n).found.get(n.url).publishedAt) === n.date;
  const s0 = (n) => sites[n.site];
  return Object.values(sites).map((s) => {
    const st = stats?.[s.site] ?? {};
    const lists = truth.lists[s.site];
    const pages = Object.entries(st.pages ?? {});
    const tenderPages = pages.filter(([, p]) => p.tenders);
    const newsPages = pages.filter(([, p]) => !p.tenders);
    const found = s.want.filter((n) => s.found.has(n.url));
    const titleRight = found.filter((n) => flat(s.found.get(n.url).title) === flat(n.title));
    const datesRight = found.filter(dateRight);
    const asked = new Set(pages.map(([page]) => page));
    const missedLists = lists.pages.filter((p) => p.tenders && !asked.has(p.page)).map((p) => p.page);
    const twice = pages.filter(([, p]) => p.fetches > 1).map(([page, p]) => ({ page, fetches: p.fetches, clients: p.clients, urls: p.urls }));
    return {
      day: truth.day, site: s.site, shape: s.shape,
      found: found.length, want: s.want.length, recall: `${found.length}/${s.want.length}`,
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-',
      duplicates: s.dup.length, late: s.late.length, titles: `${titleRight.length}/${found.length}`, dates: `${datesRight.length}/${found.length}`,
      // Tender lists and streams (the lists that matter), and the news columns apart.
      listFetches: tenderPages.reduce((n, [, p]) => n + p.fetches, 0), distinctListPages: tenderPages.length, realListPages: lists.real,
      newsListFetches: newsPages.reduce((n, [, p]) => n + p.fetches, 0), distinctNewsPages: newsPages.length, realNewsPages: lists.news,
      askedTwice: twice, economical: twice.length === 0, missedLists, wrongListAsks: st.wrongPageAsks ?? [], shells: st.shells ?? 0, logins: st.logins ?? 0,
      redirects: st.redirects ?? 0, notFound: st.notFound ?? 0, requests: st.requests ?? 0, byClient: st.byClient ?? {},
      missed: s.want.filter((n) => !s.found.has(n.url)).map((n) => `${n.url} ${n.title}`),
      wrong: s.wrong, dupLines: s.dup, lateLines: s.late, titleWrong: found.filter((n) => !titleRight.includes(n)).map((n) => `${s.found.get(n.url).title} ≠ ${n.title}`),
      dateWrong: found.filter((n) => !datesRight.includes(n)).map((n) => `${n.url} ${s.found.get(n.url).publishedAt ?? '(none)'} ≠ ${n.date}`),
      unplaced,
    };
  });
}

const readLines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

/** Scores the given days' outputs against the web at `log` (its truth per day and its per-day stats). */
export async function score({ log, day1, day2 }) {
  const get = async (p) => (await fetch(`${log.replace(/\/$/, '')}${p}`)).json();
  const stats = await get('/__stats');
  const rows = [];
  // Notices delivered on day 1, so that day 2 tells a duplicate from a late first delivery.
  const earlier = new Set();
  for (const [day, file] of [[1, day1], [2, day2]]) {
    if (!file) continue;
    const truth = await get(`/__truth?day=${day}`);
    const lines = readLines(file);
    rows.push(...scoreDay(truth, stats[day] ?? {}, lines, day === 1 ? new Set() : earlier));
    const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n.url])));
    for (const l of lines) for (const u of [l.url, ...(l.aliases ?? [])]) if (byUrl.has(normUrl(u))) earlier.add(byUrl.get(normUrl(u)));
  }
  return rows;
}

if (process.argv[1]?.endsWith('shapes18/score.mjs')) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const log = arg('log') ?? `http://127.0.0.1:${arg('port') ?? 8818}`;
  const rows = await score({ log, day1: arg('day1'), day2: arg('day2') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    for (const r of rows) {
      console.log(`day ${r.day} ${r.shape.padEnd(17)} recall ${r.recall.padEnd(6)} precision ${r.precision.padEnd(6)} dup ${r.duplicates} late ${r.late} titles ${r.titles.padEnd(6)} dates ${r.dates.padEnd(6)} list fetches ${r.listFetches} (distinct ${r.distinctListPages}, real ${r.realListPages}) news lists ${r.newsListFetches} (${r.distinctNewsPages}/${r.realNewsPages}) missed lists ${r.missedLists.length} wrong asks ${r.wrongListAsks.length} shells ${r.shells} logins ${r.logins} requests ${r.requests} ${JSON.stringify(r.byClient)}`);
      for (const t of r.askedTwice) console.log(`  asked ${t.fetches}× ${t.page}: ${Object.entries(t.urls).map(([u, n]) => `${u}${n > 1 ? ` ×${n}` : ''}`).join('  ')}`);
      if (process.argv.includes('--why')) for (const x of [...r.missed.map((m) => `  missed ${m}`), ...r.wrong.map((w) => `  wrong  ${w}`), ...r.dupLines.map((w) => `  dup    ${w}`), ...r.lateLines.map((w) => `  late   ${w}`), ...r.titleWrong.map((w) => `  title  ${w}`), ...r.dateWrong.map((w) => `  date   ${w}`), ...r.missedLists.map((w) => `  list never asked ${w}`), ...r.wrongListAsks.map((w) => `  wrong ask ${w}`)]) console.log(x);
    }
    const unplaced = rows.filter((r) => r.site === rows[0].site).flatMap((r) => r.unplaced);
    if (unplaced.length) console.log(`unplaced lines (no site): ${unplaced.length}`, process.argv.includes('--why') ? unplaced : '');
  }
}
