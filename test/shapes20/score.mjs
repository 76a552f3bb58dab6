#!/usr/bin/env node
// Scores a three-day crawl of test/shapes20 against its truth and request log: per site and day,
// recall (the notices new that day), precision (a news or rules row, the homepage, any line matching
// no notice is wrong; a notice twice, or again after an earlier day, is a duplicate), `late` (a
// notice first delivered a day after it appeared), titles right, dates right (`publishedAt` against
// the notice's date, China time), list fetches against the distinct and real list pages (each list
// page at most once a run: `askedTwice`), real notice list pages never asked, and the web's counters.
// For the 更正 notices (kind `change`) it reports, only as a figure, whether the line carries the
// project (`project`) and the change (`changes` with the field and its new value).
// Lines match a notice by `url` or an alias, scheme and port aside; a hash route (`#/…`) is part
// of the address (shapes18's scorer drops fragments, so only its `dayOf` is shared).
// Usage: node test/shapes20/score.mjs --day1 D1.jsonl [--day2 D2.jsonl] [--day3 D3.jsonl] --log http://127.0.0.1:8820 [--json] [--why]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dayOf } from '../shapes18/score.mjs';

export { dayOf };
/** The web's counters of /__stats reported per site and day. */
export const COUNTERS = ['notFound', 'badGateway', 'stalled', 'stallsAbandoned', 'shells', 'apiCalls'];

/** A URL without scheme and port, host lower-cased, escapes decoded; a `#/` hash route kept. */
export const normUrl = (u) => {
  try {
    const x = new URL(u);
    const route = x.hash.startsWith('#/') ? x.hash : '';
    const s = `//${x.hostname}${x.pathname}${x.search}${route}`;
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

const flat = (t) => String(t ?? '').replace(/\s+/g, ' ').trim();

/** Whether a line carries a 更正's project and its change (the field and its new value). */
export function carriesChange(line, change) {
  const project = line.project != null && line.project !== '';
  const changes = Array.isArray(line.changes) ? line.changes : [];
  const moved = changes.some((c) => {
    if (c?.field !== change.field) return false;
    if (change.field === 'deadline') return dayOf(c.to) === change.to.slice(0, 10) || String(c.to ?? '').includes(change.to.slice(0, 10));
    const to = Number(c.to);
    return Math.abs(to - change.to) < 0.006 || Math.abs(to - change.to * 10000) < 1;
  });
  return { project, moved };
}

/** Per site, one day's figures; `earlier` holds the notices delivered on earlier days. */
export function scoreDay(truth, stats, lines, earlier = new Set()) {
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n])));
  const sites = {};
  for (const site of Object.keys(truth.lists)) sites[site] = { site, shape: truth.shapes?.[site] ?? '', want: [], found: new Map(), delivered: 0, wrong: [], dup: [], late: [], seen: new Set() };
  for (const n of truth.notices) if (n.day === truth.day) sites[n.site].want.push(n);
  const unplaced = [];
  for (const line of lines) {
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(normUrl(u))).find(Boolean);
    const host = (() => { try { return new URL(line.url).hostname; } catch { return ''; } })();
    const s = n ? sites[n.site] : Object.values(sites).find((x) => host === x.site || host.endsWith(`.${x.site}`));
    if (!s) { unplaced.push(`${line.url} ${line.title ?? ''}`); continue; }
    s.delivered++;
    const text = `${line.url} ${line.title ?? ''}`;
    if (!n) s.wrong.push(text);
    else if (s.found.has(n.url) || s.seen.has(n.url) || earlier.has(n.url)) s.dup.push(text);
    else if (n.day !== truth.day) { s.seen.add(n.url); s.late.push(text); }
    else s.found.set(n.url, line);
  }
  return Object.values(sites).map((s) => {
    const st = stats?.[s.site] ?? {};
    const lists = truth.lists[s.site];
    const kindOf = Object.fromEntries(lists.pages.map((p) => [p.page, p.kind]));
    const pages = Object.entries(st.pages ?? {});
    const noticePages = pages.filter(([, p]) => p.tenders);
    const newsPages = pages.filter(([k, p]) => !p.tenders && kindOf[k] !== 'rules');
    const found = s.want.filter((n) => s.found.has(n.url));
    const titleRight = found.filter((n) => flat(s.found.get(n.url).title) === flat(n.title));
    const dateRight = found.filter((n) => dayOf(s.found.get(n.url).publishedAt) === n.date);
    const asked = new Set(pages.map(([page]) => page));
    const changes = s.want.filter((n) => n.change).map((n) => {
      const line = s.found.get(n.url);
      return { url: n.url, title: n.title, field: n.change.field, from: n.change.from, to: n.change.to, found: !!line, ...(line ? carriesChange(line, n.change) : { project: false, moved: false }),
        line: line ? { project: line.project, changes: line.changes, deadline: line.deadline, budget: line.budget, projectNo: line.projectNo } : undefined };
    });
    return {
      day: truth.day, site: s.site, shape: s.shape,
      found: found.length, want: s.want.length, recall: `${found.length}/${s.want.length}`,
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-',
      duplicates: s.dup.length, late: s.late.length, titles: `${titleRight.length}/${found.length}`, dates: `${dateRight.length}/${found.length}`,
      listFetches: noticePages.reduce((n, [, p]) => n + p.fetches, 0), distinctListPages: noticePages.length, realListPages: lists.real,
      newsListFetches: newsPages.reduce((n, [, p]) => n + p.fetches, 0), realNewsPages: lists.news,
      askedTwice: pages.filter(([, p]) => p.fetches > 1).map(([page, p]) => ({ page, fetches: p.fetches, clients: p.clients, urls: p.urls })),
      missedLists: lists.pages.filter((p) => p.tenders && !asked.has(p.page)).map((p) => `${p.page} ${p.name} ${p.url}`),
      // A watched column costs its first page every run: a notice column whose page 1 was not asked that day.
      missedColumns: lists.pages.filter((p) => p.tenders && p.page.endsWith(':1') && !asked.has(p.page)).map((p) => `${p.name} ${p.url}`),
      changes, changesFound: changes.filter((c) => c.found).length, changesCarried: changes.filter((c) => c.found && c.project && c.moved).length,
      ...Object.fromEntries(COUNTERS.map((k) => [k, st[k] ?? 0])), requests: st.requests ?? 0, byClient: st.byClient ?? {},
      missed: s.want.filter((n) => !s.found.has(n.url)).map((n) => `${n.url} [${n.column}] ${n.title}`),
      wrong: s.wrong, dupLines: s.dup, lateLines: s.late,
      titleWrong: found.filter((n) => !titleRight.includes(n)).map((n) => `${s.found.get(n.url).title} ≠ ${n.title}`),
      dateWrong: found.filter((n) => !dateRight.includes(n)).map((n) => `${n.url} ${s.found.get(n.url).publishedAt ?? '(none)'} ≠ ${n.date}`),
      unplaced,
    };
  });
}

const readLines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

/** Scores the given days' outputs against the web at `log` (its truth per day and its per-day stats). */
export async function score({ log, day1, day2, day3 }) {
  const base = log.replace(/\/$/, '');
  const get = async (p) => (await fetch(`${base}${p}`)).json();
  const stats = await get('/__stats');
  const rows = [];
  const earlier = new Set();
  for (const [day, file] of [[1, day1], [2, day2], [3, day3]]) {
    if (!file) continue;
    const truth = await get(`/__truth?day=${day}`);
    const lines = readLines(file);
    rows.push(...scoreDay(truth, stats[day] ?? {}, lines, new Set(earlier)));
    const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n.url])));
    for (const l of lines) for (const u of [l.url, ...(l.aliases ?? [])]) if (byUrl.has(normUrl(u))) earlier.add(byUrl.get(normUrl(u)));
  }
  return rows;
}

/** One line per site and day; with `why`, every miss, wrong, duplicate and late line, wrong title and date. */
export function report(rows, why) {
  const out = [];
  for (const r of rows) {
    const hit = COUNTERS.filter((k) => r[k]).map((k) => `${k} ${r[k]}`).join(', ');
    const ch = r.changes.length ? ` 更正 found ${r.changesFound}/${r.changes.length} carried ${r.changesCarried}` : '';
    out.push(`day ${r.day} ${r.shape.padEnd(18)} recall ${r.recall.padEnd(6)} precision ${r.precision.padEnd(6)} dup ${r.duplicates} late ${r.late} titles ${r.titles.padEnd(6)} dates ${r.dates.padEnd(6)}`
      + ` lists ${r.listFetches} (distinct ${r.distinctListPages}, real ${r.realListPages}, columns unasked ${r.missedColumns.length}) news ${r.newsListFetches}/${r.realNewsPages} requests ${r.requests} ${JSON.stringify(r.byClient)}${ch}${hit ? ` | ${hit}` : ''}`);
    for (const t of r.askedTwice) out.push(`  asked ${t.fetches}× ${t.page}: ${Object.keys(t.urls).join('  ')}`);
    if (!why) continue;
    const lists = { missed: r.missed, wrong: r.wrong, dup: r.dupLines, late: r.lateLines, title: r.titleWrong, date: r.dateWrong, 'column not asked': r.missedColumns, 'list never asked': r.missedLists };
    for (const [what, items] of Object.entries(lists)) for (const x of items) out.push(`  ${what.padEnd(6)} ${x}`);
    for (const c of r.changes.filter((x) => x.found)) out.push(`  更正 ${c.field} ${c.from} → ${c.to}: project ${c.project}, change ${c.moved} ${JSON.stringify(c.line)}`);
  }
  for (const day of [1, 2, 3]) {
    const of = rows.filter((r) => r.day === day);
    if (of.length) out.push(`day ${day}: ${of.reduce((n, r) => n + r.found, 0)}/${of.reduce((n, r) => n + r.want, 0)} notices, ${of.reduce((n, r) => n + r.late, 0)} late, ${of.reduce((n, r) => n + r.wrong.length + r.duplicates, 0)} wrong or duplicate lines, ${of.reduce((n, r) => n + r.askedTwice.length, 0)} list pages asked twice or more`);
  }
  const unplaced = rows.filter((r) => r.site === rows[0]?.site).flatMap((r) => r.unplaced);
  if (unplaced.length) out.push(`unplaced lines (no site): ${unplaced.length}${why ? `\n  ${unplaced.join('\n  ')}` : ''}`);
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8820}`, day1: opt('day1'), day2: opt('day2'), day3: opt('day3') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, process.argv.includes('--why')));
}
